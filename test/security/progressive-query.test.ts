/**
 * Hostile input against the progressive-card query: forged, oversized, wrongly typed and concurrent payloads. The
 * handler's decision runs on the same pure code the GM's client runs; the queue and the answer path are the shared
 * ones every query handler uses. A refused request changes nothing and tells the requester why.
 */
import { describe, expect, it } from "vitest";
import { PROGRESSIVE_QUERY } from "../../src/chat/progressive-ops.ts";
import { decideProgressiveRequest, parseProgressiveRequest, type CardSnapshot, type ProgressiveRequest, type RollEvidence } from "../../src/chat/progressive-request.ts";
import { addPeriodRoll, startProgressive, type ProgressiveState } from "../../src/chat/progressive-state.ts";
import { answerQuery, readAnswer, WriteQueue, type GmQuery, type QueryAnswer } from "../../src/documents/query-core.ts";
import { MAX_ROLL_DICE } from "../../src/rules/index.ts";
import { ok } from "../support/progressive.ts";

const CARD = "cardMessage00001";
const ROLL = "rollMessage00001";
const request = (over: Partial<ProgressiveRequest> = {}): ProgressiveRequest => ({ messageId: CARD, op: "roll", side: 0, rollMessageId: ROLL, ...over });

const ann = { uuid: "Actor.ann", name: "Ann", ownedByAuthor: true };
const evidence = (over: Partial<RollEvidence> = {}): RollEvidence => ({
  authorId: "userAnn", authorIsGM: false, actor: ann, faces: [1, 2, 5], mode: "points", expression: "might", usedOn: null, afterCard: true, ...over,
});

const attempt = (): CardSnapshot => ({
  state: startProgressive({ kind: "attempt", target: 6, assistMode: "add", purpose: "Climb", sides: [{ name: "Ann", actorUuid: "Actor.ann", expression: "might" }] }),
  authorId: "userAnn",
});
const contest = (): CardSnapshot => ({
  state: startProgressive({ kind: "contest", target: 4, assistMode: "add", purpose: "", sides: [{ name: "Ann", actorUuid: "Actor.ann", expression: "might" }] }),
  authorId: "userAnn",
});

describe("progressive query payload shape", () => {
  it("reads a well-formed request", () => {
    expect(parseProgressiveRequest(request())).toEqual({ ok: true, value: request() });
  });

  it.each<[string, unknown]>([
    ["the reviewer's forged roll object", { messageId: CARD, op: "roll", side: 0, roll: { total: 999999, faces: [], by: "Alice" } }],
    ["an extra key carrying a roll", { ...request(), roll: { total: 999999, faces: [6], by: "Alice" } }],
    ["a join carrying a side object", { messageId: CARD, op: "join", side: { name: "x".repeat(2_000_000), actorUuid: null, expression: "might" }, rollMessageId: ROLL }],
    ["an unknown op", request({ op: "delete" as never })],
    ["side 2", request({ side: 2 as never })],
    ["side as text", request({ side: "0" as never })],
    ["a fractional side", request({ side: 0.5 as never })],
    ["side -1", request({ side: -1 as never })],
    ["side __proto__", request({ side: "__proto__" as never })],
    ["a join for side 0", request({ op: "join", side: 0 })],
    ["a numeric message id", request({ messageId: 12 as never })],
    ["an oversized message id", request({ messageId: "a".repeat(2_000_000) })],
    ["an id with markup", request({ rollMessageId: "<img src=x>abcde" })],
    ["the card as its own roll", request({ rollMessageId: CARD })],
    ["null", null],
    ["an array", [request()]],
    ["a string", JSON.stringify(request())],
  ])("refuses %s", (_name, payload) => {
    expect(parseProgressiveRequest(payload)).toEqual({ ok: false, reasonKey: "MESHAL.Query.badPayload" });
  });
});

describe("progressive query decisions", () => {
  it("records an owned roll with the total recomputed from its faces", () => {
    const out = decideProgressiveRequest(attempt(), request(), evidence({ faces: [1, 2, 5] }));
    expect(out.ok && out.state.entries).toEqual([{ side: 0, main: { total: 3, faces: [1, 2, 5], by: "Ann" }, assists: [] }]);
  });

  it.each<[string, Partial<RollEvidence>, string]>([
    ["a roll for an actor the author does not own", { actor: { ...ann, ownedByAuthor: false } }, "MESHAL.Query.notYourRoll"],
    ["a roll for another actor (credited to someone else)", { actor: { uuid: "Actor.bo", name: "Alice", ownedByAuthor: true } }, "MESHAL.Query.notYourRoll"],
    ["a roll speaking for no actor", { actor: null, authorId: "userBo" }, "MESHAL.Query.notYourRoll"],
    ["a roll already recorded", { usedOn: "otherCard000001" }, "MESHAL.Query.rollUsed"],
    ["a roll older than the card", { afterCard: false }, "MESHAL.Query.rollTooOld"],
    ["a roll of other dice", { expression: "might+50" }, "MESHAL.Query.wrongExpression"],
    ["fractional faces", { faces: [1.5, 2] }, "MESHAL.Query.badRoll"],
    ["text faces", { faces: ["1", "2"] }, "MESHAL.Query.badRoll"],
    ["a face of 7", { faces: [7] }, "MESHAL.Query.badRoll"],
    ["no faces", { faces: [] }, "MESHAL.Query.badRoll"],
    ["faces that are not a list", { faces: { length: 3 } }, "MESHAL.Query.badRoll"],
    ["200,000 faces", { faces: Array.from({ length: 200_000 }, () => 1) }, "MESHAL.Query.badRoll"],
    [`${MAX_ROLL_DICE + 1} faces`, { faces: Array.from({ length: MAX_ROLL_DICE + 1 }, () => 1) }, "MESHAL.Query.badRoll"],
  ])("refuses %s", (_name, over, reasonKey) => {
    const out = decideProgressiveRequest(attempt(), request(), evidence(over));
    expect(out).toMatchObject({ ok: false, reasonKey });
  });

  it("accepts a roll of exactly the dice cap and caps the stored name", () => {
    const out = decideProgressiveRequest(attempt(), request(), evidence({ faces: Array.from({ length: MAX_ROLL_DICE }, () => 2), actor: { ...ann, name: "x".repeat(2_000_000) } }));
    expect(out.ok).toBe(true);
    if (out.ok) {
      expect(out.state.entries[0]!.main.total).toBe(2 * MAX_ROLL_DICE);
      expect(out.state.entries[0]!.main.by.length).toBe(200);
    }
  });

  it("lets a GM author roll any side, and the card's author roll a side with no actor", () => {
    expect(decideProgressiveRequest(attempt(), request(), evidence({ authorIsGM: true, authorId: "gm", actor: null })).ok).toBe(true);
    const free: CardSnapshot = { ...attempt(), state: { ...attempt().state, sides: [{ name: "Ann", actorUuid: null, expression: "might" }] } };
    expect(decideProgressiveRequest(free, request(), evidence({ actor: null })).ok).toBe(true);
    expect(decideProgressiveRequest(free, request(), evidence({ actor: null, authorId: "userBo" }))).toMatchObject({ ok: false, reasonKey: "MESHAL.Query.notYourRoll" });
  });

  it("joins a contest only with an owned actor, building the side itself and rolling its first period", () => {
    const bo = { uuid: "Actor.bo", name: "Bo", ownedByAuthor: true };
    const out = decideProgressiveRequest(contest(), request({ op: "join", side: 1 }), evidence({ authorId: "userBo", actor: bo }));
    expect(out.ok && out.state.sides[1]).toEqual({ name: "Bo", actorUuid: "Actor.bo", expression: "might" });
    expect(out.ok && out.state.entries.map((e) => e.side)).toEqual([1]);
    expect(decideProgressiveRequest(contest(), request({ op: "join", side: 1 }), evidence({ actor: { ...bo, ownedByAuthor: false } }))).toMatchObject({ ok: false, reasonKey: "MESHAL.Query.notYourRoll" });
    expect(decideProgressiveRequest(contest(), request({ op: "join", side: 1 }), evidence())).toMatchObject({ ok: false, reasonKey: "MESHAL.Chat.progressive.sameActor" });
  });

  it("keeps a contest's turn order: a second side-0 roll before the opponent's is refused", () => {
    let card = contest();
    card = { ...card, state: ok(addPeriodRoll(card.state, 0, { total: 1, faces: [1], by: "Ann" })) };
    const bo = { uuid: "Actor.bo", name: "Bo", ownedByAuthor: true };
    const joined = decideProgressiveRequest(card, request({ op: "join", side: 1 }), evidence({ authorId: "userBo", actor: bo }));
    expect(joined.ok).toBe(true);
    const state = (joined as { state: ProgressiveState }).state;
    expect(decideProgressiveRequest({ ...card, state }, request(), evidence()).ok).toBe(true);
    const ahead = ok(addPeriodRoll(state, 0, { total: 0, faces: [4], by: "Ann" }));
    expect(decideProgressiveRequest({ ...card, state: ahead }, request(), evidence())).toMatchObject({ ok: false, reasonKey: "MESHAL.Chat.progressive.waitOpponent" });
  });

  it("assists only with an owned actor", () => {
    const card = { ...attempt(), state: ok(addPeriodRoll(attempt().state, 0, { total: 1, faces: [1], by: "Ann" })) };
    const cy = { uuid: "Actor.cy", name: "Cy", ownedByAuthor: true };
    const out = decideProgressiveRequest(card, request({ op: "assist" }), evidence({ authorId: "userCy", actor: cy, expression: "spirit" }));
    expect(out.ok && out.state.entries[0]!.assists).toEqual([{ total: 3, faces: [1, 2, 5], by: "Cy" }]);
    expect(decideProgressiveRequest(card, request({ op: "assist" }), evidence({ actor: { ...cy, ownedByAuthor: false } }))).toMatchObject({ ok: false, reasonKey: "MESHAL.Query.notYourRoll" });
  });
});

describe("the shared query path", () => {
  const echo = (run: GmQuery<ProgressiveRequest>["run"]): GmQuery<ProgressiveRequest> => ({ ...PROGRESSIVE_QUERY, run });

  it("answers nothing on a client that is not the active GM", async () => {
    let ran = false;
    const q = echo(async () => ((ran = true), { ok: true }));
    expect(await answerQuery(q, request(), false, new WriteQueue())).toEqual({ ok: false, reasonKey: "MESHAL.Query.notGM" });
    expect(ran).toBe(false);
  });

  it("refuses a malformed payload before any work, with a reason the requester can show", async () => {
    let ran = false;
    const q = echo(async () => ((ran = true), { ok: true }));
    const answer = await answerQuery(q, { messageId: CARD, op: "roll", side: 0, roll: { total: 999999, faces: [], by: "Alice" } }, true, new WriteQueue());
    expect(answer).toEqual({ ok: false, reasonKey: "MESHAL.Query.badPayload" });
    expect(ran).toBe(false);
  });

  it("turns a thrown error into a refusal", async () => {
    const logged: unknown[] = [];
    const answer = await answerQuery(echo(async () => { throw new Error("boom"); }), request(), true, new WriteQueue(), (e) => logged.push(e));
    expect(answer).toEqual({ ok: false, reasonKey: "MESHAL.Query.failed" });
    expect(logged).toHaveLength(1);
  });

  it("serialises concurrent writes to one card so no roll is lost and turn order holds", async () => {
    // A store with a slow write, like a message update: read, await, write.
    let card = contest();
    card = { ...card, state: ok(addPeriodRoll(card.state, 0, { total: 1, faces: [1], by: "Ann" })) };
    const bo = { uuid: "Actor.bo", name: "Bo", ownedByAuthor: true };
    card = { ...card, state: (decideProgressiveRequest(card, request({ op: "join", side: 1 }), evidence({ authorId: "userBo", actor: bo })) as { state: ProgressiveState }).state };
    const run = async (r: ProgressiveRequest): Promise<QueryAnswer> => {
      const seen = card.state;
      await new Promise((resolve) => setTimeout(resolve, 5));
      const out = decideProgressiveRequest({ ...card, state: seen }, r, r.side === 1 ? evidence({ authorId: "userBo", actor: bo }) : evidence());
      if (!out.ok) return { ok: false, reasonKey: out.reasonKey };
      card = { ...card, state: out.state };
      return { ok: true };
    };
    const queue = new WriteQueue();
    const q = echo(run);
    const answers = await Promise.all([
      answerQuery(q, request({ side: 0 }), true, queue),
      answerQuery(q, request({ side: 0 }), true, queue),
      answerQuery(q, request({ side: 0 }), true, queue),
      answerQuery(q, request({ side: 1 }), true, queue),
    ]);
    // Side 0 and side 1 were level after the join: one side-0 roll goes in, the next two must wait for side 1.
    expect(answers.map((a) => a.ok)).toEqual([true, false, false, true]);
    expect(card.state.entries.map((e) => e.side)).toEqual([0, 1, 0, 1]);
    expect(queue.pending).toBe(0);
  });

  it("reads only well-formed answers back on the requester's side", () => {
    expect(readAnswer({ ok: true, extra: 1 })).toEqual({ ok: true });
    expect(readAnswer({ ok: false, reasonKey: "MESHAL.Query.rollUsed" })).toEqual({ ok: false, reasonKey: "MESHAL.Query.rollUsed" });
    expect(readAnswer(true)).toEqual({ ok: false, reasonKey: "MESHAL.Query.failed" });
    expect(readAnswer({ ok: false, reasonKey: "<b>x</b>" })).toEqual({ ok: false, reasonKey: "MESHAL.Query.failed" });
  });
});

/**
 * Hostile input against the progressive-card query: forged, oversized, wrongly typed and concurrent payloads and slips.
 * The parsers and decisions are the pure code the GM's client runs; the queue and the answer path are the shared ones
 * every query handler uses. A refused request changes nothing and tells the requester why, with no text of its own.
 */
import { describe, expect, it } from "vitest";
import { PROGRESSIVE_QUERY } from "../../src/dice/progressive/progressive-ops.ts";
import { applyRoll, choicesFor, decideChange, decideStart, newCardState, type CardEvidence, type Requester } from "../../src/dice/progressive/progressive-decide.ts";
import { parseProgressiveAsk, parseProgressiveQuery, parseProgressiveSlip, storeProgressiveSlip, MAX_ASK_TEXT, type ProgressiveAsk } from "../../src/dice/progressive/progressive-request.ts";
import { addPeriodRoll, startProgressive, type ProgressiveState } from "../../src/dice/progressive/progressive-state.ts";
import { answerQuery, readAnswer, WriteQueue, type GmQuery, type QueryAnswer } from "../../src/core/query-core.ts";
import { ok } from "../support/progressive.ts";

const CARD = "cardMessage00001";
const HERO = "Actor.heroActor0000001";
const BO = "Actor.boActor000000000";
const NO_MODS = { advantage: 0, disadvantage: 0, voluntary: 0 };
const start = (over: Record<string, unknown> = {}) => ({ op: "start", kind: "attempt", target: 6, expression: "might", actorUuid: HERO, purpose: "Climb", assistMode: "add", roll: NO_MODS, opponent: null, ...over });
const roll = (over: Record<string, unknown> = {}) => ({ op: "roll", messageId: CARD, side: 0, roll: NO_MODS, ...over });

const player = (owned: string[]): Requester => ({ isGM: false, owns: (uuid) => owned.includes(uuid) });
const gm: Requester = { isGM: true, owns: () => true };
const hero = { uuid: HERO, name: "Hero" };
const bo = { uuid: BO, name: "Bo" };

const attempt = (): CardEvidence => ({
  state: startProgressive({ kind: "attempt", target: 6, assistMode: "add", purpose: "Climb", sides: [{ name: "Hero", actorUuid: HERO, expression: "might" }] }),
  gmWritten: true,
});
const contest = (): CardEvidence => ({ ...attempt(), state: { ...attempt().state, kind: "contest", target: 4 } });
/** A contest naming Bo as its opponent. */
const againstBo = (): CardEvidence => ({ ...contest(), state: { ...contest().state, opponent: { actorUuid: BO, name: "Bo" } } });
const rolled = (card: CardEvidence): CardEvidence => ({ ...card, state: ok(addPeriodRoll(card.state, 0, { total: 1, faces: [1], by: "Hero" })) });
const change = (value: unknown) => {
  const parsed = parseProgressiveAsk(value);
  if (!parsed.ok || parsed.value.op === "start") throw new Error("not a change");
  return parsed.value;
};

describe("progressive query payload and slip shape", () => {
  it("reads {userId, slipId} and nothing else", () => {
    expect(parseProgressiveQuery({ userId: "userAnn000000001", slipId: "slip000000000001" }).ok).toBe(true);
    for (const bad of [null, [], "x", { userId: "userAnn000000001" }, { userId: "userAnn000000001", slipId: "slip000000000001", roll: { total: 999 } }, { userId: "<b>", slipId: "slip000000000001" }]) {
      expect(parseProgressiveQuery(bad)).toEqual({ ok: false, reasonKey: "MESHAL.Query.badPayload" });
    }
  });

  it("reads well-formed asks, the expression re-formatted in the rules notation", () => {
    expect(parseProgressiveAsk(start({ expression: "might/spirit take-higher" }))).toMatchObject({ ok: true, value: { expression: "max(might,spirit)" } });
    expect(parseProgressiveAsk(roll()).ok).toBe(true);
    expect(parseProgressiveAsk({ op: "assist", messageId: CARD, side: 1, actorUuid: BO, roll: NO_MODS }).ok).toBe(true);
    expect(parseProgressiveAsk({ op: "join", messageId: CARD, actorUuid: BO, roll: NO_MODS })).toMatchObject({ ok: true, value: { op: "join" } });
    expect(parseProgressiveAsk(start({ actorUuid: null, roll: null })).ok).toBe(true);
  });

  it.each<[string, unknown]>([
    ["the old payload with a forged roll", { messageId: CARD, op: "roll", side: 0, roll: { total: 999999, faces: [], by: "Alice" } }],
    ["an extra key carrying entries", start({ entries: [{ side: 0 }] })],
    ["a forged first roll", start({ firstRoll: { total: 999, faces: [1] } })],
    ["a target above the card's bound", start({ target: 1000 })],
    ["a negative target", start({ target: -1 })],
    ["an expression outside the grammar", start({ expression: `<img src=x onerror="alert(1)">` })],
    ["an oversized expression", start({ expression: "might+".repeat(100) + "1" })],
    ["an oversized purpose", start({ purpose: "x".repeat(2_000_000) })],
    ["an unknown kind", start({ kind: "duel" })],
    ["an actor uuid of another document", start({ actorUuid: "Item.heroActor0000001" })],
    ["an actor uuid with an embedded path", start({ actorUuid: `${HERO}.Item.abcdefghijklmnop` })],
    ["500 advantages", roll({ roll: { advantage: 500, disadvantage: 0, voluntary: 0 } })],
    ["fractional advantages", roll({ roll: { advantage: 0.5, disadvantage: 0, voluntary: 0 } })],
    ["roll choices with dice", roll({ roll: { ...NO_MODS, faces: [6, 6] } })],
    ["side 2", roll({ side: 2 })],
    ["side as text", roll({ side: "0" })],
    ["an assist with no actor", { op: "assist", messageId: CARD, side: 0, roll: NO_MODS }],
    ["a join naming a side", { op: "join", messageId: CARD, side: 0, actorUuid: BO, roll: NO_MODS }],
    ["an unknown op", roll({ op: "delete" })],
    ["a numeric message id", roll({ messageId: 12 })],
    ["null", null],
    ["an array", [roll()]],
  ])("refuses %s", (_name, value) => {
    expect(parseProgressiveAsk(value)).toEqual({ ok: false, reasonKey: "MESHAL.Query.badPayload" });
  });

  it("reads a slip only as {id, ask-as-text} within bounds", () => {
    const slip = storeProgressiveSlip("slip000000000001", change(roll()));
    expect(parseProgressiveSlip(slip)).toMatchObject({ ok: true, value: { id: "slip000000000001", ask: { op: "roll" } } });
    expect(parseProgressiveSlip({ ...slip, ask: "{" }).ok).toBe(false);
    expect(parseProgressiveSlip({ ...slip, ask: " ".repeat(MAX_ASK_TEXT + 1) }).ok).toBe(false);
    expect(parseProgressiveSlip({ ...slip, extra: 1 }).ok).toBe(false);
    expect(parseProgressiveSlip({ id: "short", ask: slip.ask }).ok).toBe(false);
  });
});

describe("progressive query decisions", () => {
  it("starts a card only for an owned actor (a GM: any, or none)", () => {
    const ask = parseProgressiveAsk(start()) as { ok: true; value: Extract<ProgressiveAsk, { op: "start" }> };
    expect(decideStart(ask.value, player([HERO]), hero)).toMatchObject({ ok: true, roller: hero });
    expect(decideStart(ask.value, player([]), hero)).toEqual({ ok: false, reasonKey: "MESHAL.Chat.progressive.notYourActor" });
    expect(decideStart(ask.value, player([HERO]), null)).toEqual({ ok: false, reasonKey: "MESHAL.Chat.progressive.noActor" });
    expect(decideStart({ ...ask.value, actorUuid: null }, player([HERO]), null)).toEqual({ ok: false, reasonKey: "MESHAL.Chat.progressive.needActor" });
    expect(decideStart({ ...ask.value, actorUuid: null }, gm, null)).toMatchObject({ ok: true, roller: null });
    expect(newCardState(ask.value, { name: "x".repeat(2_000_000), actorUuid: HERO }).sides[0]!.name).toHaveLength(200);
  });

  it("reads nothing a player wrote: every change to a player-authored card is refused", () => {
    const untrusted = { ...rolled(attempt()), gmWritten: false };
    for (const ask of [roll(), { op: "assist", messageId: CARD, side: 0, actorUuid: BO, roll: NO_MODS }]) {
      expect(decideChange(untrusted, change(ask), gm, bo)).toEqual({ ok: false, reasonKey: "MESHAL.Chat.progressive.untrusted" });
    }
  });

  it("rolls a side for its actor's owners and the GM only", () => {
    expect(decideChange(attempt(), change(roll()), player([HERO]), hero)).toMatchObject({ ok: true, roller: hero, expression: "might" });
    expect(decideChange(attempt(), change(roll()), gm, hero).ok).toBe(true);
    expect(decideChange(attempt(), change(roll()), player([BO]), hero)).toEqual({ ok: false, reasonKey: "MESHAL.Chat.progressive.notYourSide" });
    const free: CardEvidence = { ...attempt(), state: { ...attempt().state, sides: [{ name: "Trap", actorUuid: null, expression: "4" }] } };
    expect(decideChange(free, change(roll()), player([HERO]), null)).toEqual({ ok: false, reasonKey: "MESHAL.Chat.progressive.notYourSide" });
    expect(decideChange(free, change(roll()), gm, null)).toMatchObject({ ok: true, roller: null, expression: "4" });
  });

  it("assists with another creature only, making the side's roll with the helper's dice and no advantages", () => {
    const card = rolled(attempt());
    const ask = change({ op: "assist", messageId: CARD, side: 0, actorUuid: BO, roll: { advantage: 7, disadvantage: 1, voluntary: 0 } });
    const plan = decideChange(card, ask, player([BO]), bo);
    expect(plan).toMatchObject({ ok: true, roller: bo, name: "Bo", expression: "might" });
    expect(choicesFor(ask)).toEqual({ advantage: 0, disadvantage: 1, voluntary: 0 });
    const self = change({ op: "assist", messageId: CARD, side: 0, actorUuid: HERO, roll: NO_MODS });
    expect(decideChange(card, self, player([HERO]), hero)).toEqual({ ok: false, reasonKey: "MESHAL.Chat.assist.sameCreature" });
    expect(decideChange(card, self, gm, hero)).toEqual({ ok: false, reasonKey: "MESHAL.Chat.assist.sameCreature" });
    expect(decideChange(card, ask, player([HERO]), bo)).toEqual({ ok: false, reasonKey: "MESHAL.Chat.progressive.notYourActor" });
    expect(decideChange(card, ask, player([BO]), bo, [BO])).toEqual({ ok: false, reasonKey: "MESHAL.Chat.assist.already" });
    if (plan.ok) expect(ok(applyRoll(card.state, ask, plan, { total: 2, faces: [2, 5, 6], by: "Bo" })).entries[0]!.assists).toEqual([{ total: 2, faces: [2, 5, 6], by: "Bo" }]);
  });

  it("joins a contest with the owned actor it names as opponent, building the side itself", () => {
    const ask = change({ op: "join", messageId: CARD, actorUuid: BO, roll: NO_MODS });
    const plan = decideChange(againstBo(), ask, player([BO]), bo);
    expect(plan.ok).toBe(true);
    if (plan.ok) {
      const next = ok(applyRoll(contest().state, ask, plan, { total: 1, faces: [1], by: "Bo" }));
      expect(next.sides[1]).toEqual({ name: "Bo", actorUuid: BO, expression: "might" });
      expect(next.entries.map((e) => e.side)).toEqual([1]);
    }
    expect(decideChange(contest(), change({ op: "join", messageId: CARD, actorUuid: HERO, roll: NO_MODS }), player([HERO]), hero)).toEqual({ ok: false, reasonKey: "MESHAL.Chat.progressive.sameActor" });
    expect(decideChange(attempt(), ask, player([BO]), bo)).toEqual({ ok: false, reasonKey: "MESHAL.Chat.progressive.notContest" });
  });

  it("refuses a player's join with any creature the contest does not name; a GM joins any creature but side 0's (issue 34)", () => {
    const ask = change({ op: "join", messageId: CARD, actorUuid: BO, roll: NO_MODS });
    expect(decideChange(contest(), ask, player([BO]), bo)).toEqual({ ok: false, reasonKey: "MESHAL.Chat.progressive.notOpponent" });
    const named = { ...contest(), state: { ...contest().state, opponent: { actorUuid: "Actor.someoneElse0001", name: "X" } } };
    expect(decideChange(named, ask, player([BO]), bo)).toEqual({ ok: false, reasonKey: "MESHAL.Chat.progressive.notOpponent" });
    expect(decideChange(contest(), ask, gm, bo)).toMatchObject({ ok: true, roller: bo });
    expect(decideChange(named, ask, gm, bo)).toMatchObject({ ok: true, roller: bo });
  });

  it("a start may name a contest's opponent: found, not side 0's, and only for a contest", () => {
    const read = (over: Record<string, unknown>) => {
      const parsed = parseProgressiveAsk(start(over));
      if (!parsed.ok || parsed.value.op !== "start") throw new Error("not a start");
      return parsed.value;
    };
    const vsBo = read({ kind: "contest", opponent: BO });
    expect(decideStart(vsBo, player([HERO]), hero, bo)).toMatchObject({ ok: true });
    expect(newCardState(vsBo, { name: "Hero", actorUuid: HERO }, bo).opponent).toEqual({ actorUuid: BO, name: "Bo" });
    expect(decideStart(vsBo, player([HERO]), hero, null)).toEqual({ ok: false, reasonKey: "MESHAL.Chat.progressive.noActor" });
    expect(decideStart(read({ kind: "contest", opponent: HERO }), player([HERO]), hero, hero)).toEqual({ ok: false, reasonKey: "MESHAL.Chat.progressive.sameActor" });
    expect(decideStart(read({ opponent: BO }), player([HERO]), hero, bo)).toEqual({ ok: false, reasonKey: "MESHAL.Chat.progressive.notContest" });
    expect(parseProgressiveAsk(start({ opponent: "<b>" }))).toEqual({ ok: false, reasonKey: "MESHAL.Query.badPayload" });
    const noKey: Record<string, unknown> = start();
    delete noKey.opponent;
    expect(parseProgressiveAsk(noKey)).toEqual({ ok: false, reasonKey: "MESHAL.Query.badPayload" });
  });

  it("keeps a contest's turn order: a second side-0 roll before the opponent's is refused", () => {
    const card = rolled(contest());
    const plan = decideChange(card, change(roll()), player([HERO]), hero);
    expect(plan.ok && applyRoll(card.state, change(roll()), plan, { total: 1, faces: [1], by: "Hero" })).toEqual({ ok: false, reasonKey: "MESHAL.Chat.progressive.waitOpponent" });
  });
});

describe("the shared query path", () => {
  const echo = (run: GmQuery<unknown>["run"]): GmQuery<unknown> => ({ ...(PROGRESSIVE_QUERY as GmQuery<unknown>), parse: (d) => ({ ok: true, value: d }), queueKey: () => CARD, run });

  it("answers nothing on a client that is not the active GM", async () => {
    let ran = false;
    expect(await answerQuery(PROGRESSIVE_QUERY, { userId: "userAnn000000001", slipId: "slip000000000001" }, false, new WriteQueue())).toEqual({ ok: false, reasonKey: "MESHAL.Query.notGM" });
    expect(await answerQuery(echo(async () => ((ran = true), { ok: true })), {}, false, new WriteQueue())).toEqual({ ok: false, reasonKey: "MESHAL.Query.notGM" });
    expect(ran).toBe(false);
  });

  it("refuses a malformed payload before any work", async () => {
    const answer = await answerQuery(PROGRESSIVE_QUERY, { messageId: CARD, op: "roll", side: 0, roll: { total: 999999, faces: [], by: "Alice" } }, true, new WriteQueue());
    expect(answer).toEqual({ ok: false, reasonKey: "MESHAL.Query.badPayload" });
  });

  it("turns a thrown error into a refusal", async () => {
    const logged: unknown[] = [];
    const answer = await answerQuery(echo(async () => { throw new Error("boom"); }), {}, true, new WriteQueue(), (e) => logged.push(e));
    expect(answer).toEqual({ ok: false, reasonKey: "MESHAL.Query.failed" });
    expect(logged).toHaveLength(1);
  });

  it("serialises concurrent rolls on one card so turn order holds", async () => {
    let state: ProgressiveState = rolled(againstBo()).state;
    const joinAsk = change({ op: "join", messageId: CARD, actorUuid: BO, roll: NO_MODS });
    const joined = decideChange({ state, gmWritten: true }, joinAsk, player([BO]), bo);
    if (joined.ok) state = ok(applyRoll(state, joinAsk, joined, { total: 1, faces: [1], by: "Bo" }));
    const run = async (side: 0 | 1): Promise<QueryAnswer> => {
      const seen = state;
      await new Promise((resolve) => setTimeout(resolve, 5));
      const ask = change(roll({ side }));
      const plan = decideChange({ state: seen, gmWritten: true }, ask, gm, side === 0 ? hero : bo);
      if (!plan.ok) return plan;
      const next = applyRoll(seen, ask, plan, { total: 1, faces: [1], by: "x" });
      if (!next.ok) return { ok: false, reasonKey: next.reasonKey };
      state = next.state;
      return { ok: true };
    };
    const queue = new WriteQueue();
    const answers = await Promise.all(([0, 0, 0, 1] as const).map((side) => answerQuery(echo(() => run(side)), {}, true, queue)));
    expect(answers.map((a) => a.ok)).toEqual([true, false, false, true]);
    expect(state.entries.map((e) => e.side)).toEqual([0, 1, 0, 1]);
    expect(queue.pending).toBe(0);
  });

  it("reads only well-formed answers back on the requester's side", () => {
    expect(readAnswer({ ok: true, extra: 1 })).toEqual({ ok: true });
    expect(readAnswer(true)).toEqual({ ok: false, reasonKey: "MESHAL.Query.failed" });
    expect(readAnswer({ ok: false, reasonKey: "<b>x</b>" })).toEqual({ ok: false, reasonKey: "MESHAL.Query.failed" });
  });
});

/**
 * The slip protocol every GM-side query speaks (src/core/slip.ts): the wire payload `{userId, slipId}` read strictly,
 * the slip found on the user the payload names, and the requester's write-then-send. Hostile inputs first: the payload
 * is the one thing any client can send to the GM as often as it likes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseSlipQuery, sendSlip, slipPayload, slipReader, type SlipPayload } from "../../src/core/slip.ts";
import { documentId, exactObject, tokenUuid, type GmQuery, type Parsed } from "../../src/core/query-core.ts";
import { askGm, registerGmQuery, requestLimit } from "../../src/core/queries.ts";
import { ROLES, settle, StageServer, type StageUser } from "../stage/server.ts";

const BAD = { ok: false, reasonKey: "MESHAL.Query.badPayload" };
const NO_SLIP = { ok: false, reasonKey: "MESHAL.Attack.request.noSlip" };
const STALE = { ok: false, reasonKey: "MESHAL.Attack.request.staleSlip" };
const ANN = "userAnn000000001";
const BO = "userBo0000000001";
const SLIP = "slip000000000001";

/** A query's own slip: `{id, ask}`, the ask a short text. */
interface NoteSlip {
  id: string;
  ask: string;
}
function parseNoteSlip(value: unknown): Parsed<NoteSlip> {
  const o = exactObject(value, ["id", "ask"]);
  const id = documentId(o?.id);
  return id && typeof o?.ask === "string" && o.ask.length <= 20 ? { ok: true, value: { id, ask: o.ask } } : { ok: false, reasonKey: BAD.reasonKey };
}

describe("parseSlipQuery: exactly {userId, slipId}, two 16-character ids", () => {
  it("reads an honest payload, and one without a prototype (as a structured clone may arrive)", () => {
    expect(parseSlipQuery({ userId: ANN, slipId: SLIP })).toEqual({ ok: true, value: { userId: ANN, slipId: SLIP } });
    expect(parseSlipQuery(Object.assign(Object.create(null) as object, { userId: ANN, slipId: SLIP }))).toEqual({ ok: true, value: { userId: ANN, slipId: SLIP } });
  });

  it.each<[string, unknown]>([
    ["a missing slip id", { userId: ANN }],
    ["a missing user id", { slipId: SLIP }],
    ["an empty object", {}],
    ["an extra key carrying the request", { userId: ANN, slipId: SLIP, request: { op: "apply", target: 0, allocation: null } }],
    ["an extra key carrying a result", { userId: ANN, slipId: SLIP, initiative: 20 }],
    ["an own __proto__ key (JSON)", JSON.parse(`{"userId":"${ANN}","slipId":"${SLIP}","__proto__":{"isGM":true}}`)],
    ["an id one character short", { userId: ANN.slice(1), slipId: SLIP }],
    ["an id one character long", { userId: ANN, slipId: `${SLIP}0` }],
    ["an id with a symbol", { userId: "userAnn00000000!", slipId: SLIP }],
    ["an id with a trailing newline", { userId: ANN, slipId: `${SLIP.slice(1)}\n` }],
    ["an id with letters outside ASCII", { userId: "ü".repeat(16), slipId: SLIP }],
    ["an id of two million characters", { userId: ANN, slipId: "s".repeat(2_000_000) }],
    ["a numeric user id", { userId: 1234567890123456, slipId: SLIP }],
    ["a numeric slip id", { userId: ANN, slipId: 5 }],
    ["an id in a list", { userId: [ANN], slipId: SLIP }],
    ["an id that is an object", { userId: { toString: () => ANN }, slipId: SLIP }],
    ["the two ids as a list", [ANN, SLIP]],
    ["a list carrying the two keys", Object.assign([], { userId: ANN, slipId: SLIP })],
    ["an object of a class", new (class Payload { userId = ANN; slipId = SLIP })()],
    ["a date", new Date()],
    ["null", null],
    ["undefined", undefined],
    ["a string", `${ANN}.${SLIP}`],
    ["a number", 16],
  ])("refuses %s", (_name, data) => {
    expect(parseSlipQuery(data)).toEqual(BAD);
  });
});

describe("slipPayload: the slip the user holds must be the one the payload names", () => {
  const query = { userId: ANN, slipId: SLIP };

  it("hands the handler the payload and the parsed slip", () => {
    expect(slipPayload(query, { id: SLIP, ask: "hi" }, parseNoteSlip)).toEqual({ ok: true, value: { userId: ANN, slipId: SLIP, slip: { id: SLIP, ask: "hi" } } });
  });

  it("refuses no slip, a malformed slip, and a slip another request replaced", () => {
    expect(slipPayload(query, undefined, parseNoteSlip)).toEqual(NO_SLIP);
    expect(slipPayload(query, null, parseNoteSlip)).toEqual(NO_SLIP);
    for (const forged of [[SLIP, "hi"], { id: SLIP }, { id: SLIP, ask: "x".repeat(21) }, { id: SLIP, ask: "hi", extra: 1 }, { id: "short", ask: "hi" }, "text", 0, false]) {
      expect(slipPayload(query, forged, parseNoteSlip)).toEqual(BAD);
    }
    expect(slipPayload(query, { id: "slip000000000002", ask: "hi" }, parseNoteSlip)).toEqual(STALE);
  });
});

const served: SlipPayload<NoteSlip>[] = [];
/** Holds the GM's answers while set: the test releases them. */
let hold: Promise<void> | null = null;
/** A query of the system's whose slip is a note, kept under the progressive slip's flag. */
const NOTE_QUERY: GmQuery<SlipPayload<NoteSlip>> = {
  name: "note",
  parse: slipReader("progressiveSlip", parseNoteSlip),
  queueKey: (payload) => payload.userId,
  run: async (payload) => {
    await hold;
    served.push(payload);
    return { ok: true };
  },
};

let server: StageServer;
let ann: StageUser;
let bo: StageUser;
let gm: StageUser;
const warnings: string[] = [];

beforeEach(() => {
  server = new StageServer();
  gm = server.addUser("userGM0000000001", "GM", ROLES.GAMEMASTER);
  ann = server.addUser(ANN, "Ann");
  bo = server.addUser(BO, "Bo");
  server.actAs(ann);
  served.length = 0;
  warnings.length = 0;
  hold = null;
  let n = 0;
  vi.stubGlobal("CONFIG", { queries: server.queries });
  vi.stubGlobal("game", { get user() { return server.clientUser; }, users: server.users, i18n: { localize: (key: string) => key, format: (key: string) => key } });
  vi.stubGlobal("ui", { notifications: { warn: (text: string) => warnings.push(text) } });
  vi.stubGlobal("foundry", { utils: { randomID: (length: number) => `slip${String(++n).padStart(length - 4, "0")}` } });
  registerGmQuery(NOTE_QUERY);
  requestLimit.reset();
});
afterEach(() => {
  server.expectNoRefusals();
  vi.unstubAllGlobals();
});

/** `user`'s client sends `payload` to the active GM as any client can, whatever it holds. */
const sendAs = (user: StageUser, payload: unknown) => server.onClient(user, () => askGm(NOTE_QUERY, payload, { quiet: true }));

describe("slipReader: the GM reads the slip from the user the payload names, under the query's own flag", () => {
  it("serves a player's slip with that player's id", async () => {
    const { answer, slipId } = await sendSlip(NOTE_QUERY, "progressiveSlip", (id) => ({ id, ask: "climb" }));
    expect(answer).toEqual({ ok: true });
    expect(served).toEqual([{ userId: ANN, slipId, slip: { id: slipId, ask: "climb" } }]);
  });

  it("a slip id sent in another user's name runs that user's own slip, never the sender's", async () => {
    await ann.setFlag("meshal-lite", "progressiveSlip", { id: SLIP, ask: "Ann's" });
    await server.onClient(bo, () => bo.setFlag("meshal-lite", "progressiveSlip", { id: "slip000000000002", ask: "Bo's" }));
    expect(await sendAs(bo, { userId: BO, slipId: SLIP })).toEqual(STALE);
    expect(await sendAs(bo, { userId: ANN, slipId: SLIP })).toEqual({ ok: true });
    expect(served).toEqual([{ userId: ANN, slipId: SLIP, slip: { id: SLIP, ask: "Ann's" } }]);
  });

  it("refuses an unknown user, a user without a slip, a slip under another query's flag, and a malformed slip", async () => {
    await ann.setFlag("meshal-lite", "initiativeSlip", { id: SLIP, ask: "other" });
    expect(await sendAs(ann, { userId: "userNobody000001", slipId: SLIP })).toEqual(NO_SLIP);
    expect(await sendAs(ann, { userId: BO, slipId: SLIP })).toEqual(NO_SLIP);
    expect(await sendAs(ann, { userId: ANN, slipId: SLIP })).toEqual(NO_SLIP);
    await ann.setFlag("meshal-lite", "progressiveSlip", [{ id: SLIP, ask: "in a list" }]);
    expect(await sendAs(ann, { userId: ANN, slipId: SLIP })).toEqual(BAD);
    expect(served).toEqual([]);
  });

  it("reads no user for a malformed payload", async () => {
    const get = vi.spyOn(server.users, "get");
    expect(await sendAs(ann, { userId: ANN, slipId: SLIP, ask: "forged" })).toEqual(BAD);
    expect(await sendAs(ann, [ANN, SLIP])).toEqual(BAD);
    expect(get).not.toHaveBeenCalled();
  });
});

describe("sendSlip: the requester writes its slip on its own user, then sends only its id", () => {
  it("writes a fresh 16-character id under the query's flag; the GM is sent nothing else", async () => {
    const sent = vi.spyOn(gm, "query");
    const { slipId } = await sendSlip(NOTE_QUERY, "progressiveSlip", (id) => ({ id, ask: "climb" }));
    expect(documentId(slipId)).toBe(slipId);
    expect(ann.getFlag("meshal-lite", "progressiveSlip")).toEqual({ id: slipId, ask: "climb" });
    expect(sent).toHaveBeenCalledWith("meshal-lite.note", { userId: ANN, slipId }, expect.anything());
    expect(warnings).toEqual([]);
  });

  it("with no active GM writes nothing and shows the query's own refusal", async () => {
    gm.active = false;
    const { answer } = await sendSlip(NOTE_QUERY, "progressiveSlip", (id) => ({ id, ask: "climb" }), "MESHAL.Chat.progressive.noGM");
    expect(answer).toEqual({ ok: false, reasonKey: "MESHAL.Chat.progressive.noGM" });
    expect(ann.getFlag("meshal-lite", "progressiveSlip")).toBeUndefined();
    expect(warnings).toEqual(["MESHAL.Chat.progressive.noGM"]);
  });

  it("shows the GM's refusal to the requester", async () => {
    const { answer } = await sendSlip(NOTE_QUERY, "progressiveSlip", (id) => ({ id, ask: "x".repeat(21) }));
    expect(answer).toEqual(BAD);
    expect(warnings).toEqual(["MESHAL.Query.badPayload"]);
  });

  it("never replaces a slip of one kind before the GM answered it", async () => {
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    const first = sendSlip(NOTE_QUERY, "progressiveSlip", (id) => ({ id, ask: "first" }));
    const second = sendSlip(NOTE_QUERY, "progressiveSlip", (id) => ({ id, ask: "second" }));
    await settle();
    expect(ann.getFlag("meshal-lite", "progressiveSlip")).toMatchObject({ ask: "first" });
    hold = null;
    release();
    expect([(await first).answer, (await second).answer]).toEqual([{ ok: true }, { ok: true }]);
    expect(served.map((p) => p.slip.ask)).toEqual(["first", "second"]);
  });
});

describe("the one id pattern, as the UUID readers compose it", () => {
  it("reads a token's UUID on a world scene, nothing else", () => {
    const id = "abcdefghijklmnop";
    expect(tokenUuid(`Scene.${id}.Token.${id}`)).toBe(`Scene.${id}.Token.${id}`);
    for (const forged of [`Scene.${id}.Token.${id}.Actor.${id}`, `Scene.${id}.Token.${id.slice(1)}`, `Actor.${id}`, `Scene.${id}.Token.${id}\n`, `xScene.${id}.Token.${id}`, [`Scene.${id}.Token.${id}`], null]) {
      expect(tokenUuid(forged)).toBeUndefined();
    }
  });
});

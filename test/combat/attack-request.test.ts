/** Reading attack-card requests and slips strictly (the payload `{userId, slipId}`: test/core/slip.test.ts); who may ask for what; served slips. */
import { describe, expect, it } from "vitest";
import {
  mayRequest, parseAttackRequest, parseAttackSlip, rightsRefusal, storeAttackSlip,
  MAX_REQUEST_TEXT, type AttackOp, type AttackRequest, type CardRequest,
} from "../../src/combat/attack/gm/attack-request.ts";
import { ServedSlips } from "../../src/core/query-core.ts";
import { attackerOwner, gm, owner, stranger } from "../support/attack.ts";

const TOKEN = "Scene.abcdefghijklmnop.Token.ABCDEFGHIJKLMNOP";
const BAD = { ok: false, reasonKey: "MESHAL.Query.badPayload" };

const good: CardRequest[] = [
  { op: "takeAll", targets: [0] },
  { op: "applyAll", targets: [2, 0, 23] },
  { op: "takeAll", targets: Array.from({ length: 24 }, (_, i) => i) },
  { op: "defend", target: 0, hit: 19, kind: "resist" },
  { op: "take", target: 23, hit: 0 },
  { op: "apply", target: 1, allocation: null },
  { op: "apply", target: 1, allocation: { might: 2, spirit: 9999 } },
  { op: "apply", target: 1, allocation: {} },
  { op: "undo", target: 2 },
  { op: "assign", tokenUuids: [TOKEN] },
  { op: "assign", tokenUuids: Array.from({ length: 24 }, () => TOKEN) },
];

describe("attack requests", () => {
  it.each(good.map((r) => [JSON.stringify(r).slice(0, 80), r] as const))("reads %s", (_name, request) => {
    expect(parseAttackRequest(request)).toEqual({ ok: true, value: request });
  });

  it.each<[string, unknown]>([
    ["an unknown op", { op: "kill", target: 0 }],
    ["a missing op", { target: 0, hit: 0 }],
    ["an extra key (a smuggled damage number)", { op: "apply", target: 0, allocation: null, damage: 99 }],
    ["a smuggled defense roll", { op: "defend", target: 0, hit: 0, kind: "dodge", faces: [1, 1, 1] }],
    ["a missing key", { op: "defend", target: 0, hit: 0 }],
    ["apply without its allocation key", { op: "apply", target: 0 }],
    ["target 24 (past MAX_TARGETS)", { op: "undo", target: 24 }],
    ["a negative target", { op: "undo", target: -1 }],
    ["a fractional target", { op: "undo", target: 0.5 }],
    ["a target as text", { op: "undo", target: "0" }],
    ["hit 20 (past the card's hits)", { op: "take", target: 0, hit: 20 }],
    ["an unknown defense", { op: "defend", target: 0, hit: 0, kind: "parry" }],
    ["the defense 'take'", { op: "defend", target: 0, hit: 0, kind: "take" }],
    ["an allocation to an unknown attribute", { op: "apply", target: 0, allocation: { luck: 1 } }],
    ["an allocation of a negative share", { op: "apply", target: 0, allocation: { might: -1 } }],
    ["an allocation of a huge share", { op: "apply", target: 0, allocation: { might: 10000 } }],
    ["an allocation of text", { op: "apply", target: 0, allocation: { might: "2" } }],
    ["an allocation as a list", { op: "apply", target: 0, allocation: [1, 2] }],
    ["an allocation with __proto__", { op: "apply", target: 0, allocation: JSON.parse('{"__proto__": {"isGM": true}}') as unknown }],
    ["an allocation that is a class instance", { op: "apply", target: 0, allocation: new Date() }],
    ["an empty assignment", { op: "assign", tokenUuids: [] }],
    ["25 tokens", { op: "assign", tokenUuids: Array.from({ length: 25 }, () => TOKEN) }],
    ["an actor UUID as a token", { op: "assign", tokenUuids: ["Actor.abcdefghijklmnop"] }],
    ["a compendium token", { op: "assign", tokenUuids: ["Compendium.x.y.Scene.abcdefghijklmnop.Token.ABCDEFGHIJKLMNOP"] }],
    ["a huge token string", { op: "assign", tokenUuids: [TOKEN + "a".repeat(1_000_000)] }],
    ["a token with markup", { op: "assign", tokenUuids: ["Scene.<img src=x>abcdefg.Token.ABCDEFGHIJKLMNOP"] }],
    ["a sparse token list", { op: "assign", tokenUuids: Object.assign(new Array<string>(3), { 0: TOKEN, 2: TOKEN }) }],
    ["token UUIDs that are not a list", { op: "assign", tokenUuids: { length: 1, 0: TOKEN } }],
    ["a list of 10 million", { op: "assign", tokenUuids: new Array(10_000_000) }],
    ["take all of no line", { op: "takeAll", targets: [] }],
    ["take all naming a line twice", { op: "takeAll", targets: [1, 1] }],
    ["take all of 25 lines", { op: "takeAll", targets: Array.from({ length: 25 }, (_, i) => i % 24) }],
    ["apply all of line 24", { op: "applyAll", targets: [24] }],
    ["apply all with a smuggled split", { op: "applyAll", targets: [0], allocation: { might: 9 } }],
    ["take all of lines as text", { op: "takeAll", targets: "0,1" }],
    ["take all of a fractional line", { op: "takeAll", targets: [0.5] }],
    ["null", null],
    ["a string", "defend"],
    ["a list", [{ op: "undo", target: 0 }]],
  ])("refuses %s", (_name, value) => {
    expect(parseAttackRequest(value)).toEqual(BAD);
  });
});

describe("slips", () => {
  const slip = { id: "slip000000000001", messageId: "card000000000001", request: { op: "undo", target: 0 } as AttackRequest };

  it("round-trips through the stored form (the request as JSON text)", () => {
    expect(storeAttackSlip(slip)).toEqual({ ...slip, request: '{"op":"undo","target":0}' });
    expect(parseAttackSlip(storeAttackSlip(slip))).toEqual({ ok: true, value: slip });
  });

  it.each<[string, unknown]>([
    ["a request stored as an object", slip],
    ["an extra key", { ...storeAttackSlip(slip), userId: "user000000000001" }],
    ["a short id", { ...storeAttackSlip(slip), id: "slip" }],
    ["a message id with markup", { ...storeAttackSlip(slip), messageId: "<b>card00000001</b>" }],
    ["request text that is not JSON", { ...storeAttackSlip(slip), request: "{op: undo" }],
    ["request text that is too long", { ...storeAttackSlip(slip), request: JSON.stringify({ op: "undo", target: 0 }).padEnd(MAX_REQUEST_TEXT + 1, " ") }],
    ["a forged request inside", { ...storeAttackSlip(slip), request: JSON.stringify({ op: "apply", target: 0, allocation: null, damage: 50 }) }],
    ["null", null],
  ])("refuses %s", (_name, value) => {
    expect(parseAttackSlip(value)).toEqual(BAD);
  });
});

describe("rights", () => {
  const table: [AttackOp, boolean, boolean, boolean, boolean][] = [
    // op        gm    owner  attacker's owner  stranger
    ["defend", true, true, false, false],
    ["take", true, true, false, false],
    ["apply", true, true, true, false],
    ["undo", true, true, true, false],
    ["assign", true, false, false, false],
  ];
  it.each(table)("%s: GM %s, target owner %s, attacker owner %s, stranger %s", (op, g, o, a, s) => {
    expect([mayRequest(op, gm), mayRequest(op, owner), mayRequest(op, attackerOwner), mayRequest(op, stranger)]).toEqual([g, o, a, s]);
  });

  it("names each refusal", () => {
    expect(["defend", "take", "apply", "undo", "assign"].map((op) => rightsRefusal(op as AttackOp))).toEqual([
      "MESHAL.Attack.request.notYourTarget", "MESHAL.Attack.request.notYourTarget",
      "MESHAL.Attack.request.notYourCard", "MESHAL.Attack.request.notYourCard", "MESHAL.Attack.request.gmOnly",
    ]);
  });
});

describe("served slips", () => {
  const ANN = "userAnn000000001";
  const BO = "userBo0000000001";

  it("serves a slip once and forgets only the oldest of that user's past its limit", () => {
    const served = new ServedSlips(2);
    expect([served.claim(ANN, "a"), served.claim(ANN, "a"), served.claim(ANN, "b"), served.claim(ANN, "c")]).toEqual([true, false, true, true]);
    expect([served.claim(ANN, "c"), served.claim(ANN, "b"), served.claim(ANN, "a")]).toEqual([false, false, true]);
  });

  it("another user's claim of the same id uses up nothing of yours (slips are public)", () => {
    const served = new ServedSlips(2);
    expect(served.claim(BO, "a")).toBe(true);
    expect(served.has(ANN, "a")).toBe(false);
    expect(served.claim(ANN, "a")).toBe(true);
    expect([served.claim(ANN, "a"), served.claim(BO, "a")]).toEqual([false, false]);
  });

  it("a user's flood forgets only their own ids, and a full map forgets the user idle longest", () => {
    const served = new ServedSlips(2, 2);
    served.claim(ANN, "a");
    for (const id of ["b", "c", "d", "e"]) served.claim(BO, id);
    expect(served.has(ANN, "a")).toBe(true);
    served.claim("userCy0000000001", "x");
    expect([served.has(ANN, "a"), served.has(BO, "e"), served.has("userCy0000000001", "x")]).toEqual([false, true, true]);
  });
});

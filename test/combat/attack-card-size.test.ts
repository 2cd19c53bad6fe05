/**
 * The attack card's stored size (issue 34, item 5): what a GM-written card keeps (`system`, `flags`, `content`) stays
 * within 8 KB for a typical attack (one target hit twice, defended, resolved and applied) and within 64 KB for the
 * largest card a real attack can make (test/support/maximal-attack-card.ts). The size is the JSON the server stores
 * and sends to every client with each update; a defense of many dice is stored as its count of each face
 * (src/combat/attack/attack-stored.ts) and read back unchanged but for the order of its dice.
 */
import { describe, expect, it } from "vitest";
import "../support/schema-env.ts";
import { cardProblems } from "../../src/chat/card-schema.ts";
import { ATTACK_CARD } from "../../src/combat/attack/attack-card.ts";
import { applied, decide, rolledAttack, resolved, line, BRUTE } from "../support/attack-card-fixtures.ts";
import type { AttackState } from "../../src/combat/attack/attack-state.ts";
import { LISTED_DEFENSE_DICE, readStoredAttack, storedAttackState } from "../../src/combat/attack/attack-stored.ts";
import { cardStateOf } from "../../src/chat/card-state.ts";
import { maximalCard } from "../support/maximal-attack-card.ts";

/** Bytes of a message's stored card, as the GM writes it: its state, the GM's request flag, its (empty) content. */
const storedBytes = (state: AttackState): number =>
  new TextEncoder().encode(JSON.stringify({ system: storedAttackState(state), flags: { "meshal-lite": { attackStart: "slip000000000001" } }, content: "" })).length;

const TYPICAL_BUDGET = 8 * 1024;
const MAXIMAL_BUDGET = 64 * 1024;

describe("a typical attack card stores at most 8 KB", () => {
  it("one target, two hits of 12 dice, both defended with 10 dice, resolved and applied, with full-length UUIDs", () => {
    const uuid = "Scene.scene00000000001.Token.token00000000001.Actor.brute00000000001";
    const faces = (n: number, seed: number) => Array.from({ length: n }, (_, i) => ((i * 5 + seed) % 6) + 1);
    let state = rolledAttack([line("Grave Brute", BRUTE, { tokenUuid: uuid.split(".Actor.")[0]!, actorUuid: uuid })], {
      attackerUuid: "Scene.scene00000000001.Token.token00000000002.Actor.linwei0000000001", attackerTokenUuid: "Scene.scene00000000001.Token.token00000000002",
      hits: [faces(12, 0), faces(12, 1)], dice: 12, baseDice: 11, extra: [{ op: "addDice", value: 4 }], extraFaces: [faces(4, 2), faces(4, 3)],
    });
    state = decide(decide(state, 0, 0, { kind: "block", faces: faces(10, 4) }), 0, 1, { kind: "dodge", faces: faces(10, 5) });
    const card = applied(resolved(state), { might: 40, energy: 30, spirit: 20 });
    expect(card.targets[0]!.applied).not.toBeNull();
    expect(cardProblems(ATTACK_CARD, card)).toEqual([]);
    expect(storedBytes(card)).toBeLessThanOrEqual(TYPICAL_BUDGET);
  });
});

describe("the largest attack card stores at most 64 KB", () => {
  it.each([false, true])("24 lines, 20 hits and extra dice of 200, 19 hits of each line defended with 200 dice (each line at its own range: %s)", (ranges) => {
    const card = maximalCard("Actor.brute00000000001", { ranges });
    expect(cardProblems(ATTACK_CARD, card)).toEqual([]);
    expect(cardProblems(ATTACK_CARD, storedAttackState(card))).toEqual([]);
    expect(storedBytes(card)).toBeLessThanOrEqual(MAXIMAL_BUDGET);
  });
});

describe("a defense of many dice is stored as its count of each face", () => {
  const sorted = (faces: readonly number[]) => [...faces].sort((a, b) => a - b);

  it("reads back with the same dice (in order of face), through the card's schema, and every other part unchanged", () => {
    const card = maximalCard("Actor.brute00000000001");
    const message = { type: "attack", system: JSON.parse(JSON.stringify(storedAttackState(card))) as unknown };
    const read = cardStateOf(ATTACK_CARD, message)!;
    expect(read).not.toBeNull();
    expect(read.targets.map((t) => t.defenses.map((d) => d && { ...d, faces: sorted(d.faces) }))).toEqual(card.targets.map((t) => t.defenses.map((d) => d && { ...d, faces: sorted(d.faces) })));
    expect({ ...read, targets: [] }).toEqual({ ...card, targets: [] });
    expect(read.targets.map((t) => ({ ...t, defenses: [] }))).toEqual(card.targets.map((t) => ({ ...t, defenses: [] })));
  });

  it("a defense of up to 12 dice, a take and a card stored before keep their faces as rolled", () => {
    const small = decide(rolledAttack(), 0, 0, { kind: "dodge", faces: [6, 1, 4, 2, 2, 5, 3, 1, 6, 6, 2, 4].slice(0, LISTED_DEFENSE_DICE) });
    expect(storedAttackState(small)).toEqual(small);
    expect(readStoredAttack(small)).toBe(small);
  });

  it("counts that are no roll the card holds make the card unreadable, not a bigger defense", () => {
    const card = storedAttackState(maximalCard("Actor.brute00000000001"));
    const forged = (counts: number[], faces: number[] = []) => ({
      ...card, targets: card.targets.map((t, i) => (i ? t : { ...t, defenses: t.defenses.map((d, h) => (h ? d : { kind: "block" as const, faces, counts })) })),
    });
    expect(readStoredAttack(forged([100, 100, 1, 0, 0, 0]))).toBeNull(); // 201 dice
    expect(readStoredAttack(forged([1, 0, 0, 0, 0]))).toBeNull(); // not six faces
    expect(readStoredAttack(forged([1, 0, 0, 0, 0, 0], [2]))).toBeNull(); // both forms
    expect(readStoredAttack(forged([0, 2, 0, 0, 0, 1]))?.targets[0]!.defenses[0]).toEqual({ kind: "block", faces: [2, 2, 6] });
    expect(readStoredAttack(forged([], [3, 1]))?.targets[0]!.defenses[0]).toMatchObject({ kind: "block", faces: [3, 1] }); // an empty list: faces as listed
    expect(cardProblems(ATTACK_CARD, forged([1, 0, 0, 0, 0, 0, 0]))).not.toEqual([]); // seven entries: the schema refuses
  });
});

/**
 * The attack card's stored size (issue 34, item 5): what a GM-written card keeps (`system`, `flags`, `content`) for a
 * typical attack, one target hit twice, defended, resolved and applied, stays within 8 KB. The size is the JSON the
 * server stores and sends to every client with each update.
 */
import { describe, expect, it } from "vitest";
import "../support/schema-env.ts";
import { cardProblems } from "../../src/chat/card-schema.ts";
import { ATTACK_CARD } from "../../src/combat/attack/attack-card.ts";
import { applied, decide, rolledAttack, resolved, line, BRUTE } from "../support/attack-card-fixtures.ts";
import type { AttackState } from "../../src/combat/attack/attack-state.ts";

/** Bytes of a message's stored card: its state, the GM's request flag, its (empty) content. */
const storedBytes = (state: AttackState): number =>
  new TextEncoder().encode(JSON.stringify({ system: state, flags: { "meshal-lite": { attackStart: "slip000000000001" } }, content: "" })).length;

const TYPICAL_BUDGET = 8 * 1024;

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

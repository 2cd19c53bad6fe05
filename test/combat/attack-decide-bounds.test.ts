/** The hit index a defense names must exist both on the card's hits and on the target's defense list (§6.3). */
import { describe, expect, it } from "vitest";
import { decideAttackRequest } from "../../src/combat/attack/attack-decide.ts";
import { newTarget } from "../../src/combat/attack/attack-state.ts";
import { card, defender, line, owner } from "../support/attack.ts";

const defendHit = (hit: number) => ({ op: "defend" as const, target: 0, hit, kind: "dodge" as const });
const evidence = { who: owner, defender: defender(), defenseFaces: [2, 5, 6] };

describe("the hit a defense names", () => {
  it("exists: the last hit can be defended, the one after it cannot", () => {
    const state = card();
    expect(decideAttackRequest(state, defendHit(state.hits.length), evidence)).toEqual({ ok: false, reasonKey: "MESHAL.Attack.refused.noHit" });
    expect(decideAttackRequest(state, defendHit(0), evidence).ok).toBe(true);
  });

  it("is on the target's own defense list, even when the card has more hits", () => {
    const state = card({ targets: [newTarget(line("def"), 1)] });
    expect(state.hits.length).toBe(2);
    expect(decideAttackRequest(state, defendHit(1), evidence)).toEqual({ ok: false, reasonKey: "MESHAL.Attack.refused.noHit" });
  });
});

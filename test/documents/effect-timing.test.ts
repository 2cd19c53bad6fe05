/**
 * §3.6 cast buffs: the end a pack effect names becomes v14's expiry event for the creature it is put on. "Until the end
 * of its next turn" waits for the bearer's own turn: this round's when it has yet to act, else next round's.
 */
import { describe, expect, it } from "vitest";
import { isEffectEnd, planEffectTiming } from "../../src/documents/logic/effect-timing.ts";

/** Round 3 of a four-turn fight, turn index 1 now; the bearer sits at `at`. */
const fight = (at: number | null) => ({ round: 3, turn: 1, bearer: at === null ? null : { id: "bearer", turn: at, initiative: 7 } });

describe("planEffectTiming", () => {
  it("its next turn, still to come this round: ends at that turn's end (no duration to wait out)", () => {
    expect(planEffectTiming("nextTurn", 1, fight(3))).toEqual({
      value: null, units: "rounds", expiry: "turnEnd", start: { combatant: "bearer", round: 3, turn: 3, initiative: 7 },
    });
  });
  it("its next turn, when it has acted or acts now: a round from its place, then its turn's end", () => {
    for (const at of [0, 1]) {
      expect(planEffectTiming("nextTurn", 1, fight(at))).toEqual({
        value: 1, units: "rounds", expiry: "turnEnd", start: { combatant: "bearer", round: 3, turn: at, initiative: 7 },
      });
    }
  });
  it("its turn next round: always a round from its place this round", () => {
    for (const at of [0, 3]) expect(planEffectTiming("turnNextRound", 2, fight(at))).toMatchObject({ value: 1, expiry: "turnEnd", start: { turn: at } });
  });
  it("the end of next round: one round, then the round's end, from wherever it starts", () => {
    expect(planEffectTiming("nextRound", 2, fight(3))).toEqual({ value: 1, units: "rounds", expiry: "roundEnd" });
    expect(planEffectTiming("nextRound", 2, null)).toEqual({ value: 1, units: "rounds", expiry: "roundEnd" });
  });
  it("outside a fight, or for a bearer not in it: the event with the stored rounds, no start of its own", () => {
    expect(planEffectTiming("nextTurn", 1, null)).toEqual({ value: 1, units: "rounds", expiry: "turnEnd" });
    expect(planEffectTiming("turnNextRound", 2, fight(null))).toEqual({ value: 2, units: "rounds", expiry: "turnEnd" });
  });
  it("knows the ends a buff may name", () => {
    expect(["nextTurn", "turnNextRound", "nextRound", "never", 1, null].map(isEffectEnd)).toEqual([true, true, true, false, false, false]);
  });
});

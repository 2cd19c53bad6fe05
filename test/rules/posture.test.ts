import { describe, expect, it } from "vitest";
import {
  carryingState, isPosture, naturalDeathDice, naturalDeathDue, postureModifierSource, postureOf, postureSpeed, postureToggles,
} from "../../src/rules/index.ts";
import { rollModifiersFor } from "../../src/rules/roll-modifiers.ts";

describe("postures (§9.4 [OPT])", () => {
  it("read from the statuses only with the rule on; the most restrictive wins", () => {
    expect(postureOf(["prone"], false)).toBe("standing");
    expect(postureOf(["crouching", "prone"], true)).toBe("prone");
    expect(postureOf(["crouching"], true)).toBe("crouching");
    expect(postureOf([], true)).toBe("standing");
  });
  it("divide speed: crouching ÷2, prone ÷3, sitting cannot move", () => {
    expect([postureSpeed(6, "standing"), postureSpeed(6, "crouching"), postureSpeed(6, "prone"), postureSpeed(6, "sitting")]).toEqual([6, 3, 2, 0]);
  });
  it("prone gives 2 disadvantages to rolls with Energy dice, none to others", () => {
    const prone = postureModifierSource("prone", "Prone")!;
    expect(rollModifiersFor([prone], { roll: "dodge", pools: ["energy"] })).toMatchObject({ disadvantage: 2 });
    expect(rollModifiersFor([prone], { roll: "block", pools: ["might"] })).toMatchObject({ disadvantage: 0 });
    expect(postureModifierSource("crouching", "Crouching")).toBeNull();
    expect(prone).toMatchObject({ name: "Prone", type: "posture", system: { equipped: true } });
  });
  it("isPosture accepts exactly the four posture ids", () => {
    expect(["standing", "crouching", "sitting", "prone"].every(isPosture)).toBe(true);
    expect([undefined, "", "flying", "Prone"].some(isPosture)).toBe(false);
  });
  it("a change switches the old posture's status off and the new one's on", () => {
    expect(postureToggles(new Set(["crouching"]), "prone")).toEqual([{ id: "prone", active: true }, { id: "crouching", active: false }]);
    expect(postureToggles(new Set(["prone"]), "standing")).toEqual([{ id: "prone", active: false }]);
    expect(postureToggles(new Set(["prone"]), "prone")).toEqual([]);
  });
});

describe("natural death (§7.2 [OPT])", () => {
  it("rolls all current dice (void ones have none) and is due only once aged, with the rule on, alive", () => {
    expect(naturalDeathDice({ might: 3, energy: null, spirit: 2 })).toBe(5);
    expect(naturalDeathDice({ might: 0, energy: 0, spirit: 0 })).toBe(1);
    expect(naturalDeathDue(true, "aged", false)).toBe(true);
    expect(naturalDeathDue(false, "aged", false)).toBe(false);
    expect(naturalDeathDue(true, "adult", false)).toBe(false);
    expect(naturalDeathDue(true, "aged", true)).toBe(false);
  });
});

describe("carrying state (§3.8)", () => {
  const counts = { heavy: 2, light: 4, trivial: 5 };
  it("seed: counts against 3 heavy and 9 light", () => {
    expect(carryingState({ ...counts, heavy: 4 }, false, 3, "medium")).toMatchObject({ rule: "seed", heavyOver: true, over: true });
  });
  it("newer: load 3 per heavy and 1 per light against Might × size factor (unknown size: medium)", () => {
    expect(carryingState(counts, true, 3, "medium")).toEqual({ rule: "newer", load: 10, capacity: 6, over: true, excess: 4, trivial: 5 });
    expect(carryingState(counts, true, 5, null)).toMatchObject({ capacity: 10, over: false });
  });
});

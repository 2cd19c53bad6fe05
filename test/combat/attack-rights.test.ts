/** Who may ask for what on an attack card's line, with its measured range (src/combat/attack-request.ts). */
import { describe, expect, it } from "vitest";
import { needsGmRuling, rightsRefusalFor, type AttackOp } from "../../src/combat/attack-request.ts";
import { attackerOwner, gm, owner, stranger } from "../support/attack.ts";

const OPS: AttackOp[] = ["defend", "take", "apply", "undo"];

describe("rights on a line", () => {
  it("leave a line in range to the usual rights", () => {
    expect(OPS.map((op) => rightsRefusalFor(op, attackerOwner, "inRange"))).toEqual([
      "MESHAL.Attack.request.notYourTarget", "MESHAL.Attack.request.notYourTarget", null, null,
    ]);
    expect(OPS.map((op) => rightsRefusalFor(op, stranger, "inRange"))).toEqual([
      "MESHAL.Attack.request.notYourTarget", "MESHAL.Attack.request.notYourTarget", "MESHAL.Attack.request.notYourCard", "MESHAL.Attack.request.notYourCard",
    ]);
  });

  it("leave the damage of an out-of-range line to the GM's ruling", () => {
    expect(needsGmRuling("apply", "outOfRange")).toBe(true);
    expect(["inRange", "tooClose", "beyond", "unmeasured"].some((range) => needsGmRuling("apply", range))).toBe(false);
    expect(rightsRefusalFor("apply", attackerOwner, "outOfRange")).toBe("MESHAL.Attack.request.outOfRange");
    expect(rightsRefusalFor("apply", owner, "outOfRange")).toBe("MESHAL.Attack.request.outOfRange");
    expect(rightsRefusalFor("apply", gm, "outOfRange")).toBeNull();
    // Defending, taking and undoing stay with their usual rights.
    expect(["defend", "take", "undo"].map((op) => rightsRefusalFor(op as AttackOp, owner, "outOfRange"))).toEqual([null, null, null]);
  });
});

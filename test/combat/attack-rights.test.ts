/** Who may ask for what on an attack card's line, with its measured range (src/combat/attack/gm/attack-request.ts). */
import { describe, expect, it } from "vitest";
import { needsGmRuling, rightsRefusalFor, type AttackOp } from "../../src/combat/attack/gm/attack-request.ts";
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

  it("refuse an out-of-range line to everyone until the GM rules it in range (§4.3)", () => {
    expect(needsGmRuling("apply", "outOfRange")).toBe(true);
    // Issue 34: a line the GM could not measure is refused alike (no attacker token on the target's scene).
    expect(needsGmRuling("apply", "unmeasured")).toBe(true);
    expect(["inRange", "tooClose", "beyond", "ruledIn"].some((range) => needsGmRuling("apply", range))).toBe(false);
    for (const who of [owner, gm]) {
      expect(["defend", "take", "apply"].map((op) => rightsRefusalFor(op as AttackOp, who, "outOfRange"))).toEqual(Array(3).fill("MESHAL.Attack.request.outOfRange"));
    }
    expect(rightsRefusalFor("apply", attackerOwner, "outOfRange")).toBe("MESHAL.Attack.request.outOfRange");
    // An application made before stays undoable; the ruling itself is the GM's.
    expect(rightsRefusalFor("undo", owner, "outOfRange")).toBeNull();
    expect(rightsRefusalFor("overrideRange", gm, "outOfRange")).toBeNull();
    expect(rightsRefusalFor("overrideRange", attackerOwner, "outOfRange")).toBe("MESHAL.Attack.request.gmOnly");
  });
});

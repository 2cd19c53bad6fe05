/** Which way an item's attack is made (src/actions/attack-route.ts): the card, a borrowed weapon, a repeat, a check. */
import { describe, expect, it } from "vitest";
import { attackRoute } from "../../src/actions/attack-route.ts";

const damaging = { types: ["physical" as const], targetAttributes: ["might" as const] };

describe("attackRoute", () => {
  it("sends an attack with types and target attributes to the card, anything else to a check", () => {
    expect(attackRoute(damaging)).toBe("card");
    expect(attackRoute({ ...damaging, types: [] })).toBe("check");
    expect(attackRoute({ ...damaging, targetAttributes: [] })).toBe("check");
    expect(attackRoute({})).toBe("check");
  });

  it("a borrowed weapon or a repeated attack wins over the attack's own damage", () => {
    for (const weapon of ["equipped", "any", "natural"]) expect(attackRoute({ ...damaging, weapon })).toBe("borrowed");
    for (const weapon of ["sameAttack", "copyBlocked"]) expect(attackRoute({ ...damaging, weapon })).toBe("repeat");
    expect(attackRoute({ ...damaging, weapon: "" })).toBe("card");
  });
});

import { describe, expect, it } from "vitest";
import { storeDeathFromDice } from "../../src/migrations/stored-death.ts";
import { CURRENT_SCHEMA_VERSION } from "../../src/migrations/version.ts";

describe("schema 4: stored death (§7.2 [DEC])", () => {
  it("an actor already at 0 dice in every attribute comes out dead", () => {
    const system: Record<string, unknown> = { attributes: {} };
    expect(storeDeathFromDice(system, "dead")).toBe(true);
    expect(system.life).toEqual({ dead: true, revivals: 0 });
  });
  it("keeps a stored revival count and changes nothing for the living or the already stored dead", () => {
    const revived: Record<string, unknown> = { life: { dead: false, revivals: 2 } };
    expect(storeDeathFromDice(revived, "dead")).toBe(true);
    expect(revived.life).toEqual({ dead: true, revivals: 2 });
    for (const state of ["conscious", "unconscious", undefined] as const) {
      const system: Record<string, unknown> = { life: { dead: false, revivals: 0 } };
      expect(storeDeathFromDice(system, state)).toBe(false);
      expect(system.life).toEqual({ dead: false, revivals: 0 });
    }
    expect(storeDeathFromDice(revived, "dead")).toBe(false);
  });
  it("runs from schema version 4 on", () => {
    expect(CURRENT_SCHEMA_VERSION).toBeGreaterThanOrEqual(4); // later steps (per-day uses: 5) raise it further
  });
});

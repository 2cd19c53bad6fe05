import { describe, expect, it } from "vitest";
import "../support/schema-env.ts";
import { defaultActorSystem, validateActorSystem } from "../../src/data/validation.ts";

describe("validateActorSystem: immunities", () => {
  it("reports an attack type listed twice, as the item validator does", () => {
    const system = { ...defaultActorSystem("character"), immune: ["physical", "occult", "physical"] };
    expect(validateActorSystem("character", system)).toContain('immune: "physical" is listed twice');
  });

  it("accepts distinct immunities", () => {
    const system = { ...defaultActorSystem("npc"), immune: ["physical", "occult"] };
    expect(validateActorSystem("npc", system)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import "../support/schema-env.ts";
import { EFFECT_CHANGE_KEYS, validateEffectChanges } from "../../src/data/effect-keys.ts";
import { defaultActorSystem } from "../../src/data/validation.ts";

describe("Active Effect change keys", () => {
  it("every supported key points at a stored actor field (so effects land before derivation)", () => {
    for (const type of ["character", "npc"] as const) {
      const system = { system: defaultActorSystem(type) };
      for (const key of EFFECT_CHANGE_KEYS) {
        const value = key.split(".").reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], system);
        expect(value, `${type} ${key}`).not.toBeUndefined();
      }
    }
  });
  it("accepts well-formed changes and reports bad ones", () => {
    expect(validateEffectChanges([
      { key: "system.protection.occult", mode: 2, value: "1" },
      { key: "system.attributes.might.temp", mode: 2, value: "-1" },
      { key: "system.immune", mode: 2, value: "physical" },
      { key: "system.speed", mode: 2, value: "0.5" },
    ])).toEqual([]);
    expect(validateEffectChanges([
      { key: "system.attributes.might.value", mode: 5, value: "x" },
      { key: "system.immune", mode: 2, value: "fire" },
    ])).toEqual([
      'changes[0].key: unsupported key "system.attributes.might.value"',
      "changes[0].type: use Add, got override",
      'changes[0].value: must be a whole number, got "x"',
      'changes[1].value: unknown attack type "fire"',
    ]);
  });
  it("reads v14's stored shape too (string type, values parsed from JSON)", () => {
    expect(validateEffectChanges([
      { key: "system.protection.occult", type: "add", value: 1, phase: "initial", priority: null },
      { key: "system.immune", type: "add", value: "physical" },
    ])).toEqual([]);
    expect(validateEffectChanges([{ key: "system.speed", type: "multiply", value: 2 }])).toEqual(["changes[0].type: use Add, got multiply"]);
  });
});

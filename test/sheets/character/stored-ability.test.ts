import { describe, expect, it } from "vitest";
import { abilityData, abilityOf, abilitySystemOf } from "../../../src/sheets/character/stored-ability.ts";
import { compendiumSourceOf, systemField } from "../../../src/sheets/character/sheet-documents.ts";

describe("an ability's stored system as the potential planners read it", () => {
  it("keeps a well-formed ability as stored", () => {
    const system = {
      identifier: "fireball", level: 3, attributeType: "energy", gifted: false, potentialCost: 5,
      intensify: { enabled: true, cost: 4, costPlusSteps: true, maxSteps: 2, maxStepsAttribute: "spirit", steps: 1, spent: 4 },
    };
    expect(abilityOf({ name: "Fireball", system })).toEqual({ name: "Fireball", system });
  });

  it("defaults what is missing or malformed (never an unknown attribute type)", () => {
    expect(abilitySystemOf({ level: "3", attributeType: "luck", intensify: { maxStepsAttribute: "luck", steps: null } })).toEqual({
      identifier: "", level: 0, attributeType: "common", gifted: false, potentialCost: null,
      intensify: { enabled: false, cost: null, costPlusSteps: false, maxSteps: null, maxStepsAttribute: "", steps: 0, spent: 0 },
    });
    expect(abilitySystemOf(null).attributeType).toBe("common");
  });

  it("creation data keeps every stored field, the intensify text included", () => {
    const data = { name: "Dash", type: "ability", system: { level: 1, attributeType: "might", description: "<p>Run</p>", attacks: [], intensify: { perStep: "+1 step", steps: 2 } } };
    const checked = abilityData(data);
    expect(checked.system).toMatchObject({ description: "<p>Run</p>", attacks: [], level: 1, attributeType: "might" });
    expect(checked.system.intensify).toMatchObject({ perStep: "+1 step", steps: 2, enabled: false });
    expect(checked.type).toBe("ability");
  });
});

describe("the character sheet's small readers", () => {
  it("reads an item's compendium source and a system field only when they are there", () => {
    expect(compendiumSourceOf({ _stats: { compendiumSource: "Compendium.x.Item.y" } })).toBe("Compendium.x.Item.y");
    expect(compendiumSourceOf({ _stats: { compendiumSource: 7 } })).toBeNull();
    expect(compendiumSourceOf({})).toBeNull();
    expect(systemField({ system: { identifier: "sword" } }, "identifier")).toBe("sword");
    expect(systemField({ system: null }, "identifier")).toBeUndefined();
  });
});

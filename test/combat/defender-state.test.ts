import { describe, expect, it } from "vitest";
import { defenderStateOf, type DefenderSource } from "../../src/combat/attack/defender-state.ts";
import { DEFENSE_COST, defenseChoices } from "../../src/combat/attack/defense-options.ts";

const source = (over: Partial<DefenderSource["system"]> = {}, items: DefenderSource["items"] = []): DefenderSource => ({
  system: {
    attributes: { might: { value: 3 }, energy: { value: 0 }, spirit: { value: 2, invalid: true } },
    protection: { physical: 1, erosion: 0, occult: -1 },
    immune: ["occult"],
    mobility: { value: 2 },
    consciousness: "conscious",
    ...over,
  },
  items,
});

const shield = {
  name: "Shield", type: "protection",
  system: { equipped: true, rollModifiers: [{ roll: "block", mode: "", weaponKind: "", style: "", perEquipped: false, modifier: 1, condition: "" }] },
};

describe("defender state", () => {
  it("reads current dice (void as null), protection, immunities, ⚡ and consciousness", () => {
    const d = defenderStateOf(source());
    expect(d.dice).toEqual({ might: 3, energy: 0, spirit: null });
    expect(d.protection).toEqual({ physical: 1, erosion: 0, occult: -1 });
    expect(d.immune).toEqual(["occult"]);
    expect(d.mobility).toBe(2);
    expect(d.unconscious).toBe(false);
    expect(defenderStateOf(source({ consciousness: "unconscious" })).unconscious).toBe(true);
  });

  it("outside a fight its ⚡ does not limit a defense (at least the defense's cost), inside it counts as stored", () => {
    const spent = source({ mobility: { value: 0 } });
    expect(defenderStateOf(spent).mobility).toBe(0);
    expect(defenderStateOf(spent, { mobilityTracked: false }).mobility).toBe(DEFENSE_COST);
    expect(defenderStateOf(source({ mobility: { value: 3 } }), { mobilityTracked: false }).mobility).toBe(3);
    const choices = defenseChoices({ roll: 3, types: ["physical"], penetration: 0, allowed: ["dodge"] }, defenderStateOf(spent, { mobilityTracked: false }));
    expect(choices.options.map((o) => o.kind)).toEqual(["dodge"]);
    expect(defenseChoices({ roll: 3, types: ["physical"], penetration: 0, allowed: ["dodge"] }, defenderStateOf(spent)).blocked).toEqual([{ kind: "dodge", reason: "noMobility" }]);
  });

  it("takes each defense's advantages from equipped items only", () => {
    expect(defenderStateOf(source({}, [shield])).modifiers).toEqual({ block: { advantage: 1, disadvantage: 0 } });
    const stowed = { ...shield, system: { ...shield.system, equipped: false } };
    expect(defenderStateOf(source({}, [stowed])).modifiers).toEqual({});
  });
});

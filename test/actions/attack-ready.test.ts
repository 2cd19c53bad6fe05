import { describe, expect, it } from "vitest";
import { itemInHand, needsEquipping } from "../../src/actions/attack-ready.ts";
import type { SheetAttack } from "../../src/sheets/character/view-types.ts";
import type { DiceExpression } from "../../src/rules/types.ts";

describe("attack readiness", () => {
  it("an attack needing its item equipped waits for an unequipped weapon", () => {
    expect(needsEquipping({ requiresEquip: true }, { equipped: false, kinds: ["blade"] })).toBe(true);
    expect(needsEquipping({}, { equipped: false })).toBe(true);
    expect(needsEquipping({ requiresEquip: true }, { equipped: true })).toBe(false);
  });
  it("never waits when the attack does not need it, for natural weapons, or for items without an equipped state", () => {
    expect(needsEquipping({ requiresEquip: false }, { equipped: false })).toBe(false);
    expect(needsEquipping({ requiresEquip: true }, { equipped: false, equip: { natural: true } })).toBe(false);
    expect(needsEquipping({ requiresEquip: true }, { equipped: false, kinds: ["naturalWeapon"] })).toBe(false);
    // Natural protection (hide, spines) is worn by nature too: its attacks never wait.
    expect(needsEquipping({ requiresEquip: true }, { equipped: false, kinds: ["naturalProtection"] })).toBe(false);
    expect(needsEquipping({ requiresEquip: true }, {})).toBe(false);
    expect(itemInHand({})).toBe(true);
  });
});

describe("attack buttons of an item that must be equipped first", () => {
  const dice: DiceExpression = { pools: ["might"], combine: "max", divisor: 1, bonus: 0, mode: "points" };
  const attack: SheetAttack = { label: "Cut", mode: "melee", action: "tactic", cost: 1, dice, hits: 1, types: ["physical"], defenses: [], requiresEquip: true };
  const env = { localize: (key: string) => key };

  it("are marked on the NPC and shared item rows, and not once equipped", async () => {
    const { itemRow } = await import("../../src/sheets/view/item-rows.ts");
    const row = (equipped: boolean) => itemRow({ id: "i1", name: "Sword", type: "weapon", system: { equipped, attacks: [attack] } }, env);
    expect(row(false).attacks[0]!.needsEquip).toBe(true);
    expect(row(true).attacks[0]!.needsEquip).toBe(false);
  });

  it("are marked on the character inventory, and never for an attack that does not need it", async () => {
    const { attackButtons } = await import("../../src/sheets/character/attack-view.ts");
    const current = { might: 3, energy: 3, spirit: 3 };
    expect(attackButtons([attack], current, undefined, false)[0]!.needsEquip).toBe(true);
    expect(attackButtons([attack], current, undefined, true)[0]!.needsEquip).toBe(false);
    expect(attackButtons([{ ...attack, requiresEquip: false }], current, undefined, false)[0]!.needsEquip).toBe(false);
  });
});

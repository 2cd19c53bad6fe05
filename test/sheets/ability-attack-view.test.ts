/**
 * How sheets show an ability's attacks: an attack made with a weapon shows "Weapon" with the ability's change of the
 * pool (its dice are the weapon's, unknown until it is chosen), and an ability's attack is paid at its activation.
 */
import { describe, expect, it } from "vitest";
import { attackButtons } from "../../src/sheets/character/attack-view.ts";
import type { SheetAttack } from "../../src/sheets/character/view-types.ts";
import { attackDiceText, labelsOf } from "../../src/sheets/view/labels.ts";
import { itemRow } from "../../src/sheets/view/item-rows.ts";
import type { DiceExpression } from "../../src/rules/types.ts";
import { langString, readLang } from "../support/lang.ts";

const expr = (over: Partial<DiceExpression> = {}): DiceExpression => ({ pools: [], combine: "max", divisor: 1, bonus: 0, mode: "points", ...over });
const borrowed = (dice: DiceExpression): SheetAttack => ({ label: "", mode: "melee", action: "reaction", cost: 0, dice, hits: 1, types: [], defenses: [], requiresEquip: true, weapon: "equipped" });

describe("an ability's attack made with a weapon", () => {
  for (const lang of ["en", "cn"] as const) {
    const strings = readLang(lang);
    const env = { localize: (key: string) => langString(strings, key) ?? `!${key}!` };
    const weapon = langString(strings, "MESHAL.Attack.borrow.weaponDice")!;

    it(`shows the weapon's pool with the ability's change (${lang})`, () => {
      const labels = labelsOf(env);
      expect(attackDiceText({ dice: expr(), weapon: "equipped" }, labels)).toBe(weapon);
      expect(attackDiceText({ dice: expr({ divisor: 2 }), weapon: "any" }, labels)).toBe(`${weapon}÷2`);
      expect(attackDiceText({ dice: expr({ bonus: -2 }), weapon: "natural" }, labels)).toBe(`${weapon}−2`);
      expect(attackDiceText({ dice: expr({ pools: ["might"] }), weapon: "" }, labels)).toBe(langString(strings, "MESHAL.Attribute.might"));
    });

    it(`has no dice count on the character sheet and the NPC row shows the activation's ⚡ (${lang})`, () => {
      const [button] = attackButtons([borrowed(expr({ divisor: 2 }))], { might: 4, energy: 3, spirit: 3 }, labelsOf(env));
      expect(button).toMatchObject({ dice: null, diceText: `${weapon}÷2` });
      const row = itemRow({ id: "a1", name: "Sweeping Blow", type: "ability", system: { activation: { kind: "tactic", cost: 1 }, attacks: [borrowed(expr({ divisor: 2 }))] } }, env);
      expect(row.attacks[0]).toMatchObject({ cost: 1, expression: `${weapon}÷2` });
    });
  }
});

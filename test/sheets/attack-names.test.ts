// Every attack button shows a name, never the formula: the attack's label, else the item's name (one attack) or the
// item's name with the kind of attack (several), in the reader's language.
import { describe, expect, it } from "vitest";
import { attackNameWords, attackNames } from "../../src/actions/attack-name.ts";
import { attackButtons } from "../../src/sheets/character/attack-view.ts";
import { itemRow } from "../../src/sheets/view/item-rows.ts";
import { storedAttacks } from "../../src/sheets/view/stored-attacks.ts";
import { expressionLabels } from "../../src/dice/expression-label.ts";
import * as I from "../fixtures/data-items.ts";
import { LANGS, langString, readLang } from "../support/lang.ts";
import { compileTemplate } from "../support/handlebars.ts";

const localizer = (lang: (typeof LANGS)[number]) => {
  const table = readLang(lang);
  return (key: string) => langString(table, key) ?? `!${key}!`;
};
const en = localizer("en");
const cn = localizer("cn");

const melee = { label: "", mode: "melee" };
const thrown = { label: "", mode: "ranged", thrown: true };

describe("attack names", () => {
  it("an unlabelled only attack takes the item's name; several take the item's name with their kind", () => {
    expect(attackNames([melee], "Dagger", attackNameWords(en))).toEqual(["Dagger"]);
    expect(attackNames([melee, thrown], "Throwing Axe", attackNameWords(en))).toEqual(["Throwing Axe — melee", "Throwing Axe — thrown"]);
    expect(attackNames([melee, thrown], "飞斧", attackNameWords(cn))).toEqual(["飞斧·近战", "飞斧·丢掷"]);
  });

  it("a label wins, and two attacks that would read alike are numbered", () => {
    expect(attackNames([{ label: "Stab", mode: "melee" }, melee], "Dagger", attackNameWords(en))).toEqual(["Stab", "Dagger — melee"]);
    expect(attackNames([melee, melee], "Claws", attackNameWords(en))).toEqual(["Claws — melee 1", "Claws — melee 2"]);
  });

  for (const lang of LANGS) {
    it(`the character sheet's button shows the name and keeps the formula for the tooltip (${lang})`, () => {
      const localize = localizer(lang);
      const weapon = I.dagger();
      const attacks = storedAttacks(weapon.system);
      expect(attacks[0]!.label).toBe(""); // made by hand: no label
      const dice = { might: 4, energy: 6, spirit: 2 };
      const [button] = attackButtons(attacks, dice, expressionLabels(localize), true, { itemName: weapon.name, words: attackNameWords(localize) });
      expect(button!.label).toBe("Dagger");
      const html = compileTemplate("shared/attack-button.hbs", lang)({ ...button, item: weapon.name });
      const shown = html.replace(/<[^>]+>/g, "").trim();
      expect(shown.startsWith("Dagger")).toBe(true);
      expect(shown).not.toContain(button!.diceText);
      expect(html).toContain(button!.diceText); // the formula stays in the tooltip and the accessible name
    });
  }

  it("the NPC sheet's row names an unlabelled attack the same way", () => {
    expect(itemRow(I.dagger(), { localize: en }).attacks[0]!.label).toBe("Dagger");
  });
});

/** The item sheet's play-mode summary shows an item's set: its partners and the bonus of the whole set. */
import { describe, expect, it } from "vitest";
import { itemSheetView } from "../../src/sheets/view/item-sheet.ts";
import { itemSystem, plainRing } from "../fixtures/data-items.ts";
import { LANGS, langString, readLang } from "../support/lang.ts";
import { itemSchema } from "../support/model-schemas.ts";

const SET_LABEL = "MESHAL.Item.equippable.FIELDS.set.label";
const touch = itemSystem("accessory", {
  identifier: "omazs-holy-touch", kinds: ["earpiece"],
  set: { key: "pair", partners: ["ovilians-murmur-of-despair"], bonus: { spirit: 1 } },
});

describe("item sheet: set", () => {
  for (const lang of LANGS) {
    const tree = readLang(lang);
    const env = { localize: (key: string) => langString(tree, key) ?? `!${key}!` };
    it(`${lang}: names the partner and the set's bonus`, () => {
      const names = { "ovilians-murmur-of-despair": lang === "en" ? "Ovilian's Murmur of Despair" : "奥维良的绝望低吟" } as Record<string, string>;
      const view = itemSheetView({ name: "x", type: "accessory", source: touch, schema: itemSchema("accessory"), nameOfIdentifier: (id) => names[id] ?? null }, env);
      const fact = view.facts.find((f) => f.labelKey === SET_LABEL);
      expect(langString(tree, SET_LABEL)).toBe(lang === "en" ? "Set" : "套装");
      expect(fact?.value).toBe(lang === "en" ? "Ovilian's Murmur of Despair · Spirit +1" : "奥维良的绝望低吟 · 精神 +1");
    });
  }
  it("falls back to the partner's dataset id when no item of that id is found", () => {
    const env = { localize: (key: string) => langString(readLang("en"), key) ?? key };
    const view = itemSheetView({ name: "x", type: "accessory", source: touch, schema: itemSchema("accessory") }, env);
    expect(view.facts.find((f) => f.labelKey === SET_LABEL)?.value).toBe("ovilians-murmur-of-despair · Spirit +1");
  });
  it("shows no set fact for an item of no set", () => {
    const env = { localize: (key: string) => key };
    const view = itemSheetView({ name: "Ring", type: "accessory", source: plainRing().system, schema: itemSchema("accessory") }, env);
    expect(view.facts.find((f) => f.labelKey === SET_LABEL)).toBeUndefined();
  });
});

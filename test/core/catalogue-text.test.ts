/** The one reading of the catalogue's text (src/core/catalogue-text.ts): the reader's language, and a rename wins. */
import { afterEach, describe, expect, it } from "vitest";
import {
  catalogueLang, cataloguePack, catalogueTextOf, readerLang, readerPack, shownAttackLabel, shownAttackLabels, shownDescription, shownName,
} from "../../src/core/catalogue-text.ts";
import { attackTitle, cardItemText } from "../../src/combat/attack/attack-item-text.ts";

const TEXT = {
  en: { name: "Soulfang Dagger", description: "<p>Blade.</p>", labels: ["", "use"] },
  cn: { name: "灵魂撕咬之牙", description: "<p>刀剑武器。</p>", labels: ["", "使用"] },
};
const item = (name: string, more: { description?: string; labels?: string[] } = {}) => ({
  name,
  flags: { "meshal-lite": { text: TEXT } },
  system: { description: more.description ?? TEXT.cn.description, attacks: (more.labels ?? TEXT.cn.labels).map((label) => ({ label })) },
});

const g = globalThis as unknown as { game?: { i18n?: { lang: string }; packs?: Map<string, unknown> } };
const before = g.game;
afterEach(() => {
  g.game = before;
});

describe("the catalogue's text", () => {
  it("reads Foundry's cn as Chinese and every other language as English", () => {
    expect(["cn", "en", "fr", "zh-TW", ""].map(catalogueLang)).toEqual(["cn", "en", "en", "en", "en"]);
    g.game = { i18n: { lang: "cn" } };
    expect(readerLang()).toBe("cn");
    expect(cataloguePack("weapons")).toBe("meshal-lite.weapons");
    g.game = { i18n: { lang: "en" } };
    expect(cataloguePack("weapons")).toBe("meshal-lite.weapons-en");
  });

  it("reads the pack of the reader's language, or the content language's in a world without it", () => {
    const en = { collection: "meshal-lite.gear-en" };
    const cn = { collection: "meshal-lite.gear" };
    g.game = { i18n: { lang: "en" }, packs: new Map<string, unknown>([["meshal-lite.gear-en", en], ["meshal-lite.gear", cn]]) };
    expect(readerPack("gear")).toBe(en);
    g.game.i18n = { lang: "cn" };
    expect(readerPack("gear")).toBe(cn);
    g.game = { i18n: { lang: "en" }, packs: new Map<string, unknown>([["meshal-lite.gear", cn]]) };
    expect(readerPack("gear")).toBe(cn);
  });

  it("shows a catalogue item in the reader's language, from whichever language it was stored in", () => {
    for (const stored of [item(TEXT.cn.name), item(TEXT.en.name, { description: TEXT.en.description, labels: TEXT.en.labels })]) {
      expect([shownName(stored, "en"), shownName(stored, "cn")]).toEqual(["Soulfang Dagger", "灵魂撕咬之牙"]);
      expect([shownDescription(stored, "en"), shownDescription(stored, "cn")]).toEqual(["<p>Blade.</p>", "<p>刀剑武器。</p>"]);
      expect([shownAttackLabels(stored, "en"), shownAttackLabels(stored, "cn")]).toEqual([["", "use"], ["", "使用"]]);
    }
  });

  it("lets a rename win, field by field: the user's words show for every reader", () => {
    const renamed = item("Old Faithful", { description: "<p>Grandad's.</p>", labels: ["Stab", "使用"] });
    expect([shownName(renamed, "en"), shownName(renamed, "cn")]).toEqual(["Old Faithful", "Old Faithful"]);
    expect(shownDescription(renamed, "en")).toBe("<p>Grandad's.</p>");
    expect([shownAttackLabel(renamed, 0, "cn"), shownAttackLabel(renamed, 1, "en")]).toEqual(["Stab", "use"]);
  });

  it("shows an item without the catalogue's text (home-made, or copied through Babele before) as stored", () => {
    const plain = { name: "Rapier", system: { description: "<p>Blade.</p>", attacks: [{ label: "" }] } };
    expect(catalogueTextOf(plain)).toBeNull();
    expect([shownName(plain, "cn"), shownDescription(plain, "cn"), shownAttackLabel(plain, 0, "cn")]).toEqual(["Rapier", "<p>Blade.</p>", ""]);
    expect(catalogueTextOf({ flags: { "meshal-lite": { text: { en: { name: "x" } } } } })).toBeNull();
  });

  it("keeps both languages on an attack card, and each reader's title picks theirs", () => {
    const text = cardItemText(item(TEXT.cn.name), 1, null)!;
    expect(text).toEqual([{ lang: "en", name: "Soulfang Dagger", label: "use" }, { lang: "cn", name: "灵魂撕咬之牙", label: "使用" }]);
    const state = { itemName: "灵魂撕咬之牙", attackLabel: "使用", itemText: text };
    expect([attackTitle(state, "en"), attackTitle(state, "cn"), attackTitle(state, "fr")]).toEqual(["Soulfang Dagger — use", "灵魂撕咬之牙 — 使用", "Soulfang Dagger — use"]);
    expect(attackTitle({ itemName: "Rapier", attackLabel: "" }, "cn")).toBe("Rapier");
    expect(cardItemText({ name: "Rapier", system: {} }, 0, null)).toBeUndefined();
  });
});

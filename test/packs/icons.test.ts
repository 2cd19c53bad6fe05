// Icons that show the thing: core-icon paths, distinct pictures for clearly different kinds, helmets that
// look like headwear, coins of the right metal, abilities whose icons differ by what they do, and a contact
// sheet (docs/icons-contact-sheet.html) that lists every document with its icon.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONTACT_SHEET, contactSheetHtml, packIcons } from "../../scripts/packs/contact-sheet.mjs";

const all = packIcons();
const ITEM_PACKS = ["weapons", "armor", "accessories", "gear"];
const items = all.filter((e) => ITEM_PACKS.includes(e.pack));
const firstKind = (e: { kind: string }) => e.kind.split(", ")[0]!;
/** Documents allowed to share a picture across kinds (none today: the sling shows a sling, its stone the shot). */
const SHARED_ACROSS_KINDS: string[][] = [];
/** Dataset abilities, to tell the language abilities (which may share one "language" picture) from the rest. */
const ABILITY_DATA: { nameZh: string; effects: { type: string }[] }[] = JSON.parse(
  readFileSync(new URL("../../data/abilities/abilities.json", import.meta.url), "utf8"),
);
const LANGUAGES_ZH = new Set(ABILITY_DATA.filter((a) => a.effects.some((e) => e.type === "language")).map((a) => a.nameZh));
/** Most abilities that may share one picture, unless they are the same kind of thing (the languages). */
const MAX_ABILITIES_PER_ICON = 8;
const byZh = (pack: string, nameZh: string) => {
  const found = all.find((e) => e.pack === pack && e.nameZh === nameZh);
  if (!found) throw new Error(`${pack}: no document named ${nameZh}`);
  return found;
};

describe("compendium icons", () => {
  it("come from Foundry's core icon set", () => {
    for (const e of all) expect(e.img, e.nameEn).toMatch(/^icons\/[a-z0-9/_-]+\.webp$/);
  });

  it("differ between clearly different kinds of item", () => {
    const byIcon = new Map<string, typeof items>();
    for (const e of items) byIcon.set(e.img, [...(byIcon.get(e.img) ?? []), e]);
    const clashes = [...byIcon]
      .filter(([, list]) => new Set(list.map(firstKind)).size > 1)
      .map(([img, list]) => `${img}: ${list.map((e) => `${e.nameEn} (${firstKind(e)})`).join(", ")}`)
      .filter((line) => !SHARED_ACROSS_KINDS.some((names) => names.every((n) => line.includes(`${n} (`))));
    expect(clashes).toEqual([]);
  });

  it("show the thing: helmets, body armour, boots, shields and coins", () => {
    const folder: Record<string, RegExp> = {
      helmet: /^icons\/equipment\/head\//,
      armor: /^icons\/equipment\/chest\//,
      boots: /^icons\/equipment\/feet\//,
      shield: /^icons\/equipment\/shield\//,
      currency: /^icons\/commodities\/currency\/coin/,
    };
    for (const e of items) {
      const re = folder[firstKind(e)];
      if (re) expect(e.img, e.nameEn).toMatch(re);
    }
    for (const metal of ["gold", "silver", "copper"]) {
      const coins = items.filter((e) => firstKind(e) === "currency" && e.nameEn.toLowerCase().includes(`${metal} piece`));
      expect(coins.length, metal).toBeGreaterThan(0);
      for (const c of coins) expect(c.img, c.nameEn).toContain(metal);
    }
  });

  it("put accessories in the folder of the body part they are worn on", () => {
    const folder: Record<string, RegExp> = {
      ring: /^icons\/equipment\/finger\//,
      necklace: /^icons\/(equipment\/neck|commodities\/treasure)\//,
      // a bracelet (手镯) is a bangle: the core set has none, and its open torc is the nearest picture
      armband: /^icons\/equipment\/(wrist\/|neck\/torc-)/,
      gloves: /^icons\/equipment\/hand\//,
      cape: /^icons\/equipment\/back\//,
      waistband: /^icons\/equipment\/waist\//,
      // an anklet is a band round the ankle: a bracelet-like band or footwear, never a choker or a ring
      footwear: /^icons\/equipment\/(wrist|feet|leg)\//,
    };
    const accessories = all.filter((e) => e.pack === "accessories");
    for (const e of accessories) {
      const re = folder[firstKind(e)];
      if (re) expect(e.img, `${e.nameEn} (${firstKind(e)})`).toMatch(re);
      // the core set has no earring: an earpiece shows a small jewel or what it is made of, never a ring or a necklace
      if (firstKind(e) === "earpiece") expect(e.img, e.nameEn).not.toMatch(/^icons\/equipment\/(finger|neck|wrist|feet)\//);
    }
    expect(accessories.filter((e) => firstKind(e) === "footwear").length).toBeGreaterThan(0);
    expect(accessories.filter((e) => firstKind(e) === "earpiece").length).toBeGreaterThan(0);
  });

  it("show the right kind of thing in the cases the issue named", () => {
    expect(byZh("gear", "油脂").img, "Grease is fat, not a horn").not.toMatch(/horn|bones/);
    const wrench = byZh("weapons", "扳手").img;
    expect(wrench, "Wrench is a mechanic's hand tool").toMatch(/^icons\/tools\/hand\//);
    expect(wrench, "Wrench is not a hammer").not.toMatch(/hammer/);
    expect(byZh("abilities", "邪念武器").img, "Malice Rune is occult, not ice").not.toMatch(/ice|frost|water/);
    expect(byZh("abilities", "进击姿态").img, "Aggressive Stance attacks, it does not shield").not.toMatch(/defensive|shield/);
    expect(byZh("abilities", "战吼").img, "War Cry rallies friends, it does not frighten").not.toMatch(/fear/);
  });

  it("show the right thing in the cases issue 36 named", () => {
    expect(byZh("abilities", "快手").img, "Quick Hands equips fast, it steals nothing").not.toMatch(/theft|pickpocket/);
    expect(byZh("abilities", "野性直觉").img, "Wild Instinct searches, it is no muscle").not.toMatch(/muscle|strength/);
    expect(byZh("weapons", "投石索").img, "the Sling shows a sling, not its shot").not.toBe(byZh("weapons", "石弹").img);
    expect(byZh("accessories", "手镯").img, "a Bracelet is no bracer").not.toMatch(/bracer/);
    const abilities = all.filter((e) => e.pack === "abilities");
    const grapples = abilities.filter((a) => a.nameZh.startsWith("擒拿"));
    expect(grapples.length, "the five grapple abilities").toBe(5);
    expect(new Set(grapples.map((a) => a.img)).size, "each grapple ability its own picture").toBe(5);
    const will = ["死士意志", "视死如归", "自由意愿", "不屈意志"].map((n) => byZh("abilities", n).img);
    expect(new Set(will).size, "the four will abilities differ").toBe(4);
    for (const img of will) expect(img, "no hypnosis swirl for will and nerve").not.toMatch(/hypnosis/);
    const eye = abilities.filter((a) => a.img === "icons/magic/perception/eye-ringed-green.webp").map((a) => a.nameEn);
    expect(eye, "the Spirit type's eye is not a picture for unrelated abilities").toEqual([]);
  });

  it("give abilities pictures that differ by what they do", () => {
    const abilities = all.filter((e) => e.pack === "abilities");
    const byIcon = new Map<string, typeof abilities>();
    for (const a of abilities) byIcon.set(a.img, [...(byIcon.get(a.img) ?? []), a]);
    const languageIcons = [...byIcon].filter(([, list]) => list.some((a) => LANGUAGES_ZH.has(a.nameZh)));
    expect(languageIcons.length, "the languages share one picture").toBe(1);
    expect(languageIcons[0]![1].map((a) => a.nameZh).sort(), "only languages use it").toEqual([...LANGUAGES_ZH].sort());
    const crowded = [...byIcon]
      .filter(([img, list]) => img !== languageIcons[0]![0] && list.length > MAX_ABILITIES_PER_ICON)
      .map(([img, list]) => `${img}: ${list.length} (${list.map((a) => a.nameEn).join(", ")})`);
    expect(crowded).toEqual([]);
    expect(byIcon.size).toBeGreaterThan(120);
    // movement abilities show how they move (step, leap, roll, charge, teleport…), not one pair of winged boots
    const bootUses = abilities.filter((a) => a.img.includes("feet-winged-boots"));
    expect(bootUses.length, bootUses.map((a) => a.nameEn).join(", ")).toBeLessThanOrEqual(2);
  });

  it("give every species its own picture", () => {
    const species = all.filter((e) => e.pack === "features" && e.kind === "species");
    expect(species.length).toBeGreaterThan(5);
    const shared = species.filter((s) => species.some((o) => o !== s && o.img === s.img)).map((s) => `${s.nameEn}: ${s.img}`);
    expect(shared).toEqual([]);
  });

  it("are all on the contact sheet, which is up to date", () => {
    const html = readFileSync(CONTACT_SHEET, "utf8");
    expect(html).toBe(contactSheetHtml(all));
    for (const e of all) {
      expect(html).toContain(e.img);
      expect(html).toContain(e.nameZh);
    }
    expect(html).toContain("exist only in a Foundry installation");
  });
});

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
/** Documents allowed to share a picture across kinds: the core set has no sling, so sling and stone share the shot. */
const SHARED_ACROSS_KINDS = [["Sling", "Sling Stone"]];

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

  it("give abilities pictures that differ by what they do", () => {
    const abilities = all.filter((e) => e.pack === "abilities" && !e.img.includes("diplomacy-writing-letter"));
    const counts = new Map<string, number>();
    for (const a of abilities) counts.set(a.img, (counts.get(a.img) ?? 0) + 1);
    expect(counts.size).toBeGreaterThan(30);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(20);
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

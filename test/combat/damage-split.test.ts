/** The damage split dialog: its rows and default shares, the live check of typed shares, and its one-root template. */
import { describe, expect, it } from "vitest";
import { readSplit, splitChoiceLeft, splitView } from "../../src/combat/attack/card/damage-split-view.ts";
import { compileTemplate } from "../support/handlebars.ts";
import { fragmentRoots } from "../support/html-roots.ts";

describe("split rows", () => {
  it("lists each listed attribute that can lose dice, with the rules' default split filled in", () => {
    const view = splitView(5, ["might", "energy", "spirit", "might"], { might: 2, energy: 4, spirit: null });
    expect(view.rows.map((r) => [r.id, r.max, r.labelKey])).toEqual([["might", 2, "MESHAL.Attribute.might"], ["energy", 4, "MESHAL.Attribute.energy"]]);
    expect(view.required).toBe(5);
    expect(view.assigned).toBe(view.rows.reduce((n, r) => n + r.value, 0));
    expect(view.assigned).toBe(5);
  });

  it("requires no more than the listed attributes can take", () => {
    expect(splitView(9, ["might", "energy"], { might: 2, energy: 3, spirit: 3 }).required).toBe(5);
  });
});

describe("typed shares", () => {
  const view = splitView(3, ["might", "energy"], { might: 4, energy: 3, spirit: 3 });

  it("gives the split when the shares add up to the damage", () => {
    expect(readSplit(view, { might: "1", energy: " 2 " })).toEqual({ assigned: 3, invalid: [], allocation: { might: 1, energy: 2 } });
  });

  it("holds back while the total is off, and marks shares that are not whole dice within the attribute", () => {
    expect(readSplit(view, { might: "1", energy: "1" })).toEqual({ assigned: 2, invalid: [], allocation: null });
    expect(readSplit(view, { might: "1.5", energy: "4" })).toEqual({ assigned: 0, invalid: ["might", "energy"], allocation: null });
    expect(readSplit(view, { might: "-1", energy: "" })).toMatchObject({ invalid: ["might", "energy"], allocation: null });
    expect(readSplit(view, { might: "3" })).toMatchObject({ assigned: 3, invalid: ["energy"], allocation: null });
  });
});

describe("the split template", () => {
  for (const lang of ["en", "cn"] as const) {
    it(`renders one root with every string localised (${lang})`, () => {
      const html = compileTemplate("combat/damage-split.hbs", lang)(splitView(3, ["might", "energy"], { might: 4, energy: 3, spirit: 3 }));
      expect(fragmentRoots(html)).toEqual({ elements: ["div"], strayText: [] });
      expect(html).not.toMatch(/![A-Z]+\./);
      expect(html).toMatch(/name="might"[^>]*max="4"/);
      expect(html).toContain("data-split-total");
    });
  }
});

describe("split edges", () => {
  it("leaves out listed attributes with no dice and void ones", () => {
    const view = splitView(2, ["might", "energy", "spirit"], { might: 0, energy: 3, spirit: null });
    expect(view.rows.map((r) => r.id)).toEqual(["energy"]);
  });

  it("offers a choice only when some dice go and some stay among two or more attributes", () => {
    const dice = { might: 2, energy: 2, spirit: 1 };
    expect(splitChoiceLeft(3, ["might", "energy"], dice)).toBe(true);
    expect(splitChoiceLeft(0, ["might", "energy"], dice)).toBe(false);
    expect(splitChoiceLeft(4, ["might", "energy"], dice)).toBe(false);
    expect(splitChoiceLeft(9, ["might", "energy"], dice)).toBe(false);
  });

  it("takes a share of 0 and a share of all the attribute's dice, up to four digits", () => {
    const view = splitView(3, ["might", "energy"], { might: 4, energy: 3, spirit: 3 });
    expect(readSplit(view, { might: "0", energy: "3" })).toEqual({ assigned: 3, invalid: [], allocation: { might: 0, energy: 3 } });
    const big = splitView(10, ["might", "energy"], { might: 12, energy: 1, spirit: 3 });
    expect(readSplit(big, { might: "10", energy: "0" }).invalid).toEqual([]);
  });

  it("refuses signs, exponents and hexadecimal even when they name a whole number", () => {
    const view = splitView(3, ["might", "energy"], { might: 4, energy: 3, spirit: 3 });
    for (const text of ["+1", "1e0", "0x1"]) expect(readSplit(view, { might: text, energy: "2" }).invalid).toEqual(["might"]);
  });
});

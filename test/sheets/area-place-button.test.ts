/**
 * The "Place area" button (issue 35; docs/rules.md §9.1 [DEC] "Placing an area"): beside an area attack's button on
 * the character sheet and on an NPC's item row, in the reader's language, its tooltip its accessible name; never
 * beside an attack without an area to place.
 */
import { describe, expect, it } from "vitest";
import { attackButtons } from "../../src/sheets/character/attack-view.ts";
import { storedAttacks } from "../../src/sheets/view/stored-attacks.ts";
import { compileTemplate } from "../support/handlebars.ts";
import { byIdentifier, packSources } from "../support/packs.ts";

const abilities = packSources("abilities").map((s) => s.doc);
const systemOf = (identifier: string) => byIdentifier(abilities, identifier).system;
const dice = { might: 4, energy: 4, spirit: 4 };

/** The attack-button partial rendered for each attack of an ability, in `lang`. */
function render(identifier: string, lang: "en" | "cn"): string {
  const template = compileTemplate("shared/attack-button.hbs", lang);
  return attackButtons(storedAttacks(systemOf(identifier)), dice).map((b) => template({ ...b, item: "Stench Cloud" })).join("");
}

/** The attributes of the Place area buttons in `html`. */
function placeButtons(html: string): Record<string, string>[] {
  return [...html.matchAll(/<button\b([^>]*data-action="placeArea"[^>]*)>/g)].map((m) => Object.fromEntries([...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!])));
}

describe("the Place area button", () => {
  it.each(["en", "cn"] as const)("sits beside an area attack, named and tooltipped alike (%s)", (lang) => {
    const [place, ...more] = placeButtons(render("stench-cloud", lang));
    expect(more).toEqual([]);
    expect(place!["data-attack"]).toBe("0");
    const name = place!["aria-label"] ?? "";
    expect(name).toContain("Stench Cloud");
    expect(name).not.toMatch(/!MESHAL|\{name\}/);
    expect(place!["data-tooltip"]).toBe(name);
  });

  it("is not offered for an attack whose area cannot be placed (a ring) nor one without an area", () => {
    const ring = render("ring-of-stone-spikes", "en");
    expect(ring).toContain('data-action="rollAttack"');
    expect(placeButtons(ring)).toEqual([]);
    expect(storedAttacks(systemOf("palm-of-winter-wind"))[0]?.placesArea).toBe(true);
    expect(attackButtons(storedAttacks({ attacks: [{ label: "Stab" }] }), dice)[0]?.placesArea).toBe(false);
  });
});

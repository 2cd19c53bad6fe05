// Generated words a GM reads at the table: glossary terms, articles and plurals, readable ranges, the
// Chinese templates' 内 / 带, and no two different documents sharing an English name.
import { describe, expect, it } from "vitest";
import { ITEM_PACKS, packSources, readBabele } from "../support/packs.ts";

const PACKS = ITEM_PACKS;
const english = PACKS.flatMap((pack) => Object.entries(readBabele(pack).entries).map(([id, e]) => ({ pack, id, ...e })));
const chinese = PACKS.flatMap((pack) => packSources(pack).map(({ file, doc }) => ({ pack, file, text: String(doc.system.description) })));

/** Entries whose English (name, description, structured strings) matches `re`, with the match. */
function englishHits(re: RegExp): string[] {
  return english.flatMap((e) => {
    const m = JSON.stringify(e).replace(/@UUID\[[^\]]*\]\{([^}]*)\}/g, "$1").match(re); // links read as their labels
    return m ? [`${e.pack}:${e.name}: ${m[0]}`] : [];
  });
}
const chineseHits = (re: RegExp) => chinese.flatMap((c) => (re.test(c.text) ? [`${c.pack}/${c.file}: ${c.text.match(re)![0]}`] : []));

describe("English wording", () => {
  it("abilities say Sustain and Cast (glossary), never load or Use", () => {
    const abilities = english.filter((e) => e.pack === "abilities");
    expect(abilities.length).toBeGreaterThan(100);
    for (const a of abilities) {
      expect(a.description, a.name).toMatch(/Obtain: (Sustain \d+ (Might|Energy|Spirit)|no Sustain), \d+ potential\./);
      expect(a.description, a.name).toMatch(/<p>Cast( \(either\))?: /);
      expect(a.description, a.name).not.toMatch(/\bload \d|<p>Use: /);
    }
  });

  it("dice from two pools say take lower / take higher", () => {
    expect(englishHits(/\((lower|higher)\)|\blower of\b|\bhigher of\b/)).toEqual([]);
    expect(englishHits(/take lower/).length).toBeGreaterThan(0);
  });

  it("articles agree with the noun and plurals are counted nouns", () => {
    expect(englishHits(/\ba [AEIOUaeiou]\w*/)).toEqual([]);
    expect(englishHits(/\ban [^AEIOUaeiou\s\d]\w*/)).toEqual([]);
    expect(englishHits(/gloves slot|\b1 \w+ slots\b/)).toEqual([]);
    expect(englishHits(/Leaves an Empty Bottle behind/).length).toBeGreaterThan(0);
  });

  it("ranges read as words, not the source's tilde notation", () => {
    expect(englishHits(/\d+ ?~ ?\S+ steps/)).toEqual([]);
    expect(englishHits(/\d+ to \d+ steps away/).length).toBeGreaterThan(0);
  });
});

describe("Chinese templates", () => {
  it("a range band says 内 (…~…步内)", () => {
    expect(chineseHits(/\d+~[^步<]{1,10}步(?!内)/)).toEqual([]);
  });

  it("a roll with disadvantages says 带 (投骰带N个劣势)", () => {
    expect(chineseHits(/[投掷]骰\d+个劣势/)).toEqual([]);
  });
});

describe("English names", () => {
  it("no two different documents share an English name", () => {
    const byName = new Map<string, string[]>();
    for (const e of english) byName.set(e.name.toLowerCase(), [...(byName.get(e.name.toLowerCase()) ?? []), `${e.pack}:${e.id}`]);
    expect([...byName].filter(([, ids]) => ids.length > 1)).toEqual([]);
  });

  it("names that collided with a glossary term are replaced (docs/rules.md §1, one word per term)", () => {
    const names = new Set(english.map((e) => e.name));
    // 灵巧披风 is nimble: "Cloak of Energy" read as a power source (issue 36)
    for (const gone of ["Gather Strength", "Common", "Cloak of Agility", "Cloak of Energy", "Beast's Vigour", "Unarmoured Ferocity"]) expect(names, gone).not.toContain(gone);
    for (const now of ["Poised to Strike", "Common Tongue", "Nimble Cloak", "Beast's Vigor", "Unarmored Ferocity", "Divine Specialization"]) expect(names, now).toContain(now);
  });

  it("magic styles read as the seed's glosses and weapon kinds as the glossary's", () => {
    expect(englishHits(/ability \((?:[^)]*, )?(?:Incantation|Gesture|Sigil|Totem|Divine(?! Spell))\b/)).toEqual([]);
    expect(englishHits(/ability \(Vocal Magic, Divine Spell\)/).length).toBeGreaterThan(0);
    expect(englishHits(/wrestling weapon/i)).toEqual([]);
    expect(englishHits(/Wrestle weapon/).length).toBeGreaterThan(0);
  });
});

describe("bare entries", () => {
  it("every equipment document says more than its header line (what it is for)", () => {
    const bare = english.filter((e) => e.pack !== "abilities" && e.pack !== "features" && !/<li>/.test(e.description)).map((e) => `${e.pack}:${e.name}`);
    expect(bare).toEqual([]);
  });

  it("materials with no rule text say what they are and where they come from when the rules name an ability, nothing invented", () => {
    const pelt = english.find((e) => e.name === "Pelt")!;
    expect(pelt.description).toMatch(/harvested from corpses with @UUID\[Compendium\.meshal-lite\.abilities\.Item\.\w+\]\{Butchery\}/);
    expect(pelt.description).not.toMatch(/trade good|No recipe/);
    const gold = english.find((e) => e.name === "Gold Piece")!;
    expect(gold.description).toContain("Money: it pays for goods and services at its value");
  });
});

// 雷光武器 and the other X武器 abilities are "X Weapon" (the Chinese says 武器, weapon), not "X Rune", in the pack
// translations and wherever another document links them.
import { describe, expect, it } from "vitest";
import { packSources, readBabele } from "../support/packs.ts";

const PACKS = ["abilities", "accessories", "armor", "features", "gear", "weapons"];

describe("X武器 abilities are named X Weapon", () => {
  const abilities = packSources("abilities").map((s) => s.doc).filter((d) => d.name.endsWith("武器"));
  const en = readBabele("abilities").entries as Record<string, { name: string }>;

  it("each X武器 ability's English name ends in Weapon", () => {
    expect(abilities.length).toBe(6);
    for (const d of abilities) expect(en[d._id]!.name, d.name).toMatch(/ Weapon$/);
  });

  it("no translation calls them Runes", () => {
    const names = ["Bloodthirst", "Frost", "Haste", "Flame", "Malice", "Thunder"].map((n) => `${n} Rune`);
    const found = PACKS.flatMap((p) => Object.values(readBabele(p).entries).map((e) => JSON.stringify(e))).filter((t) => names.some((n) => t.includes(n)));
    expect(found.length).toBe(0);
  });
});

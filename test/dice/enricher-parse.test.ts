import { describe, expect, it } from "vitest";
import { CHECK_ENRICHER_PATTERN, parseCheckEnricher, tokenize } from "../../src/dice/enricher-parse.ts";

describe("check enricher pattern", () => {
  it("finds checks and their labels in journal text", () => {
    const text = "Climb: [[/check might difficulty=3]]{Climb the wall} or [[/check energy/2 adv=1]] and [[/r 2d6p]].";
    const found = [...text.matchAll(CHECK_ENRICHER_PATTERN)].map((m) => [m.groups?.config, m.groups?.label]);
    expect(found).toEqual([["might difficulty=3", "Climb the wall"], ["energy/2 adv=1", undefined]]);
  });
});

describe("parseCheckEnricher", () => {
  it("reads formula and options in any order", () => {
    expect(parseCheckEnricher("difficulty=3 might advantage=1", "Climb")).toEqual({
      ok: true,
      check: { expression: "might", difficulty: 3, advantage: 1, disadvantage: 0, progressive: false, rollMode: null, label: "Climb" },
    });
  });

  it("keeps multi-word formulas and short option names", () => {
    const r = parseCheckEnricher("might/spirit take-higher diff=5 dis=2 rollmode=gmroll");
    expect(r).toMatchObject({ ok: true, check: { expression: "might/spirit take-higher", difficulty: 5, disadvantage: 2, rollMode: "gmroll" } });
  });

  it("reads rollmode in v14's words too (public, gm, blind, self), as the system's visibility", () => {
    const modes = ["public", "gm", "blind", "self", "selfroll"].map((m) => parseCheckEnricher(`might rollmode=${m}`));
    expect(modes.map((r) => (r.ok ? r.check.rollMode : r.error))).toEqual(["publicroll", "gmroll", "blindroll", "selfroll", "selfroll"]);
  });

  it("reads the progressive flag", () => {
    expect(parseCheckEnricher("energy difficulty=10 progressive")).toMatchObject({ ok: true, check: { progressive: true, difficulty: 10 } });
    expect(parseCheckEnricher("energy progressive").ok).toBe(false);
  });

  it("accepts face-sum formulas", () => {
    expect(parseCheckEnricher("3🎲+")).toMatchObject({ ok: true, check: { expression: "3🎲+" } });
  });

  it("rejects typos instead of rolling something else", () => {
    expect(parseCheckEnricher("might difficuly=3")).toMatchObject({ ok: false, error: expect.stringContaining("difficuly") });
    expect(parseCheckEnricher("might difficulty=hard").ok).toBe(false);
    expect(parseCheckEnricher("might advantage=-1").ok).toBe(false);
    expect(parseCheckEnricher("might rollmode=loud").ok).toBe(false);
    expect(parseCheckEnricher("banana").ok).toBe(false);
    expect(parseCheckEnricher("difficulty=2").ok).toBe(false);
  });

  it("tokenizes quoted values", () => {
    expect(tokenize(`might rollmode="gmroll" x`)).toEqual(["might", "rollmode=gmroll", "x"]);
  });
});

describe("checks written with Chinese attribute names", () => {
  it("accept the rulebook's words in the formula", () => {
    const parsed = parseCheckEnricher("强壮/精神孰高 difficulty=3");
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.check.difficulty).toBe(3);
  });
});

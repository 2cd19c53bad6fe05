/**
 * Every formula entry point fed oversized dice counts: a clear "bad formula", never a throw during render or a hang.
 * The one cap (MAX_ROLL_DICE, Foundry core's largest dice term) is checked by the planner the dialog, the enricher,
 * cards and the chance calculation all go through.
 */
import { describe, expect, it } from "vitest";
import { defaultCheckConfig, summarizeCheck } from "../../src/dice/check-config.ts";
import { planRoll } from "../../src/dice/formula.ts";
import { parseCheckEnricher } from "../../src/dice/enricher-parse.ts";
import { escapeHtml } from "../../src/core/escape.ts";
import { MAX_ROLL_DICE, assertRollableCount } from "../../src/rules/index.ts";

const dice = { might: 3, energy: 3, spirit: 3 };

describe("the dice cap", () => {
  it("plans a roll of exactly the cap and refuses one more", () => {
    expect(planRoll(String(MAX_ROLL_DICE), dice).diceCount).toBe(MAX_ROLL_DICE);
    expect(() => planRoll(String(MAX_ROLL_DICE + 1), dice)).toThrow(RangeError);
    expect(() => planRoll("might", dice, { advantage: MAX_ROLL_DICE })).toThrow(/999/);
    expect(() => assertRollableCount(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it.each([
    ["a huge count", { expression: "1000000000" }],
    ["a huge advantage", { expression: "might", advantage: 5_000_000 }],
    ["a huge count with a difficulty (the chance runs inside the same check)", { expression: "50000", difficulty: 3 }],
    ["a product that overflows", { expression: "999*999*999" }],
  ])("the dialog reads %s as a bad formula, quickly", (_name, config) => {
    const started = Date.now();
    const summary = summarizeCheck(defaultCheckConfig(config), dice);
    expect(summary.ok).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it.each(["1000000", "might+5000", "might advantage=100000", "999999999999 progressive difficulty=3"])("the enricher reads [[/check %s]] as a bad check", (text) => {
    expect(parseCheckEnricher(text)).toMatchObject({ ok: false });
  });

  it("the enricher still accepts a check at the cap", () => {
    expect(parseCheckEnricher(String(MAX_ROLL_DICE)).ok).toBe(true);
  });

  it("enricher tooltips escape the author's text quoted in an error", () => {
    const parsed = parseCheckEnricher(`might <img src=x onerror=alert(1)>=1`);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(escapeHtml(parsed.error)).not.toMatch(/<img/);
  });
});

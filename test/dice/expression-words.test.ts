// Every dice expression a reader sees is in their language: the roll dialog shows the formula in the reader's words
// (强壮+1, 活力÷2 in the Chinese UI), reads what they type back to the system's form with ids, and the chat card
// shows that stored form to each reader in their own words again.
import { describe, expect, it } from "vitest";
import { rollDialogContext } from "../../src/dice/dialog-context.ts";
import { defaultCheckConfig, readCheckForm } from "../../src/dice/check-config.ts";
import { canonicalExpression, expressionLabels, localizeExpression } from "../../src/dice/expression-label.ts";
import { parseDiceFormula } from "../../src/rules/index.ts";
import { compileTemplate } from "../support/handlebars.ts";
import { langString, readLang } from "../support/lang.ts";

const labelsIn = (lang: "en" | "cn") => {
  const table = readLang(lang);
  return expressionLabels((key) => langString(table, key) ?? `!${key}!`);
};
const cn = labelsIn("cn");
const en = labelsIn("en");
const dice = { might: 3, energy: 4, spirit: 2 };
const EXPRESSIONS = ["might+1", "energy/2", "max(might,spirit)", "min(might,energy)/2", "spirit-1", "3", "might🎲+"];

describe("dice expressions in the reader's language", () => {
  it("the roll dialog in the Chinese UI shows the formula in Chinese words, no English id", () => {
    const template = compileTemplate("dice/roll-dialog.hbs", "cn");
    for (const [expression, shown] of [["might+1", "强壮+1"], ["energy/2", "活力÷2"], ["min(might,energy)", "强壮/活力孰低"]] as const) {
      const html = template(rollDialogContext(defaultCheckConfig({ expression }), dice, true, [], false, cn));
      expect(html).toContain(`name="expression" value="${shown}"`);
      const text = html.replace(/<[^>]+>/g, " "); // what a reader reads (markup keeps ids in data attributes)
      expect(text).not.toMatch(/\b(might|energy|spirit)\b/i);
    }
  });

  it("what a reader types in their words is stored with ids, and reads back as the same dice", () => {
    const base = defaultCheckConfig({ expression: "might" });
    expect(readCheckForm({ expression: "强壮+1" }, base).expression).toBe("might+1");
    expect(readCheckForm({ expression: "活力÷2" }, base).expression).toBe("energy/2");
    expect(readCheckForm({ expression: "Might/Energy Take Lower" }, base).expression).toBe("min(might,energy)");
    expect(readCheckForm({ expression: "might + 1" }, base).expression).toBe("might+1");
    expect(readCheckForm({}, base).expression).toBe("might");
    for (const expression of EXPRESSIONS) {
      for (const labels of [cn, en]) {
        const shown = localizeExpression(expression, labels);
        expect(parseDiceFormula(canonicalExpression(shown)), `${expression} shown as ${shown}`).toEqual(parseDiceFormula(expression));
      }
    }
  });

  it("a formula typed in Chinese reaches an English reader's card in English", () => {
    const typed = readCheckForm({ expression: "活力÷2" }, defaultCheckConfig()).expression;
    expect(localizeExpression(typed, en)).toBe("Energy÷2");
    expect(localizeExpression(typed, cn)).toBe("活力÷2");
  });
});

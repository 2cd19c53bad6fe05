import { describe, expect, it } from "vitest";
import { expressionLabels, localizeExpression, readableExpression } from "../../src/dice/expression-label.ts";
import { formatDiceExpression, parseDiceFormula } from "../../src/rules/index.ts";
import { langString, readLang, type Lang } from "../support/lang.ts";

const localizer = (lang: Lang) => {
  const tree = readLang(lang);
  return (key: string) => {
    const found = langString(tree, key);
    if (found === undefined) throw new Error(`missing ${key} in ${lang}`);
    return found;
  };
};

describe("localizeExpression", () => {
  const cn = expressionLabels(localizer("cn"));
  const en = expressionLabels(localizer("en"));

  it("names attributes and take-higher/lower in the reader's language, in the book's notation (l.56 活力/精神孰低🎲)", () => {
    expect(localizeExpression("might+1", cn)).toBe("强壮+1");
    expect(localizeExpression(formatDiceExpression(parseDiceFormula("might/spirit take-higher")), cn)).toBe("强壮/精神孰高");
    expect(localizeExpression("min(energy,spirit)🎲+", en)).toBe("Energy/Spirit Take Lower🎲+");
    expect(localizeExpression("might/spirit take-lower", cn)).toBe("强壮/精神孰低");
    expect(localizeExpression("max(might,spirit)+1", cn)).toBe("强壮/精神孰高+1");
  });

  it("writes a division ÷ and a product ×, as the book does: / between attributes means or (l.56 活力÷2🎲)", () => {
    expect(localizeExpression("energy/2", cn)).toBe("活力÷2");
    expect(localizeExpression("energy/2", en)).toBe("Energy÷2");
    expect(localizeExpression(formatDiceExpression(parseDiceFormula("活力÷2🎲")), cn)).toBe("活力÷2");
    expect(localizeExpression("max(might,spirit)/2", cn)).toBe("(强壮/精神孰高)÷2");
    expect(localizeExpression("(might+spirit)*2-1", en)).toBe("(Might+Spirit)×2-1");
  });

  it("reads back as the same formula (a reader may type what a card shows)", () => {
    for (const text of ["energy/2", "max(might,spirit)+1", "max(might,spirit)/2", "min(energy,spirit)🎲+", "4"]) {
      const shown = localizeExpression(text, cn);
      expect(formatDiceExpression(parseDiceFormula(shown)), shown).toBe(formatDiceExpression(parseDiceFormula(text)));
    }
  });

  it("leaves numbers, other operators and unknown words alone", () => {
    expect(localizeExpression("4", cn)).toBe("4");
    expect(localizeExpression("might-1", en)).toBe("Might-1");
    expect(localizeExpression("mighty maximum", en)).toBe("mighty maximum");
    expect(localizeExpression("max(might+1,spirit)", en)).toBe("Take Higher(Might+1,Spirit)");
  });

  it("joins the pools and the word without a space in Chinese and with one in English (without the word format: a space)", () => {
    expect(localizeExpression("max(might,energy,spirit)", en)).toBe("Might/Energy/Spirit Take Higher");
    expect(localizeExpression("max(might,energy,spirit)", cn)).toBe("强壮/活力/精神孰高");
    const { combined: _unused, ...bare } = en;
    expect(localizeExpression("min(might,spirit)", bare)).toBe("Might/Spirit Take Lower");
  });

  it("shows a typed formula (an enricher's) in the reader's words, or as typed when it does not read", () => {
    expect(readableExpression("might + 1", cn)).toBe("强壮+1");
    expect(readableExpression("energy / 2 🎲+", en)).toBe("Energy÷2🎲+");
    expect(readableExpression("might/spirit take-higher", cn)).toBe("强壮/精神孰高");
    expect(readableExpression("nonsense(", en)).toBe("nonsense(");
  });
});

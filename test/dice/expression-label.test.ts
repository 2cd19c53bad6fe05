import { describe, expect, it } from "vitest";
import { expressionLabels, localizeExpression } from "../../src/dice/expression-label.ts";
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

  it("names attributes and take-higher/lower in the reader's language", () => {
    expect(localizeExpression("might+1", cn)).toBe("强壮+1");
    expect(localizeExpression("energy/2", en)).toBe("Energy/2");
    expect(localizeExpression(formatDiceExpression(parseDiceFormula("might/spirit take-higher")), cn)).toBe("孰高(强壮,精神)");
    expect(localizeExpression("min(energy,spirit)🎲+", en)).toBe("Take Lower(Energy,Spirit)🎲+");
    expect(localizeExpression("might/spirit take-lower", cn)).toBe("强壮/精神 孰低");
  });

  it("leaves numbers, operators and unknown words alone", () => {
    expect(localizeExpression("4", cn)).toBe("4");
    expect(localizeExpression("(might+spirit)*2-1", en)).toBe("(Might+Spirit)*2-1");
    expect(localizeExpression("mighty maximum", en)).toBe("mighty maximum");
  });
});

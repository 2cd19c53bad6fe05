import { describe, expect, it } from "vitest";
import { isOptionalRuleShown, OPTIONAL_RULE_IDS } from "../src/core/optional-rules.ts";
import { LANGS, langString, readLang } from "./support/lang.ts";

describe("optional rule settings", () => {
  it("each have a name and a hint in every language", () => {
    expect(OPTIONAL_RULE_IDS.length).toBeGreaterThan(0);
    for (const lang of LANGS) {
      const tree = readLang(lang);
      for (const id of OPTIONAL_RULE_IDS) {
        for (const part of ["name", "hint"]) {
          expect(typeof langString(tree, `MESHAL.OptionalRule.${id}.${part}`), `${lang}: ${id}.${part}`).toBe("string");
        }
      }
    }
  });
});

describe("the optional-rules menu's words (issue 35)", () => {
  // The menu heads each group with its edition ("Seed rulebook — optional rules", "Newer edition — variants") and each
  // rule with its §: a name or hint repeating either disagreed with its group (a newer variant named "Optional rule").
  const prefixes = { en: { name: /^(Optional|Variant) rule/, hint: /^(§|Newer[ -]edition)/ }, cn: { name: /^(扩展|变体)规则/, hint: /^(§|新版)/ } };
  for (const lang of LANGS) {
    it(`names and hints carry no edition or section prefix of their own (${lang})`, () => {
      const tree = readLang(lang);
      for (const id of OPTIONAL_RULE_IDS) {
        expect(langString(tree, `MESHAL.OptionalRule.${id}.name`), `${lang} ${id}`).not.toMatch(prefixes[lang].name);
        expect(langString(tree, `MESHAL.OptionalRule.${id}.hint`), `${lang} ${id}`).not.toMatch(prefixes[lang].hint);
      }
      expect(langString(tree, "MESHAL.RulesMenu.edition.seed")).toBeTruthy();
      expect(langString(tree, "MESHAL.RulesMenu.edition.newer")).toBeTruthy();
    });
  }
});

describe("optional rules shown in the settings", () => {
  it("show every rule, the attack card's coup de grâce and beyond-range rules included", () => {
    expect(isOptionalRuleShown("coupDeGrace")).toBe(true);
    expect(isOptionalRuleShown("beyondRange")).toBe(true);
    for (const id of OPTIONAL_RULE_IDS) expect(isOptionalRuleShown(id), id).toBe(true);
  });
});

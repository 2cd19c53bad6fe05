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

describe("optional rules shown in the settings", () => {
  it("show every rule, the attack card's coup de grâce and beyond-range rules included", () => {
    expect(isOptionalRuleShown("coupDeGrace")).toBe(true);
    expect(isOptionalRuleShown("beyondRange")).toBe(true);
    for (const id of OPTIONAL_RULE_IDS) expect(isOptionalRuleShown(id), id).toBe(true);
  });
});

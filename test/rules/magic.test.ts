/** [OPT] Magic tags (§3.6): the magic methods and schools among an ability's styles, only with the rule on. */
import { describe, expect, it } from "vitest";
import { MAGIC_METHODS, MAGIC_SCHOOLS, isMagicStyle, magicTagsOf } from "../../src/rules/index.ts";

describe("magic tags", () => {
  it("every method and school is a magic style; weapon kinds and empty styles are not", () => {
    expect([...MAGIC_METHODS, ...MAGIC_SCHOOLS].every(isMagicStyle)).toBe(true);
    expect(["blade", "", "magic"].some(isMagicStyle)).toBe(false);
  });

  it("keeps the magic tags in their order with the rule on", () => {
    expect(magicTagsOf(["incantation", "blade", "primagic", "ritual"], true)).toEqual(["incantation", "primagic", "ritual"]);
    expect(magicTagsOf(["blade"], true)).toEqual([]);
  });

  it("shows none with the rule off, and none for an ability without styles", () => {
    expect(magicTagsOf(["incantation", "primagic"], false)).toEqual([]);
    expect(magicTagsOf(null, true)).toEqual([]);
    expect(magicTagsOf(undefined, true)).toEqual([]);
  });
});

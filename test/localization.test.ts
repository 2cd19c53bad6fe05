import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ACTOR_TYPES, ITEM_TYPES } from "../src/data/types.ts";
import { flattenLang, readLang } from "./support/lang.ts";
import { fromRoot, listFiles } from "./support/project.ts";

const languages = { en: flattenLang(readLang("en")), cn: flattenLang(readLang("cn")) };

/** Keys passed to localize/format in code, or to the localize helper in templates. */
function usedKeys(): { exact: Set<string>; literals: Set<string> } {
  const exact = new Set<string>();
  const literals = new Set<string>();
  for (const file of listFiles(fromRoot("src"), /\.ts$/)) {
    const code = readFileSync(file, "utf8");
    for (const m of code.matchAll(/\b(?:localize|format)\(\s*["'`]([A-Za-z0-9_.-]+)["'`]/g)) exact.add(m[1]!);
    for (const m of code.matchAll(/["'`]((?:MESHAL|TYPES)\.[A-Za-z0-9_.-]+)["'`]/g)) literals.add(m[1]!);
  }
  for (const file of listFiles(fromRoot("templates"), /\.hbs$/)) {
    const html = readFileSync(file, "utf8");
    for (const m of html.matchAll(/\blocalize\s+"([^"]+)"/g)) exact.add(m[1]!);
    for (const m of html.matchAll(/"((?:MESHAL|TYPES)\.[A-Za-z0-9_.-]+)"/g)) literals.add(m[1]!);
  }
  return { exact, literals };
}

describe("language files", () => {
  it("have the same keys in English and Chinese", () => {
    expect([...languages.cn.keys()].sort()).toEqual([...languages.en.keys()].sort());
  });

  it("have no empty strings", () => {
    for (const [lang, keys] of Object.entries(languages)) {
      for (const [key, text] of keys) expect(text.trim(), `${lang}: ${key}`).not.toBe("");
    }
  });

  it("name every Actor and Item type", () => {
    for (const keys of Object.values(languages)) {
      for (const type of ACTOR_TYPES) expect(keys.has(`TYPES.Actor.${type}`)).toBe(true);
      for (const type of ITEM_TYPES) expect(keys.has(`TYPES.Item.${type}`)).toBe(true);
    }
  });

  it("contain every key the code and templates use, in both languages", () => {
    const { exact, literals } = usedKeys();
    expect(exact.size + literals.size).toBeGreaterThan(0);
    for (const [lang, keys] of Object.entries(languages)) {
      const missing = [...exact].filter((k) => !keys.has(k));
      // A literal may be a whole key or a prefix (LOCALIZATION_PREFIXES, keys built from ids).
      const isKeyOrPrefix = (k: string) => keys.has(k) || [...keys.keys()].some((full) => full.startsWith(`${k.replace(/\.$/, "")}.`));
      missing.push(...[...literals].filter((k) => !isKeyOrPrefix(k)));
      expect(missing, `missing from lang/${lang}.json`).toEqual([]);
    }
  });
});

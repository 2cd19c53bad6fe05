/** The language files (lang/<lang>.json): reading them, looking up a dotted key and listing every key. */
import { fromRoot, readJson } from "./project.ts";

export type Lang = "en" | "cn";
export const LANGS: readonly Lang[] = ["en", "cn"];
export type LangTree = { [key: string]: string | LangTree };

/** The parsed `lang/<lang>.json`. */
export const readLang = (lang: Lang): LangTree => readJson<LangTree>(fromRoot("lang", `${lang}.json`));

/** The string at dotted `key`, or undefined when there is none (a missing key or a branch). */
export function langString(tree: LangTree, key: string): string | undefined {
  let node: string | LangTree | undefined = tree;
  for (const part of key.split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * `langString` for one tree as a function, each key looked up in the flattened tree (a sheet render localises
 * about a thousand keys; splitting each one at its dots cost more than the rest of a lookup).
 */
export function langLookup(tree: LangTree): (key: string) => string | undefined {
  const flat = flattenLang(tree);
  return (key) => flat.get(key);
}

/** Every string of the tree, keyed by its dotted path. */
export function flattenLang(tree: LangTree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(full, value);
    else for (const [k, v] of flattenLang(value, full)) out.set(k, v);
  }
  return out;
}

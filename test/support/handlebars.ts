/**
 * Real Handlebars with stand-ins for the Foundry helpers our templates use, for template tests.
 * `localize` reads lang/<lang>.json and, like Foundry's helper, formats `{name}` placeholders from
 * the hash; an unknown key renders as `!KEY!` so tests can spot it.
 */
import Handlebars from "handlebars";
import { readFileSync } from "node:fs";
import { fromRoot, readJson } from "./project.ts";

type Tree = { [key: string]: string | Tree };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** A Handlebars environment with Foundry-like helpers, localising from `lang/<lang>.json`. */
export function createHandlebars(lang: "en" | "cn" = "en"): typeof Handlebars {
  const strings = readJson<Tree>(fromRoot("lang", `${lang}.json`));
  const hb = Handlebars.create();
  hb.registerHelper("localize", (key: unknown, options: Handlebars.HelperOptions) => {
    const text = typeof key === "string" ? lookup(strings, key) : undefined;
    if (text === undefined) return `!${String(key)}!`;
    const hash = (options?.hash ?? {}) as Record<string, unknown>;
    return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in hash ? String(hash[name]) : m));
  });
  hb.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  return hb;
}

/** Compiles a template under `templates/` (strict: a missing context field throws). */
export function compileTemplate(relativePath: string, lang: "en" | "cn" = "en"): Handlebars.TemplateDelegate {
  const source = readFileSync(fromRoot("templates", relativePath), "utf8");
  return createHandlebars(lang).compile(source, { strict: true });
}

/**
 * Real Handlebars with stand-ins for the Foundry helpers our templates use, for template tests.
 * `localize` reads lang/<lang>.json and, like Foundry's helper, formats `{name}` placeholders from
 * the hash; an unknown key renders as `!KEY!` so tests can spot it.
 */
import Handlebars from "handlebars";
import { readFileSync } from "node:fs";
import { langString, readLang, type Lang } from "./lang.ts";
import { fromRoot } from "./project.ts";

/** A Handlebars environment with Foundry-like helpers, localising from `lang/<lang>.json`. */
export function createHandlebars(lang: Lang = "en"): typeof Handlebars {
  const strings = readLang(lang);
  const hb = Handlebars.create();
  hb.registerHelper("localize", (key: unknown, options: Handlebars.HelperOptions) => {
    const text = typeof key === "string" ? langString(strings, key) : undefined;
    if (text === undefined) return `!${String(key)}!`;
    const hash = (options?.hash ?? {}) as Record<string, unknown>;
    return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in hash ? String(hash[name]) : m));
  });
  hb.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  return hb;
}

/** Compiles a template under `templates/` (strict: a missing context field throws). */
export function compileTemplate(relativePath: string, lang: Lang = "en"): Handlebars.TemplateDelegate {
  const source = readFileSync(fromRoot("templates", relativePath), "utf8");
  return createHandlebars(lang).compile(source, { strict: true });
}

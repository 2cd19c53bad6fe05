/**
 * Real Handlebars with stand-ins for the Foundry helpers our templates use, for template tests.
 * `localize` reads lang/<lang>.json and, like Foundry's helper, formats `{name}` placeholders from
 * the hash; an unknown key renders as `!KEY!` so tests can spot it.
 */
import Handlebars from "handlebars";
import { readFileSync } from "node:fs";
import { SHEET_PARTIALS } from "../../src/sheets/base/templates.ts";
import { langLookup, readLang, type Lang } from "./lang.ts";
import { fromRoot } from "./project.ts";

/** A Handlebars environment with Foundry-like helpers, localising from `lang/<lang>.json`. */
export function createHandlebars(lang: Lang = "en"): typeof Handlebars {
  const lookup = langLookup(readLang(lang));
  const hb = Handlebars.create();
  hb.registerHelper("localize", (key: unknown, options: Handlebars.HelperOptions) => {
    const text = typeof key === "string" ? lookup(key) : undefined;
    if (text === undefined) return `!${String(key)}!`;
    // Most strings have no placeholder: nothing to format.
    if (!text.includes("{")) return text;
    const hash = (options?.hash ?? {}) as Record<string, unknown>;
    return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in hash ? String(hash[name]) : m));
  });
  hb.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  // Foundry's `checked`: the attribute when the value is truthy.
  hb.registerHelper("checked", (value: unknown) => (value ? "checked" : ""));
  return hb;
}

/** Compiles a template under `templates/` (strict: a missing context field throws), with the shared partials Foundry loads. */
export function compileTemplate(relativePath: string, lang: Lang = "en"): Handlebars.TemplateDelegate {
  const source = readFileSync(fromRoot("templates", relativePath), "utf8");
  const hb = createHandlebars(lang);
  hb.registerPartial("meshal.rules-link", readFileSync(fromRoot("templates", SHEET_PARTIALS["meshal.rules-link"]!), "utf8"));
  return hb.compile(source, { strict: true });
}

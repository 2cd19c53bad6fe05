/**
 * Handlebars for the preview: the test helpers' `localize` and `eq`, the sheets' partials, and stand-ins for Foundry's
 * `formGroup` / `formInput` that render plausible markup from a field-like object (`{name, label, choices, min, max}`).
 */
import { readFileSync } from "node:fs";
import type Handlebars from "handlebars";
import { SHEET_PARTIALS } from "../../src/sheets/base/templates.ts";
import { createHandlebars } from "../support/handlebars.ts";
import type { Lang } from "../support/lang.ts";
import { fromRoot } from "../support/project.ts";

type Field = { name?: string; fieldPath?: string; label?: string; choices?: Record<string, string>; min?: number; max?: number };
const esc = (v: unknown) => String(v ?? "").replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function input(hb: typeof Handlebars, field: Field, hash: Record<string, unknown>): string {
  const name = esc(hash.name ?? field.fieldPath ?? field.name ?? "");
  if (field.choices) {
    const opts = Object.entries(field.choices).map(([v, l]) => `<option value="${esc(v)}"${v === hash.value ? " selected" : ""}>${esc(l)}</option>`);
    return `<select name="${name}">${opts.join("")}</select>`;
  }
  if (typeof hash.value === "number") return `<input type="number" name="${name}" value="${hash.value}" min="${field.min ?? ""}" max="${field.max ?? ""}">`;
  if (typeof hash.value === "boolean") return `<input type="checkbox" name="${name}"${hash.value ? " checked" : ""}>`;
  void hb;
  return `<input type="text" name="${name}" value="${esc(hash.value)}">`;
}

/** A Handlebars environment that renders the sheets' templates as Foundry would (strict: missing data throws). */
export function previewHandlebars(lang: Lang): typeof Handlebars {
  const hb = createHandlebars(lang);
  for (const [name, path] of Object.entries(SHEET_PARTIALS)) {
    hb.registerPartial(name, hb.compile(readFileSync(fromRoot("templates", path), "utf8"), { strict: true }));
  }
  hb.registerHelper("formInput", (field: Field, options: Handlebars.HelperOptions) => new hb.SafeString(input(hb, field, options.hash)));
  hb.registerHelper("formGroup", (field: Field, options: Handlebars.HelperOptions) => {
    const label = esc(options.hash.label ?? field.label ?? field.name ?? "");
    return new hb.SafeString(`<div class="form-group"><label>${label}</label><div class="form-fields">${input(hb, field, options.hash)}</div></div>`);
  });
  return hb;
}

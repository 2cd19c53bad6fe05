/**
 * Template paths of the sheets (pure, so the preview and the template tests use the same list). Partials are
 * registered under their short name (`{{> "meshal.effects"}}`).
 */
export const SYSTEM_PATH = "systems/meshal-lite/";

/** A template path under the system folder. */
export const templatePath = (relative: string): string => `${SYSTEM_PATH}templates/${relative}`;

/** Partials every sheet may use: name → path relative to templates/. */
export const SHEET_PARTIALS: Record<string, string> = {
  "meshal.mode-toggle": "shared/mode-toggle.hbs",
  "meshal.effects": "shared/effects.hbs",
  "meshal.item-row": "shared/item-row.hbs",
  "meshal.attack-button": "shared/attack-button.hbs",
  "meshal.field": "shared/field.hbs",
  "meshal.rules-link": "shared/rules-link.hbs",
};

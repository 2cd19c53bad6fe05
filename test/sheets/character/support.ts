/** Prepared fixture characters for the character-sheet view tests. */
import type * as A from "../../fixtures/data-actors.ts";
import type { FixtureItem } from "../../fixtures/data-items.ts";
import { preparePlainCharacter } from "../../../src/sheets/character/prepare-plain.ts";
import type { SheetCharacter } from "../../../src/sheets/character/view-types.ts";

/** Prepares a fixture actor (optionally with its stored system or items changed first). */
export function prepared(
  make: () => A.FixtureActor,
  patch: (a: A.FixtureActor) => void = () => {},
): SheetCharacter {
  const a = make();
  patch(a);
  return preparePlainCharacter({ name: "Test", system: a.system, items: a.items as FixtureItem[] });
}

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

/** Number of top-level elements in an HTML fragment (a small tag scanner; comments and text are skipped). */
export function rootElements(html: string): number {
  const clean = html.replace(/<!--[\s\S]*?-->/g, "");
  let depth = 0;
  let roots = 0;
  for (const m of clean.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g)) {
    const [, closing, tag, selfClosing] = m;
    if (closing) depth--;
    else {
      if (depth === 0) roots++;
      if (!selfClosing && !VOID.has(tag!.toLowerCase())) depth++;
    }
  }
  if (depth !== 0) throw new Error(`unbalanced tags (depth ${depth})`);
  return roots;
}

import { readFileSync } from "node:fs";
import { SHEET_PARTIALS } from "../../../src/sheets/base/templates.ts";
import { createHandlebars } from "../../support/handlebars.ts";
import { fromRoot } from "../../support/project.ts";
import type { Lang } from "../../support/lang.ts";

/** Compiles a template (strict) with the sheets' shared partials registered, as Foundry loads them. */
export function compileSheetTemplate(relativePath: string, lang: Lang = "en") {
  const hb = createHandlebars(lang);
  for (const [name, path] of Object.entries(SHEET_PARTIALS)) {
    try {
      hb.registerPartial(name, readFileSync(fromRoot("templates", path), "utf8"));
    } catch {
      // A partial the sheets list but that does not exist yet is simply not registered.
    }
  }
  return hb.compile(readFileSync(fromRoot("templates", relativePath), "utf8"), { strict: true });
}

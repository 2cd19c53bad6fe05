/** Every `data-action` the character sheet's templates use is declared by the sheet, and every declared one is used. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CHARACTER_SHEET_ACTIONS } from "../../../src/sheets/character/actions.ts";
import { SHEET_PARTIALS } from "../../../src/sheets/base/templates.ts";
import { fromRoot, listFiles } from "../../support/project.ts";

/** Actions ApplicationV2 itself handles. */
const CORE_ACTIONS = new Set(["tab"]);

function actionsIn(source: string): string[] {
  return [...source.matchAll(/data-action="([^"{}]+)"/g)].map((m) => m[1]!);
}

describe("character sheet actions", () => {
  const own = listFiles(fromRoot("templates", "actor", "character"), /\.hbs$/);
  const partials = ["meshal.mode-toggle", "meshal.effects"].map((p) => fromRoot("templates", SHEET_PARTIALS[p]!));
  const used = new Set([...own, ...partials].flatMap((f) => actionsIn(readFileSync(f, "utf8"))));
  const declared = new Set<string>(CHARACTER_SHEET_ACTIONS);

  it("uses only declared actions", () => {
    expect([...used].filter((a) => !declared.has(a) && !CORE_ACTIONS.has(a))).toEqual([]);
  });

  it("uses every declared action", () => {
    expect([...declared].filter((a) => !used.has(a))).toEqual([]);
  });

  it("never builds an action name at render time", () => {
    for (const f of own) expect(readFileSync(f, "utf8")).not.toMatch(/data-action="[^"]*\{\{/);
  });
});

/**
 * Every `data-action` in a sheet's templates (parts and the partials they use) names an action its class declares,
 * and every declared action is used by some template of that sheet. Also: each part renders exactly one root element.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SHEET_PARTIALS } from "../../src/sheets/base/templates.ts";
import { SHEET_TABLE } from "../../src/sheets/sheet-table.ts";
import { fromRoot } from "../support/project.ts";
import "../preview/all-pages.ts";
import { previewedSheets } from "../preview/pages.ts";

const read = (rel: string) => readFileSync(fromRoot("templates", rel), "utf8");

/** Template files of a sheet: its parts plus every partial they reach. */
function templatesOf(parts: Record<string, string>): string[] {
  const seen = new Set<string>();
  const queue = Object.values(parts);
  while (queue.length) {
    const rel = queue.pop()!;
    if (seen.has(rel)) continue;
    seen.add(rel);
    for (const m of read(rel).matchAll(/\{\{>\s*"([^"]+)"/g)) {
      const partial = SHEET_PARTIALS[m[1]!];
      if (!partial) throw new Error(`${rel} uses unknown partial ${m[1]}`);
      queue.push(partial);
    }
  }
  return [...seen];
}

/** Action names in `data-action="…"` values; Handlebars blocks inside the value are stripped, so both branches count. */
export function actionsIn(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(/data-action="((?:[^"{]|\{\{[^}]*\}\})*)"/g)) {
    out.push(...m[1]!.replace(/\{\{[^}]*\}\}/g, " ").split(/\s+/).filter(Boolean));
  }
  return out;
}

describe("sheet actions and templates", () => {
  it("reads actions from plain and conditional attributes", () => {
    expect(actionsIn('<a data-action="roll"></a><b data-action="{{#if x}}useItem{{else}}editItem{{/if}}">')).toEqual(["roll", "useItem", "editItem"]);
  });

  for (const [id, row] of Object.entries(SHEET_TABLE)) {
    it(`${id}: every template action is declared, and every declared action is used`, () => {
      const used = new Set(templatesOf(row.parts).flatMap((t) => actionsIn(read(t))));
      const declared = new Set(row.actions);
      expect([...used].filter((a) => !declared.has(a)), "used but not declared").toEqual([]);
      expect([...declared].filter((a) => !used.has(a)), "declared but never used").toEqual([]);
    });

    it(`${id}: each part template has exactly one root element`, () => {
      for (const rel of Object.values(row.parts)) {
        const body = read(rel).replace(/\{\{!--[\s\S]*?--\}\}/g, "").replace(/\{\{![^}]*\}\}/g, "").trim();
        const roots = body.match(/^<([a-z-]+)[\s>]/);
        expect(roots, rel).not.toBeNull();
        expect(body.endsWith(`</${roots![1]}>`), `${rel} ends with its root's closing tag`).toBe(true);
        const tag = roots![1]!;
        const opens = (body.match(new RegExp(`<${tag}[\\s>]`, "g")) ?? []).length;
        const closes = (body.match(new RegExp(`</${tag}>`, "g")) ?? []).length;
        expect(opens, rel).toBe(closes);
      }
    });
  }

  it("the preview renders every sheet", () => {
    expect(previewedSheets().sort()).toEqual(Object.keys(SHEET_TABLE).sort());
  });
});

/**
 * One way down: no file in src/ imports from a layer above its own. The order is the one docs/architecture.md writes;
 * type-only imports count, dynamic `import()` too.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importSpecifiers } from "../support/imports.ts";
import { fromRoot, listFiles } from "../support/project.ts";

const srcDir = fromRoot("src");

/** Lowest first; a file may import from its own layer and any earlier one. */
const LAYERS = ["rules", "core", "data", "chat", "dice", "documents", "actions", "combat", "sheets", "entry"] as const;
type Layer = (typeof LAYERS)[number];

const FOLDER_LAYERS: Record<string, Layer> = {
  rules: "rules", core: "core", data: "data", chat: "chat", dice: "dice", documents: "documents", actions: "actions",
  combat: "combat", sheets: "sheets", quench: "entry", compat: "entry", migrations: "entry",
};
const ENTRY_FILES = new Set(["meshal.ts", "api.ts", "library.ts", "config.ts", "types.d.ts"]);

/** The layer of a file under src/, or null when the file sits nowhere the order names. */
export function layerOf(file: string): Layer | null {
  const parts = path.relative(srcDir, file).split(path.sep);
  if (parts.length === 1) return ENTRY_FILES.has(parts[0]!) ? "entry" : null;
  return FOLDER_LAYERS[parts[0]!] ?? null;
}

interface UpwardImport { file: string; target: string; from: Layer; to: Layer }

/** The imports of `file` (inside src/) that reach a layer above its own. */
function upwardImports(file: string): UpwardImport[] {
  const from = layerOf(file);
  if (!from) return [];
  const found: UpwardImport[] = [];
  for (const spec of importSpecifiers(readFileSync(file, "utf8"))) {
    if (!spec.startsWith(".")) continue;
    const target = path.resolve(path.dirname(file), spec);
    if (!target.startsWith(srcDir + path.sep)) continue;
    const to = layerOf(target);
    if (to && LAYERS.indexOf(to) > LAYERS.indexOf(from)) found.push({ file, target, from, to });
  }
  return found;
}

const sources = listFiles(srcDir, /\.ts$/);
const rel = (file: string): string => path.relative(fromRoot(), file);

describe("layers", () => {
  it("the order is the one docs/architecture.md writes", () => {
    const doc = readFileSync(fromRoot("docs", "architecture.md"), "utf8");
    expect(doc).toContain(LAYERS.join(" → "));
  });

  it("every file in src/ belongs to a layer", () => {
    expect(sources.filter((file) => layerOf(file) === null).map(rel)).toEqual([]);
  });

  it("no file imports from a layer above its own", () => {
    const upward = sources.flatMap(upwardImports).map((u) => `${rel(u.file)} → ${rel(u.target)} (${u.from} → ${u.to})`);
    expect(upward, `${upward.length} upward imports:\n${upward.join("\n")}`).toEqual([]);
  });
});

describe("the import scanner", () => {
  it("sees static, type-only, re-exported, side-effect and dynamic imports", () => {
    const source = [
      'import { a } from "./a.ts";',
      'import type { B } from "../b.ts";',
      "import {",
      "  c,",
      '} from "./c.ts";',
      'export { d } from "./d.ts";',
      'export * from "./e.ts";',
      'import "./f.ts";',
      'const g = await import("./g.ts");',
      'type H = typeof import("./h.ts");',
      '// a comment saying from "./not.ts" is not an import',
    ].join("\n");
    expect(importSpecifiers(source)).toEqual(["./a.ts", "../b.ts", "./c.ts", "./d.ts", "./e.ts", "./f.ts", "./g.ts", "./h.ts"]);
  });

  it("maps files to layers by folder", () => {
    expect(layerOf(fromRoot("src", "rules", "dice.ts"))).toBe("rules");
    expect(layerOf(fromRoot("src", "sheets", "base", "hotbar.ts"))).toBe("sheets");
    expect(layerOf(fromRoot("src", "meshal.ts"))).toBe("entry");
    expect(layerOf(fromRoot("src", "migrations", "register.ts"))).toBe("entry");
    expect(layerOf(fromRoot("src", "stray.ts"))).toBeNull();
  });
});

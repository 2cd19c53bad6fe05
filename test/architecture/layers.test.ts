/**
 * One way down: no file in src/ imports from a layer above its own, and no files import each other in a circle, within
 * a layer too. The order is the one docs/architecture.md writes; type-only imports count, dynamic `import()` too.
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

/** The files under src/ that `file` imports, by relative specifier. */
function importedFiles(file: string): string[] {
  const targets = importSpecifiers(readFileSync(file, "utf8"))
    .filter((spec) => spec.startsWith("."))
    .map((spec) => path.resolve(path.dirname(file), spec))
    .filter((target) => target.startsWith(srcDir + path.sep));
  return [...new Set(targets)];
}

/**
 * The strongly connected components of a directed graph with more than one node, or one node that imports itself
 * (Tarjan's algorithm): each is a set of files every one of which reaches every other, i.e. an import cycle.
 */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

interface UpwardImport { file: string; target: string; from: Layer; to: Layer }

/** The imports of `file` (inside src/) that reach a layer above its own. */
function upwardImports(file: string): UpwardImport[] {
  const from = layerOf(file);
  if (!from) return [];
  const found: UpwardImport[] = [];
  for (const target of importedFiles(file)) {
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

  it("no files import each other in a circle", () => {
    const graph = new Map(sources.map((file) => [file, importedFiles(file)]));
    const cycles = importCycles(graph).map((cycle) => {
      const members = new Set(cycle);
      const edges = cycle.flatMap((file) => graph.get(file)!.filter((to) => members.has(to)).map((to) => `  ${rel(file)} → ${rel(to)}`));
      return `${cycle.length} files:\n${edges.join("\n")}`;
    });
    expect(cycles, `${cycles.length} import cycles:\n${cycles.join("\n")}`).toEqual([]);
  });
});

describe("the cycle finder", () => {
  const graphOf = (edges: Record<string, string[]>): Map<string, string[]> => new Map(Object.entries(edges));

  it("finds nothing in a graph that runs one way", () => {
    expect(importCycles(graphOf({ a: ["b", "c"], b: ["c"], c: [] }))).toEqual([]);
  });

  it("finds each circle once, with every file in it, and a file that imports itself", () => {
    const graph = graphOf({ a: ["b"], b: ["c"], c: ["a", "d"], d: ["e"], e: ["d"], f: ["f"], g: ["a"] });
    expect(importCycles(graph)).toEqual([["a", "b", "c"], ["d", "e"], ["f"]]);
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

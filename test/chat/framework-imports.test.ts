/**
 * The chat framework sits low (rules → core → data → chat): it imports only the rules core, the system-wide
 * utilities and the data layer, never a layer that owns card types (dice, documents, actions, combat, sheets) nor the
 * entry, so any of them may register cards with it. Type-only and dynamic imports count too.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fromRoot, listFiles } from "../support/project.ts";

const chatDir = fromRoot("src", "chat");
const ALLOWED = ["rules", "core", "data", "chat"].map((dir) => fromRoot("src", dir) + path.sep);

/** Every module specifier in `source`: `import … from`, `export … from`, `import("…")` and bare `import "…"`. */
function specifiersOf(source: string): string[] {
  return [...source.matchAll(/\bfrom\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']/gm)].map((m) => m[1] ?? m[2] ?? m[3]!);
}

/** The imports of `file` that leave the layers chat may use. */
function upwardImports(file: string): string[] {
  return specifiersOf(readFileSync(file, "utf8"))
    .filter((spec) => {
      const target = path.resolve(path.dirname(file), spec);
      return spec.startsWith(".") && !ALLOWED.some((dir) => target.startsWith(dir));
    })
    .map((spec) => `${path.relative(fromRoot(), file)} → ${spec}`);
}

describe("the chat framework's imports", () => {
  const files = listFiles(chatDir, /\.ts$/);

  it("holds the framework's modules", () => {
    expect(files.map((f) => path.basename(f))).toEqual(expect.arrayContaining(["card-type.ts", "card-registry.ts", "card-render.ts", "register.ts"]));
  });

  it.each(files.map((f) => [path.relative(chatDir, f), f]))("%s imports only rules, core, data and chat", (_name, file) => {
    expect(upwardImports(file)).toEqual([]);
  });

  it("the scanner sees each kind of import it must refuse", () => {
    const file = path.join(chatDir, "example.ts");
    const source = [
      'import type { X } from "../combat/x.ts";',
      'export { Y } from "../dice/y.ts";',
      'const z = await import("../documents/z.ts");',
      'import "../sheets/w.ts";',
      'import { ok } from "../core/settings.ts";',
    ].join("\n");
    const found = specifiersOf(source).filter((spec) => !ALLOWED.some((dir) => path.resolve(path.dirname(file), spec).startsWith(dir)));
    expect(found).toEqual(["../combat/x.ts", "../dice/y.ts", "../documents/z.ts", "../sheets/w.ts"]);
  });
});

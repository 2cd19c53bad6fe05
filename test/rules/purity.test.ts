/**
 * src/rules is pure: it imports nothing outside src/rules and touches no Foundry or browser globals.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fromRoot, listFiles } from "../support/project.ts";

const rulesDir = fromRoot("src", "rules");
const files = listFiles(rulesDir, /\.ts$/);
const FORBIDDEN_GLOBALS = ["game", "CONFIG", "Hooks", "foundry", "ui", "Roll", "Actor", "Item", "canvas", "document", "window"];

/** Source with comments and string/template literal contents removed, so only code is searched. */
function codeOnly(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, " ")
    .replace(/\/\/.*$/gm, " ")
    .replace(/`(?:\\.|[^`\\])*`/g, "``")
    .replace(/"(?:\\.|[^"\\\n])*"/g, '""')
    .replace(/'(?:\\.|[^'\\\n])*'/g, "''");
}

/** Identifier uses of `name` that are not property accesses or object keys. */
function globalUses(code: string, name: string): string[] {
  const re = new RegExp(`(?<![\\w$.])${name}(?![\\w$])(?!\\s*:(?!:))`, "g");
  return [...code.matchAll(re)].map((m) => code.slice(Math.max(0, m.index - 30), m.index + name.length + 30));
}

describe("rules purity", () => {
  it("finds the rules files", () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((f) => [path.relative(rulesDir, f), f]))("%s imports only from src/rules", (_name, file) => {
    const source = readFileSync(file, "utf8");
    const specifiers = [
      ...source.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s*["']([^"']+)["']/gm),
      ...source.matchAll(/^import\s*["']([^"']+)["']/gm),
      ...source.matchAll(/\bimport\s*\(\s*["']([^"']+)["']/g),
    ].map((m) => m[1]!);
    if (file.endsWith("index.ts")) expect(specifiers.length).toBeGreaterThan(10); // the scanner does see imports
    for (const spec of specifiers) {
      expect(spec, `${file} imports ${spec}`).toMatch(/^\.\//);
      const target = path.resolve(path.dirname(file), spec);
      expect(target.startsWith(rulesDir + path.sep), `${file} imports ${spec} from outside src/rules`).toBe(true);
    }
    expect(source).not.toMatch(/\brequire\s*\(/);
  });

  it.each(files.map((f) => [path.relative(rulesDir, f), f]))("%s uses no Foundry or browser globals", (_name, file) => {
    const code = codeOnly(readFileSync(file, "utf8"));
    for (const name of FORBIDDEN_GLOBALS) expect(globalUses(code, name), `${file} uses ${name}`).toEqual([]);
    expect(code).not.toMatch(/globalThis/);
  });

  it("the global check catches real uses and ignores properties and keys", () => {
    expect(globalUses("const x = game.settings.get();", "game")).toHaveLength(1);
    expect(globalUses("new Roll(f)", "Roll")).toHaveLength(1);
    expect(globalUses("a.document; const o = { ui: 1 };", "document")).toHaveLength(0);
    expect(globalUses("const o = { ui: 1 };", "ui")).toHaveLength(0);
    expect(codeOnly('const s = "game over"; // game\n/* canvas */')).not.toMatch(/game|canvas/);
  });
});

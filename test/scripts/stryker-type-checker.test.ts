/** The mutation runs' type checker (scripts/stryker-type-checker.mjs), on a small project of its own. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupByFile, MutantTypeCheck, mutatedText } from "../../scripts/stryker-type-checker.mjs";

const FILES: Record<string, string> = {
  "tsconfig.json": JSON.stringify({ compilerOptions: { strict: true, noEmit: true, target: "es2022", module: "esnext", moduleResolution: "bundler" }, include: ["*.ts"] }),
  // half's return type is inferred: a mutant in its body can change what halves.ts sees, without an error in half.ts.
  "half.ts": "export function half(n: number) {\n  return n / 2;\n}\n",
  "halves.ts": "import { half } from \"./half\";\nexport const quarter: number = half(half(1));\n",
  "twice.ts": "export function twice(n: number): number {\n  return n * 2;\n}\n",
};

/** A mutant replacing `from` on line `line` (from 0) of `file` by `replacement`. */
function mutant(id: string, dir: string, file: string, line: number, text: string, from: string, replacement: string) {
  const row = text.split("\n")[line] ?? "";
  const column = row.indexOf(from);
  if (column < 0) throw new Error(`${from} is not on line ${line} of ${file}`);
  return { id, fileName: path.join(dir, file), replacement, location: { start: { line, column }, end: { line, column: column + from.length } } };
}

describe("the mutation runs' type checker", () => {
  let dir = "";
  let checker: MutantTypeCheck;
  const at = (id: string, file: string, line: number, from: string, replacement: string) => mutant(id, dir, file, line, FILES[file] ?? "", from, replacement);

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "meshal-types-"));
    for (const [name, text] of Object.entries(FILES)) writeFileSync(path.join(dir, name), text);
    checker = new MutantTypeCheck(path.join(dir, "tsconfig.json"));
    expect(checker.init()).toEqual([]);
    // The first check of a project parses TypeScript's own lib files: seconds on a loaded machine, past the 10 s default.
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("passes a mutant that type-checks", () => {
    expect(checker.check([at("1", "half.ts", 1, "n / 2", "n * 2")])).toEqual(new Map());
  });

  it("fails a mutant with an error in its own file, and says where", () => {
    const failed = checker.check([at("2", "twice.ts", 1, "n * 2", "\"two\"")]);
    expect([...failed.keys()]).toEqual(["2"]);
    expect(failed.get("2")).toMatch(/twice\.ts\(2,\d+\): error TS2322/);
  });

  it("fails a mutant whose error is in a file that imports it, found through the changed declarations", () => {
    const failed = checker.check([at("3", "half.ts", 1, "n / 2", "String(n)")]);
    expect(failed.get("3")).toMatch(/halves\.ts\(2,\d+\): error/);
  });

  it("checks a group one file each, and blames no mutant for another's error", () => {
    const group = [at("4", "half.ts", 1, "n / 2", "String(n)"), at("5", "twice.ts", 1, "n * 2", "n + 2"), at("6", "halves.ts", 1, "half(1)", "half(2)")];
    const failed = checker.check(group);
    expect([...failed.keys()]).toEqual(["4"]);
  });

  it("puts every file back after a check: the unmutated project still type-checks", () => {
    checker.check([at("7", "twice.ts", 1, "n * 2", "\"two\"")]);
    expect(checker.check([at("8", "twice.ts", 1, "n * 2", "n * 3")])).toEqual(new Map());
  });

  it("refuses two mutants of one file in one group", () => {
    expect(() => checker.check([at("9", "twice.ts", 1, "n * 2", "n"), at("10", "twice.ts", 1, "n * 2", "2")])).toThrow(/same file/);
  });

  it("reports the project's own errors before any mutant", () => {
    const broken = mkdtempSync(path.join(tmpdir(), "meshal-types-"));
    try {
      writeFileSync(path.join(broken, "tsconfig.json"), FILES["tsconfig.json"] ?? "");
      writeFileSync(path.join(broken, "wrong.ts"), "export const n: number = \"one\";\n");
      const errors = new MutantTypeCheck(path.join(broken, "tsconfig.json")).init();
      expect(errors.map((e) => e.code)).toEqual([2322]);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});

describe("mutants in text and in groups", () => {
  it("replaces exactly the span a mutant's location gives, lines and columns from 0", () => {
    const m = { id: "1", fileName: "f.ts", replacement: "-", location: { start: { line: 1, column: 4 }, end: { line: 1, column: 5 } } };
    expect(mutatedText("a\nb = c + d;\n", { ...m, location: { start: { line: 1, column: 6 }, end: { line: 1, column: 7 } } })).toBe("a\nb = c - d;\n");
    expect(mutatedText("x\n\nyz", { ...m, replacement: "Q", location: { start: { line: 2, column: 1 }, end: { line: 2, column: 2 } } })).toBe("x\n\nyQ");
    expect(() => mutatedText("one line", { ...m, location: { start: { line: 3, column: 0 }, end: { line: 3, column: 1 } } })).toThrow(/past the last line/);
  });

  it("groups the k-th mutant of every file together, so no group holds two of one file", () => {
    const m = (id: string, fileName: string) => ({ id, fileName, replacement: "", location: { start: { line: 0, column: 0 }, end: { line: 0, column: 0 } } });
    expect(groupByFile([m("1", "a"), m("2", "a"), m("3", "b"), m("4", "a"), m("5", "c")])).toEqual([["1", "3", "5"], ["2"], ["4"]]);
    expect(groupByFile([])).toEqual([]);
  });
});

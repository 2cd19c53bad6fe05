/**
 * Every lazy chunk is loaded through `loadLazily` (src/core/lazy.ts): a chunk that fails to arrive then tells the user
 * why the click did nothing, instead of rejecting into the console. The test parses every file in src/ and fails on a
 * dynamic `import()` that is not written `loadLazily(() => import("…"))` (type positions, `typeof import("…")`, are
 * not imports and are left alone).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { fromRoot, listFiles } from "../support/project.ts";

/** Is `call` the body of an arrow without parameters that is the sole argument of `loadLazily(…)`? */
function wrappedInLoadLazily(call: ts.CallExpression): boolean {
  const arrow = call.parent;
  if (!ts.isArrowFunction(arrow) || arrow.body !== call || arrow.parameters.length > 0) return false;
  const outer = arrow.parent;
  return ts.isCallExpression(outer) && ts.isIdentifier(outer.expression) && outer.expression.text === "loadLazily"
    && outer.arguments.length === 1 && outer.arguments[0] === arrow;
}

/** The dynamic imports of `source` not wrapped in `loadLazily`, each as `line: text`. */
export function unwrappedImports(source: string, fileName = "x.ts"): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && !wrappedInLoadLazily(node)) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      found.push(`${line + 1}: ${node.getText(file)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const rel = (file: string): string => path.relative(fromRoot(), file);

describe("lazy chunks", () => {
  it("the scanner finds a bare or destructured dynamic import and accepts only loadLazily(() => import(…))", () => {
    const source = [
      'const a = await import("./a.ts");',
      'const { b } = await import("./b.ts");',
      'const c = () => import("./c.ts");',
      'void import("./d.ts").catch(() => null);',
      'const e = await loadLazily(() => import("./e.ts"));',
      'const f = () => loadLazily(() => import("./f.ts"));',
      'type G = typeof import("./g.ts");',
      'let h: import("./h.ts").H;',
      'const i = await other(() => import("./i.ts"));',
    ].join("\n");
    expect(unwrappedImports(source).map((line) => line.split(":")[0])).toEqual(["1", "2", "3", "4", "9"]);
  });

  it("every dynamic import in src/ goes through loadLazily", () => {
    const found = listFiles(fromRoot("src"), /\.ts$/)
      .filter((file) => !file.endsWith(".d.ts"))
      .flatMap((file) => unwrappedImports(readFileSync(file, "utf8"), file).map((line) => `${rel(file)}:${line}`));
    expect(found).toEqual([]);
  });
});

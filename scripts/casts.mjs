// Counts the type assertions in src/ (`x as T`, `<T>x`), `as const` left out, and says which carry a reason.
// Run `node scripts/casts.mjs` for the count and the list; test/architecture/casts.test.ts holds the budget.
// A chain such as `x as unknown as T` asserts one fact, so it counts once. Non-null assertions (`x!`) are not counted.
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { fromRoot, root } from "./project.mjs";

/** The marker a cast's reason starts with, on the cast's line or the line above: `// cast: <why>`. */
export const REASON = /\/[/*]\s*cast:\s*\S/;

/**
 * @typedef {object} Cast
 * @property {string} file path from the repository root
 * @property {number} line 1-based line of the `as` keyword (or of the `<T>` bracket)
 * @property {string} text the assertion as written, on one line
 * @property {boolean} reasoned whether a `// cast:` reason sits on that line or the line above
 */

/** @param {ts.Node} node */
const isCast = (node) => {
  if (ts.isTypeAssertionExpression(node)) return true;
  if (!ts.isAsExpression(node)) return false;
  return !(ts.isTypeReferenceNode(node.type) && node.type.typeName.getText() === "const");
};

/**
 * Every counted cast in one source text.
 * @param {string} file path shown in the result
 * @param {string} source the TypeScript source
 * @returns {Cast[]}
 */
export function castsIn(file, source) {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const lines = source.split("\n");
  /** @type {Cast[]} */
  const found = [];
  /** @param {ts.Node} node @param {boolean} insideChain */
  const visit = (node, insideChain) => {
    const cast = isCast(node);
    if (cast && !insideChain) {
      const at = ts.isAsExpression(node) ? node.expression.getEnd() : node.getStart(sf);
      const line = sf.getLineAndCharacterOfPosition(at).line;
      const reasoned = REASON.test(lines[line] ?? "") || REASON.test(lines[line - 1] ?? "");
      found.push({ file, line: line + 1, text: node.getText(sf).replace(/\s+/g, " "), reasoned });
    }
    node.forEachChild((child) => {
      const chained = cast && (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && child === node.expression;
      visit(child, chained && isCast(child));
    });
  };
  visit(sf, false);
  return found;
}

/** @param {string} dir @returns {string[]} */
function tsFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return tsFiles(full);
    return name.endsWith(".ts") ? [full] : [];
  });
}

/** Every counted cast in src/**\/*.ts. @returns {Cast[]} */
export function srcCasts() {
  return tsFiles(fromRoot("src")).flatMap((file) => castsIn(path.relative(root, file), readFileSync(file, "utf8")));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fromRoot("scripts", "casts.mjs")) {
  const casts = srcCasts();
  for (const c of casts) console.log(`${c.reasoned ? " " : "?"} ${c.file}:${c.line}  ${c.text.slice(0, 140)}`);
  console.log(`${casts.length} casts in src/ (${casts.filter((c) => !c.reasoned).length} without a "// cast:" reason)`);
}

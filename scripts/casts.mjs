// Counts the places in src/ where code tells the type checker a fact it does not check, and says which carry a reason:
//  - type assertions (`x as T`, `<T>x`), `as const` left out; a chain such as `x as unknown as T` asserts one fact,
//    so it counts once;
//  - non-null assertions (`x!`) and definite assignments (`let x!: T`, a field `x!: T`);
//  - uses of the helpers that launder a type (LAUNDERERS): each call asserts what the helper's signature claims.
// Run `node scripts/casts.mjs` for the count and the list; test/architecture/casts.test.ts holds the budget.
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { fromRoot, root } from "./project.mjs";

/** The marker a cast's reason starts with, on the cast's line or the line above: `// cast: <why>`. */
export const REASON = /\/[/*]\s*cast:\s*\S/;

/** @typedef {{file: string, name: string}} Launderer a helper, by the file that declares it (from the root) and its name */

/**
 * The helpers whose result the checker takes on trust: a call asserts what the signature says without checking it
 * (any plan as a document's source, a whole type from one of its members). `keysOf`, `entriesOf` and `recordOf`
 * (src/rules/guards.ts) were such helpers: the code now walks the known id lists instead (`perAttribute`, …).
 * @type {Launderer[]}
 */
export const LAUNDERERS = [
  // A planner's flat paths and plain sources handed to Foundry as the document's exact source type.
  { file: "src/core/document-writes.ts", name: "schemaChecked" },
  // Predicates that assert a whole document or class from one member.
  { file: "src/combat/actor-reads.ts", name: "namesActor" },
  { file: "src/combat/actor-reads.ts", name: "isTokenDocument" },
];

/** @typedef {"as" | "non-null" | "launderer"} CastKind */

/**
 * @typedef {object} Cast
 * @property {string} file path from the repository root
 * @property {number} line 1-based line of the `as` keyword, the `<T>` bracket, the `!`, or the launderer's name
 * @property {CastKind} kind a type assertion, a non-null assertion, or a use of a launderer
 * @property {string} text the assertion as written, on one line
 * @property {boolean} reasoned whether a `// cast:` reason sits on that line or the line above
 */

/** @param {ts.Node} node */
const isTypeAssertion = (node) => {
  if (ts.isTypeAssertionExpression(node)) return true;
  if (!ts.isAsExpression(node)) return false;
  return !(ts.isTypeReferenceNode(node.type) && node.type.typeName.getText() === "const");
};

/** @param {ts.Node} node a definite assignment: `let x!: T` or a class field `x!: T` */
const isDefiniteAssignment = (node) =>
  (ts.isVariableDeclaration(node) || ts.isPropertyDeclaration(node)) && node.exclamationToken !== undefined;

/** `key` of a launderer: its declaring file (from the root, `/`-separated) and name. */
const laundererKey = (/** @type {string} */ file, /** @type {string} */ name) => `${file.split(path.sep).join("/")}#${name}`;

/**
 * The names a file can call a launderer by: its own top-level functions and constants, and its value imports from
 * relative paths, each mapped to the launderer's key.
 * @param {string} file path from the repository root
 * @param {ts.SourceFile} sf
 * @param {readonly Launderer[]} launderers
 * @returns {Map<string, string>}
 */
function launderersInScope(file, sf, launderers) {
  const keys = new Set(launderers.map((l) => laundererKey(l.file, l.name)));
  /** @type {Map<string, string>} */
  const names = new Map();
  const dir = path.posix.dirname(file.split(path.sep).join("/"));
  /** @param {string} local @param {string} key */
  const add = (local, key) => { if (keys.has(key)) names.set(local, key); };
  for (const statement of sf.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) add(statement.name.text, laundererKey(file, statement.name.text));
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) add(d.name.text, laundererKey(file, d.name.text));
    }
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    const from = statement.moduleSpecifier.text;
    if (!from.startsWith(".") || !clause || clause.isTypeOnly || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) continue;
    const target = path.posix.normalize(path.posix.join(dir, from));
    for (const spec of clause.namedBindings.elements) {
      if (!spec.isTypeOnly) add(spec.name.text, laundererKey(target, (spec.propertyName ?? spec.name).text));
    }
  }
  return names;
}

/** @param {ts.Identifier} id whether the name is used as a value: called, or handed on (`list.filter(isX)`) */
const isCallOrArgument = (id) => {
  const parent = id.parent;
  return ts.isCallExpression(parent) && (parent.expression === id || parent.arguments.some((a) => a === id));
};

/**
 * Every counted cast in one source text.
 * @param {string} file path from the repository root (it resolves the file's imports of launderers)
 * @param {string} source the TypeScript source
 * @param {readonly Launderer[]} [laundering] the launderers to count (LAUNDERERS unless a test names its own)
 * @returns {Cast[]}
 */
export function castsIn(file, source, laundering = LAUNDERERS) {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const lines = source.split("\n");
  const launderers = launderersInScope(file, sf, laundering);
  /** @type {Cast[]} */
  const found = [];
  /** @param {CastKind} kind @param {number} at @param {ts.Node} node */
  const record = (kind, at, node) => {
    const line = sf.getLineAndCharacterOfPosition(at).line;
    const reasoned = REASON.test(lines[line] ?? "") || REASON.test(lines[line - 1] ?? "");
    found.push({ file, line: line + 1, kind, text: node.getText(sf).replace(/\s+/g, " "), reasoned });
  };
  /** @param {ts.Node} node @param {boolean} insideChain */
  const visit = (node, insideChain) => {
    const assertion = isTypeAssertion(node);
    if (assertion && !insideChain) record("as", ts.isAsExpression(node) ? node.expression.getEnd() : node.getStart(sf), node);
    if (ts.isNonNullExpression(node)) record("non-null", node.expression.getEnd(), node);
    if (isDefiniteAssignment(node)) record("non-null", node.getStart(sf), node);
    if (ts.isIdentifier(node) && launderers.has(node.text) && isCallOrArgument(node)) {
      record("launderer", node.getStart(sf), ts.isCallExpression(node.parent) && node.parent.expression === node ? node.parent : node);
    }
    node.forEachChild((child) => {
      const chained = assertion && (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && child === node.expression;
      visit(child, chained && isTypeAssertion(child));
    });
  };
  visit(sf, false);
  return found;
}

/**
 * Whether `source` declares `name` at its top level (a function, or a constant), so LAUNDERERS stays true.
 * @param {string} source @param {string} name
 */
export function declares(source, name) {
  const sf = ts.createSourceFile("x.ts", source, ts.ScriptTarget.Latest, true);
  return sf.statements.some((s) =>
    (ts.isFunctionDeclaration(s) && s.name?.text === name)
    || (ts.isVariableStatement(s) && s.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name)));
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
  for (const c of casts) console.log(`${c.reasoned ? " " : "?"} ${c.kind.padEnd(9)} ${c.file}:${c.line}  ${c.text.slice(0, 140)}`);
  /** @param {CastKind} kind */
  const count = (kind) => casts.filter((c) => c.kind === kind).length;
  console.log(`${casts.length} casts in src/: ${count("as")} type assertions, ${count("non-null")} non-null assertions, `
    + `${count("launderer")} launderer uses (${casts.filter((c) => !c.reasoned).length} without a "// cast:" reason)`);
}

/**
 * Dice-count formula grammar (§0, §2.2) — tokenizer, parser and exact evaluator.
 *
 *   expr   := term (("+" | "-") term)*
 *   term   := unary (("*" | "/") unary)*
 *   unary  := "-" unary | atom
 *   atom   := integer | might | energy | spirit | ("max" | "min") "(" expr ("," expr)* ")" | "(" expr ")"
 *
 * Also accepted: the spec notation "a/b take-higher" / "a/b take-lower" (→ max/min), "×", "÷" and "−",
 * a trailing 🎲 / 🅟 (points) or 🎲+ / 🅽 (face sum), any amount of whitespace, and the rulebook's Chinese words
 * (强壮/活力/精神, optionally followed by 骰; 孰高/孰低; full-width brackets, comma and operators).
 * Values are exact fractions; only callers truncate.
 */
import { isOneOf } from "./guards.ts";
import { ATTRIBUTE_IDS, type AttributeDice, type AttributeId, type RollMode } from "./types.ts";

/** A parsed formula node. */
export type FormulaNode =
  | { kind: "num"; value: number }
  | { kind: "attr"; id: AttributeId }
  | { kind: "neg"; arg: FormulaNode }
  | { kind: "bin"; op: "+" | "-" | "*" | "/"; left: FormulaNode; right: FormulaNode }
  | { kind: "call"; fn: "max" | "min"; args: FormulaNode[] };

/** An exact rational number n/d in lowest terms, with d > 0 (max/min compare by cross-multiplying). */
export interface Fraction {
  n: number;
  d: number;
}

/** Dice used for a void attribute that must be rolled on its own (§2.2 [N]). */
export const VOID_DICE = 3;

const MAX_FORMULA_LENGTH = 500;

function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

function frac(n: number, d = 1): Fraction {
  // Stryker disable next-line EqualityOperator: d is never 0 (a / 0 throws first; other denominators are products ≥ 1)
  if (d < 0) [n, d] = [-n, -d];
  const g = gcd(n, d);
  return { n: n / g, d: d / g };
}

/** The rulebook's Chinese words and full-width signs, as the formula grammar spells them. */
const CHINESE_ALIASES: readonly (readonly [RegExp, string])[] = [
  [/强壮骰?/g, "might"],
  [/活力骰?/g, "energy"],
  [/精神骰?/g, "spirit"],
  [/孰高/g, " take-higher"],
  [/孰低/g, " take-lower"],
  [/（/g, "("],
  [/）/g, ")"],
  [/，/g, ","],
  [/＋/g, "+"],
  [/－/g, "-"],
  [/／/g, "/"],
];

/** Strips whitespace and the roll-mode suffix, rewrites take-higher/lower and typographic operators. */
export function normalizeFormula(text: string): { body: string; mode: RollMode } {
  if (typeof text !== "string") throw new RangeError(`dice formula must be a string, got ${typeof text}`);
  if (text.length > MAX_FORMULA_LENGTH) {
    throw new RangeError(`dice formula is longer than ${MAX_FORMULA_LENGTH} characters`);
  }
  let body = CHINESE_ALIASES.reduce((t, [pattern, word]) => t.replace(pattern, word), text)
    .trim().toLowerCase().replace(/×/g, "*").replace(/÷/g, "/").replace(/−/g, "-");
  let mode: RollMode = "points";
  const suffix = /(🎲\+|🅽|🎲|🅟)$/u.exec(body);
  if (suffix) {
    mode = suffix[1] === "🎲+" || suffix[1] === "🅽" ? "faceSum" : "points";
    body = body.slice(0, suffix.index);
  }
  body = body.replace(/([a-z]+(?:\s*\/\s*[a-z]+)+)\s*take[-\s](higher|lower)/g, (_m, list: string, which: string) => {
    return `${which === "higher" ? "max" : "min"}(${list.split("/").join(",")})`;
  });
  return { body: body.replace(/\s/g, ""), mode };
}

/** Parses a normalized formula body into a node tree; throws RangeError with the offending position. */
export function parseFormulaBody(body: string, original: string): FormulaNode {
  const multiplyOps = ["*", "/"] as const;
  const addOps = ["+", "-"] as const;
  let pos = 0;
  const fail = (why: string): never => {
    throw new RangeError(`bad dice formula "${original}": ${why} at position ${pos}`);
  };
  const peek = (): string => body[pos] ?? "";
  const expect = (ch: string): void => {
    if (peek() !== ch) fail(`expected "${ch}"`);
    pos++;
  };

  const parseAtom = (): FormulaNode => {
    const ch = peek();
    if (ch === "(") {
      pos++;
      const inner = parseExpr();
      expect(")");
      return inner;
    }
    const digits = /^\d+/.exec(body.slice(pos));
    if (digits) {
      pos += digits[0].length;
      const value = Number(digits[0]);
      if (!Number.isSafeInteger(value)) fail("number too large");
      return { kind: "num", value };
    }
    const word = /^[a-z]+/.exec(body.slice(pos));
    if (!word) return fail(ch ? `unexpected "${ch}"` : "unexpected end");
    const name = word[0];
    pos += name.length;
    if (isOneOf(ATTRIBUTE_IDS, name)) return { kind: "attr", id: name };
    if (name === "max" || name === "min") {
      expect("(");
      const args = [parseExpr()];
      while (peek() === ",") {
        pos++;
        args.push(parseExpr());
      }
      expect(")");
      return { kind: "call", fn: name, args };
    }
    pos -= name.length;
    return fail(`unknown name "${name}"`);
  };

  const parseUnary = (): FormulaNode => {
    if (peek() === "-") {
      pos++;
      return { kind: "neg", arg: parseUnary() };
    }
    return parseAtom();
  };

  const parseTerm = (): FormulaNode => {
    let left = parseUnary();
    for (let op = peek(); isOneOf(multiplyOps, op); op = peek()) {
      pos++;
      left = { kind: "bin", op, left, right: parseUnary() };
    }
    return left;
  };

  function parseExpr(): FormulaNode {
    let left = parseTerm();
    for (let op = peek(); isOneOf(addOps, op); op = peek()) {
      pos++;
      left = { kind: "bin", op, left, right: parseTerm() };
    }
    return left;
  }

  if (body.length === 0) fail("empty formula");
  const tree = parseExpr();
  if (pos < body.length) fail(`unexpected "${peek()}"`);
  return tree;
}

/** Parses formula text into a node tree plus its roll mode. Throws RangeError on bad text. */
export function parseFormula(text: string): { tree: FormulaNode; mode: RollMode } {
  const { body, mode } = normalizeFormula(text);
  return { tree: parseFormulaBody(body, text), mode };
}

/**
 * Exact value of a node tree. Attributes read current dice; a void attribute (null) alone counts as 3,
 * inside max/min it is dropped (if every argument is void the call gives 3). Division by zero throws RangeError.
 */
export function evaluateNode(node: FormulaNode, dice: AttributeDice): Fraction {
  switch (node.kind) {
    case "num":
      return frac(node.value);
    case "attr": {
      const v = readDice(dice, node.id);
      return frac(v ?? VOID_DICE);
    }
    case "neg": {
      const a = evaluateNode(node.arg, dice);
      return frac(-a.n, a.d);
    }
    case "bin":
      return combine(node.op, evaluateNode(node.left, dice), evaluateNode(node.right, dice));
    case "call": {
      const live = node.args.filter(
        (arg) => !(arg.kind === "attr" && readDice(dice, arg.id) === null),
      );
      if (live.length === 0) return frac(VOID_DICE);
      const values = live.map((arg) => evaluateNode(arg, dice));
      const pick = node.fn === "max" ? 1 : -1;
      return values.reduce((best, v) => (pick * (v.n * best.d - best.n * v.d) > 0 ? v : best));
    }
  }
}

function combine(op: "+" | "-" | "*" | "/", a: Fraction, b: Fraction): Fraction {
  switch (op) {
    case "+":
      return frac(a.n * b.d + b.n * a.d, a.d * b.d);
    case "-":
      return frac(a.n * b.d - b.n * a.d, a.d * b.d);
    case "*":
      return frac(a.n * b.n, a.d * b.d);
    case "/":
      if (b.n === 0) throw new RangeError("dice formula divides by zero");
      return frac(a.n * b.d, a.d * b.n);
  }
}

/** Reads one attribute's current dice; throws RangeError unless it is null or an integer. */
export function readDice(dice: AttributeDice, id: AttributeId): number | null {
  const v = dice[id];
  if (v === null) return null;
  if (!Number.isInteger(v)) {
    throw new RangeError(`attribute dice "${id}" must be an integer or null, got ${String(v)}`);
  }
  return v;
}

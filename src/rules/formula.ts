/**
 * Dice-count formulas (§0, §2.2, §3.2, §4.3): parse, format and evaluate, and turn them into a number of dice.
 * Grammar and exact evaluation live in formula-ast.ts; this file is the public face.
 */
import {
  ATTRIBUTE_IDS,
  DEFENSE_ATTRIBUTE,
  DEFENSE_KINDS,
  ROLL_MODES,
  type AttributeDice,
  type DefenseKind,
  type DiceExpression,
  type RollMode,
} from "./types.ts";
import { evaluateNode, parseFormula, readDice, VOID_DICE, type FormulaNode } from "./formula-ast.ts";
import { minimumDice } from "./dice.ts";
import { isOneOf } from "./guards.ts";
import { assertFinite, assertIntegerAtLeast } from "./validate.ts";

/** Roll modifiers for `diceCount`: counts of advantages, disadvantages and a voluntary reduction (integers ≥ 0). */
export interface DiceModifiers {
  advantage?: number;
  disadvantage?: number;
  voluntary?: number;
  /** [VAR] Newer-edition dice: no one-die minimum (≤ 0 dice → the roll's result is 0). */
  newerDice?: boolean;
}

type PoolPart = Omit<DiceExpression, "mode">;

function fit(node: FormulaNode): PoolPart | null {
  switch (node.kind) {
    case "num":
      return { pools: [], combine: "max", divisor: 1, bonus: node.value };
    case "neg":
      return node.arg.kind === "num" ? { pools: [], combine: "max", divisor: 1, bonus: -node.arg.value } : null;
    case "attr":
      return { pools: [node.id], combine: "max", divisor: 1, bonus: 0 };
    case "call":
      if (!node.args.every((a): a is Extract<FormulaNode, { kind: "attr" }> => a.kind === "attr")) return null;
      return { pools: node.args.map((a) => a.id), combine: node.fn, divisor: 1, bonus: 0 };
    case "bin": {
      const left = fit(node.left);
      const right = fit(node.right);
      if (!left || !right) return null;
      const rightConst = right.pools.length === 0;
      if (node.op === "/") {
        const plain = left.pools.length > 0 && left.divisor === 1 && left.bonus === 0;
        return plain && rightConst && right.bonus > 0 ? { ...left, divisor: right.bonus } : null;
      }
      if (node.op === "+" || node.op === "-") {
        const sign = node.op === "+" ? 1 : -1;
        if (rightConst) return { ...left, bonus: left.bonus + sign * right.bonus };
        if (left.pools.length === 0 && node.op === "+") return { ...right, bonus: right.bonus + left.bonus };
        return null;
      }
      if (left.pools.length === 0 && rightConst) return { ...left, bonus: left.bonus * right.bonus };
      return null;
    }
  }
}

/**
 * Parses dice-count text into a structured DiceExpression: "might", "energy/2", "might+1", "might-1", "4", "4+3",
 * "max(might,spirit)", "min(energy,spirit)", "might/spirit take-higher", optionally followed by 🎲 (points) or
 * 🎲+ (face sum). Throws RangeError for text that does not parse or that needs the full grammar
 * (e.g. "energy/2+spirit/2" — use `evaluateDiceFormula` for those).
 */
export function parseDiceFormula(text: string): DiceExpression {
  const { tree, mode } = parseFormula(text);
  const part = fit(tree);
  if (!part) {
    throw new RangeError(
      `dice formula "${text}" cannot be stored as a dice expression (pools, one divisor, one bonus); evaluate it with evaluateDiceFormula`,
    );
  }
  return { ...part, mode };
}

/** Formats a DiceExpression as text that `parseDiceFormula` reads back to the same expression. */
export function formatDiceExpression(expr: DiceExpression): string {
  validateExpression("formatDiceExpression", expr);
  let text: string;
  if (expr.pools.length === 0) {
    text = String(expr.bonus);
  } else {
    const pools = expr.pools.join(",");
    text = expr.pools.length === 1 ? pools : `${expr.combine}(${pools})`;
    if (expr.divisor !== 1) text += `/${expr.divisor}`;
    if (expr.bonus > 0) text += `+${expr.bonus}`;
    if (expr.bonus < 0) text += `-${-expr.bonus}`;
  }
  return expr.mode === "faceSum" ? `${text}🎲+` : text;
}

/** How a formula's dice are read: its 🎲 / 🅟 (points, the default) or 🎲+ / 🅽 (face sum) mark. RangeError on bad text. */
export function formulaRollMode(formula: string): RollMode {
  return parseFormula(formula).mode;
}

/**
 * Exact value of a formula in the full grammar (integers, might|energy|spirit, + - * /, parentheses, max()/min()).
 * Attributes read CURRENT dice; void attributes (null) are dropped from max/min; a void attribute used alone counts
 * as 3. Not truncated. Throws RangeError on bad text, division by zero, or non-integer dice.
 */
export function evaluateDiceFormula(formula: string, dice: AttributeDice): number {
  const value = evaluateNode(parseFormula(formula).tree, dice);
  return value.n / value.d;
}

/**
 * Exact value of a structured expression: combine(pools) / divisor + bonus, void pools skipped (all void → 3).
 * No pools → bonus. Throws RangeError on a malformed expression.
 */
export function expressionValue(expr: DiceExpression, dice: AttributeDice): number {
  validateExpression("expressionValue", expr);
  if (expr.pools.length === 0) return expr.bonus;
  const live = expr.pools.map((id) => readDice(dice, id)).filter((v): v is number => v !== null);
  const pooled = live.length === 0 ? VOID_DICE : expr.combine === "max" ? Math.max(...live) : Math.min(...live);
  return pooled / expr.divisor + expr.bonus;
}

/**
 * Number of dice to roll (§2.2): max(1, trunc(value) + advantage − disadvantage − voluntary).
 * Modifiers must be integers ≥ 0 (RangeError otherwise). The one-die minimum applies after modifiers (§10.3 #12);
 * with `newerDice` there is no minimum and the count may be 0 (the roll then scores 0).
 */
export function diceCount(source: string | DiceExpression, dice: AttributeDice, mods: DiceModifiers = {}): number {
  const { advantage = 0, disadvantage = 0, voluntary = 0 } = mods;
  assertIntegerAtLeast("diceCount", "advantage", advantage, 0);
  assertIntegerAtLeast("diceCount", "disadvantage", disadvantage, 0);
  assertIntegerAtLeast("diceCount", "voluntary", voluntary, 0);
  const value = typeof source === "string" ? evaluateDiceFormula(source, dice) : expressionValue(source, dice);
  return Math.max(minimumDice(mods.newerDice === true), Math.trunc(value) + advantage - disadvantage - voluntary);
}

/**
 * Defense dice (§6.2): block → Might, dodge → Energy, resist → Spirit current dice; a void attribute rolls 3;
 * plus advantage − disadvantage − voluntary reduction (seed: any roller may roll fewer dice, §2.2), minimum 1
 * (0 with `newerDice`). Throws RangeError on an unknown kind or bad modifiers.
 */
export function defenseDiceCount(
  kind: DefenseKind,
  dice: AttributeDice,
  advantage = 0,
  disadvantage = 0,
  voluntary = 0,
  newerDice = false,
): number {
  if (!isOneOf(DEFENSE_KINDS, kind)) {
    throw new RangeError(`defenseDiceCount: unknown defense "${String(kind)}"`);
  }
  assertIntegerAtLeast("defenseDiceCount", "advantage", advantage, 0);
  assertIntegerAtLeast("defenseDiceCount", "disadvantage", disadvantage, 0);
  assertIntegerAtLeast("defenseDiceCount", "voluntary", voluntary, 0);
  const own = readDice(dice, DEFENSE_ATTRIBUTE[kind]) ?? VOID_DICE;
  return Math.max(minimumDice(newerDice), own + advantage - disadvantage - voluntary);
}

function validateExpression(fn: string, expr: DiceExpression): void {
  for (const id of expr.pools) {
    if (!isOneOf(ATTRIBUTE_IDS, id)) throw new RangeError(`${fn}: unknown attribute "${id}"`);
  }
  if (expr.combine !== "max" && expr.combine !== "min") throw new RangeError(`${fn}: combine must be max or min`);
  if (!isOneOf(ROLL_MODES, expr.mode)) throw new RangeError(`${fn}: unknown roll mode`);
  assertIntegerAtLeast(fn, "divisor", expr.divisor, 1);
  assertFinite(fn, "bonus", expr.bonus);
  if (!Number.isInteger(expr.bonus)) throw new RangeError(`${fn}: bonus must be an integer, got ${expr.bonus}`);
}

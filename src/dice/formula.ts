/**
 * Building Foundry roll formulas from Meshal dice expressions (docs/rules.md §0, §2.2).
 * Every count comes from the rules core (`diceCount`); this module only turns it into text
 * such as `4d6p` (points) or `4d6` (face sum). Pure: no Foundry globals.
 */
import { assertRollableCount, diceCount, formatDiceExpression, formulaRollMode, parseDiceFormula } from "../rules/index.ts";
import type { AttributeDice, DiceExpression, RollMode } from "../rules/types.ts";
import { POINTS_MODIFIER } from "./points.ts";

/** Advantages, disadvantages and a voluntary reduction (all whole numbers ≥ 0). */
export interface RollModifiers {
  advantage?: number;
  disadvantage?: number;
  voluntary?: number;
  /** [VAR] Newer-edition dice (§10.2): no one-die minimum, 0 dice score 0. */
  newerDice?: boolean;
}

/** Everything needed to build and describe one roll. */
export interface RollPlan {
  /** Foundry formula, e.g. `4d6p`. */
  formula: string;
  diceCount: number;
  mode: RollMode;
  /** The structured expression, or `null` for text only the full grammar reads. */
  expression: DiceExpression | null;
  /** The expression in the rules notation without a mode mark, e.g. `might+1`. */
  expressionText: string;
}

/** Accepts an expression object, a formula text (`energy/2`, `4+3🎲+`) or a bare attribute id. */
export function toExpression(source: string | DiceExpression): DiceExpression {
  return typeof source === "string" ? parseDiceFormula(source) : source;
}

/** Foundry formula for `count` dice read in `mode`: `3d6p` for points, `3d6` for a face sum. */
export function formulaForCount(count: number, mode: RollMode): string {
  return `${count}d6${mode === "points" ? POINTS_MODIFIER : ""}`;
}

/** Clamps a modifier input to a whole number ≥ 0 (blank or junk → 0). */
export function wholeAtLeastZero(value: unknown): number {
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0;
}

function cleanModifiers(mods: RollModifiers): Required<RollModifiers> {
  return {
    advantage: wholeAtLeastZero(mods.advantage),
    disadvantage: wholeAtLeastZero(mods.disadvantage),
    voluntary: wholeAtLeastZero(mods.voluntary),
    newerDice: mods.newerDice === true,
  };
}

/**
 * Plans a roll: dice count = max(1, trunc(value) + adv − dis − voluntary) from the rules core (minimum 0 with
 * `newerDice`: a 0-dice roll is `0d6p`, which scores 0),
 * then the formula. `mode` overrides the expression's own mode (e.g. initiative is always a face sum).
 * Text outside the structured form (`energy/2+spirit/2`) still rolls; its `expression` is then `null`.
 * Throws RangeError for a formula that does not parse or needs more than `MAX_ROLL_DICE` dice.
 */
export function planRoll(source: string | DiceExpression, dice: AttributeDice, mods: RollModifiers = {}, mode?: RollMode): RollPlan {
  let expression: DiceExpression | null = null;
  try {
    expression = toExpression(source);
  } catch (err) {
    if (typeof source !== "string") throw err;
  }
  const count = diceCount(expression ?? source, dice, cleanModifiers(mods));
  assertRollableCount(count);
  const text = typeof source === "string" ? source : "";
  const rollMode = mode ?? expression?.mode ?? formulaRollMode(text);
  return {
    formula: formulaForCount(count, rollMode),
    diceCount: count,
    mode: rollMode,
    expression: expression ? { ...expression, mode: rollMode } : null,
    expressionText: expression ? formatDiceExpression({ ...expression, mode: "points" }) : text.trim(),
  };
}

/** Shorthand for the formula alone: `formulaFor(might+1, {might: 3…}, {})` → `"4d6p"`. */
export function formulaFor(source: string | DiceExpression, dice: AttributeDice, mods: RollModifiers = {}, mode?: RollMode): string {
  return planRoll(source, dice, mods, mode).formula;
}

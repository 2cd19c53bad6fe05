/**
 * Sane bounds of derived totals. Stored values and Active Effects may hold any number (an effect of +10,000,000, a
 * NaN from a bad formula); the derivation clamps what it produces to these, so a rest, a check or a card can never be
 * asked to roll or show more than the game can use. Dice are bounded by the one dice cap.
 */
import { MAX_ROLL_DICE } from "./dice.ts";

/** Largest magnitude of each derived figure. */
export const DERIVED_BOUNDS = {
  /** An attribute's total dice (and so current dice, rest dice and formula values read from them). */
  attributeDice: MAX_ROLL_DICE,
  protection: 999,
  mobility: 99,
  speed: 9999,
  range: 99999,
} as const;

/**
 * `value` as an integer clamped to `min`…`max` (±Infinity → the bound). NaN stays NaN: it is a broken input, not a
 * large one, and the rules' own checks report it (derivation then keeps the stored values).
 */
export function clampInt(value: number, min: number, max: number): number {
  // NaN passes through Math.max and Math.min unchanged.
  return Math.min(max, Math.max(min, Number.isFinite(value) ? Math.trunc(value) : value));
}

/** `value` clamped to ±`limit`. */
export function bounded(value: number, limit: number): number {
  return clampInt(value, -limit, limit);
}

/**
 * Attribute inputs clamped so that base (trained + feature changes) and total (base + temporary) stay within
 * ±`DERIVED_BOUNDS.attributeDice`; `lost` is only kept from being negative or beyond any total.
 */
export function boundedAttributeInput(trained: number, featureMod: number, tempMod: number, lost: number) {
  const cap = DERIVED_BOUNDS.attributeDice;
  const t = clampInt(trained, 0, cap);
  const f = clampInt(featureMod, -cap, cap - t);
  const t2 = clampInt(tempMod, -cap, cap - Math.max(0, t + f));
  return { trained: t, featureMod: f, tempMod: t2, lost: clampInt(lost, 0, 2 * cap) };
}

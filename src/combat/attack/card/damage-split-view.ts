/**
 * The damage split dialog's content (§6.3): one row per listed attribute that can lose dice, with its dice now and
 * the suggested share filled in, and the check of what the user typed (whole dice, none above an attribute's
 * dice, adding up to exactly the dice the damage removes). Pure.
 */
import { damageToRemove, suggestedDamageSplit, type AttributeDice, type AttributeId } from "../../../rules/index.ts";
import type { DamageAllocation } from "../gm/attack-request.ts";

/** One attribute of the split. */
export interface SplitRow {
  id: AttributeId;
  labelKey: string;
  /** Its dice now: the most it can lose. */
  max: number;
  /** The share filled in (the suggested split, as the card's Apply button offers it). */
  value: number;
}

/** The dialog's template context. */
export interface SplitView {
  damage: number;
  /** Dice the split must remove in all. */
  required: number;
  /** Dice the filled-in shares remove. */
  assigned: number;
  rows: SplitRow[];
}

/** The split to ask for: `damage` among `targets` with the defender's current `dice`. */
export function splitView(damage: number, targets: readonly AttributeId[], dice: AttributeDice): SplitView {
  const defaults = suggestedDamageSplit(damage, targets, dice);
  const rows: SplitRow[] = [];
  for (const id of new Set(targets)) {
    const max = dice[id];
    // Stryker disable next-line ConditionalExpression: `null <= 0` holds too, so this test only narrows the type
    if (max === null) continue;
    if (max <= 0) continue;
    rows.push({ id, labelKey: `MESHAL.Attribute.${id}`, max, value: defaults[id] ?? 0 });
  }
  return { damage, required: damageToRemove(damage, targets, dice), assigned: rows.reduce((n, r) => n + r.value, 0), rows };
}

/**
 * Is the split of `damage` among `targets` a choice (§6.3: the defender's)? Only when two or more listed attributes
 * have dice and the dice to remove are fewer than all they have: with one attribute with dice, or every listed die
 * going, exactly one split is possible and nobody chooses.
 */
export function splitChoiceLeft(damage: number, targets: readonly AttributeId[], dice: AttributeDice): boolean {
  const live = [...new Set(targets)].filter((id) => (dice[id] ?? 0) > 0);
  if (live.length < 2) return false;
  const required = damageToRemove(damage, targets, dice);
  return required > 0 && required < live.reduce((n, id) => n + (dice[id] ?? 0), 0);
}

/** What the user typed, checked: the split when every share is valid and they add up to the damage. */
export interface SplitReading {
  /** Sum of the valid shares. */
  assigned: number;
  /** Rows whose share is not a whole number from 0 to the attribute's dice. */
  invalid: AttributeId[];
  /** The split, or null while it does not fit. */
  allocation: DamageAllocation | null;
}

/** Reads the typed shares (`values` by attribute id, as the inputs hold them). */
export function readSplit(view: SplitView, values: Partial<Record<AttributeId, string>>): SplitReading {
  const allocation: DamageAllocation = {};
  const invalid: AttributeId[] = [];
  let assigned = 0;
  for (const row of view.rows) {
    // Stryker disable next-line StringLiteral: a missing share reads as invalid whatever text stands in for it
    const text = (values[row.id] ?? "").trim();
    // Digits only, so `n` is NaN or a whole number of at least 0.
    const n = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
    if (!Number.isInteger(n) || n > row.max) {
      invalid.push(row.id);
      continue;
    }
    allocation[row.id] = n;
    assigned += n;
  }
  return { assigned, invalid, allocation: invalid.length === 0 && assigned === view.required ? allocation : null };
}

/**
 * Potential and strength bookkeeping (§3.5, §3.6 intensify/renounce).
 * Storage: total potential granted plus a log of spending; strength is derived.
 */
import { assertFinite } from "./validate.ts";

/** Starting potential of a new character (§3.5). */
export const STARTING_POTENTIAL = 36;

/** One entry of the spending log. `spend` also covers intensifying; `renounce` removes strength, no refund. */
export interface PotentialLogEntry {
  kind: "spend" | "renounce";
  amount: number;
}

/** Derived potential state. */
export interface PotentialSummary {
  /** Potential spent and still standing (strength, §3.5). */
  strength: number;
  /** Unspent potential. */
  unspent: number;
  /** "strength/unspent", e.g. "15/21". */
  display: string;
  /** True if the log spends more than was granted (unspent < 0). */
  overspent: boolean;
}

/**
 * Sums a potential log: each spend moves potential into strength; a renounce deducts from strength only
 * (never refunded, §3.6). Amounts must be finite and ≥ 0 (RangeError otherwise). Never throws on overspending —
 * it reports `overspent` so a sheet can warn.
 */
export function potentialSummary(granted: number, log: readonly PotentialLogEntry[]): PotentialSummary {
  assertFinite("potentialSummary", "granted", granted);
  let strength = 0;
  let unspent = granted;
  for (const entry of log) {
    assertFinite("potentialSummary", "amount", entry.amount);
    if (entry.amount < 0) throw new RangeError(`potentialSummary: amount must be ≥ 0, got ${entry.amount}`);
    const kind = entry.kind;
    if (kind === "spend") {
      strength += entry.amount;
      unspent -= entry.amount;
    } else if (kind === "renounce") {
      strength -= entry.amount;
    } else {
      throw new RangeError(`potentialSummary: unknown log entry kind "${String(kind)}"`);
    }
  }
  return { strength, unspent, display: formatStrength(strength, unspent), overspent: unspent < 0 };
}

/** "strength/unspent" (§3.5). */
export function formatStrength(strength: number, unspent: number): string {
  return `${strength}/${unspent}`;
}

/** Can `cost` be paid from `unspent`? Throws RangeError on a negative or non-finite cost. */
export function canSpend(unspent: number, cost: number): boolean {
  assertFinite("canSpend", "unspent", unspent);
  assertFinite("canSpend", "cost", cost);
  if (cost < 0) throw new RangeError(`canSpend: cost must be ≥ 0, got ${cost}`);
  return cost <= unspent;
}

/**
 * Strength removed by renouncing an ability (§3.6): level × 3 (0 if gifted, seed) plus all intensifications.
 * Not refunded to unspent potential.
 */
export function renounceAmount(levelCost: number, intensifications: readonly number[] = []): number {
  assertFinite("renounceAmount", "levelCost", levelCost);
  let sum = levelCost;
  for (const x of intensifications) {
    assertFinite("renounceAmount", "intensification", x);
    sum += x;
  }
  return sum;
}

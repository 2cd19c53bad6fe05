/**
 * Optional life-and-death rules (§7.2) and replenishment (§7.4).
 */
import { isRecord } from "./guards.ts";
import { SIZE_LEVELS, type Size } from "./size.ts";
import { ATTRIBUTE_IDS, type AttributeId } from "./types.ts";
import { assertIntegerAtLeast } from "./validate.ts";

/**
 * [OPT] Natural death: once aged, each day roll all current attribute dice for points against difficulty = years
 * since becoming aged; the creature dies unless points > difficulty.
 */
export function survivesNaturalDeath(points: number, yearsAged: number): boolean {
  assertIntegerAtLeast("survivesNaturalDeath", "points", points, 0);
  assertIntegerAtLeast("survivesNaturalDeath", "yearsAged", yearsAged, 0);
  return points > yearsAged;
}

/** [OPT] Coup de grâce: a declared attack that hits an unconscious creature kills it. */
export function coupDeGraceKills(hit: boolean, targetUnconscious: boolean, ruleEnabled: boolean): boolean {
  return ruleEnabled && hit && targetUnconscious;
}

/** [N] Daily portions of food and of drink by size (tiny counts as small, bigger than large as large), sleep hours. */
export function dailySupply(size: Size): { food: number; drink: number; sleepHours: number } {
  const level = SIZE_LEVELS[size];
  if (level === undefined) throw new RangeError(`dailySupply: unknown size "${String(size)}"`);
  const portions = level <= 2 ? 1 : level === 3 ? 2 : 4;
  return { food: portions, drink: portions, sleepHours: 6 };
}

/** What a day supplied. */
export interface DaySupply {
  ate: boolean;
  drank: boolean;
  slept: boolean;
}

/** Is `value` what a day supplied (each of eating, drinking and sleeping true or false)? */
export function isDaySupply(value: unknown): value is DaySupply {
  return isRecord(value) && typeof value.ate === "boolean" && typeof value.drank === "boolean" && typeof value.slept === "boolean";
}

/**
 * [N] Dice lost at the start of the next day for a day without enough supply: no food → 1 Might (hunger),
 * no drink → 1 Energy (thirst), no sleep → 1 Spirit (exhaustion). Track these apart from damage.
 */
export function replenishmentLoss(day: DaySupply): Record<AttributeId, number> {
  return { might: day.ate ? 0 : 1, energy: day.drank ? 0 : 1, spirit: day.slept ? 0 : 1 };
}

/**
 * A rest is a full rest only if it restored every die and, with replenishment on, included a meal, a drink and a
 * sleep (unless a feature waives it) (§7.3–7.4).
 */
export function isFullRest(allDiceRestored: boolean, replenishment: boolean, rest: DaySupply, waived = false): boolean {
  if (!allDiceRestored) return false;
  if (!replenishment || waived) return true;
  return rest.ate && rest.drank && rest.slept;
}

/** [N] Each full rest returns 1 die lost to each replenishment cause; returns the remaining losses. */
export function afterFullRestReplenishment(losses: Record<AttributeId, number>): Record<AttributeId, number> {
  const out = { ...losses };
  for (const id of ATTRIBUTE_IDS) {
    assertIntegerAtLeast("afterFullRestReplenishment", id, out[id], 0);
    out[id] = Math.max(0, out[id] - 1);
  }
  return out;
}

/** [N] Woken by Moment mode or a shock: disadvantages on all rolls until Moment mode ends (also loses first turn). */
export const WAKING_DISADVANTAGE = 2;

/** [OPT] Search: 1⚡ (seed) or, with the newer-edition variant, 3⚡ against the difficulty table (§9.2, §10.2). */
export function searchCost(search3: boolean): number {
  return search3 ? 3 : 1;
}

/** [OPT] Carrying a creature on the back or setting it down: a 3⚡ tactic (§5.5). */
export const CARRY_CREATURE_COST = 3;

/** [OPT] Age stages (§3.7, §7.2). */
export const AGE_STAGES = ["juvenile", "adult", "aged"] as const;
export type AgeStage = (typeof AGE_STAGES)[number];

/**
 * [OPT] The dice a natural-death attempt rolls: all current attribute dice (a void attribute has none to roll; at
 * least 1 die, as any roll).
 */
export function naturalDeathDice(dice: Readonly<Record<AttributeId, number | null>>): number {
  let sum = 0;
  for (const id of ATTRIBUTE_IDS) {
    const n = dice[id];
    if (n === null) continue;
    assertIntegerAtLeast("naturalDeathDice", id, n, 0);
    sum += n;
  }
  return Math.max(1, sum);
}

/** [OPT] Is a daily natural-death attempt due: the age rule on, the creature aged and not already dead? */
export function naturalDeathDue(ageRule: boolean, stage: string, dead: boolean): boolean {
  return ageRule && stage === "aged" && !dead;
}

/**
 * Defense choices on one target line (§6.2): which of block, dodge and resist may be used against this hit, with
 * the dice each rolls, its ⚡ cost and the exact chance that it reduces the hit to nothing. Pure.
 */
import {
  DEFENSE_ATTRIBUTE, DEFENSE_KINDS, chanceToSucceed, defenseBlocker, effectiveProtection, poolSize,
  type AttackType, type AttributeDice, type DefenderProfile, type DefenseKind,
} from "../../rules/index.ts";
import { VOID_DICE } from "../../rules/formula-ast.ts";

/** ⚡ a defense costs (§6.2: a 1⚡ reaction). */
export const DEFENSE_COST = 1;

/** Why a defense button is not offered. */
export type DefenseBlock = "notAllowed" | "unconscious" | "noMobility" | "unperceived" | "blindSector";

/** One defense as offered on the card. */
export interface DefenseOption {
  kind: DefenseKind;
  dice: number;
  cost: number;
  /** Exact probability that the defense roll brings the hit to ≤ 0 (0–1). */
  chance: number;
}

/** What the defender brings to the choice. */
export interface DefenderState extends DefenderProfile {
  /** Current dice (null = void, rolls 3). */
  dice: AttributeDice;
  /** Advantages and disadvantages per defense (e.g. the best block weapon's modifier). */
  modifiers?: Partial<Record<DefenseKind, { advantage?: number; disadvantage?: number }>>;
  mobility: number;
  unconscious: boolean;
  attackerPerceived?: boolean;
  fromBehindOrAbove?: boolean;
  /** The name of the defender's counter-attack ability (Dirty Fighting, counter.ts); absent = none. */
  counter?: string;
  /** An attackable object (§8.2, object-target.ts): it never defends; absent = a creature. */
  object?: boolean;
}

/** The attack as the defender sees it: the roll of this hit and what the attack says. */
export interface HitView {
  roll: number;
  types: readonly AttackType[];
  penetration: number;
  /** Allowed defenses; empty = undefendable. */
  allowed: readonly DefenseKind[];
  /** The card's newer-edition dice rule (§10.2): a defense may be 0 dice. */
  newerDice?: boolean;
}

/** The choices of one hit: `needed` false when the hit already does nothing (0 roll, immunity, protection). */
export interface DefenseChoices {
  needed: boolean;
  /** Roll left after protection (what the defense must match); 0 when not needed. */
  toStop: number;
  options: DefenseOption[];
  /** Defenses the attack allows but the defender cannot use now, with the reason. */
  blocked: { kind: DefenseKind; reason: DefenseBlock }[];
}

/** The defender as a target line meets it: [OPT] facing (§9.5), a line attacked from a blind side offers no defense. */
export function facingDefender(line: { fromBehind?: boolean }, defender: DefenderState): DefenderState {
  return line.fromBehind ? { ...defender, fromBehindOrAbove: true } : defender;
}

/** Dice a defense rolls (§6.2): the attribute's current dice (void → 3) with advantages, at least 1 (0 with `newerDice`). */
export function defenseDice(kind: DefenseKind, defender: Pick<DefenderState, "dice" | "modifiers">, newerDice = false): number {
  const base = defender.dice[DEFENSE_ATTRIBUTE[kind]] ?? VOID_DICE;
  const mod = defender.modifiers?.[kind];
  return poolSize(base, mod?.advantage ?? 0, mod?.disadvantage ?? 0, newerDice);
}

/** Probability that `dice` dice score at least `toStop` points (a defense that reduces the hit to nothing). */
export function chanceToStop(dice: number, toStop: number): number {
  return toStop <= 0 ? 1 : chanceToSucceed(dice, toStop - 1);
}

/** The defenses the defender may choose against one hit, in the rules' order (block, dodge, resist). */
export function defenseChoices(hit: HitView, defender: DefenderState): DefenseChoices {
  // Stryker disable next-line StringLiteral: with "" the roll is 0 here, and 0 − "" is 0: the same toStop 0
  const protection = hit.roll === 0 ? "immune" : effectiveProtection(defender, hit.types, hit.penetration);
  const toStop = protection === "immune" ? 0 : hit.roll - protection;
  if (toStop <= 0) return { needed: false, toStop: 0, options: [], blocked: [] };
  // §8.2: an object does not block, dodge or resist; the hit is taken as rolled.
  if (defender.object) return { needed: true, toStop, options: [], blocked: [] };
  const options: DefenseOption[] = [];
  const blocked: DefenseChoices["blocked"] = [];
  for (const kind of DEFENSE_KINDS) {
    if (!hit.allowed.includes(kind)) continue;
    const reason = defenseBlocker({
      allowed: hit.allowed, kind, unconscious: defender.unconscious, mobility: defender.mobility,
      attackerPerceived: defender.attackerPerceived, fromBehindOrAbove: defender.fromBehindOrAbove,
    });
    if (reason) {
      blocked.push({ kind, reason });
      continue;
    }
    const dice = defenseDice(kind, defender, hit.newerDice === true);
    options.push({ kind, dice, cost: DEFENSE_COST, chance: chanceToStop(dice, toStop) });
  }
  return { needed: true, toStop, options, blocked };
}

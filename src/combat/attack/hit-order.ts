/**
 * Hits in order (§6.3: each hit of a multi-hit attack is rolled, reduced, defended and applied separately): the
 * defender that hit k of a target line meets is the defender after the damage of the line's earlier hits. The card
 * still applies the line's damage in one write (Apply), so this is a projection: the damage each decided earlier hit
 * does (the same resolver Apply uses) taken from the defender's current dice. Pure.
 */
import { ATTRIBUTE_IDS, consciousness, countPoints, damageToRemove, defaultDamageSplit, resolveHit, type AttributeDice, type AttributeId, type DefenderProfile } from "../../rules/index.ts";
import { counterWaiting, extraOps, failedFrom, hitRoll, targetFaces, undefended, type AttackState, type AttackTarget } from "./attack-state.ts";
import { splitChoiceLeft } from "./card/damage-split-view.ts";
import { facingDefender, type DefenderState } from "./defense-options.ts";

/** The damage each hit of a line does as decided so far (null = not decided yet). */
export function hitDamages(state: AttackState, target: AttackTarget, defender: DefenderProfile): (number | null)[] {
  const attack = { types: state.types, penetration: state.penetration, extraDamage: extraOps(state.extra), allowedDefenses: state.allowed, mode: state.mode };
  const failed = failedFrom(target) ?? state.hits.length;
  return state.hits.map((_, i) => {
    const d = target.defenses[i];
    if (!d || counterWaiting(d)) return null;
    if (i >= failed) return 0;
    const kind = d.kind;
    const defense = undefended(kind) ? null : { kind, roll: countPoints(d.faces) };
    // As resolveTarget passes them: only an addDice op reads its hit's rolled faces (none rolled = no points).
    return resolveHit(hitRoll(state, targetFaces(state, target, i)), attack, defender, defense, [state.extraFaces[i] ?? []]).damage;
  });
}

/**
 * Dice after `damage` to `attributes` and whether the creature is unconscious then. When the split is one the
 * defender chooses (§6.3), the dice are left as they are (the split is not known before Apply) and it is unconscious
 * only if no split can keep every listed attribute above 0 — the defender would choose such a split.
 */
export function afterDamage(dice: AttributeDice, damage: number, attributes: readonly AttributeId[]): { dice: AttributeDice; unconscious: boolean } {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a short-cut — no damage splits into nothing
  if (damage <= 0) return { dice, unconscious: consciousness(dice) !== "conscious" };
  if (!splitChoiceLeft(damage, attributes, dice)) {
    const split = defaultDamageSplit(damage, attributes, dice);
    const after = { ...dice };
    for (const id of ATTRIBUTE_IDS) {
      const share = split[id];
      if (share !== undefined) after[id] = (after[id] ?? 0) - share;
    }
    return { dice: after, unconscious: consciousness(after) !== "conscious" };
  }
  const live = [...new Set(attributes)].filter((id) => (dice[id] ?? 0) > 0);
  const spare = live.reduce((n, id) => n + (dice[id] ?? 0) - 1, 0);
  return { dice, unconscious: consciousness(dice) !== "conscious" || damageToRemove(damage, attributes, dice) > spare };
}

/** The defender hit `hit` meets, and the earlier hit (0-based) whose damage knocked it out (null = none did). */
export interface DefenderAtHit {
  defender: DefenderState;
  knockedOutBy: number | null;
}

/**
 * The defender at hit `hit` of a line: its current state after the damage of the line's earlier decided hits. An
 * undecided earlier hit counts as no damage (a defense waits for the earlier hits: `earlierOpen`). ⚡ is not
 * projected: a defense's ⚡ is written to the actor when it is chosen.
 */
export function defenderAtHit(state: AttackState, target: AttackTarget, hit: number, seen: DefenderState): DefenderAtHit {
  const defender = facingDefender(target, seen);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a short-cut — before hit 0 the loop adds nothing
  const firstHit = hit <= 0;
  if (firstHit || defender.unconscious) return { defender, knockedOutBy: null };
  const damages = hitDamages(state, target, defender);
  let total = 0;
  let knockedOutBy: number | null = null;
  let dice = defender.dice;
  for (let i = 0; i < hit; i++) {
    total += damages[i] ?? 0;
    const after = afterDamage(defender.dice, total, state.attributes);
    dice = after.dice;
    if (after.unconscious && knockedOutBy === null) knockedOutBy = i;
  }
  return { defender: { ...defender, dice, unconscious: knockedOutBy !== null }, knockedOutBy };
}

/**
 * The first earlier hit of the line still undecided (a defense or reaction on `hit` waits for it), or null. A hit
 * answered by a counter whose card has not resolved is still open: its outcome decides whether later hits exist.
 */
export function earlierOpen(target: AttackTarget, hit: number): number | null {
  const i = target.defenses.slice(0, hit).findIndex((d) => d === null || counterWaiting(d));
  return i < 0 ? null : i;
}

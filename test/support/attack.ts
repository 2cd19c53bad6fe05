/** Fixtures for attack-card requests: a card, a defender, a requester and a target actor (src/combat/attack-*.ts). */
import { newTarget, type AttackState } from "../../src/combat/attack/attack-state.ts";
import type { AttackOutcome, TargetActorNow } from "../../src/combat/attack/attack-decide.ts";
import type { Requester } from "../../src/combat/attack/gm/attack-request.ts";
import type { DefenderState } from "../../src/combat/attack/defense-options.ts";

export const line = (name: string, disadvantage = 0) => ({
  tokenUuid: `Scene.scene00000000001.Token.${name.padEnd(16, "0")}`, actorUuid: `Actor.${name}`, name, distance: 1, range: "inRange" as const, disadvantage,
});

/** Worked example A (docs/rules.md §6.4): 2 hits of 2 dice, physical, (block/dodge), to Might; one target "def". */
export function card(over: Partial<AttackState> = {}): AttackState {
  const state: AttackState = {
    attackerUuid: "Actor.att", attackerTokenUuid: "", attackerName: "Att", itemName: "Dagger", attackLabel: "", mode: "points", reach: null,
    types: ["physical"], penetration: 0, allowed: ["block", "dodge"], attributes: ["might"], extra: [], baseDice: 2, advantage: 0, disadvantage: 0,
    sources: [], dice: 2, cost: 1, hits: [[1, 2], [2, 4]], extraFaces: [], targets: [], ...over,
  };
  return over.targets ? state : { ...state, targets: [newTarget(line("def"), state.hits.length)] };
}

/** A conscious defender with 4 Might, 3 Energy, 3 Spirit, 1 physical protection and 3⚡. */
export function defender(over: Partial<DefenderState> = {}): DefenderState {
  return { protection: { physical: 1, erosion: 0, occult: 0 }, immune: [], dice: { might: 4, energy: 3, spirit: 3 }, modifiers: {}, mobility: 3, unconscious: false, ...over };
}

/** The target's actor now: 4/4 Might, 3/3 Energy, 3/3 Spirit unless changed. */
export function actorNow(over: Partial<TargetActorNow> = {}): TargetActorNow {
  return { pools: { might: { value: 4, total: 4 }, energy: { value: 3, total: 3 }, spirit: { value: 3, total: 3 } }, consciousness: "conscious", ...over };
}

export const owner: Requester = { isGM: false, ownsTarget: true, ownsAttacker: false };
export const attackerOwner: Requester = { isGM: false, ownsTarget: false, ownsAttacker: true };
export const stranger: Requester = { isGM: false, ownsTarget: false, ownsAttacker: false };
export const gm: Requester = { isGM: true, ownsTarget: false, ownsAttacker: false };

/** The state of an accepted outcome; throws with its reason key when refused. */
export function accepted(outcome: AttackOutcome): AttackState {
  if (!outcome.ok) throw new Error(outcome.reasonKey);
  return outcome.state;
}

/**
 * What the active GM's client reads and writes for an attack-card request (docs/queries.md, `meshal-lite.attack`):
 * documents behind UUIDs (never throwing), a target's defender and prepared data, the card's state through its schema,
 * and the guarded writes of an actor and a card. Foundry glue only; the decisions are pure (attack-decide.ts).
 */
import { SYSTEM_ID } from "../../../core/settings.ts";
import { actorCombatTurn } from "../../../documents/actor-turn.ts";
import { readCardState } from "../../../chat/card-schema.ts";
import { cardStateOf, type MessageLike } from "../../../chat/card-state.ts";
import { ATTACK_CARD } from "../attack-card.ts";
import { targetActorNow, type EffectView } from "./attack-effects.ts";
import type { TargetActorNow } from "../attack-decide.ts";
import { isActorType } from "../../../documents/type-guards.ts";
import { OBJECT_ACTOR_TYPE, objectDefender, type ObjectTargetView } from "../object-target.ts";
import type { AttackState } from "../attack-state.ts";
import { storedAttackState } from "../attack-stored.ts";
import { defenderStateOf } from "../defender-state.ts";
import { actorAt, defenderSourceOf } from "../../actor-reads.ts";
import { actorSystem, creatureOf } from "../../../documents/system-views.ts";
import { updateDocument } from "../../../core/document-writes.ts";
import type { DefenderState } from "../defense-options.ts";
import { actorMobilityOf, fightMobility } from "../../ledger/fight-ledger.ts";

export type TargetActor = Actor.Implementation;

/** The attack card's state kept by a message (valid against the card's schema), or null. */
export function readAttackState(message: MessageLike): AttackState | null {
  return cardStateOf(ATTACK_CARD, message);
}

export { actorAt, documentAt } from "../../actor-reads.ts";

/** A creature's prepared `system` as the pure planners read it; null for an object or any other actor. */
export function effectView(actor: TargetActor): EffectView | null {
  const creature = creatureOf(actor);
  if (!creature) return null;
  const view = actorSystem(creature);
  // During a fight the ⚡ a defense spends is the GM's fight ledger's (combat/ledger/), not what the owner wrote.
  return { attributes: view.attributes, mobility: fightMobility(actor, view.mobility), consciousness: view.consciousness };
}

/** The creature's stored revivals (0 when none, and for any other actor). */
export function revivalsOf(actor: TargetActor): number {
  const creature = creatureOf(actor);
  return creature ? actorSystem(creature).life.revivals : 0;
}

/** An attackable object's prepared data (§8.2), or null for a creature. */
export function objectViewOf(actor: TargetActor): ObjectTargetView | null {
  return isActorType(actor, OBJECT_ACTOR_TYPE) ? actor.system : null;
}

/**
 * The target's actor now as the GM's decision reads it: a creature's pools and life state, or an object's durability;
 * null for an actor of any other sub-type (nothing the attack can change).
 */
export function actorNowOf(actor: TargetActor): TargetActorNow | null {
  const object = objectViewOf(actor);
  if (object) return { pools: { might: null, energy: null, spirit: null }, consciousness: "conscious", durability: { ...object.durability } };
  const view = effectView(actor);
  return view ? targetActorNow(view) : null;
}

/** The target's defender as this client reads it now, or null. */
export function defenderOf(actor: TargetActor | null): DefenderState | null {
  const object = actor ? objectViewOf(actor) : null;
  if (object) return objectDefender(object);
  const source = defenderSourceOf(actor);
  if (!actor || !source) return null;
  const tracked = actorCombatTurn(actor).inCombat;
  const state = defenderStateOf(source, { mobilityTracked: tracked });
  const mobility = actorMobilityOf(actor);
  return tracked && mobility ? { ...state, mobility: fightMobility(actor, mobility).value } : state;
}

/** The defenders as this client reads them now, for settling (an unreadable UUID has none). */
export const lookupDefender = (uuid: string): DefenderState | null => defenderOf(actorAt(uuid));

/** The attack's death mark on an actor (undefined when unset). */
export function actorFlag(actor: TargetActor, key: "deathBy"): unknown {
  return actor.getFlag(SYSTEM_ID, key);
}

/** The update key of one of this system's flags. */
export const flagKey = (key: string): string => `flags.${SYSTEM_ID}.${key}`;

/** Writes an actor update; a cancelled update (resolving to undefined) is a failure. */
export async function writeActor(actor: TargetActor, update: Record<string, unknown>): Promise<void> {
  if (!Object.keys(update).length) return;
  if ((await actor.update(update)) === undefined) throw new Error(`${SYSTEM_ID} | the update of ${actor.uuid} was refused`);
}

export const validState = (state: AttackState): boolean => readCardState(ATTACK_CARD, state) !== null;

/** Writes the card's next state (checked against the card's schema first). */
export async function writeCard(message: ChatMessage.Implementation, state: AttackState): Promise<void> {
  if (!validState(state)) throw new Error(`${SYSTEM_ID} | attack card ${message.id ?? ""}: the next state does not fit the card`);
  if ((await updateDocument(message, { system: storedAttackState(state) })) === undefined) throw new Error(`${SYSTEM_ID} | the card update was refused`);
}

/** Rolls `dice` d6 with Foundry's dice; resolves to the roll and its faces. */
export async function rollDefense(dice: number): Promise<{ roll: Roll; faces: number[] }> {
  const roll = await new Roll(`${dice}d6`).evaluate();
  const faces = roll.dice.flatMap((d) => d.results.filter((r) => r.active !== false).map((r) => r.result));
  return { roll, faces };
}

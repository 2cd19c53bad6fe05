/**
 * One typed accessor per document type for `system`, shaped as the pure planners (./logic) read it. fvtt-types gives
 * `system` as a union with an empty base object and types schema choice fields as plain strings, so each accessor
 * narrows by `type` and, where a view needs a choice as its literal union, asserts it once here, never at a call site.
 */
import type { Consciousness } from "../rules/index.ts";
import type { EquipCandidate } from "./logic/equip.ts";
import type { GiftItem } from "./logic/lost-gifts.ts";
import type { PoolView } from "./logic/pools.ts";
import type { AbilityView, PotentialView } from "./logic/potential.ts";
import { isActorType, isItemType } from "./type-guards.ts";

/** The derived `system` of any actor as the pool planners read it (life state always derived). */
export type ActorView = PoolView & { consciousness: Consciousness; life: { dead: boolean; revivals: number } };

/** A character's derived `system`: pools plus potential. */
export type CharacterView = ActorView & PotentialView;

/** A creature's `system` (character or NPC) as the pool planners read it. */
export function actorSystem(actor: CreatureActor): ActorView {
  return actor.system;
}

/** A character's `system` with its potential, or null for any other actor. */
export function characterSystem(actor: Actor.Implementation): CharacterView | null {
  return isActorType(actor, "character") ? actor.system : null;
}

/** An ability item as the potential planners read it, or null for any other item. */
export function abilityView(item: Item.Implementation): AbilityView | null {
  return isItemType(item, "ability") ? { name: item.name, system: item.system } : null;
}

/** An owned item as the equip planner reads it. */
export function equipCandidate(item: Item.Implementation): EquipCandidate {
  return { id: item.id ?? "", type: item.type, system: item.system };
}

/** An item as the lost-gifts decision reads it. */
export function giftItem(item: Item.Implementation): GiftItem {
  return item;
}

/** A character or an NPC: a creature that fights, defends and spends ⚡, with its `system` typed. */
export type CreatureActor = (Actor.Implementation & Actor.OfType<"character">) | (Actor.Implementation & Actor.OfType<"npc">);

/** The actor as a creature (character or NPC), or null for an object, any other sub-type or no actor. */
export function creatureOf(actor: Actor.Implementation | null | undefined): CreatureActor | null {
  if (!actor) return null;
  return isActorType(actor, "character") || isActorType(actor, "npc") ? actor : null;
}

/**
 * What a defender brings to a defense choice (§6.2), read from an actor's prepared data: current dice, protection,
 * immunities, ⚡ left, consciousness, and the advantages or disadvantages its equipped items give each defense.
 * Pure: the card's view (on every reader's client) and the GM's request handler read a defender the same way.
 */
import { DEFENSE_ATTRIBUTE, DEFENSE_KINDS, perAttribute, type AttackType, type AttributeDice, type AttributeId, type Consciousness, type DefenseKind, type Protections } from "../../rules/index.ts";
import { rollModifiersFor, type ModifierItem } from "../../rules/roll-modifiers.ts";
import { isRecord } from "../../rules/guards.ts";
import { postureSource } from "../../actions/posture-source.ts";
import { DEFENSE_COST, type DefenderState } from "./defense-options.ts";
import { isCounterAbility } from "./start/borrowed-attack.ts";

/** The parts of a prepared actor this reads (its derived `system` and its items). */
export interface DefenderSource {
  system: {
    attributes: Record<AttributeId, { value: number; invalid?: boolean }>;
    protection: Protections;
    immune: readonly AttackType[];
    mobility: { value: number };
    consciousness: Consciousness;
  };
  items: Iterable<ModifierItem>;
}

/** An ability's stored identifier, or undefined. */
const identifierOf = (system: unknown): string | undefined => (isRecord(system) && typeof system.identifier === "string" ? system.identifier : undefined);

/** Current dice per attribute (null = void). */
export function currentDice(system: DefenderSource["system"]): AttributeDice {
  return perAttribute((id) => {
    const a = system.attributes[id];
    return a.invalid ? null : Math.max(0, Math.trunc(a.value));
  });
}

/**
 * The defender's state for `defenseChoices`. `mobilityTracked` false (the actor is not in a started fight): its ⚡
 * is not counted, so a defense is never refused for want of it.
 */
export function defenderStateOf(actor: DefenderSource, { mobilityTracked = true }: { mobilityTracked?: boolean } = {}): DefenderState {
  const items = [...actor.items, ...postureSource(actor)];
  const modifiers: Partial<Record<DefenseKind, { advantage: number; disadvantage: number }>> = {};
  for (const kind of DEFENSE_KINDS) {
    const r = rollModifiersFor(items, { roll: kind, pools: [DEFENSE_ATTRIBUTE[kind]] });
    if (r.advantage || r.disadvantage) modifiers[kind] = { advantage: r.advantage, disadvantage: r.disadvantage };
  }
  const system = actor.system;
  const counter = items.find((i) => i.type === "ability" && isCounterAbility(identifierOf(i.system)))?.name;
  return {
    ...(counter ? { counter } : {}),
    protection: { ...system.protection },
    immune: [...system.immune],
    dice: currentDice(system),
    modifiers,
    mobility: mobilityTracked ? Math.max(0, Math.trunc(system.mobility.value)) : Math.max(DEFENSE_COST, Math.trunc(system.mobility.value)),
    unconscious: system.consciousness !== "conscious",
  };
}

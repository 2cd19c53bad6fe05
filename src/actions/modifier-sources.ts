/**
 * The advantages and disadvantages the actor's equipped items grant for a roll (rules/roll-modifiers.ts), as the roll
 * dialog lists them: each source named, situational ones (with a condition) offered but not counted. Pure.
 */
import type { ModifierSource } from "../dice/dialog-context.ts";
import { rollModifiersFor, type ModifierItem, type RollModifierResult, type RollQuery } from "../rules/roll-modifiers.ts";
import type { AttributeId } from "../rules/index.ts";

/** Totals plus the named sources. */
export interface NamedModifiers {
  advantage: number;
  disadvantage: number;
  sources: ModifierSource[];
}

/** The dialog's source list of a rule result: applied ones first, then the situational ones. */
export function modifierSources(r: RollModifierResult): ModifierSource[] {
  return [
    ...r.applied.map((m) => ({ name: m.source, amount: m.modifier, applied: true, condition: "" })),
    ...r.situational.map((m) => ({ name: m.source, amount: m.modifier, applied: false, condition: m.condition })),
  ];
}

/** The named modifiers of any roll. */
export function namedModifiers(items: Iterable<ModifierItem>, query: RollQuery): NamedModifiers {
  const r = rollModifiersFor(items, query);
  return { advantage: r.advantage, disadvantage: r.disadvantage, sources: modifierSources(r) };
}

/** The named modifiers of a plain attribute roll. */
export const attributeModifiers = (items: Iterable<ModifierItem>, id: AttributeId): NamedModifiers =>
  namedModifiers(items, { roll: id, pools: [id] });

/** What an attack roll's modifiers depend on: the attack's pools and mode, and the attacking item's kinds. */
export interface AttackRollSubject {
  dice: { pools: readonly AttributeId[] };
  mode?: string;
}

/** The named modifiers of an attack roll with `attack` of an item of kinds `weaponKinds`. */
export const attackModifiers = (items: Iterable<ModifierItem>, attack: AttackRollSubject, weaponKinds: readonly string[]): NamedModifiers =>
  namedModifiers(items, { roll: "attack", pools: [...attack.dice.pools], mode: attack.mode ?? "", weaponKinds: [...weaponKinds] });

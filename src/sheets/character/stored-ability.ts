/**
 * An ability's stored `system` read as the potential planners (documents/logic/potential.ts) see it (pure). The sheet
 * reads items, dropped data and fixtures as untyped records; each field is checked here and a missing or malformed
 * one takes the ability schema's default, so the planners get exactly their shape without an assertion.
 */
import { ATTRIBUTE_OR_NONE } from "../../data/choices.ts";
import type { AbilityView } from "../../documents/logic/potential.ts";
import { isOneOf, isRecord, numberOr, recordAt, stringOr } from "../../rules/guards.ts";
import { ABILITY_TYPES } from "../../rules/index.ts";

const numberOrNull = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);

/** An ability's `system` as the planners read it. */
export function abilitySystemOf(system: unknown): AbilityView["system"] {
  const s = isRecord(system) ? system : {};
  const i = isRecord(s.intensify) ? s.intensify : {};
  return {
    identifier: stringOr(s.identifier, ""),
    level: numberOr(s.level, 0),
    attributeType: isOneOf(ABILITY_TYPES, s.attributeType) ? s.attributeType : "common",
    gifted: Boolean(s.gifted),
    potentialCost: numberOrNull(s.potentialCost),
    intensify: {
      enabled: Boolean(i.enabled),
      cost: numberOrNull(i.cost),
      costPlusSteps: Boolean(i.costPlusSteps),
      maxSteps: numberOrNull(i.maxSteps),
      maxStepsAttribute: isOneOf(ATTRIBUTE_OR_NONE, i.maxStepsAttribute) ? i.maxStepsAttribute : "",
      steps: numberOr(i.steps, 0),
      spent: numberOr(i.spent, 0),
    },
  };
}

/** An ability (an owned item, a fixture or dropped creation data) as the planners read it. */
export function abilityOf(item: { name: string; system: unknown }): AbilityView {
  return { name: item.name, system: abilitySystemOf(item.system) };
}

/**
 * Ability creation data with its `system` typed for the actor's `obtainAbility`: every stored field is kept, the
 * planners' fields are checked (a malformed one takes its default; the actor validates the whole item again).
 */
export function abilityData<T extends { name: string; system: Record<string, unknown> }>(data: T): T & { system: AbilityView["system"] } {
  const checked = abilitySystemOf(data.system);
  return { ...data, system: { ...data.system, ...checked, intensify: { ...recordAt(data.system, "intensify"), ...checked.intensify } } };
}

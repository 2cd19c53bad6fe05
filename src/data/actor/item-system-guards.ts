/**
 * Runtime checks of the parts of an item's `system` that derivation reads. Derivation takes items as plain
 * `{type, system}` objects (Foundry items, fixtures, benchmarks), so `system` arrives unknown; each check confirms one
 * part has the shape its schema stores before it is counted. A part that fails is left out of the sums. Each value is
 * read once: item systems differ in shape by type, so every property read is a slow lookup (bench/data.bench.ts).
 */
import { isOneOf, isRecord } from "../../rules/guards.ts";
import { ATTRIBUTE_IDS, PROTECTION_TYPES, type AttributeId, type Protections, type SetMember } from "../../rules/index.ts";

/** Changes per attribute (`attributes` of a feature, `attributeMods` of gear, a set's bonus). */
export type AttributeNumbers = Record<AttributeId, number>;

/** An ability's load override (dataset `obtain.sustain`): another attribute and/or amount; "" / null = the default. */
export interface Sustain {
  attribute: "" | AttributeId;
  amount: number | null;
}

/** Adds each number of `from` (an unknown record) to the same key of `into`; a key that is not a number adds nothing. */
function addNumbers<K extends string>(into: Record<K, number>, from: unknown, keys: readonly K[]): void {
  if (!isRecord(from)) return;
  for (const key of keys) {
    const n = from[key];
    if (typeof n === "number") into[key] += n;
  }
}

/** Adds a stored change per attribute (a feature's `attributes`, gear's `attributeMods`) to `into`. */
export const addAttributeNumbers = (into: AttributeNumbers, from: unknown): void => addNumbers(into, from, ATTRIBUTE_IDS);

/** Adds stored protections to `into`, protection type by protection type. */
export const addProtections = (into: Protections, from: unknown): void => addNumbers(into, from, PROTECTION_TYPES);

/** A number for each attribute. */
export function isAttributeNumbers(value: unknown): value is AttributeNumbers {
  return isRecord(value) && typeof value.might === "number" && typeof value.energy === "number" && typeof value.spirit === "number";
}

/** An item's set: its key, the partners' dataset ids and the bonus per attribute. */
export function isItemSet(value: unknown): value is SetMember["set"] {
  return isRecord(value) && typeof value.key === "string" && Array.isArray(value.partners)
    && value.partners.every((p) => typeof p === "string") && isAttributeNumbers(value.bonus);
}

/** A load override whose attribute is "" or an attribute and whose amount is null or a number. */
export function isSustain(value: unknown): value is Sustain {
  return isRecord(value) && (value.attribute === "" || isOneOf(ATTRIBUTE_IDS, value.attribute))
    && (value.amount === null || typeof value.amount === "number");
}

/** A movement mode or sense entry: its id under `key` and whether it is poor. */
export function isTrait<K extends "mode" | "sense">(value: unknown, key: K): value is { poor: boolean } & Record<K, string> {
  return isRecord(value) && typeof value[key] === "string" && typeof value.poor === "boolean";
}

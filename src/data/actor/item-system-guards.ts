/**
 * Runtime checks of the parts of an item's `system` that derivation reads. Derivation takes items as plain
 * `{type, system}` objects (Foundry items, fixtures, benchmarks), so `system` arrives unknown; each check confirms one
 * part has the shape its schema stores before it is counted. A part that fails is left out of the sums. Each value is
 * read once: item systems differ in shape by type, so every property read is a slow lookup (bench/data.bench.ts).
 */
import { isOneOf, isRecord } from "../../rules/guards.ts";
import { ATTRIBUTE_IDS, type AttributeId, type Protections, type SetMember } from "../../rules/index.ts";

/** Changes per attribute (`attributes` of a feature, `attributeMods` of gear, a set's bonus). */
export type AttributeNumbers = Record<AttributeId, number>;

/** An ability's load override (dataset `obtain.sustain`): another attribute and/or amount; "" / null = the default. */
export interface Sustain {
  attribute: "" | AttributeId;
  amount: number | null;
}

/** Adds a stored change per attribute (a feature's `attributes`, gear's `attributeMods`); a non-number adds nothing. */
export function addAttributeNumbers(into: AttributeNumbers, from: unknown): void {
  if (!isRecord(from)) return;
  // Named reads, not a loop over the ids: a read by a variable key on an item's part is a slow generic lookup.
  const { might, energy, spirit } = from;
  if (typeof might === "number") into.might += might;
  if (typeof energy === "number") into.energy += energy;
  if (typeof spirit === "number") into.spirit += spirit;
}

/** Adds stored protections to `into`, protection type by protection type; a non-number adds nothing. */
export function addProtections(into: Protections, from: unknown): void {
  if (!isRecord(from)) return;
  const { physical, erosion, occult } = from;
  if (typeof physical === "number") into.physical += physical;
  if (typeof erosion === "number") into.erosion += erosion;
  if (typeof occult === "number") into.occult += occult;
}

/** A number for each attribute. */
export function isAttributeNumbers(value: unknown): value is AttributeNumbers {
  if (!isRecord(value)) return false;
  const { might, energy, spirit } = value;
  return typeof might === "number" && typeof energy === "number" && typeof spirit === "number";
}

/** An item's set: its key, the partners' dataset ids and the bonus per attribute. */
export function isItemSet(value: unknown): value is SetMember["set"] {
  if (!isRecord(value)) return false;
  const { key, partners, bonus } = value;
  return typeof key === "string" && Array.isArray(partners) && allStrings(partners) && isAttributeNumbers(bonus);
}

function allStrings(list: readonly unknown[]): boolean {
  for (const entry of list) if (typeof entry !== "string") return false;
  return true;
}

/** A load override whose attribute is "" or an attribute and whose amount is null or a number. */
export function isSustain(value: unknown): value is Sustain {
  if (!isRecord(value)) return false;
  const { attribute, amount } = value;
  return (attribute === "" || isOneOf(ATTRIBUTE_IDS, attribute)) && (amount === null || typeof amount === "number");
}

/** A movement mode or sense entry: its id under `key` and whether it is poor. */
export function isTrait<K extends "mode" | "sense">(value: unknown, key: K): value is { poor: boolean } & Record<K, string> {
  return isRecord(value) && typeof value[key] === "string" && typeof value.poor === "boolean";
}

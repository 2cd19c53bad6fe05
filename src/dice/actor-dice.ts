/**
 * Adapter from an actor's attribute data (`system.attributes.<id>.{value, invalid}`) to the
 * rules core's `AttributeDice`. Pure: it reads plain objects and never touches Foundry.
 */
import { isRecord } from "../rules/guards.ts";
import { perAttribute } from "../rules/character.ts";
import { ATTRIBUTE_IDS, type AttributeDice, type AttributeId } from "../rules/types.ts";

/** Result of reading an actor: the dice, or the lang key of the reason they could not be read. */
export type ActorDiceResult = { ok: true; dice: AttributeDice } | { ok: false; reasonKey: string };

/** One attribute's dice: null when void, a whole count ≥ 0, or undefined when the data is missing or not numeric. */
function attributeDice(attributes: Record<string, unknown>, id: AttributeId): number | null | undefined {
  const attr = attributes[id];
  if (!isRecord(attr)) return undefined;
  if (attr.invalid === true) return null;
  const value = Number(attr.value);
  return Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : undefined;
}

/**
 * Reads the current dice of each attribute; a void attribute (`invalid: true`) becomes `null`.
 * Missing or non-numeric data gives `{ok: false, reasonKey: "MESHAL.Dice.noAttributes"}`.
 */
export function attributeDiceOf(system: unknown): ActorDiceResult {
  const attributes = isRecord(system) ? system.attributes : undefined;
  if (!isRecord(attributes)) return { ok: false, reasonKey: "MESHAL.Dice.noAttributes" };
  const read = perAttribute((id) => attributeDice(attributes, id));
  if (ATTRIBUTE_IDS.some((id) => read[id] === undefined)) return { ok: false, reasonKey: "MESHAL.Dice.noAttributes" };
  const dice: AttributeDice = perAttribute((id) => read[id] ?? null);
  return { ok: true, dice };
}

/** Dice used when a roll has no actor: nothing to refer to, so formulas may only use numbers. */
export const NO_ATTRIBUTES: AttributeDice = { might: 0, energy: 0, spirit: 0 };

/**
 * Adapter from an actor's attribute data (`system.attributes.<id>.{value, invalid}`) to the
 * rules core's `AttributeDice`. Pure: it reads plain objects and never touches Foundry.
 */
import { ATTRIBUTE_IDS, type AttributeDice } from "../rules/types.ts";

/** Result of reading an actor: the dice, or the lang key of the reason they could not be read. */
export type ActorDiceResult = { ok: true; dice: AttributeDice } | { ok: false; reasonKey: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * Reads the current dice of each attribute; a void attribute (`invalid: true`) becomes `null`.
 * Missing or non-numeric data gives `{ok: false, reasonKey: "MESHAL.Dice.noAttributes"}`.
 */
export function attributeDiceOf(system: unknown): ActorDiceResult {
  const attributes = isRecord(system) ? system.attributes : undefined;
  if (!isRecord(attributes)) return { ok: false, reasonKey: "MESHAL.Dice.noAttributes" };
  const dice = {} as AttributeDice;
  for (const id of ATTRIBUTE_IDS) {
    const attr = attributes[id];
    if (!isRecord(attr)) return { ok: false, reasonKey: "MESHAL.Dice.noAttributes" };
    if (attr.invalid === true) {
      dice[id] = null;
      continue;
    }
    const value = Number(attr.value);
    if (!Number.isFinite(value)) return { ok: false, reasonKey: "MESHAL.Dice.noAttributes" };
    dice[id] = Math.max(0, Math.trunc(value));
  }
  return { ok: true, dice };
}

/** Dice used when a roll has no actor: nothing to refer to, so formulas may only use numbers. */
export const NO_ATTRIBUTES: AttributeDice = { might: 0, energy: 0, spirit: 0 };

/**
 * The Active Effect change keys the data model supports (README "Active Effects"). Pure: content builders and tests
 * can check their effects against it.
 */
import { normalizeChange } from "../core/version/effect-data.ts";
import { isOneOf } from "../rules/guards.ts";
import { ATTACK_TYPES, ATTRIBUTE_IDS, PROTECTION_TYPES } from "./choices.ts";

/** Every supported change key; all are meant for the Add type (v13's mode 2). */
export const EFFECT_CHANGE_KEYS: readonly string[] = [
  ...ATTRIBUTE_IDS.map((id) => `system.attributes.${id}.temp`),
  ...PROTECTION_TYPES.map((t) => `system.protection.${t}`),
  "system.mobility.max",
  "system.speed",
  "system.immune",
];

/**
 * Lists problems of Active Effect changes, stored in either version's shape (v13's numeric `mode`, v14's string `type`):
 * unknown keys, a type other than Add, values that are not whole numbers (speed: any number; immune: an attack type).
 */
export function validateEffectChanges(changes: readonly unknown[]): string[] {
  const out: string[] = [];
  changes.map(normalizeChange).forEach((c, i) => {
    if (!EFFECT_CHANGE_KEYS.includes(c.key)) out.push(`changes[${i}].key: unsupported key "${c.key}"`);
    if (c.type !== "add") out.push(`changes[${i}].type: use Add, got ${c.type}`);
    if (c.key === "system.immune") {
      if (!isOneOf(ATTACK_TYPES, c.value)) out.push(`changes[${i}].value: unknown attack type "${c.value}"`);
    } else if (c.key === "system.speed") {
      if (!Number.isFinite(Number(c.value)) || c.value.trim() === "") out.push(`changes[${i}].value: must be a number, got "${c.value}"`);
    } else if (!Number.isInteger(Number(c.value)) || c.value.trim() === "") {
      out.push(`changes[${i}].value: must be a whole number, got "${c.value}"`);
    }
  });
  return out;
}

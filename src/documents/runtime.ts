/** Small Foundry-side helpers for the documents: optional-rule settings, equip options, rolling d6 faces. */
import { optionalRule } from "../core/settings.ts";
import { HUMANOID_BODY_PARTS, type SlotCounts } from "../rules/index.ts";
import type { EquipOptions } from "./logic/equip.ts";
import { isItemType } from "./type-guards.ts";

export { optionalRule };

/** Equip options from the optional rules and the actor's features (their equip slots). */
export function equipOptionsFor(items: readonly Item.Implementation[]): EquipOptions {
  const options: EquipOptions = {};
  if (optionalRule("bodyParts")) options.bodyParts = { ...HUMANOID_BODY_PARTS };
  if (optionalRule("equipSlots")) {
    const slots: SlotCounts = {};
    for (const i of items) {
      if (!isItemType(i, "feature")) continue;
      for (const s of i.system.equipSlots) {
        slots[s.slot] = (slots[s.slot] ?? 0) + s.count;
      }
    }
    options.equipSlots = slots;
  }
  return options;
}

/**
 * `n` d6 faces drawn from a uniform random source in [0, 1), mapped the way Foundry's dice map a random number to a
 * face: ceil((1 − u) × faces).
 */
export function d6Faces(n: number, uniform: () => number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(Math.min(6, Math.max(1, Math.ceil((1 - uniform()) * 6))));
  return out;
}

/**
 * Rolls `n` d6 synchronously with Foundry's random source (`CONFIG.Dice.randomUniform`) and returns the faces.
 * Not `new Roll("nd6").evaluateSync()`: since v12 that throws for any formula with dice (strict mode), and with
 * `strict: false` it counts every die as 0 (foundryvtt/foundryvtt#9774).
 */
export function rollFaces(n: number): number[] {
  if (n <= 0) return [];
  return d6Faces(n, () => CONFIG.Dice.randomUniform());
}

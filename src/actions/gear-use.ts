/**
 * Using gear from a sheet (pure): what one use takes from the item. Charged gear (`uses.max` > 0) spends a charge;
 * a consumable spends one of its stack, and when its charges run out the next one of the stack starts full. A
 * consumable that leaves something behind (`becomes`, an item identifier such as `empty-bottle`) leaves one of it per
 * use, and the emptied stack is removed. Nothing left to use: the use is refused with the reason.
 */

/** The gear fields a use reads. */
export interface GearUseSystem {
  quantity?: number;
  consumable?: boolean;
  becomes?: string;
  uses?: { value?: number; max?: number };
}

/** Why a use is refused (lang keys). */
export const GEAR_REFUSALS = {
  noCharges: "MESHAL.Gear.noCharges",
  noneLeft: "MESHAL.Gear.noneLeft",
} as const;

/** One use: refused with a reason, or the item update, whether the emptied stack goes, and what it leaves behind. */
export type GearUsePlan =
  | { ok: false; reason: (typeof GEAR_REFUSALS)[keyof typeof GEAR_REFUSALS] }
  | { ok: true; update: Record<string, number>; remove: boolean; leaves: string | null; counted: boolean };

/** Does using this gear count anything (charges or a consumable stack)? */
export function countsUses(system: GearUseSystem): boolean {
  return (system.uses?.max ?? 0) > 0 || system.consumable === true;
}

/** Plans one use of gear (see the module comment). Gear that counts nothing is used freely. */
export function planGearUse(system: GearUseSystem): GearUsePlan {
  const quantity = Math.max(0, system.quantity ?? 1);
  const max = Math.max(0, system.uses?.max ?? 0);
  const charges = Math.min(max, Math.max(0, system.uses?.value ?? 0));
  const consumable = system.consumable === true;
  const leaves = consumable && system.becomes ? system.becomes : null;
  if (consumable && quantity === 0) return { ok: false, reason: GEAR_REFUSALS.noneLeft };
  if (max > 0) {
    if (charges === 0) return { ok: false, reason: GEAR_REFUSALS.noCharges };
    if (charges > 1 || !consumable) return { ok: true, update: { "system.uses.value": charges - 1 }, remove: false, leaves: null, counted: true };
    // The last charge of a consumable uses it up; the next one of the stack starts full.
    const left = quantity - 1;
    return { ok: true, update: { "system.quantity": left, "system.uses.value": left > 0 ? max : 0 }, remove: left === 0 && leaves !== null, leaves, counted: true };
  }
  if (!consumable) return { ok: true, update: {}, remove: false, leaves: null, counted: false };
  const left = quantity - 1;
  return { ok: true, update: { "system.quantity": left }, remove: left === 0 && leaves !== null, leaves, counted: true };
}

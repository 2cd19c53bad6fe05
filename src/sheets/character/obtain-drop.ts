/**
 * An ability dropped on a character sheet is obtained (§3.6), never created free: while creating as the picker does
 * (its cost shown live in the budget), afterwards with a confirmation showing its cost and strength before → after,
 * refused with the reason when the cap or the unspent potential does not allow it. The GM may grant it free instead
 * (the potential log records the grant).
 */
import { warn } from "../../core/notify.ts";
import { planGrantFree, type AbilityView, type SpendOptions } from "../../documents/logic/potential.ts";
import type { OwnedItemData } from "../drop.ts";
import { ownedAbilities, previewObtain } from "./advancement.ts";
import { abilityData } from "./stored-ability.ts";
import { chooseObtain, obtainActions } from "./confirm.ts";
import type { CharacterSystem, SheetCharacter } from "./view-types.ts";

/** What this reads from the character sheet. */
export interface ObtainingSheet {
  inCreation: boolean;
  system: CharacterSystem;
  sheetActor: SheetCharacter;
  spendOptions: SpendOptions;
  meshalActor: { obtainAbility(data: object, options?: { free?: boolean }): Promise<unknown> };
}

/** Obtains the dropped ability `data` (owned-item creation data) for the sheet's character. */
export async function obtainDropped(sheet: ObtainingSheet, data: OwnedItemData): Promise<unknown> {
  const checked = abilityData(data);
  if (sheet.inCreation) return sheet.meshalActor.obtainAbility(checked);
  const ability: AbilityView = { name: checked.name, system: checked.system };
  const items = sheet.sheetActor.items;
  const obtain = previewObtain(sheet.system, ability, data.name, items, sheet.spendOptions);
  const grant = planGrantFree(sheet.system, ability, ownedAbilities(items));
  const actions = obtainActions(obtain, grant.ok, game.user?.isGM === true);
  if (!actions) return warn(obtain.reasonKey ?? "MESHAL.Warn.badNumber", obtain.reasonData);
  const choice = await chooseObtain(obtain, data.name, actions);
  if (!choice) return null;
  return sheet.meshalActor.obtainAbility(checked, { free: choice === "free" });
}

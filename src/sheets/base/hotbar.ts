/**
 * The `hotbarDrop` hook and the function hotbar macros call. Dropping an owned item makes a macro that uses it;
 * dropping one of its attack buttons makes a macro that rolls that attack.
 */
import { isAttackDrag, macroPlan } from "./macro.ts";
import { rollItemAttack, useItem } from "../../combat/attack/start/item-attack.ts";
import { isRecord, stringOr } from "../../rules/guards.ts";
import { isItemDocument } from "../../core/document-guards.ts";
import { localize } from "../../core/i18n.ts";

/** Runs a macro made by {@link onHotbarDrop}: rolls the attack, or uses the item. */
export async function rollFromMacro(target: { uuid: string; attack: number | null }, event?: Event): Promise<void> {
  const item = await fromUuid(target.uuid);
  if (!isItemDocument(item) || !item.actor) {
    ui.notifications?.warn(localize("MESHAL.Sheet.macroMissing"));
    return;
  }
  if (target.attack === null) await useItem(item, event);
  else await rollItemAttack(item, target.attack, event);
}

/** The label of attack `index` of `item`, or "" when it has no such attack. */
function attackLabel(item: Item.Implementation, index: number): string {
  const system = item.system;
  return "attacks" in system ? (system.attacks?.[index]?.label ?? "") : "";
}

/** Creates (or reuses) the macro and assigns it to the slot; false stops core's own handling. */
function onHotbarDrop(_bar: unknown, data: unknown, slot: number): boolean | void {
  if (!isRecord(data)) return;
  const attackDrag = isAttackDrag(data);
  if (!attackDrag && data.type !== "Item") return;
  const item = fromUuidSync(stringOr(data.uuid, ""));
  if (!isItemDocument(item) || !item.actor) return; // world and compendium items: core's macro (open the sheet) is right for them
  void (async () => {
    const attack = attackDrag ? data.attack : null;
    const plan = macroPlan(item, attack, attack === null ? "" : attackLabel(item, attack));
    const existing = game.macros?.find((m) => m.name === plan.name && m.command === plan.command);
    const macro = existing ?? (await Macro.create({ ...plan, type: "script" }));
    if (macro) await game.user?.assignHotbarMacro(macro, slot);
  })();
  return false;
}

/** Registers the hook (called from `registerSheets`). */
export function registerHotbar(): void {
  Hooks.on("hotbarDrop", onHotbarDrop);
}

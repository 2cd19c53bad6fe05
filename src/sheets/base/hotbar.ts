/**
 * The `hotbarDrop` hook and the function hotbar macros call. Dropping an owned item makes a macro that uses it;
 * dropping one of its attack buttons makes a macro that rolls that attack.
 */
import { isAttackDrag, macroPlan } from "./macro.ts";
import { rollItemAttack, useItem } from "../../actions/item-use.ts";

/** Runs a macro made by {@link onHotbarDrop}: rolls the attack, or uses the item. */
export async function rollFromMacro(target: { uuid: string; attack: number | null }, event?: Event): Promise<void> {
  const item = (await fromUuid(target.uuid)) as Item.Implementation | null;
  if (!item?.actor) {
    ui.notifications?.warn(game.i18n!.localize("MESHAL.Sheet.macroMissing"));
    return;
  }
  if (target.attack === null) await useItem(item, event);
  else await rollItemAttack(item, target.attack, event);
}

/** Creates (or reuses) the macro and assigns it to the slot; false stops core's own handling. */
function onHotbarDrop(_bar: unknown, data: unknown, slot: number): boolean | void {
  const d = data as { type?: string; uuid?: string };
  const attackDrag = isAttackDrag(data);
  if (!attackDrag && d?.type !== "Item") return;
  const item = fromUuidSync(String(d.uuid ?? "")) as Item.Implementation | null;
  if (!item?.actor) return; // world and compendium items: core's macro (open the sheet) is right for them
  void (async () => {
    const attack = attackDrag ? (data as { attack: number }).attack : null;
    const label = attack === null ? "" : ((item.system as { attacks?: { label?: string }[] }).attacks?.[attack]?.label ?? "");
    const plan = macroPlan(item, attack, label);
    const existing = game.macros?.find((m) => m.name === plan.name && (m as { command?: string }).command === plan.command);
    const macro = existing ?? (await Macro.create({ ...plan, type: "script" }));
    if (macro) await game.user?.assignHotbarMacro(macro as Macro.Implementation, slot);
  })();
  return false;
}

/** Registers the hook (called from `registerSheets`). */
export function registerHotbar(): void {
  Hooks.on("hotbarDrop", onHotbarDrop as never);
}

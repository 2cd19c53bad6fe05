/**
 * The Reload button of a weapon row (loaded on the click): refuses a creature that cannot act (§7.1) and what
 * `planReload` refuses, spends the reload's ⚡ in combat (the owner's own spend, as for any item use), then writes the
 * weapon's loaded rounds and the ammunition stacks it took them from. The owner owns both, so its client writes them.
 */
import { updateDocument } from "../core/document-writes.ts";
import { warn } from "../core/notify.ts";
import { planReload } from "./reload.ts";
import { spendAction } from "./spend-action.ts";
import { cannotActNow } from "./use-limit.ts";

/** Makes one reload action of `item` for its owner; resolves to true when rounds were loaded. */
export async function reloadWeapon(item: Item.Implementation): Promise<boolean> {
  const actor = item.actor;
  if (!actor) return false;
  const state = cannotActNow(actor);
  if (state) return warn(state);
  const plan = planReload(item.system, actor.items.contents.map((i) => ({ id: i.id ?? "", system: i.system })));
  if (!plan.ok) return warn(plan.reasonKey, { item: item.name ?? "" });
  if (!(await spendAction(actor, plan.cost > 0 ? { kind: "tactic", cost: plan.cost } : null))) return false;
  await updateDocument(item, plan.update);
  for (const stack of plan.stacks) {
    const ammo = actor.items.get(stack.id);
    if (ammo) await updateDocument(ammo, { "system.quantity": stack.quantity });
  }
  return true;
}

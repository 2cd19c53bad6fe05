/**
 * The Reload button of a weapon row (loaded on the click): refuses a creature that cannot act (§7.1) and what
 * `planReload` refuses; when the actor carries more than one kind of round the weapon takes (its usual ammunition and
 * special rounds that replace it, seed l.248), asks which to load; spends the reload's ⚡ in combat (the owner's own
 * spend, as for any item use), then writes the weapon's loaded rounds (their kind kept) and the ammunition stacks it
 * took them from. The owner owns both, so its client writes them.
 */
import { updateDocument } from "../core/document-writes.ts";
import { warn } from "../core/notify.ts";
import { planReload, reloadChoices, type RoundChoice } from "./reload.ts";
import { spendAction } from "./spend-action.ts";
import { cannotActNow } from "./use-limit.ts";
import { localization } from "../core/i18n.ts";

/** Asks which kind of round to load; resolves to its identifier, or null when cancelled or closed. */
async function chooseRound(weaponName: string, choices: readonly RoundChoice[]): Promise<string | null> {
  const i18n = localization();
  const answer: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: i18n.format("MESHAL.Reload.choose.title", { item: weaponName }) }, // a title is text, not HTML
    content: `<p>${i18n.localize("MESHAL.Reload.choose.question")}</p>`,
    rejectClose: false,
    buttons: [
      // Labels are text: core writes them as such, so names are never escaped here.
      ...choices.map((c, index) => ({
        action: `round${index}`, label: i18n.format("MESHAL.Reload.choose.round", { name: c.name || c.identifier, quantity: String(c.quantity) }),
        default: index === 0, callback: () => c.identifier,
      })),
      { action: "cancel", label: i18n.localize("MESHAL.Reload.choose.cancel"), callback: () => null },
    ],
  });
  return typeof answer === "string" && choices.some((c) => c.identifier === answer) ? answer : null;
}

/** Makes one reload action of `item` for its owner; resolves to true when rounds were loaded. */
export async function reloadWeapon(item: Item.Implementation): Promise<boolean> {
  const actor = item.actor;
  if (!actor) return false;
  const state = cannotActNow(actor);
  if (state) return warn(state);
  const stacks = actor.items.contents.map((i) => ({ id: i.id ?? "", name: i.name, system: i.system }));
  const choices = reloadChoices(item.system, stacks);
  let kind: string | undefined;
  if (choices.length > 1) {
    const chosen = await chooseRound(item.name ?? "", choices);
    if (chosen === null) return false;
    kind = chosen;
  }
  const plan = planReload(item.system, stacks, kind);
  if (!plan.ok) return warn(plan.reasonKey, { item: item.name ?? "" });
  if (!(await spendAction(actor, plan.cost > 0 ? { kind: "tactic", cost: plan.cost } : null))) return false;
  await updateDocument(item, plan.update);
  for (const stack of plan.stacks) {
    const ammo = actor.items.get(stack.id);
    if (ammo) await updateDocument(ammo, { "system.quantity": stack.quantity });
  }
  return true;
}

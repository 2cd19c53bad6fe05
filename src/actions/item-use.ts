/**
 * Using an owned item from a sheet, a macro or the API: make one of its structured attacks (the attack card, which
 * combat makes, for one that deals damage or borrows a weapon; otherwise a check after spending its ⚡ cost in Moment mode),
 * use it (an ability or gear with one attack rolls it, otherwise its card is posted) or post its card to chat.
 */
import { rollActorCheck } from "../dice/index.ts";
import { attackRoute, cardAttackStarter } from "./attack-route.ts";
import { attackModifiers } from "./modifier-sources.ts";
import { postureSource } from "./posture-source.ts";
import { itemCardContext } from "./item-card.ts";
import { optionalRuleOrOff } from "../core/rule-switch.ts";
import { actionSpend, attackSpend, itemAction, type StoredAction } from "./action-cost.ts";
import { needsEquipping } from "./attack-ready.ts";
import { spendAction } from "./spend-action.ts";
import { cannotActNow, mayUseItem, recordUse } from "./use-limit.ts";
import { warn } from "../core/notify.ts";
import { planGearUse } from "./gear-use.ts";
import { applyGearUse } from "./gear-apply.ts";
import { usedItemParts } from "./item-parts.ts";
import { isItemType } from "../documents/type-guards.ts";

/** Spends an action's ⚡ as stored; true when the action may go ahead. */
const spendFor = (actor: Actor.Implementation, stored: StoredAction | null | undefined): Promise<boolean> => spendAction(actor, actionSpend(stored));

/**
 * Makes attack `index` of `item`: an attack that deals damage posts the attack card (combat/attack/start/attack-start.ts), an
 * ability's weapon attack is made with one of the actor's weapons (combat/attack/start/borrowed-attack-start.ts), both through the
 * starters combat registered (attack-route.ts); an ability that
 * repeats an attack on the table posts its card; any other attack is rolled as a check through the roll dialog, with its owner's roll modifiers filled in and each source
 * named, after its ⚡ is spent in combat.
 */
export async function rollItemAttack(item: Item.Implementation, index: number, event?: Event): Promise<void> {
  const actor = item.actor;
  const parts = usedItemParts(item);
  const attack = parts.attacks[index];
  if (!actor || !attack?.dice) return;
  // Unconscious or dead: no attack at all, in or out of a fight (§7.1).
  const state = cannotActNow(actor);
  if (state) {
    warn(state);
    return;
  }
  if (needsEquipping(attack, parts.ready)) {
    warn("MESHAL.Attack.start.notEquipped", { item: item.name ?? "" });
    return;
  }
  const route = attackRoute(attack);
  if (route === "card" || route === "borrowed") {
    const start = cardAttackStarter(route);
    if (start) await start(actor, item, index, { event });
    else warn("MESHAL.Attack.start.unavailable");
    return;
  }
  if (route === "repeat") {
    // It repeats an attack already on the table (the same one, the blocked one): its ⚡ is spent and its card posted.
    const gate = await mayUseItem(actor, item);
    if (!gate.ok || !(await spendFor(actor, itemAction(parts)))) return;
    await recordUse(actor, item.id ?? "", gate.record);
    await postItemCard(item);
    return;
  }
  const gate = await mayUseItem(actor, item);
  if (!gate.ok || !(await spendAction(actor, attackSpend(attack, parts)))) return;
  await recordUse(actor, item.id ?? "", gate.record);
  const mods = attackModifiers([...actor.items.contents, ...postureSource(actor)], { dice: attack.dice, mode: attack.mode }, parts.kinds);
  const label = attack.label || game.i18n!.localize("MESHAL.Sheet.attack");
  await rollActorCheck(actor, {
    expression: attack.dice,
    advantage: mods.advantage,
    disadvantage: mods.disadvantage,
    sources: mods.sources,
    purpose: `${item.name}: ${label}`,
    event,
  });
}

/** Is the item used with an action (an active ability, an item action), not only shown (a passive ability, no use)? */
function actsWith(stored: StoredAction | null): boolean {
  const kind = stored?.kind ?? stored?.action;
  return typeof kind === "string" && kind !== "" && kind !== "passive";
}

/**
 * Uses an item: a single attack is made; anything else spends the ⚡ of its activation (an ability) or use (an item
 * action) in combat and posts the item's card. An active use is refused to a creature that cannot act (§7.1) and
 * past the item's use limit (a GM may use it anyway); the use is counted once its ⚡ is spent. Gear spends a charge or
 * one of a consumable stack (gear-use.ts), refused when none is left.
 */
export async function useItem(item: Item.Implementation, event?: Event): Promise<void> {
  const parts = usedItemParts(item);
  if (parts.attacks.length === 1) return rollItemAttack(item, 0, event);
  const actor = item.actor;
  // Gear counts its charges and its consumable stack: nothing left, no use (gear-use.ts).
  const gear = isItemType(item, "gear") && actor ? planGearUse(item.system) : null;
  if (gear && !gear.ok) return void warn(gear.reason, { item: item.name ?? "" });
  const action = itemAction(parts);
  if (actor && actsWith(action)) {
    const gate = await mayUseItem(actor, item);
    if (!gate.ok || !(await spendFor(actor, action))) return;
    await recordUse(actor, item.id ?? "", gate.record);
  }
  if (actor && gear?.ok && gear.counted) await applyGearUse(actor, item, gear);
  await postItemCard(item);
}

/** Posts the item's name, picture and description to chat. */
export async function postItemCard(item: Item.Implementation): Promise<void> {
  const { description } = usedItemParts(item);
  const enriched = await foundry.applications.ux.TextEditor.implementation.enrichHTML(description, { relativeTo: item });
  const context = itemCardContext(item, enriched, (key) => game.i18n!.localize(key), optionalRuleOrOff("magic"));
  const content = await foundry.applications.handlebars.renderTemplate("systems/meshal-lite/templates/chat/item-card.hbs", context);
  await ChatMessage.create({ speaker: ChatMessage.getSpeaker({ actor: item.actor }), content });
}

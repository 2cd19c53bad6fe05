/**
 * What the actions decide when an owned item is used or one of its structured attacks is made: whether the attack may
 * be made now and which way (`attackToUse`), an attack made without the attack card (a check after spending its ⚡
 * cost in Moment mode, or an ability repeating an attack on the table), an item used without an attack, and its card
 * posted to chat. Combat makes the attack card, and sheets, hotbar macros and the API start every item's attack and
 * use through it (combat/attack/start/item-attack.ts).
 */
import { rollActorCheck } from "../dice/index.ts";
import { attackRoute, type AttackRoute } from "./attack-route.ts";
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
import { usedItemParts, type UsedAttack, type UsedItemParts } from "./item-parts.ts";
import type { DiceExpression } from "../rules/types.ts";
import { isItemType } from "../documents/type-guards.ts";
import { localize } from "../core/i18n.ts";

/** Spends an action's ⚡ as stored; true when the action may go ahead. */
const spendFor = (actor: Actor.Implementation, stored: StoredAction | null | undefined): Promise<boolean> => spendAction(actor, actionSpend(stored));

/** An item's attack that may be made now, with the way it is made (attack-route.ts). */
export interface ItemAttack {
  actor: Actor.Implementation;
  parts: UsedItemParts;
  attack: UsedAttack & { dice: DiceExpression };
  route: AttackRoute;
}

/**
 * Attack `index` of `item` when it may be made now, with its route; null for a missing attack, or after telling the
 * user why not: a creature that cannot act, or a weapon that must be equipped first.
 */
export function attackToUse(item: Item.Implementation, index: number): ItemAttack | null {
  const actor = item.actor;
  const parts = usedItemParts(item);
  const attack = parts.attacks[index];
  const dice = attack?.dice;
  if (!actor || !attack || !dice) return null;
  // Unconscious or dead: no attack at all, in or out of a fight (§7.1).
  const state = cannotActNow(actor);
  if (state) {
    warn(state);
    return null;
  }
  if (needsEquipping(attack, parts.ready)) {
    warn("MESHAL.Attack.start.notEquipped", { item: item.name ?? "" });
    return null;
  }
  return { actor, parts, attack: { ...attack, dice }, route: attackRoute(attack) };
}

/**
 * Makes an item's attack that needs no attack card (`route` "repeat" or "check"): an ability that repeats an attack
 * on the table spends its ⚡ and posts its card; any other attack is rolled as a check through the roll dialog, with
 * its owner's roll modifiers filled in and each source named, after its ⚡ is spent in combat.
 */
export async function makeAttackWithoutCard(item: Item.Implementation, { actor, parts, attack, route }: ItemAttack, event?: Event): Promise<void> {
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
  const label = attack.label || localize("MESHAL.Sheet.attack");
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
 * Uses an item that is not used by making its only attack (combat's `useItem` makes that one): spends the ⚡ of its
 * activation (an ability) or use (an item action) in combat and posts the item's card. An active use is refused to a
 * creature that cannot act (§7.1) and past the item's use limit (a GM may use it anyway); the use is counted once its
 * ⚡ is spent. Gear spends a charge or one of a consumable stack (gear-use.ts), refused when none is left.
 */
export async function useWithoutAttack(item: Item.Implementation): Promise<void> {
  const parts = usedItemParts(item);
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
  const context = itemCardContext(item, enriched, (key) => localize(key), optionalRuleOrOff("magic"));
  const content = await foundry.applications.handlebars.renderTemplate("systems/meshal-lite/templates/chat/item-card.hbs", context);
  await ChatMessage.create({ speaker: ChatMessage.getSpeaker({ actor: item.actor }), content });
}

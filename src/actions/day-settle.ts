/**
 * The active GM's start of a day (./day-start.ts; a lazy chunk): each world actor whose ended days lacked supply
 * loses their dice now (§7.4; seed l.293 "你将在次日开始时损失属性骰"), counted among its deprived dice, and its open
 * day is settled. The dead lose nothing more. A failed write is logged and the next actor goes on.
 */
import { SYSTEM_ID } from "../core/settings.ts";
import { updateDocument } from "../core/document-writes.ts";
import { isActorDocument } from "../core/document-guards.ts";
import { DEPRIVED_FLAG, deprivedFrom } from "../documents/logic/rest.ts";
import { planSupplyCost } from "../documents/logic/supply-cost.ts";
import { creatureNow, SUPPLY_DAY_FLAG, systemFlagOf } from "../documents/rest-clock.ts";
import { actorSystem, creatureOf } from "../documents/system-views.ts";
import { dayOf, settleSupplyDays, supplyDayFrom } from "../rules/index.ts";

/** Settles one actor's ended days; resolves to whether anything was written. */
export async function settleActorDays(actor: Actor.Implementation): Promise<boolean> {
  // Only creatures eat, drink and sleep (§7.4); an object has no days to settle.
  const creature = creatureOf(actor);
  if (!creature) return false;
  const view = actorSystem(creature);
  const record = supplyDayFrom(systemFlagOf(actor, SUPPLY_DAY_FLAG));
  const today = dayOf(creatureNow(actor));
  if (view.consciousness === "dead" || !record || record.day >= today) return false;
  const { cost, open } = settleSupplyDays(record, today);
  const plan = planSupplyCost(view, cost, deprivedFrom(systemFlagOf(actor, DEPRIVED_FLAG)), SYSTEM_ID);
  if (!plan.ok) return false;
  await updateDocument(actor, { ...plan.update, [`flags.${SYSTEM_ID}.${SUPPLY_DAY_FLAG}`]: open });
  return true;
}

/** Settles every world actor's ended days, one after the other. */
export async function startDay(): Promise<void> {
  for (const actor of (game.actors?.contents ?? []).flatMap((a) => (isActorDocument(a) ? [a] : []))) {
    await settleActorDays(actor).catch((err: unknown) => console.error("meshal-lite | day start", actor.id, err));
  }
}

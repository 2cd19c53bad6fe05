/**
 * Use limits and the state to act (src/rules/use-limits.ts) read from documents: the uses an actor made of an item
 * are kept in its flag `uses` (keyed by item id: `{key, count}`, the period key of the last uses and how many), the
 * fight it is in read from the started combats, its day from the world clock (documents/rest-clock.ts), its dice for
 * a formula maximum. Shared by every way of acting from a
 * sheet or macro and by the GM's start of an attack card (combat/attack/start/attack-issue.ts).
 */
import { attributeDiceOf, NO_ATTRIBUTES } from "../dice/actor-dice.ts";
import { escapeHtml } from "../core/escape.ts";
import { warn } from "../core/notify.ts";
import { recordAt } from "../rules/guards.ts";
import { updateDocument } from "../core/document-writes.ts";
import {
  cannotActReason, countedLimit, planUse, usesLeft, type CountedLimit, type FightClock, type StoredLimit, type UseClock, type UseRecord,
  type UseVerdict,
} from "../rules/use-limits.ts";
import { dayOf } from "../rules/world-day.ts";
import { creatureNow } from "../documents/rest-clock.ts";
import { actorSystem, creatureOf } from "../documents/system-views.ts";
import { SYSTEM_ID } from "../core/settings.ts";
import { USES_FLAG } from "../documents/uses-flag.ts";
import { localization } from "../core/i18n.ts";

/** An item as read here. */
interface ItemLike {
  id?: string | null;
  name?: string | null;
  system?: unknown;
}

/** The started fight `actor` is in (its id and current round), or null outside one. */
export function fightOf(actor: Actor.Implementation): FightClock | null {
  for (const combat of game.combats?.contents ?? []) {
    if (!combat.started || !combat.combatants.contents.some((c) => c.actor === actor)) continue;
    return { combatId: combat.id ?? "", round: Number(combat.round) || 0 };
  }
  return null;
}

/** Where `actor` stands in time now: the fight it is in and its day on the world clock. */
export function useClockOf(actor: Actor.Implementation): UseClock {
  return { fight: fightOf(actor), day: dayOf(creatureNow(actor)) };
}

/** A stored text field (a limit's maximum may have been stored as a number), or null. */
const storedText = (value: unknown): string | null => (typeof value === "string" || typeof value === "number" ? String(value) : null);

/** The item's use limit: an ability's activation limit (other items have none here). */
export function limitOf(item: ItemLike): StoredLimit | null {
  const limit = recordAt(recordAt(item.system, "activation"), "limit");
  return limit ? { max: storedText(limit.max), per: storedText(limit.per) } : null;
}

/** The uses stored for `itemId` on `actor` (its flag is the owner's to write, so it is read as unchecked data). */
export function useRecordOf(actor: Actor.Implementation, itemId: string): UseRecord | null {
  const record = recordAt(recordAt(recordAt(actor.flags, SYSTEM_ID), USES_FLAG), itemId);
  return record && typeof record.key === "string" && typeof record.count === "number" ? { key: record.key, count: record.count } : null;
}

/** The item's limit as counted now for `actor` (null: not counted now). */
export function countedFor(actor: Actor.Implementation, item: ItemLike, clock: UseClock = useClockOf(actor)): CountedLimit | null {
  const read = attributeDiceOf(actor.system);
  return countedLimit(limitOf(item), read.ok ? read.dice : NO_ATTRIBUTES, clock);
}

/**
 * Uses of `item` left now for `actor`; null when unlimited or not counted now (for the sheet). `record`: the uses
 * counted (during a fight the GM's ledger gives them, combat/ledger/), else the actor's own.
 */
export function usesLeftFor(actor: Actor.Implementation, item: ItemLike, clock?: UseClock, record: UseRecord | null = useRecordOf(actor, item.id ?? "")): { left: number; max: number } | null {
  const counted = countedFor(actor, item, clock);
  const left = usesLeft(counted, record);
  return counted && left !== null ? { left, max: counted.max } : null;
}

/**
 * May `actor` use `item` once more now? (Pure reading of the documents.) `record`: the uses already counted; the GM's
 * decision during a fight passes the ledger's (combat/ledger/), anything else reads the actor's own flag.
 */
export function planItemUse(actor: Actor.Implementation, item: ItemLike, record: UseRecord | null = useRecordOf(actor, item.id ?? "")): UseVerdict {
  return planUse(countedFor(actor, item), record, item.name ?? "");
}

/** The reason `actor` cannot act now (§7.1 unconscious, §7.2 dead, in or out of a fight), or null when it can. */
export function cannotActNow(actor: Actor.Implementation): string | null {
  const creature = creatureOf(actor);
  return cannotActReason(creature ? actorSystem(creature).consciousness : undefined);
}

/** Stores the uses (the GM's client for an attack card, the owner's for any other use). */
export async function recordUse(actor: Actor.Implementation, itemId: string, record: UseRecord | null): Promise<void> {
  if (!record || !itemId) return;
  await updateDocument(actor, { [`flags.${SYSTEM_ID}.${USES_FLAG}.${itemId}`]: record });
}

/** Asks the GM whether to use the item anyway despite the refusal (formatted with `data`). */
export async function confirmUseOverride(actorName: string, reasonKey: string, data: Record<string, string>): Promise<boolean> {
  const i18n = localization();
  const strings = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, escapeHtml(v)]));
  const answer = await foundry.applications.api.DialogV2.confirm({
    window: { title: i18n.localize("MESHAL.UseLimit.override.title") },
    content: `<p>${i18n.format("MESHAL.UseLimit.override.refused", { name: escapeHtml(actorName), reason: i18n.format(reasonKey, strings) })}</p>`
      + `<p>${i18n.localize("MESHAL.UseLimit.override.question")}</p>`,
    yes: { label: i18n.localize("MESHAL.UseLimit.override.useAnyway") },
    no: { label: i18n.localize("MESHAL.UseLimit.override.cancel") },
  });
  return answer === true;
}

/** The gate's answer: go ahead (then store `record` once the action went ahead), or stop. */
export type UseGate = { ok: true; record: UseRecord | null } | { ok: false };

/**
 * The gate before using `item` from a sheet or macro: refused (with a warning) when the actor cannot act or the
 * item's uses are spent this period; a GM is asked whether to use it anyway past a spent limit (`confirmOverride`).
 */
export async function mayUseItem(actor: Actor.Implementation, item: ItemLike, { confirmOverride = true }: { confirmOverride?: boolean } = {}): Promise<UseGate> {
  const reason = cannotActNow(actor);
  if (reason) {
    warn(reason);
    return { ok: false };
  }
  const verdict = planItemUse(actor, item);
  if (verdict.ok) return verdict;
  if (confirmOverride && game.user?.isGM === true) {
    if (await confirmUseOverride(actor.name ?? "", verdict.reasonKey, verdict.data)) return { ok: true, record: verdict.record };
    return { ok: false };
  }
  warn(verdict.reasonKey, verdict.data);
  return { ok: false };
}

/**
 * Why the requester's client refuses an attack card through `item` before any dialog: the actor cannot act, or (for
 * a player; a GM is asked on making the card) the item's uses are spent. Null when it may go ahead.
 */
export function requesterRefusal(actor: Actor.Implementation, item: ItemLike): { reasonKey: string; data?: Record<string, string> } | null {
  const reason = cannotActNow(actor);
  if (reason) return { reasonKey: reason };
  if (game.user?.isGM === true) return null;
  const verdict = planItemUse(actor, item);
  return verdict.ok ? null : { reasonKey: verdict.reasonKey, data: verdict.data };
}

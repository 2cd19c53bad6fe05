/**
 * The GM's side of a counter-attack (counter.ts, docs/queries.md `meshal-lite.attackStart`): the request is checked
 * against the original card as the GM holds it, the counter card is made as any ability attack (⚡ and use limit
 * paid there), and the original card is brought in line with it. The original card is only ever changed from two
 * GM-written cards (the counter card names the hit, the hit names the counter card), in the original card's write
 * queue, and idempotently: a failed write is made good the next time either card changes or the original card gets
 * a request (`settleCountersOn`). Making the counter: counter-issue.ts.
 */
import { SYSTEM_ID } from "../../../core/settings.ts";
import { runQueued } from "../../../core/queries.ts";
import { isRecord } from "../../../rules/guards.ts";
import { isGmWritten } from "../../../chat/card-trust.ts";
import { settleState } from "../attack-decide.ts";
import { lookupDefender, readAttackState, validState, writeCard } from "../gm/attack-gm-io.ts";
import type { AttackState } from "../attack-state.ts";
import { reconcileCounter } from "./counter.ts";

/** A GM-written attack card's state, or null. */
function trustedState(message: ChatMessage.Implementation | undefined | null): AttackState | null {
  return message && isGmWritten(message) ? readAttackState(message) : null;
}

/**
 * The original card with counter card `counter` taken into account (linked, and settled once the counter resolved;
 * the line then settles as usual). Written only when that changes it. Call inside the original card's queue.
 */
export async function reconcileHere(original: ChatMessage.Implementation, counter: ChatMessage.Implementation): Promise<void> {
  const state = trustedState(original);
  const counterState = trustedState(counter);
  if (!state || !counterState || !counter.id || counterState.answers?.messageId !== original.id) return;
  const reconciled = reconcileCounter(state, counter.id, counterState);
  if (reconciled === state) return;
  const settled = settleState(reconciled, lookupDefender);
  await writeCard(original, validState(settled) ? settled : reconciled);
}

/**
 * Before any request on a card: every hit still waiting for a counter card whose line has resolved gets its result
 * (a settle that failed to write is completed here). Call inside the card's queue.
 */
export async function settleCountersOn(message: ChatMessage.Implementation): Promise<void> {
  const state = trustedState(message);
  const ids = new Set(state?.targets.flatMap((t) => t.defenses.map((d) => (d?.counter && d.countered === undefined ? d.counter : ""))).filter((id) => id) ?? []);
  for (const id of ids) {
    const counter = game.messages?.get(id);
    if (counter) await reconcileHere(message, counter);
  }
}

/** Brings the card a counter card answers in line with it (queued on that card); nothing for any other card. */
export function reconcileFromCounter(counter: ChatMessage.Implementation): Promise<void> {
  // A quick look first: this runs on every attack card update, and most cards answer nothing.
  const system: unknown = counter.system;
  if (!isRecord(system) || !system.answers) return Promise.resolve();
  const link = trustedState(counter)?.answers;
  const original = link ? game.messages?.get(link.messageId) : undefined;
  if (!link || !original) return Promise.resolve();
  return runQueued(link.messageId, () => reconcileHere(original, counter));
}

/** Runs `reconcileFromCounter`, logging a failure (a later change or request retries it). */
export function reconcileLogged(counter: ChatMessage.Implementation): void {
  reconcileFromCounter(counter).catch((err: unknown) => console.error(`${SYSTEM_ID} | settling the counter of ${counter.id ?? ""} failed`, err));
}

/**
 * Settling attack cards on the active GM's client (see `settleState`): a new card, and the cards still waiting on an
 * actor whose ⚡, dice or life changed. The second runs on every such change in a fight, and a player can change their
 * own actor in a loop, so its work is bounded: the waiting cards are indexed by actor (settle-index.ts), a burst of
 * changes to one actor costs one run of a few cards (settle-scheduler.ts), and a card is read through its schema only
 * when a quick look at its stored lines says settling would change it (settle-check.ts).
 */
import { SYSTEM_ID } from "../../../core/settings.ts";
import { runQueued } from "../../../core/queries.ts";
import { updateDocument } from "../../../core/document-writes.ts";
import { readCardState } from "../../../chat/card-schema.ts";
import { isGmWritten } from "../../../chat/card-trust.ts";
import { ATTACK_CARD } from "../attack-card.ts";
import { storedAttackState } from "../attack-stored.ts";
import { openTargets, settleState } from "../attack-decide.ts";
import { lookupDefender, readAttackState } from "./attack-gm-io.ts";
import { needsSettling } from "./settle-check.ts";
import { WaitingIndex } from "./settle-index.ts";
import { SettleScheduler, type SettleClock } from "./settle-scheduler.ts";

/**
 * Reads the card through its schema, settles it and writes it when that changed it (run in the card's write queue).
 * Resolves to whether it was written.
 */
async function settleNow(id: string, fresh: boolean): Promise<boolean> {
  const current = game.messages?.get(id);
  // A player-authored card (posted before the GM wrote them) is read-only: nothing on it is settled.
  const stored = current && isGmWritten(current) ? readAttackState(current) : null;
  if (!current || !stored) return false;
  const state = fresh ? openTargets(stored) : stored;
  const next = settleState(state, lookupDefender);
  if (next === stored || readCardState(ATTACK_CARD, next) === null) return false;
  if ((await updateDocument(current, { system: storedAttackState(next) })) === undefined) throw new Error(`${SYSTEM_ID} | the card update was refused`);
  return true;
}

/**
 * Settles a card on the active GM's client (through the card's write queue): see `settleState`. A new card (`fresh`)
 * first has its target lines opened (`openTargets`): only the GM records decisions and results.
 */
export function settleAttackCard(message: ChatMessage.Implementation, { fresh = false }: { fresh?: boolean } = {}): Promise<void> {
  const id = message.id;
  if (!id) return Promise.resolve();
  return runQueued(id, async () => {
    await settleNow(id, fresh);
  });
}

const logFailure = (id: string) => (err: unknown) => console.error(`${SYSTEM_ID} | settling attack card ${id} failed`, err);

export const settleLogged = (message: ChatMessage.Implementation, fresh = false): void => {
  settleAttackCard(message, { fresh }).catch(logFailure(message.id ?? ""));
};

const index = new WaitingIndex();
let indexed = false;

/**
 * The index, filled from the chat log on first use; from then on the chat hooks keep it up to date (this module loads
 * only on the active GM's client, and nothing reads the index before its first use).
 */
function waitingIndex(): WaitingIndex {
  if (!indexed) {
    indexed = true;
    for (const message of game.messages?.contents ?? []) if (message.id && message.type === ATTACK_CARD.type) index.note(message.id, message.system);
    keepIndex();
  }
  return index;
}

/** Settles one card after `actorUuid` changed, when it still waits on it and the quick look says it would change. */
function settleWaiting(id: string, actorUuid: string): Promise<void> {
  return runQueued(id, async () => {
    const current = game.messages?.get(id);
    if (!current || current.type !== ATTACK_CARD.type) return index.forget(id);
    if (!needsSettling(current.system, actorUuid, lookupDefender(actorUuid))) return;
    // Not written although the quick look said it would change: the card refused (it or its next state does not fit
    // the schema, or a transition refused); only a change to the card alters that, and asking again would pay the read.
    if (!(await settleNow(id, false))) index.park(id);
  });
}

type TimerHandle = ReturnType<typeof setTimeout>;

const browserClock: SettleClock<TimerHandle> = {
  now: () => Date.now(),
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle),
};

let scheduler: SettleScheduler<TimerHandle> | null = null;

function settleScheduler(): SettleScheduler<TimerHandle> {
  scheduler ??= new SettleScheduler(
    browserClock,
    (actorUuid, limit) => waitingIndex().newest(actorUuid, limit),
    (ids, actorUuid) => {
      for (const id of ids) settleWaiting(id, actorUuid).catch(logFailure(id));
    },
  );
  return scheduler;
}

/**
 * Settles, shortly, the cards still waiting on `actor`: when it falls unconscious or runs out of ⚡ elsewhere, its open
 * hits there can no longer be defended and are taken without another click.
 */
export function settleCardsOf(actor: { uuid: string }): void {
  settleScheduler().changed(actor.uuid);
}

/** Keeps the index of waiting cards up to date with the chat log. */
function keepIndex(): void {
  const note = (message: ChatMessage.Implementation) => {
    if (!message.id) return;
    if (message.type === ATTACK_CARD.type) index.note(message.id, message.system);
    else index.forget(message.id);
  };
  Hooks.on("createChatMessage", note);
  Hooks.on("updateChatMessage", note);
  Hooks.on("deleteChatMessage", (message: ChatMessage.Implementation) => {
    if (message.id) index.forget(message.id);
  });
}

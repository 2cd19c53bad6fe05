/**
 * The attack card's buttons (`data-action` on templates/chat/attack.hbs): defend a hit, take it, apply a target's
 * damage (asking for the split first when several attributes can take it), undo it, and, for the GM, assign the
 * currently targeted tokens. Every change is a request to the active GM (attack-query.ts).
 */
import { boundedInt, oneOf } from "../../../core/query-core.ts";
import { warn } from "../../../core/notify.ts";
import { DEFENSE_KINDS, suggestedDamageSplit } from "../../../rules/index.ts";
import { loadLazily } from "../../../core/lazy.ts";
import type { CardActions } from "../../../chat/card-registry.ts";
import { ATTACK_CARD_LIMITS } from "../attack-card-schema.ts";
import { attackStateOf, requestAttackChange } from "../gm/attack-query.ts";
import type { DamageAllocation } from "../gm/attack-request.ts";
import { startCounter } from "../counter/counter-start.ts";
import { splitChoiceLeft, splitView } from "./damage-split-view.ts";
import { currentDice } from "../defender-state.ts";
import { actorAt, defenderSourceOf } from "../../actor-reads.ts";
import { MAX_TARGETS } from "../targets/targets.ts";

type Message = ChatMessage.Implementation;

/** A button's `data-target` / `data-hit` as an index, or undefined. */
const indexOf = (text: string | undefined, limit: number) => (text && /^\d{1,3}$/.test(text) ? boundedInt(Number(text), 0, limit - 1) : undefined);
const targetOf = (el: HTMLElement) => indexOf(el.dataset.target, MAX_TARGETS);
const hitOf = (el: HTMLElement) => indexOf(el.dataset.hit, ATTACK_CARD_LIMITS.hits);

async function defend(message: Message, el: HTMLElement): Promise<void> {
  const target = targetOf(el);
  const hit = hitOf(el);
  const kind = oneOf(el.dataset.kind, DEFENSE_KINDS);
  if (target === undefined || hit === undefined || !kind) return;
  await requestAttackChange(message, { op: "defend", target, hit, kind });
}

async function take(message: Message, el: HTMLElement): Promise<void> {
  const target = targetOf(el);
  const hit = hitOf(el);
  if (target === undefined || hit === undefined) return;
  await requestAttackChange(message, { op: "take", target, hit });
}

/**
 * The split to send with Apply when the split is a choice (several listed attributes of the target can take dice and
 * not every die goes, as this client reads the target now; the GM checks it again, and takes it only from the target's
 * owner or a GM, §6.3): the suggested split the button shows (`suggested`), else the one asked for in the split dialog.
 * Undefined when the user cancelled.
 */
async function splitFor(message: Message, target: number, suggested: boolean): Promise<DamageAllocation | null | undefined> {
  const state = attackStateOf(message);
  const line = state?.targets[target];
  if (!state || !line) return null;
  const source = defenderSourceOf(actorAt(line.actorUuid));
  if (!source) return null;
  const dice = currentDice(source.system);
  if (!splitChoiceLeft(line.damage, state.attributes, dice)) return null;
  if (suggested) return suggestedDamageSplit(line.damage, state.attributes, dice);
  // The dialog is asked for only for a split other than the suggested one: a lazy chunk.
  const dialog = await loadLazily(() => import("./damage-split.ts"));
  if (!dialog) return undefined;
  return (await dialog.askDamageSplit(splitView(line.damage, state.attributes, dice))) ?? undefined;
}

/** Apply; `choose` (the "Other split…" button) asks for the split even where the button offers the suggested one. */
async function apply(message: Message, el: HTMLElement, choose = false): Promise<void> {
  const target = targetOf(el);
  if (target === undefined) return;
  const allocation = await splitFor(message, target, !choose && el.dataset.split === "suggested");
  if (allocation === undefined) return;
  await requestAttackChange(message, { op: "apply", target, allocation });
}

/** The hit answered with another reaction (§6.2: no defense on it then). */
async function react(message: Message, el: HTMLElement): Promise<void> {
  const target = targetOf(el);
  const hit = hitOf(el);
  if (target === undefined || hit === undefined) return;
  await requestAttackChange(message, { op: "react", target, hit });
}

/** The hit answered with the defender's counter-attack (Dirty Fighting): its own card, linked to this hit (counter.ts). */
async function counter(message: Message, event: Event, el: HTMLElement): Promise<void> {
  const target = targetOf(el);
  const hit = hitOf(el);
  if (target === undefined || hit === undefined) return;
  await startCounter(message, target, hit, event);
}

/** The GM ends the wait of a hit answered by a counter whose card never resolved (counter.ts `endCounterWait`). */
async function endCounter(message: Message, el: HTMLElement): Promise<void> {
  const target = targetOf(el);
  const hit = hitOf(el);
  if (target === undefined || hit === undefined) return;
  await requestAttackChange(message, { op: "endCounter", target, hit });
}

/** A coup de grâce declared on the target (§7.2). */
async function coupDeGrace(message: Message, el: HTMLElement): Promise<void> {
  const target = targetOf(el);
  if (target !== undefined) await requestAttackChange(message, { op: "coupDeGrace", target });
}

async function undo(message: Message, el: HTMLElement): Promise<void> {
  const target = targetOf(el);
  if (target !== undefined) await requestAttackChange(message, { op: "undo", target });
}

/** The GM rules a target line in range (§4.3). */
async function overrideRange(message: Message, el: HTMLElement): Promise<void> {
  const target = targetOf(el);
  if (target !== undefined) await requestAttackChange(message, { op: "overrideRange", target });
}

/** The GM's targeted tokens replace the card's target lines. */
async function assignTargets(message: Message): Promise<void> {
  const tokenUuids = [...(game.user?.targets ?? [])].map((t) => t.document.uuid).filter((u): u is string => Boolean(u)).slice(0, MAX_TARGETS);
  if (tokenUuids.length === 0) {
    warn("MESHAL.Attack.request.noTargets");
    return;
  }
  await requestAttackChange(message, { op: "assign", tokenUuids });
}

/** Take all or apply all on the lines the button names ("0,2,3"; each decided by its own rights on the GM's client). */
async function onAll(message: Message, el: HTMLElement, op: "takeAll" | "applyAll"): Promise<void> {
  const targets = [...new Set((el.dataset.targets ?? "").split(",").map((t) => indexOf(t, MAX_TARGETS)).filter((n) => n !== undefined))];
  if (targets.length) await requestAttackChange(message, { op, targets: targets.slice(0, MAX_TARGETS) });
}

/** The attack card's action handlers, by `data-action`. */
export const ATTACK_ACTIONS: CardActions = {
  defend: (message, _event, el) => defend(message, el),
  take: (message, _event, el) => take(message, el),
  react: (message, _event, el) => react(message, el),
  counter: (message, event, el) => counter(message, event, el),
  endCounter: (message, _event, el) => endCounter(message, el),
  coupDeGrace: (message, _event, el) => coupDeGrace(message, el),
  apply: (message, _event, el) => apply(message, el),
  applySplit: (message, _event, el) => apply(message, el, true),
  takeAll: (message, _event, el) => onAll(message, el, "takeAll"),
  applyAll: (message, _event, el) => onAll(message, el, "applyAll"),
  undo: (message, _event, el) => undo(message, el),
  assignTargets: (message) => assignTargets(message),
  overrideRange: (message, _event, el) => overrideRange(message, el),
  // The GM's decision on a card held for it (gm-watch/held-attack.ts).
  acceptChanges: async (message) => void (await requestAttackChange(message, { op: "acceptChanges" })),
  refuseChanges: async (message) => void (await requestAttackChange(message, { op: "refuseChanges" })),
};

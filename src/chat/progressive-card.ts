/**
 * The progressive attempt/contest chat card (docs/rules.md §2.4). State lives in
 * `flags["meshal-lite"].progressive`; the message author or a GM writes it. Other players'
 * rolls reach the active GM through the `meshal-lite.progressive` query.
 */
import { expressionLabels, localizeExpression } from "../dice/expression-label.ts";
import type { PointsRoll } from "../dice/points-roll.ts";
import { SYSTEM_ID } from "../settings.ts";
import { progressiveView } from "./progressive-view.ts";
import {
  addAssist,
  addPeriodRoll,
  joinContest,
  readProgressiveState,
  startProgressive,
  type ProgressiveSide,
  type ProgressiveState,
  type RollSummary,
  type Transition,
} from "./progressive-state.ts";

/** Template of the card. */
export const PROGRESSIVE_TEMPLATE = "systems/meshal-lite/templates/chat/progressive.hbs";

/** Name of the query that applies a card change on the GM's client. */
export const PROGRESSIVE_QUERY = `${SYSTEM_ID}.progressive`;

/** A change to a card, as sent to whoever may write it. */
export type ProgressiveOp =
  | { messageId: string; op: "roll" | "assist"; side: number; roll: RollSummary }
  | { messageId: string; op: "join"; side: ProgressiveSide };

/** Options of `startProgressiveCard`. */
export interface StartProgressiveOptions {
  kind: ProgressiveState["kind"];
  target: number;
  purpose?: string;
  actor: { name: string | null; uuid: string } | null;
  expression: string;
  assistMode?: ProgressiveState["assistMode"];
  /** A first roll for side 0, already evaluated. */
  firstRoll?: PointsRoll;
  rollMode?: string;
}

/** Summary of an evaluated roll for the card. */
export function summarize(roll: PointsRoll, by: string): RollSummary {
  return { total: roll.total ?? 0, faces: roll.faces, by };
}

/** The card's HTML for a state, rendered with the current user's language. */
export async function renderProgressive(state: ProgressiveState): Promise<string> {
  const view = progressiveView(state);
  const labels = expressionLabels((key) => game.i18n?.localize(key) ?? key);
  const sides = view.sides.map((side) => ({ ...side, expression: localizeExpression(side.expression, labels) }));
  return foundry.applications.handlebars.renderTemplate(PROGRESSIVE_TEMPLATE, { ...view, sides });
}

/** Posts a new progressive card; resolves to the created message. */
export async function startProgressiveCard(options: StartProgressiveOptions): Promise<ChatMessage.Implementation | undefined> {
  const name = options.actor?.name ?? game.user?.name ?? "";
  let state = startProgressive({
    kind: options.kind,
    target: options.target,
    assistMode: options.assistMode ?? "add",
    purpose: options.purpose ?? "",
    sides: [{ name, actorUuid: options.actor?.uuid ?? null, expression: options.expression }],
  });
  if (options.firstRoll) {
    const next = addPeriodRoll(state, 0, summarize(options.firstRoll, name));
    if (next.ok) state = next.state;
  }
  const data: Record<string, unknown> = {
    content: await renderProgressive(state),
    speaker: ChatMessage.getSpeaker(options.actor instanceof Actor ? { actor: options.actor as unknown as Actor.Implementation } : {}),
    rolls: options.firstRoll ? [options.firstRoll.toJSON()] : [],
    flags: { [SYSTEM_ID]: { progressive: state } },
  };
  ChatMessage.applyRollMode(data as never, (options.rollMode ?? game.settings.get("core", "rollMode")) as never);
  return (await ChatMessage.create(data as never)) ?? undefined;
}

/** Reads the card state of a message, or `null` for other messages. */
export function progressiveStateOf(message: ChatMessage.Implementation): ProgressiveState | null {
  return readProgressiveState((message.flags as Record<string, Record<string, unknown> | undefined>)[SYSTEM_ID]?.progressive);
}

/** Applies a change to the card on this client (which must be allowed to update the message). */
export async function applyProgressiveOp(op: ProgressiveOp): Promise<boolean> {
  const message = game.messages?.get(op.messageId);
  const state = message ? progressiveStateOf(message) : null;
  if (!message || !state) return false;
  let result: Transition;
  if (op.op === "join") result = joinContest(state, op.side);
  else if (op.op === "roll") result = addPeriodRoll(state, op.side, op.roll);
  else result = addAssist(state, op.side, op.roll);
  if (!result.ok) {
    ui.notifications?.warn(game.i18n!.localize(result.reasonKey));
    return false;
  }
  const update = { content: await renderProgressive(result.state), [`flags.${SYSTEM_ID}.progressive`]: result.state };
  await message.update(update as never);
  return true;
}

/** Sends a change to the card: applied here when allowed, otherwise by the active GM. */
export async function submitProgressiveOp(message: ChatMessage.Implementation, op: ProgressiveOp): Promise<boolean> {
  if (game.user && message.canUserModify(game.user, "update")) return applyProgressiveOp(op);
  const gm = game.users?.activeGM;
  if (!gm) {
    ui.notifications?.warn(game.i18n!.localize("MESHAL.Chat.noGM"));
    return false;
  }
  return Boolean(await gm.query(PROGRESSIVE_QUERY as never, op as never));
}

/** Registers the GM-side query handler; call during `init`. */
export function registerProgressiveQuery(): void {
  (CONFIG.queries as unknown as Record<string, (data: unknown) => Promise<unknown>>)[PROGRESSIVE_QUERY] = async (data) =>
    game.user?.isGM ? applyProgressiveOp(data as ProgressiveOp) : false;
}

/**
 * How a check starts a progressive card without the dice knowing the chat: the chat registers the starter at `init`
 * (`setProgressiveStarter`) and checks, the enricher and macros call `startProgressiveCard`. Dice never import chat.
 */
import type { PointsRoll } from "./points-roll.ts";

/** Options of `startProgressiveCard`. */
export interface StartProgressiveOptions {
  kind: "attempt" | "contest";
  target: number;
  purpose?: string;
  actor: { name: string | null; uuid: string } | null;
  expression: string;
  assistMode?: "add" | "takeHigher";
  /** A first roll for side 0, already evaluated. */
  firstRoll?: PointsRoll;
  rollMode?: string;
}

/** Posts a progressive card; resolves to the created message. */
export type ProgressiveStarter = (options: StartProgressiveOptions) => Promise<ChatMessage.Implementation | undefined>;

let starter: ProgressiveStarter | null = null;

/** Sets the function that posts progressive cards (the chat does, at `init`). */
export function setProgressiveStarter(next: ProgressiveStarter | null): void {
  starter = next;
}

/** Posts a new progressive card through the registered starter; warns and resolves to undefined when there is none. */
export async function startProgressiveCard(options: StartProgressiveOptions): Promise<ChatMessage.Implementation | undefined> {
  if (!starter) {
    ui.notifications?.warn(game.i18n!.localize("MESHAL.Chat.progressive.unavailable"));
    return undefined;
  }
  return starter(options);
}

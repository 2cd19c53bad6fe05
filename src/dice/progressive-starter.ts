/**
 * How a check starts a progressive card without the dice knowing the chat: the chat registers the starter at `init`
 * (`setProgressiveStarter`) and checks, the enricher and macros call `startProgressiveCard`. Dice never import chat.
 * The card is written by the active GM (docs/queries.md, `meshal-lite.progressive`): the starter asks for it, and the
 * GM rolls its dice, so a start needs a connected GM (`progressiveGmOnline`, checked before anything is rolled).
 */

/** The roll dialog's choices for a first roll; the GM works out the dice from the actor's current dice. */
export interface FirstRollChoices {
  advantage?: number;
  disadvantage?: number;
  voluntary?: number;
}

/** Options of `startProgressiveCard`. */
export interface StartProgressiveOptions {
  kind: "attempt" | "contest";
  target: number;
  purpose?: string;
  /** Side 0's actor (one the user owns; a GM may give none). */
  actor: { name: string | null; uuid: string } | null;
  expression: string;
  assistMode?: "add" | "takeHigher";
  /** Have the GM roll side 0's first period at once (`true`, or the dialog's choices). */
  rollFirst?: boolean | FirstRollChoices;
}

/** Asks for a progressive card; resolves to the created message (the GM's), or undefined when none was made. */
export type ProgressiveStarter = (options: StartProgressiveOptions) => Promise<ChatMessage.Implementation | undefined>;

let starter: ProgressiveStarter | null = null;

/** Sets the function that asks for progressive cards (the chat does, at `init`). */
export function setProgressiveStarter(next: ProgressiveStarter | null): void {
  starter = next;
}

/** Is a GM connected to write progressive cards? Warns this user when not (call before any dialog or roll). */
export function progressiveGmOnline(): boolean {
  if (game.users?.activeGM) return true;
  ui.notifications?.warn(game.i18n!.localize("MESHAL.Chat.progressive.noGM"));
  return false;
}

/** Asks for a new progressive card through the registered starter; warns and resolves to undefined when there is none. */
export async function startProgressiveCard(options: StartProgressiveOptions): Promise<ChatMessage.Implementation | undefined> {
  if (!starter) {
    ui.notifications?.warn(game.i18n!.localize("MESHAL.Chat.progressive.unavailable"));
    return undefined;
  }
  return starter(options);
}

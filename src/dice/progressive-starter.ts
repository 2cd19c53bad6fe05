/**
 * How a check starts a progressive card without loading it: the card (src/dice/progressive/) registers the starter at
 * `init` (`setProgressiveStarter`, src/dice/register.ts) and checks, the enricher and macros call `startProgressiveCard`,
 * so check.ts and the card's handlers (which call the check dialog) do not import each other.
 * The card is written by the active GM (docs/queries.md, `meshal-lite.progressive`): the starter asks for it, and the
 * GM rolls its dice, so a start needs a connected GM (`progressiveGmOnline`, checked before anything is rolled).
 */
import { localize } from "../core/i18n.ts";

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
  /** A contest's opponent (side 1's actor): only its owners, or a GM for any creature, may join. Absent: the GM picks. */
  opponent?: { name: string | null; uuid: string } | null;
  expression: string;
  assistMode?: "add" | "takeHigher";
  /** Have the GM roll side 0's first period at once (`true`, or the dialog's choices). */
  rollFirst?: boolean | FirstRollChoices;
}

/** Asks for a progressive card; resolves to the created message (the GM's), or undefined when none was made. */
export type ProgressiveStarter = (options: StartProgressiveOptions) => Promise<ChatMessage.Implementation | undefined>;

let starter: ProgressiveStarter | null = null;

/** Sets the function that asks for progressive cards (src/dice/register.ts does, at `init`). */
export function setProgressiveStarter(next: ProgressiveStarter | null): void {
  starter = next;
}

/** Is a GM connected to write progressive cards? Warns this user when not (call before any dialog or roll). */
export function progressiveGmOnline(): boolean {
  if (game.users?.activeGM) return true;
  ui.notifications?.warn(localize("MESHAL.Chat.progressive.noGM"));
  return false;
}

/** Asks for a new progressive card through the registered starter; warns and resolves to undefined when there is none. */
export async function startProgressiveCard(options: StartProgressiveOptions): Promise<ChatMessage.Implementation | undefined> {
  if (!starter) {
    ui.notifications?.warn(localize("MESHAL.Chat.progressive.unavailable"));
    return undefined;
  }
  return starter(options);
}

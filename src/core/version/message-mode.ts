/**
 * Who sees a message. v13 calls it the roll mode: the chat selector writes `core.rollMode` (publicroll, gmroll,
 * blindroll, selfroll) and a roll posts with `toMessage(data, {rollMode})`. v14 calls it the message mode:
 * `core.messageMode` (public, gm, blind, self, ic) and `toMessage(data, {messageMode})`; its old setting no longer
 * follows the selector (it reads back null, so a roll that trusted it went out public) and the old option logs a
 * deprecation warning (dnd5e #6958; wintersleepAI/swnr PR 231; SR5-FoundryVTT PR 1916).
 *
 * The system names a visibility with v13's words: they are stored in rolls and written in `[[/check rollmode=…]]`.
 * This file reads the chat's mode as a visibility and turns a visibility into the running version's options.
 */
import { isOneOf } from "../../rules/guards.ts";
import type { ChatMessageMode } from "./foundry-v14.d.ts";
import { onV14 } from "./release.ts";

/** The system's visibilities of a message, in v13's words. */
export const VISIBILITIES = ["publicroll", "gmroll", "blindroll", "selfroll"] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** v14's name of each visibility (the keys of `CONFIG.ChatMessage.modes`). */
const MESSAGE_MODES: Record<Visibility, ChatMessageMode> = { publicroll: "public", gmroll: "gm", blindroll: "blind", selfroll: "self" };

/** Is `value` one of the system's visibilities? */
export function isVisibility(value: unknown): value is Visibility {
  return isOneOf(VISIBILITIES, value);
}

/**
 * A mode as either version names it, as the system's visibility; v14's in-character mode posts publicly (as dnd5e
 * reads it for rolls). `null` for anything else.
 */
export function visibilityOf(mode: unknown): Visibility | null {
  if (isVisibility(mode)) return mode;
  if (mode === "ic") return "publicroll";
  return VISIBILITIES.find((v) => MESSAGE_MODES[v] === mode) ?? null;
}

/** The chat selector's current mode as a visibility (public when it cannot be read). */
export function chatVisibility(): Visibility {
  const mode: unknown = onV14() ? game.settings.get("core", "messageMode") : game.settings.get("core", "rollMode");
  return visibilityOf(mode) ?? "publicroll";
}

/** The `Roll#toMessage` / `ChatMessage.create` option that posts with a visibility, in the running version's terms. */
export interface VisibilityOption {
  rollMode?: Visibility;
  messageMode?: ChatMessageMode;
}

/** The option that posts a message with `visibility` on the running version. */
export function visibilityOption(visibility: Visibility): VisibilityOption {
  return onV14() ? { messageMode: MESSAGE_MODES[visibility] } : { rollMode: visibility };
}

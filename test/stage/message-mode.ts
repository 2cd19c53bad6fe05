/**
 * The chat selector's mode and how a message gets its visibility, as each version does it (learned from public sources
 * only: dnd5e #6958 and 5.3's `BasicRoll`, SR5-FoundryVTT PR 1916, wintersleepAI/swnr PR 231, Foundry_WoD20
 * #1395/#1396, foundryvtt#11442, Draw Steel's `BaseRoll#toMessage`):
 * - v13: the selector writes `core.rollMode` (publicroll, gmroll, blindroll, selfroll); `core.messageMode` is not a
 *   setting (reading it throws); `ChatMessage.applyRollMode(data, mode)`; `ChatMessage.create(data, {rollMode})` and
 *   `Roll#toMessage(data, {rollMode})` apply the mode, the roll defaulting to the selector's.
 * - v14: the selector writes `core.messageMode` (public, gm, blind, self, ic); `core.rollMode` no longer follows it
 *   (reads back null) and logs a deprecation warning; `ChatMessage.applyMode(data, mode)`, with `applyRollMode` a
 *   deprecated alias taking the old names; `{messageMode}` is the create/toMessage option, `{rollMode}` still works
 *   with a deprecation warning. Where it differs from core: in-character (`ic`) posts like public here (core also sets
 *   an in-character style and speaker); only the options above are read.
 *
 * Sources: https://foundryvtt.com/api/v13/classes/foundry.documents.ChatMessage.html (`applyRollMode`, `create`), the
 * roll modes in "Dice Rolling" (https://foundryvtt.com/article/dice/),
 * https://foundryvtt.com/api/v14/classes/foundry.documents.ChatMessage.html (`applyMode`);
 * https://github.com/foundryvtt/dnd5e/issues/6958, https://github.com/SR5-FoundryVTT/SR5-FoundryVTT/pull/1916,
 * https://github.com/foundryvtt/foundryvtt/issues/11442; Draw Steel 0.11.1 `src/module/rolls/base.mjs` (`toMessage`
 * defaulting to the selector's mode).
 */
import { logDeprecation } from "./deprecations.ts";
import { onV14 } from "./version.ts";

type Rec = Record<string, unknown>;

/** The setting the chat selector writes on this run's version. */
export const CHAT_MODE_SETTING = onV14 ? "core.messageMode" : "core.rollMode";

/** Who may see a message, by the selector's choice (named as v14 names them). */
export type ChatChoice = "public" | "gm" | "blind" | "self";

/** v13's name of each choice. */
const V13_NAMES: Record<ChatChoice, string> = { public: "publicroll", gm: "gmroll", blind: "blindroll", self: "selfroll" };

/** The value the selector stores for `choice` on this run's version. */
export function chatModeValue(choice: ChatChoice): string {
  return onV14 ? choice : V13_NAMES[choice];
}

/** Sets the chat selector to `choice` in a stage's stored settings (`"<scope>.<key>"` → value). */
export function setChatMode(settings: Map<string, unknown>, choice: ChatChoice): void {
  settings.set(CHAT_MODE_SETTING, chatModeValue(choice));
}

/** Is `scope.key` one of the two core settings of the chat's mode? */
export function isChatModeSetting(scope: string, key: string): boolean {
  return scope === "core" && (key === "rollMode" || key === "messageMode");
}

/** `game.settings.get` for the two core settings of the chat's mode (`isChatModeSetting`), with each version's default. */
export function readChatModeSetting(settings: Map<string, unknown>, key: string): unknown {
  if (!onV14 && key === "messageMode") throw new Error("\"core.messageMode\" is not a registered game setting");
  if (onV14 && key === "rollMode") {
    logDeprecation("The `core.rollMode` client setting is deprecated in favor of `core.messageMode`");
    return null;
  }
  return settings.get(CHAT_MODE_SETTING) ?? chatModeValue("public");
}

/** A mode as either version names it, as the choice it makes. */
function choiceOf(mode: unknown): ChatChoice | null {
  const names = Object.entries(V13_NAMES) as [ChatChoice, string][];
  const legacy = names.find(([, name]) => name === mode)?.[0];
  if (!onV14) return legacy ?? null;
  if (mode === "ic") return "public";
  return names.find(([choice]) => choice === mode)?.[0] ?? null;
}

/**
 * Core's application of a mode to message data: public clears `whisper`, gm and blind whisper to the GMs (blind
 * also hides the result from the roller), self whispers to the roller. A mode the version does not know changes
 * nothing. `gms` are the GM users' ids, `self` the poster's.
 */
export function applyChoice(data: Rec, mode: unknown, gms: string[], self: string): Rec {
  const choice = choiceOf(mode);
  if (!choice) return data;
  data.whisper = choice === "gm" || choice === "blind" ? [...gms] : choice === "self" ? [self] : [];
  data.blind = choice === "blind";
  return data;
}

/** v14's legacy roll-mode names mapped onto its message modes (for the deprecated `rollMode` spellings). */
export function legacyToMessageMode(mode: unknown): unknown {
  const entry = Object.entries(V13_NAMES).find(([, name]) => name === mode);
  return entry ? entry[0] : mode;
}

/**
 * The mode a `ChatMessage.create` / `Roll#toMessage` option asks for on this run's version (`undefined`: none), with
 * v14's deprecation warning for the old option.
 */
export function optionMode(options: { rollMode?: unknown; messageMode?: unknown }, where: string): unknown {
  if (!onV14) return options.rollMode;
  if (options.messageMode !== undefined) return options.messageMode;
  if (options.rollMode === undefined) return undefined;
  logDeprecation(`${where}: the rollMode option is deprecated in favor of messageMode`);
  return legacyToMessageMode(options.rollMode);
}

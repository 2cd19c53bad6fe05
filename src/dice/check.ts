/**
 * `rollActorCheck`: the one entry point for an actor's check. Reads the actor's dice, opens the
 * roll dialog (unless skipped), evaluates a `PointsRoll` and posts it — or starts a progressive card.
 */
import type { AttributeDice, DiceExpression, RollMode } from "../rules/types.ts";
import type { AssistMode } from "../rules/index.ts";
import { attributeDiceOf, NO_ATTRIBUTES } from "./actor-dice.ts";
import { isActorDocument } from "../core/document-guards.ts";
import { defaultCheckConfig, expressionText, type CheckConfig, type RollVisibility } from "./check-config.ts";
import { PointsRoll } from "./points-roll.ts";
import { RollDialog } from "./roll-dialog.ts";
import type { ModifierSource } from "./dialog-context.ts";
import { shouldSkipDialog } from "./settings.ts";
import { optionalRule } from "../core/settings.ts";
import { chatVisibility, visibilityOption } from "../core/version/message-mode.ts";
import { progressiveGmOnline, startProgressiveCard } from "./progressive-starter.ts";
import { format, localize } from "../core/i18n.ts";

/** Options of `rollActorCheck`. Everything is optional; the dialog lets the roller change it. */
export interface ActorCheckOptions {
  /** Formula text (`might+1`, `energy/2`, `4`), a structured expression, or an attribute id. Default `might`. */
  expression?: string | DiceExpression;
  advantage?: number;
  disadvantage?: number;
  voluntary?: number;
  difficulty?: number | null;
  /** Points (default) or face sum (initiative, bargaining, supplies). */
  mode?: RollMode;
  /** Card title, e.g. "Climb the wall". `flavor` is accepted as a synonym. */
  purpose?: string;
  flavor?: string;
  rollMode?: RollVisibility;
  /** `true` never shows the dialog, `false` always does; unset = the skip key and setting decide. */
  skipDialog?: boolean;
  /**
   * Ask the active GM for a progressive attempt card (needs a difficulty) instead of posting one roll: the GM rolls the
   * first period with this dialog's choices and writes the card. Refused before the dialog when no GM is connected.
   */
  progressive?: boolean;
  /** The click that asked for the roll; its Shift/Ctrl/Alt state counts for the skip key. */
  event?: Event;
  /** Post the roll to chat (default true). */
  chat?: boolean;
  /** Named sources of the prefilled advantages/disadvantages, listed in the dialog (e.g. equipped items). */
  sources?: readonly ModifierSource[];
  /** A helper's result to count (§2.4 assist), and how ("takeHigher" only under the world's variant). */
  assist?: number | null;
  assistMode?: AssistMode;
}

/** The minimal actor shape this module needs (the system's actor documents satisfy it). */
export interface RollingActor {
  name: string | null;
  uuid: string;
  system: unknown;
}

/** Reads an actor's dice, warning the user when they are missing. `null` actor → numbers only. */
export function diceForActor(actor: RollingActor | null): AttributeDice | null {
  if (!actor) return NO_ATTRIBUTES;
  const read = attributeDiceOf(actor.system);
  if (read.ok) return read.dice;
  ui.notifications?.warn(format(read.reasonKey, { name: actor.name ?? "" }));
  return null;
}

/** The configuration the dialog starts from. */
export function initialCheckConfig(options: ActorCheckOptions): CheckConfig {
  return defaultCheckConfig({
    expression: expressionText(options.expression ?? "might"),
    advantage: options.advantage,
    disadvantage: options.disadvantage,
    voluntary: options.voluntary,
    difficulty: options.difficulty ?? null,
    mode: options.mode ?? (typeof options.expression === "object" ? options.expression.mode : undefined),
    rollMode: options.rollMode ?? chatVisibility(),
    purpose: options.purpose ?? options.flavor ?? "",
    newerDice: optionalRule("newerDice"),
    assist: options.assist ?? null,
    assistMode: options.assistMode,
    assistTakeHigher: optionalRule("assistTakeHigher"),
  });
}

/**
 * Opens the roll dialog on `config` unless the roll skips it (`skipDialog`, or the skip key and setting with `event`).
 * Resolves to the configuration to roll, or `null` when the dialog was closed, or could not open (after an error
 * notification).
 */
export async function configureCheck(
  config: CheckConfig,
  dice: AttributeDice,
  subject: string,
  options: { skipDialog?: boolean; event?: Event; showChance?: boolean; sources?: readonly ModifierSource[]; assist?: boolean } = {},
): Promise<CheckConfig | null> {
  if (shouldSkipDialog(options.skipDialog, options.event)) return config;
  try {
    return await RollDialog.prompt(config, dice, subject, { showChance: options.showChance ?? true, sources: options.sources ?? [], assist: options.assist ?? false });
  } catch (err) {
    // The dialog could not open: say so and give up this roll, so the button that asked for it comes back.
    console.error("meshal-lite | the roll dialog failed to render", err);
    ui.notifications?.error(localize("MESHAL.Roll.dialogFailed"));
    return null;
  }
}

/**
 * Rolls a check for `actor` (or, with `null`, a plain numeric formula). Resolves to the evaluated roll,
 * or `null` if the dialog was cancelled or could not open (after an error notification), or the actor has no usable
 * attributes.
 */
export async function rollActorCheck(actor: RollingActor | null, options: ActorCheckOptions = {}): Promise<PointsRoll | null> {
  if (options.progressive && options.chat !== false && !progressiveGmOnline()) return null;
  const dice = diceForActor(actor);
  if (!dice) return null;
  const config = await configureCheck(initialCheckConfig(options), dice, actor?.name ?? "", {
    skipDialog: options.skipDialog, event: options.event, showChance: !options.progressive, sources: options.sources ?? [],
    assist: !options.progressive,
  });
  if (!config) return null;
  if (options.progressive && options.chat !== false && config.difficulty !== null) return startProgressiveAttempt(actor, config);

  let roll: PointsRoll;
  try {
    roll = PointsRoll.fromCheck(config, dice, actor?.uuid ?? null);
  } catch (err) {
    ui.notifications?.error(format("MESHAL.Roll.badFormula", { error: err instanceof Error ? err.message : String(err) }));
    return null;
  }
  await roll.evaluate();
  if (options.chat === false) return roll;

  const speaker = ChatMessage.getSpeaker(isActorDocument(actor) ? { actor } : {});
  // No message flavor: the card shows the purpose itself, and hides it on secret rolls.
  await roll.toMessage({ speaker }, visibilityOption(config.rollMode));
  return roll;
}

/**
 * Asks the GM for a progressive attempt card whose first period the GM rolls with `config`'s choices (the card is
 * public: everyone may assist). Resolves to that first roll as this client reads it from the card, or null.
 */
async function startProgressiveAttempt(actor: RollingActor | null, config: CheckConfig): Promise<PointsRoll | null> {
  const { advantage, disadvantage, voluntary } = config;
  const message = await startProgressiveCard({
    kind: "attempt", target: config.difficulty ?? 0, purpose: config.purpose, actor, expression: config.expression, rollFirst: { advantage, disadvantage, voluntary },
  });
  const first = message?.rolls[0];
  return first instanceof PointsRoll ? first : null;
}

/** A face-sum roll of `count` dice with no actor (supplies, bargaining): posts and returns it. */
export async function rollFaceSum(count: number, options: Omit<ActorCheckOptions, "expression" | "mode"> = {}): Promise<PointsRoll | null> {
  return rollActorCheck(null, { ...options, expression: String(Math.max(1, Math.trunc(count))), mode: "faceSum" });
}

/**
 * `PointsRoll`: a Foundry Roll of d6 that counts points (`Nd6p`) or adds faces (`Nd6`),
 * carrying its Meshal state (expression, advantages, difficulty, chance, re-rolls) in `options`
 * so saved messages rebuild through the usual `(formula, data, options)` constructor.
 */
import type { AttributeDice, RollMode } from "../rules/types.ts";
import { minimumDice } from "../rules/index.ts";
import { isRecord } from "../rules/guards.ts";
import { NO_ATTRIBUTES } from "./actor-dice.ts";
import { recordReroll } from "./reroll.ts";
import { assistedTotal, readRollState, rollCardContext, type PointsRollState, type RollCardContext } from "./card-context.ts";
import { assistOf, defaultCheckConfig, type CheckConfig } from "./check-config.ts";
import { planRoll } from "./formula.ts";
import { expressionLabels, localizeExpression } from "./expression-label.ts";
import { chanceFor } from "./outcome.ts";
import type { ScorableResult } from "./points.ts";

/** Render options Foundry passes to `_prepareChatRenderContext`. */
interface ChatRenderOptions {
  flavor?: string;
  isPrivate?: boolean;
}

/** Template data: the core roll fields plus `meshal` (null while private). */
export interface PointsRollChatContext {
  formula: string;
  flavor: string | null;
  user: string | null;
  tooltip: string;
  total: string | number;
  isPrivate: boolean;
  meshal: RollCardContext | null;
}

/** Roll options with our state beside Foundry's own (`base`), so saved messages rebuild the roll with both. */
function withRollState(state: PointsRollState, base: Roll.Options = {}): Roll.Options & PointsRollState {
  return Object.assign({}, base, state);
}

/** A d6 roll that counts points or adds faces and remembers its Meshal state (see module doc). */
export class PointsRoll extends Roll {
  /** The chat card template. */
  static override CHAT_TEMPLATE = "systems/meshal-lite/templates/dice/points-roll.hbs";

  /**
   * Builds an unevaluated roll from a check configuration and the roller's dice.
   * The dice count (with advantages and the one-die minimum) and the chance come from the rules core.
   * Throws RangeError for a formula the rules cannot read.
   */
  static fromCheck(config: CheckConfig, dice: AttributeDice, actorUuid: string | null = null): PointsRoll {
    const plan = planRoll(config.expression, dice, config, config.mode);
    const state: PointsRollState = {
      mode: plan.mode,
      expression: plan.expressionText,
      diceCount: plan.diceCount,
      advantage: config.advantage,
      disadvantage: config.disadvantage,
      voluntary: config.voluntary,
      difficulty: config.difficulty,
      chance: plan.mode === "points" ? chanceFor(plan.diceCount, config.difficulty, assistOf(config)) : null,
      purpose: config.purpose,
      actorUuid,
      rerolls: [],
      assist: assistOf(config),
      fate: null,
    };
    return new this(plan.formula, {}, withRollState(state));
  }

  /**
   * An unevaluated roll of `count` dice with no actor: a face sum for initiative ties, bargaining
   * or supplies (`mode` "faceSum"), or a plain points roll. At least 1 die, or 0 with `newerDice` (§10.2).
   */
  static forCount(count: number, mode: RollMode = "faceSum", purpose = "", newerDice = false): PointsRoll {
    const config = defaultCheckConfig({ expression: String(Math.max(minimumDice(newerDice), Math.trunc(count))), mode, purpose, newerDice });
    return PointsRoll.fromCheck(config, NO_ATTRIBUTES);
  }

  /** The Meshal state stored in `options`, with defaults filled in. */
  get meshal(): PointsRollState {
    return readRollState(this.options);
  }

  /** The check's result: the dice's total with a helper's result counted (§2.4 assist; add or take the higher). */
  get checkResult(): number {
    return assistedTotal(this.meshal, this.total ?? 0);
  }

  /** Every die result of the roll, across all dice terms. */
  get results(): ScorableResult[] {
    return this.dice.flatMap((d): ScorableResult[] => d.results);
  }

  /** The faces rolled, in order (active results only). */
  get faces(): number[] {
    return this.results.filter((r) => r.active !== false).map((r) => r.result);
  }

  /** Card data for this roll (after evaluation). */
  cardContext(): RollCardContext {
    return rollCardContext(this.meshal, this.results, this.total ?? 0);
  }

  /**
   * A fresh evaluated roll with the same formula and state whose history records this result
   * as re-rolled by `userName`.
   */
  async rerollRecorded(userName: string): Promise<PointsRoll> {
    const state: PointsRollState = {
      ...this.meshal,
      rerolls: recordReroll(this.meshal.rerolls, { total: this.total ?? 0, faces: this.faces }, userName, Date.now()),
    };
    const next = new PointsRoll(this.formula, this.data, withRollState(state, this.options));
    await next.evaluate();
    return next;
  }

  /** Feeds the chat template; declared here because the type declarations lack it. */
  async _prepareChatRenderContext({ flavor, isPrivate = false }: ChatRenderOptions = {}): Promise<PointsRollChatContext> {
    return {
      formula: isPrivate ? "???" : this.formula,
      flavor: isPrivate ? null : (flavor ?? this.storedFlavor()),
      user: game.user?.id ?? null,
      tooltip: isPrivate ? "" : await this.getTooltip().catch(() => ""), // a crafted result must not break the message
      total: isPrivate ? "?" : (this.total ?? 0),
      isPrivate,
      meshal: isPrivate ? null : this.localizedCardContext(),
    };
  }

  /** The flavor kept in the roll's options (Foundry's own option, which the options type does not declare), or null. */
  private storedFlavor(): string | null {
    const options: unknown = this.options;
    const stored = isRecord(options) ? options.flavor : undefined;
    return typeof stored === "string" ? stored : null;
  }

  /** The card data with the expression shown in the reader's language. */
  private localizedCardContext(): RollCardContext {
    const context = this.cardContext();
    const localize = (key: string) => game.i18n?.localize(key) ?? key;
    return { ...context, expression: localizeExpression(context.expression, expressionLabels(localize)) };
  }
}

/**
 * Template data of the roll dialog (templates/dice/roll-dialog.hbs), built from plain values
 * so the template can be rendered in tests. Pure.
 */
import { ATTRIBUTE_IDS, type AttributeDice } from "../rules/types.ts";
import { localizeExpression, type ExpressionLabels } from "./expression-label.ts";
import { difficultyGuide, ROLL_VISIBILITIES, summarizeCheck, type CheckConfig, type CheckSummary, type GuideRow } from "./check-config.ts";

/** Lang keys of Foundry's four roll visibilities. */
export const VISIBILITY_KEYS: Record<(typeof ROLL_VISIBILITIES)[number], string> = {
  publicroll: "MESHAL.Roll.visibility.publicroll",
  gmroll: "MESHAL.Roll.visibility.gmroll",
  blindroll: "MESHAL.Roll.visibility.blindroll",
  selfroll: "MESHAL.Roll.visibility.selfroll",
};

/** A named source of advantages (+) or disadvantages (−), e.g. an equipped item; `applied` false = offered only. */
export interface ModifierSource {
  name: string;
  amount: number;
  applied: boolean;
  condition: string;
}

/** The dialog's template data. */
export interface RollDialogContext {
  config: CheckConfig;
  /** The formula in the reader's words, as the input shows it (read back to ids by readCheckForm). */
  expressionShown: string;
  summary: CheckSummary;
  guide: GuideRow[];
  modes: { value: string; labelKey: string; selected: boolean }[];
  steppers: { field: "advantage" | "disadvantage" | "voluntary"; labelKey: string; value: number }[];
  visibilities: { value: string; labelKey: string; selected: boolean }[];
  /** The roller's current attribute dice, for reference ("–" = void); empty without an actor. */
  pools: { id: string; labelKey: string; value: string }[];
  /** Where the prefilled advantages and disadvantages come from. */
  sources: { name: string; labelKey: string; count: number; applied: boolean; condition: string }[];
  /** A helper's result (§2.4): the input's value ("" = none) and, under the take-higher variant, how it counts; null = not offered. */
  assist: { value: string; modes: { value: string; labelKey: string; selected: boolean }[] } | null;
}

/**
 * Builds the dialog's data for a configuration and the roller's dice (`hasActor` false hides the pools; `withAssist`
 * shows the assist field, for a single check).
 */
export function rollDialogContext(
  config: CheckConfig, dice: AttributeDice, hasActor = true, sources: readonly ModifierSource[] = [], withAssist = false, labels?: ExpressionLabels,
): RollDialogContext {
  return {
    config,
    expressionShown: labels ? localizeExpression(config.expression, labels) : config.expression,
    summary: summarizeCheck(config, dice),
    guide: difficultyGuide(config.difficulty),
    modes: [
      { value: "points", labelKey: "MESHAL.Dice.points", selected: config.mode === "points" },
      { value: "faceSum", labelKey: "MESHAL.Dice.faceSum", selected: config.mode === "faceSum" },
    ],
    steppers: [
      { field: "advantage", labelKey: "MESHAL.Roll.advantage", value: config.advantage },
      { field: "disadvantage", labelKey: "MESHAL.Roll.disadvantage", value: config.disadvantage },
      { field: "voluntary", labelKey: "MESHAL.Roll.voluntary", value: config.voluntary },
    ],
    visibilities: ROLL_VISIBILITIES.map((v) => ({ value: v, labelKey: VISIBILITY_KEYS[v], selected: v === config.rollMode })),
    pools: hasActor
      ? ATTRIBUTE_IDS.map((id) => ({ id, labelKey: `MESHAL.Attribute.${id}`, value: dice[id] === null ? "–" : String(dice[id]) }))
      : [],
    assist: withAssist
      ? {
        value: typeof config.assist === "number" ? String(config.assist) : "",
        modes: config.assistTakeHigher
          ? (["add", "takeHigher"] as const).map((m) => ({ value: m, labelKey: `MESHAL.Roll.assistMode.${m}`, selected: (config.assistMode ?? "add") === m }))
          : [],
      }
      : null,
    sources: sources.map((m) => ({
      name: m.name,
      labelKey: m.amount > 0 ? "MESHAL.Roll.advantageCount" : "MESHAL.Roll.disadvantageCount",
      count: Math.abs(m.amount),
      applied: m.applied,
      condition: m.condition,
    })),
  };
}

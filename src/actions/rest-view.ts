/**
 * The rest card's state and template data (§7.3): for each attribute that rested, the points each hour recovered and
 * the dice before and after. Pure: the state is built from the rest plan's hour-by-hour log, the view from the state.
 */
import { ATTRIBUTE_IDS, type AttributeId, type RestHour } from "../rules/index.ts";

/** What the card stores: one row per attribute that rested. */
export interface RestState {
  hours: number;
  rows: { attribute: AttributeId; before: number; after: number; total: number; steps: { dice: number; points: number; recovered: number }[] }[];
  fullyRestored: boolean;
}

/** One attribute's line on the card. */
export interface RestRow {
  attribute: AttributeId;
  labelKey: string;
  before: number;
  after: number;
  total: number;
  hours: { hour: number; dice: number; points: number; recovered: number }[];
}

/** The rest card's context. */
export interface RestView {
  hours: number;
  rows: RestRow[];
  fullyRestored: boolean;
}

/** The card's state from the hours rested, the dice before (current and total) and the plan's log. */
export function restState(
  hours: number,
  before: Record<AttributeId, { value: number; total: number }>,
  log: Record<AttributeId, readonly RestHour[]>,
  fullyRestored: boolean,
): RestState {
  const rows = ATTRIBUTE_IDS.flatMap((id) => {
    const last = log[id].at(-1);
    if (!last) return []; // the attribute rested no hour
    return [{
      attribute: id,
      before: before[id].value,
      after: last.after,
      total: before[id].total,
      steps: log[id].map((h) => ({ dice: h.diceRolled, points: h.points, recovered: h.recovered })),
    }];
  });
  return { hours, rows, fullyRestored };
}

/** The template data of a stored state. */
export function restViewOf(state: RestState): RestView {
  const rows = state.rows.map((row): RestRow => ({
    attribute: row.attribute,
    labelKey: `MESHAL.Attribute.${row.attribute}`,
    before: row.before,
    after: row.after,
    total: row.total,
    hours: row.steps.map((s, i) => ({ hour: i + 1, ...s })),
  }));
  return { hours: state.hours, rows, fullyRestored: state.fullyRestored };
}

/** Builds the card from the hours rested, the dice before (current and total) and the plan's log. */
export function restView(
  hours: number,
  before: Record<AttributeId, { value: number; total: number }>,
  log: Record<AttributeId, readonly RestHour[]>,
  fullyRestored: boolean,
): RestView {
  return restViewOf(restState(hours, before, log, fullyRestored));
}

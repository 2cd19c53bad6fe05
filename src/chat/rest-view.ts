/**
 * Template data for the rest card (§7.3): for each attribute that rested, the points each hour recovered and the
 * dice before and after. Pure: built from the rest plan's hour-by-hour log.
 */
import { ATTRIBUTE_IDS, type AttributeId, type RestHour } from "../rules/index.ts";

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

/** Builds the card from the hours rested, the dice before (current and total) and the plan's log. */
export function restView(
  hours: number,
  before: Record<AttributeId, { value: number; total: number }>,
  log: Record<AttributeId, readonly RestHour[]>,
  fullyRestored: boolean,
): RestView {
  const rows = ATTRIBUTE_IDS.filter((id) => log[id].length > 0).map((id): RestRow => ({
    attribute: id,
    labelKey: `MESHAL.Attribute.${id}`,
    before: before[id].value,
    after: log[id].at(-1)!.after,
    total: before[id].total,
    hours: log[id].map((h, i) => ({ hour: i + 1, dice: h.diceRolled, points: h.points, recovered: h.recovered })),
  }));
  return { hours, rows, fullyRestored };
}

/**
 * The rest card's state and template data (§7.3): for each attribute that rested, the points each hour recovered and
 * the dice before and after, then one statement of where the rest left the creature (every die back; every die the
 * damage took back while needs hold some; or what is still to recover) and the dice needs still hold (§7.4). Pure:
 * the state is built from the rest plan's hour-by-hour log, the view from the state.
 */
import { ATTRIBUTE_IDS, type AttributeId, type RestHour } from "../rules/index.ts";

/** Dice per attribute. */
export type Dice = Record<AttributeId, number>;

/** What the card stores: one row per attribute that rested. */
export interface RestState {
  hours: number;
  rows: { attribute: AttributeId; before: number; after: number; total: number; steps: { dice: number; points: number; recovered: number }[] }[];
  /** Every die the damage took is back (dice held by unmet needs aside). */
  fullyRestored: boolean;
  /** Dice unmet needs still hold after the rest (§7.4); absent on cards posted before it was kept (read as none). */
  held?: Dice | null;
}

/** The cause of each attribute's replenishment loss (§7.4). */
export const NEED_CAUSE: Record<AttributeId, "hunger" | "thirst" | "exhaustion"> = { might: "hunger", energy: "thirst", spirit: "exhaustion" };

/** One "Energy −1" line of the card: the attribute, its dice and the need that would hold them (§7.4). */
export interface DiceLine {
  attribute: AttributeId;
  labelKey: string;
  causeKey: string;
  dice: number;
}

/** The line of `dice` dice of `attribute`. */
export const diceLine = (attribute: AttributeId, dice: number): DiceLine =>
  ({ attribute, labelKey: `MESHAL.Attribute.${attribute}`, causeKey: `MESHAL.PartyRest.cause.${NEED_CAUSE[attribute]}`, dice });

/**
 * Where the rest left the creature, said once: "full" (every die back), "damageBack" (every die the damage took is
 * back; needs hold the rest, listed apart), "short" (dice still to recover, each listed) or "nothing" (nothing was
 * damaged, nothing held, nothing returned).
 */
export type RestOutcome = "full" | "damageBack" | "short" | "nothing";

/** The statement and the lines of dice still to recover and still held by needs, from the rows and the held dice. */
export function restOutcome(rows: RestState["rows"], fullyRestored: boolean, held: Dice, returned = false): { outcome: RestOutcome; outcomeKey: string; short: DiceLine[]; held: DiceLine[] } {
  const heldLines = ATTRIBUTE_IDS.filter((id) => held[id] > 0).map((id) => diceLine(id, held[id]));
  const short = fullyRestored ? [] : rows.map((r) => diceLine(r.attribute, r.total - r.after - held[r.attribute])).filter((l) => l.dice > 0);
  const outcome: RestOutcome = short.length ? "short" : heldLines.length ? "damageBack" : rows.length || returned ? "full" : "nothing";
  return { outcome, outcomeKey: `MESHAL.Chat.rest.outcome.${outcome}`, short, held: heldLines };
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
  outcome: RestOutcome;
  /** The statement's lang key (`MESHAL.Chat.rest.outcome.*`). */
  outcomeKey: string;
  /** Dice still to recover, per attribute (outcome "short"). */
  short: DiceLine[];
  /** Dice unmet needs still hold, per attribute. */
  held: DiceLine[];
}

/** The card's state from the hours rested, the dice before (current and total) and the plan's log. */
export function restState(
  hours: number,
  before: Record<AttributeId, { value: number; total: number }>,
  log: Record<AttributeId, readonly RestHour[]>,
  fullyRestored: boolean,
  held: Dice | null = null,
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
  return { hours, rows, fullyRestored, held };
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
  return { hours: state.hours, rows, fullyRestored: state.fullyRestored, ...restOutcome(state.rows, state.fullyRestored, state.held ?? { might: 0, energy: 0, spirit: 0 }) };
}

/** Builds the card from the hours rested, the dice before (current and total) and the plan's log. */
export function restView(
  hours: number,
  before: Record<AttributeId, { value: number; total: number }>,
  log: Record<AttributeId, readonly RestHour[]>,
  fullyRestored: boolean,
  held: Dice | null = null,
): RestView {
  return restViewOf(restState(hours, before, log, fullyRestored, held));
}

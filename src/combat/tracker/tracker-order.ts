/**
 * Tracker adapter (§5.2): turns the combat's rows into the rules core's initiative entries, decides which rows roll
 * together (group initiative), which still have to break a tie, and the resulting turn order. Pure.
 */
import { orderInitiative, unresolvedTies, type InitiativeEntry } from "../../rules/index.ts";

/** What the adapter needs to know about one combatant. */
export interface TrackerRow {
  id: string;
  /** The actor a group is formed around (identical NPCs share it); null when the token has no actor. */
  actorId: string | null;
  /** NPCs of the same actor form a group under the group-initiative rule; characters never do. */
  isNpc: boolean;
  /** Face sum of the initiative roll; null until rolled. */
  initiative: number | null;
  /** 3-dice tie-break face sums, in the order rolled. */
  tieBreaks: readonly number[];
  /** Round in which the row was added after the combat started (late joiner); 0 = there from the start. */
  joinedRound: number;
}

/** Options of the order. */
export interface OrderOptions {
  /** [OPT] group initiative (§5.2). */
  groupInitiative: boolean;
}

/** The key rows share when they roll as one (a group), or their own id. */
export function rollUnitKey(row: TrackerRow, options: OrderOptions): string {
  if (options.groupInitiative && row.isNpc && row.actorId) return `group:${row.joinedRound}:${row.actorId}`;
  return `row:${row.id}`;
}

/** Rows grouped by roll unit, in first-appearance order (each unit rolls once and shares the result). */
export function rollUnits(rows: readonly TrackerRow[], options: OrderOptions): [TrackerRow, ...TrackerRow[]][] {
  const units = new Map<string, [TrackerRow, ...TrackerRow[]]>();
  for (const row of rows) {
    const key = rollUnitKey(row, options);
    const unit = units.get(key);
    if (unit) unit.push(row);
    else units.set(key, [row]);
  }
  return [...units.values()];
}

function entryOf(key: string, row: TrackerRow): InitiativeEntry {
  const entry: InitiativeEntry = { id: key, faceSum: row.initiative ?? 0, tieBreaks: row.tieBreaks };
  return row.joinedRound > 0 ? { ...entry, lateJoiner: true, batch: row.joinedRound } : entry;
}

/** One entry per rolled unit, keyed by unit (its first rolled row speaks for it: a group shares one roll). */
function rolledUnits(rows: readonly TrackerRow[], options: OrderOptions): { entries: InitiativeEntry[]; members: Map<string, string[]> } {
  const entries: InitiativeEntry[] = [];
  const members = new Map<string, string[]>();
  for (const unit of rollUnits(rows, options)) {
    const first = unit.find((r) => r.initiative !== null);
    if (!first) continue;
    const key = rollUnitKey(first, options);
    entries.push(entryOf(key, first));
    members.set(key, unit.map((r) => r.id));
  }
  return { entries, members };
}

/**
 * Turn order (ids, first to act first): highest face sum, ties by the tie-break rolls round by round, late joiners
 * after everyone batch by batch, a group's members together in their listed order; rows not yet rolled last, in listed
 * order. The rolled units' order never depends on the listing (a tie no roll broke goes by unit key).
 */
export function trackerOrder(rows: readonly TrackerRow[], options: OrderOptions): string[] {
  const { entries, members } = rolledUnits(rows, options);
  // Stryker disable next-line ArrayDeclaration: unreachable — every entry's key has its members
  const ordered = orderInitiative(entries).flatMap((key) => members.get(key) ?? []);
  const placed = new Set(ordered);
  const unrolled = rows.filter((r) => !placed.has(r.id)).map((r) => r.id);
  return [...ordered, ...unrolled];
}

/**
 * Rows that must roll 3🎲+ (again), one list per set of roll units with identical rolls so far (all members of a tied
 * group are listed, they share the roll): a unit whose rolls another unit of its batch also has, in order — a row
 * rolled into a tie already broken rolls against the stored tie-breaks (§5.2, docs/rules.md §10.3 #15). A late joiner
 * alone in its batch never ties.
 */
export function tiesToBreak(rows: readonly TrackerRow[], options: OrderOptions): string[][] {
  const { entries, members } = rolledUnits(rows, options);
  // Stryker disable next-line ArrayDeclaration: unreachable — every entry's key has its members
  return unresolvedTies(entries).map((keys) => keys.flatMap((key) => members.get(key) ?? []));
}

/** Rank of each row in the order (0 = first), for a tracker sort comparator. */
export function orderRanks(rows: readonly TrackerRow[], options: OrderOptions): Map<string, number> {
  return new Map(trackerOrder(rows, options).map((id, index) => [id, index]));
}

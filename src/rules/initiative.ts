/**
 * Initiative ordering (§5.2, §10.3 #3): Energy dice face sum, ties broken by repeated 3-dice face-sum rolls,
 * late joiners after everyone, optional group initiative.
 */
import { VOID_DICE } from "./formula-ast.ts";
import { assertIntegerAtLeast } from "./validate.ts";

/** Dice rolled to break an initiative tie (3🎲+). */
export const TIE_BREAK_DICE = 3;

/** One creature's initiative entry. */
export interface InitiativeEntry {
  id: string;
  /** Face sum of its Energy dice. */
  faceSum: number;
  /** Successive 3-dice face sums rolled to break ties, in order. */
  tieBreaks?: readonly number[];
  /** Joined after the order was set; appended after everyone. */
  lateJoiner?: boolean;
  /** For late joiners: arrival batch (earlier batches first, default 1). Joiners in one batch roll among themselves. */
  batch?: number;
}

/** Dice for an initiative roll: the current Energy dice (at least 1), 3 for a void Energy (§5.2 [N]). */
export function initiativeDice(energy: number | null): number {
  if (energy === null) return VOID_DICE;
  assertIntegerAtLeast("initiativeDice", "energy", energy, 0);
  return Math.max(1, energy);
}

/** 0 for everyone in the first order; a late joiner's arrival batch (1, 2, …) otherwise. */
const batchOf = (e: InitiativeEntry): number => (e.lateJoiner ? (e.batch ?? 1) : 0);

/**
 * The initiative comparator, for the combat tracker's sort: negative when `a` acts before `b`. Late joiners come
 * after everyone, batch by batch; within a batch the higher face sum first, then the tie-break rolls in sequence.
 * 0 means a tie the given rolls do not break: a stable sort keeps their input order, as `orderInitiative` does.
 */
export function compareInitiative(a: InitiativeEntry, b: InitiativeEntry): number {
  return batchOf(a) - batchOf(b) || compareRolls(a, b);
}

function compareRolls(a: InitiativeEntry, b: InitiativeEntry): number {
  if (a.faceSum !== b.faceSum) return b.faceSum - a.faceSum;
  const ta = a.tieBreaks ?? [];
  const tb = b.tieBreaks ?? [];
  for (let i = 0; i < Math.max(ta.length, tb.length); i++) {
    const x = ta[i];
    const y = tb[i];
    if (x === undefined || y === undefined) return 0;
    if (x !== y) return y - x;
  }
  return 0;
}

/**
 * Initiative order (highest first). Ties are broken by the tie-break rolls in sequence; a tie that the given rolls do
 * not break keeps input order (see `unresolvedTies` to know who must roll again). Late joiners follow everyone, batch
 * by batch, each batch ordered by its own rolls. Throws RangeError on duplicate ids or negative/fractional sums.
 */
export function orderInitiative(entries: readonly InitiativeEntry[]): string[] {
  validate(entries);
  const sorted = entries
    .map((entry, index) => ({ entry, index }))
    .sort((x, y) => compareInitiative(x.entry, y.entry) || x.index - y.index);
  return sorted.map((s) => s.entry.id);
}

/**
 * Groups of ids still tied after all given tie-break rolls (each group must roll 3🎲+ again, §10.3 #3).
 * A lone late joiner never needs to roll.
 */
export function unresolvedTies(entries: readonly InitiativeEntry[]): string[][] {
  validate(entries);
  const groups: InitiativeEntry[][] = [];
  for (const entry of entries) {
    const group = groups.find((g) => compareInitiative(g[0]!, entry) === 0 && sameLength(g[0]!, entry));
    if (group) group.push(entry);
    else groups.push([entry]);
  }
  return groups.filter((g) => g.length > 1).map((g) => g.map((e) => e.id));
}

/**
 * [OPT] Group initiative: one roll per group of identical NPCs. Order the groups (each an entry whose id is the group
 * id; a lone creature is a group of one) and expand each group into its members in the given order (the GM may
 * reorder inside the group). Throws RangeError if a group has no member list.
 */
export function orderGroupInitiative(
  groups: readonly InitiativeEntry[],
  members: Readonly<Record<string, readonly string[]>>,
): string[] {
  return orderInitiative(groups).flatMap((groupId) => {
    const list = members[groupId];
    if (!list) throw new RangeError(`orderGroupInitiative: no members listed for group "${groupId}"`);
    return [...list];
  });
}

function sameLength(a: InitiativeEntry, b: InitiativeEntry): boolean {
  return (a.tieBreaks?.length ?? 0) === (b.tieBreaks?.length ?? 0);
}

function validate(entries: readonly InitiativeEntry[]): void {
  const seen = new Set<string>();
  for (const e of entries) {
    if (seen.has(e.id)) throw new RangeError(`initiative: duplicate id "${e.id}"`);
    seen.add(e.id);
    assertIntegerAtLeast("initiative", "faceSum", e.faceSum, 0);
    for (const t of e.tieBreaks ?? []) assertIntegerAtLeast("initiative", "tieBreak", t, 0);
    if (e.batch !== undefined) assertIntegerAtLeast("initiative", "batch", e.batch, 1);
  }
}

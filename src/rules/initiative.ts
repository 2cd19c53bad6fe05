/**
 * Initiative ordering (§5.2, §10.3 #3, #15): Energy dice face sum, ties broken by repeated 3-dice face-sum rolls
 * (a newcomer to a broken tie rolls against the stored rolls), late joiners after everyone, optional group initiative.
 */
import { minimumDice } from "./dice.ts";
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

/**
 * Dice for an initiative roll: the current Energy dice (at least 1; at least 0 with the newer-edition dice, §10.2),
 * 3 for a void Energy (§5.2 [N]).
 */
export function initiativeDice(energy: number | null, newerDice = false): number {
  if (energy === null) return VOID_DICE;
  assertIntegerAtLeast("initiativeDice", "energy", energy, 0);
  return Math.max(minimumDice(newerDice), energy);
}

/** 0 for everyone in the first order; a late joiner's arrival batch (1, 2, …) otherwise. */
function batchOf(e: InitiativeEntry): number {
  return e.lateJoiner ? (e.batch ?? 1) : 0;
}

/**
 * The initiative comparator, for the combat tracker's sort: negative when `a` acts before `b`. A total order that
 * never depends on how entries are listed: late joiners come after everyone, batch by batch; within a batch the
 * higher face sum first, then the tie-break rolls compared round by round (a creature that has not rolled a round yet
 * waits after those that have, until it rolls: see `unresolvedTies`); a tie the rolls leave (identical rolls) is
 * ordered by id. 0 only for entries with the same id.
 */
export function compareInitiative(a: InitiativeEntry, b: InitiativeEntry): number {
  return batchOf(a) - batchOf(b) || compareRolls(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function compareRolls(a: InitiativeEntry, b: InitiativeEntry): number {
  if (a.faceSum !== b.faceSum) return b.faceSum - a.faceSum;
  const ta = a.tieBreaks ?? [];
  const tb = b.tieBreaks ?? [];
  for (let i = 0; i < Math.max(ta.length, tb.length); i++) {
    const x = ta[i];
    const y = tb[i];
    // A round one of them has not rolled yet: the one that rolled goes first for now.
    if (x === undefined || y === undefined) return x === undefined ? 1 : -1;
    if (x !== y) return y - x;
  }
  return 0;
}

/**
 * Initiative order (highest first), the same for any listing of the entries: ties are broken by the tie-break rolls
 * round by round (see `compareInitiative`; `unresolvedTies` tells who must roll again). Late joiners follow everyone,
 * batch by batch, each batch ordered by its own rolls. Throws RangeError on duplicate ids or negative/fractional sums.
 */
export function orderInitiative(entries: readonly InitiativeEntry[]): string[] {
  validate(entries);
  return [...entries].sort(compareInitiative).map((e) => e.id);
}

/**
 * Who must roll 3🎲+ (again) before the order is settled (§5.2, §10.3 #3 and #15): a creature whose every roll so
 * far — face sum and each tie-break — another creature of its batch also has in that order. Several tied creatures
 * each roll; a creature rolled (or re-rolled) into a tie already broken rolls and is compared round by round with the
 * rolls the others already made, which stand. One list per set of creatures with identical rolls so far, in listing
 * order (the lists and their members do not depend on it otherwise). A lone late joiner never needs to roll.
 */
export function unresolvedTies(entries: readonly InitiativeEntry[]): string[][] {
  validate(entries);
  const groups = new Map<string, string[]>();
  for (const entry of entries) {
    const rolls = entry.tieBreaks ?? [];
    const tied = entries.some(
      (other) => other !== entry && batchOf(other) === batchOf(entry) && other.faceSum === entry.faceSum &&
        // Stryker disable next-line ArrayDeclaration: equivalent — a placeholder string never equals a rolled number
        startsWith(other.tieBreaks ?? [], rolls),
    );
    if (!tied) continue;
    const key = JSON.stringify([batchOf(entry), entry.faceSum, rolls]);
    groups.set(key, [...(groups.get(key) ?? []), entry.id]);
  }
  return [...groups.values()];
}

function startsWith(list: readonly number[], prefix: readonly number[]): boolean {
  // Past the end of `list` the entry is undefined, which no roll equals.
  return prefix.every((v, i) => list[i] === v);
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

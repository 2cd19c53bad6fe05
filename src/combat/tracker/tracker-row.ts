/**
 * What the tracker adds to a combatant's row (pure): ⚡ pips, the tie-break rolls beside the initiative, and a long
 * action in progress; plus who may click a pip (§5.3: the GM always, the owner on its own turn).
 */

/** The actor data a row shows. */
export interface RowSource {
  mobility: { value: number; max: number; owed: number } | null;
  tieBreaks: readonly number[];
}

/** One pip: filled = ⚡ still available. */
export interface Pip {
  index: number;
  filled: boolean;
}

/** The row additions. */
export interface RowView {
  pips: Pip[];
  value: number;
  max: number;
  /** "7 / 12" style list of the tie-break rolls, empty when none. */
  tieBreaks: string;
  /** ⚡ a long action still owes (0 = none in progress). */
  owed: number;
  editable: boolean;
}

/** Pips drawn at most (a huge max from an effect stays a row, the numbers still say it all). */
export const MAX_PIPS = 12;

/** The row view; null when the combatant has no actor with ⚡. */
export function rowView(source: RowSource, editable: boolean): RowView | null {
  const m = source.mobility;
  if (!m) return null;
  const max = Math.max(0, Math.trunc(m.max));
  const value = Math.max(0, Math.min(max, Math.trunc(m.value)));
  const pips = Array.from({ length: Math.min(max, MAX_PIPS) }, (_, index) => ({ index, filled: index < value }));
  return { pips, value, max, tieBreaks: source.tieBreaks.join(" / "), owed: Math.max(0, Math.trunc(m.owed)), editable };
}

/** May this user click the pips of this row? */
export function canEditPips(user: { isGM: boolean; owns: boolean }, ownTurn: boolean): boolean {
  return user.isGM || (user.owns && ownTurn);
}

/** A pip click: a filled pip spends one ⚡, an empty one restores one. */
export function pipAction(pip: Pip): "spend" | "restore" {
  return pip.filled ? "spend" : "restore";
}

/** The ⚡ a GM's pip click sets directly (an override, no rules): one less or one more, within 0 and the max. */
export function pipOverrideValue(mobility: { value: number; max: number }, action: "spend" | "restore"): number {
  const max = Math.max(0, Math.trunc(mobility.max));
  const value = Math.max(0, Math.min(max, Math.trunc(mobility.value)));
  return action === "spend" ? Math.max(0, value - 1) : Math.min(max, value + 1);
}

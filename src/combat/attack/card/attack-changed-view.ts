/**
 * What a reader sees of an attack card's mark of changes the GM has not accepted (attack-changed.ts): everyone sees
 * that the card waits for the GM, or that it was made with such changes; the GM sees what changed, by whom and when,
 * and on a held card the Accept and Refuse buttons. Pure.
 */
import type { CardReader } from "../../../chat/card-type.ts";
import { formatFor } from "../../../chat/reader-format.ts";
import { CREATED, DELETED } from "../../../documents/change-log/change-marks.ts";
import type { AttackState } from "../attack-state.ts";
import type { CardChange } from "../attack-changed.ts";

const K = "MESHAL.Attack.changed";

/** The mark as one reader sees it. */
export interface ChangedView {
  /** "held", "marked", "accepted" or "refused". */
  status: string;
  /** The card shows no attack of its own (held, or decided while held): only the notice. */
  noAttack: boolean;
  /** The notice every reader sees. */
  notice: string;
  /** The GM's lines: what changed, by whom, when (none for a player). */
  details: string[];
  /** The GM may Accept or Refuse now. */
  canDecide: boolean;
}

/** One change in the reader's words. */
export function changeLine(reader: Pick<CardReader, "localize">, change: CardChange): string {
  const when = change.at ? new Date(change.at).toLocaleString() : "";
  const who = change.by ? formatFor(reader, `${K}.by`, { name: change.by, when }) : "";
  const what = change.path === CREATED ? reader.localize(`${K}.created`)
    : change.path === DELETED ? reader.localize(`${K}.deleted`)
    : change.path === "" ? reader.localize(`${K}.unseen`)
    : `${change.path}: ${change.from} → ${change.to}${change.by ? "" : ` (${reader.localize(`${K}.compendium`)})`}`;
  return [`${change.name}: ${what}`, who].filter(Boolean).join(" — ");
}

/** The card's mark for `reader`, or null when the card has none. */
export function changedView(reader: CardReader, state: Pick<AttackState, "changed">): ChangedView | null {
  const mark = state.changed;
  if (!mark) return null;
  const gm = reader.isGM === true;
  const details = gm ? mark.entries.map((c) => changeLine(reader, c)) : [];
  if (gm && mark.more > 0) details.push(formatFor(reader, `${K}.more`, { count: mark.more }));
  return {
    status: mark.status,
    noAttack: mark.status !== "marked",
    notice: reader.localize(`${K}.${mark.status}`),
    details,
    canDecide: gm && mark.status === "held" && reader.gmWritten !== false,
  };
}

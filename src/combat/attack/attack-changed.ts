/**
 * An attack card made with changes a player made and the GM has not accepted (docs/queries.md, "What the GM sees a
 * player change"): `held` — the attack waits for the GM's Accept or Refuse, nothing made or spent yet; `marked` — made,
 * and marked; `accepted` / `refused` — a held card once the GM decided. The changes are kept on the card (what, by
 * whom, when), bounded like every other field of it.
 */
import { cardChoice, cardInt, cardList, cardObject, cardText } from "../../chat/card-fields.ts";
import type { ChangeEntry } from "../../documents/change-log/change-log.ts";
import { MAX_VALUE_TEXT } from "../../documents/change-log/change-marks.ts";

export const CHANGE_STATUSES = ["held", "marked", "accepted", "refused"] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

/** Bounds: changes shown on a card, the held request's text, names and paths. */
export const CHANGE_MARK_LIMITS = { entries: 12, request: 2000, text: 100 } as const;

/** One change as the card keeps it. */
export type CardChange = Omit<ChangeEntry, "doc">;

/** The card's mark. */
export interface ChangeMark {
  status: ChangeStatus;
  /** A held card: the attack asked for (the start slip as JSON text), made on Accept; "" otherwise. */
  request: string;
  /** A held card: the user who asked. */
  userId: string;
  /** The actor's documents when the card was made (an Accept must find them unchanged). */
  print: string;
  /** Changes not shown once the list was full. */
  more: number;
  entries: CardChange[];
}

type Field = foundry.data.fields.DataField.Any;

/** The schema of the mark; absent on a card made without one. */
export function changeMarkField(): Field {
  const L = CHANGE_MARK_LIMITS;
  const entry = cardObject({
    name: cardText(L.text), path: cardText(L.text), from: cardText(MAX_VALUE_TEXT), to: cardText(MAX_VALUE_TEXT), by: cardText(L.text),
    at: cardInt(0, Number.MAX_SAFE_INTEGER),
  });
  const fields = {
    status: cardChoice(CHANGE_STATUSES, "marked"), request: cardText(L.request), userId: cardText(16), print: cardText(16),
    more: cardInt(0, 9999), entries: cardList(entry, L.entries),
  };
  return new foundry.data.fields.SchemaField(fields, { required: false, nullable: true, initial: null });
}

/**
 * The initiative summary as a ChatMessage sub-type: the card keeps what was rolled (each unit's initiative and every
 * tie-break, with the combatants' names) and each reader's client words it in their own language. Pure.
 */
import { cardChoice, cardInt, cardList, cardObject, cardText } from "../../chat/card-fields.ts";
import type { CardReader, ChatCardType } from "../../chat/card-type.ts";
import { formatFor } from "../../chat/reader-format.ts";
import type { InitiativePlan } from "./initiative-plan.ts";
import { clipName, NAME_LENGTH } from "../../core/clip-name.ts";

/** Bounds of the stored log: a big fight with many tie-break rounds still fits. */
export const INITIATIVE_CARD_LIMITS = { entries: 500, names: 100, name: NAME_LENGTH, dice: 999, total: 9999 } as const;

/** One line of the log: who rolled, how many dice, the face sum. */
export interface InitiativeEntry {
  kind: "initiative" | "tieBreak";
  names: string[];
  dice: number;
  total: number;
}

/** The card's state. */
export interface InitiativeState {
  entries: InitiativeEntry[];
}

/** One line as the reader sees it. */
export interface InitiativeLineView {
  tieBreak: boolean;
  text: string;
}

/** The card's view. */
export interface InitiativeView {
  lines: InitiativeLineView[];
}

/** The schema of `InitiativeState` (needs `foundry.data.fields`). */
export function defineInitiativeSchema(): foundry.data.fields.DataSchema {
  const L = INITIATIVE_CARD_LIMITS;
  return {
    entries: cardList(
      cardObject({
        kind: cardChoice(["initiative", "tieBreak"]),
        names: cardList(cardText(L.name), L.names),
        dice: cardInt(0, L.dice),
        total: cardInt(0, L.total),
      }),
      L.entries,
    ),
  };
}

/** The card's state from the plan's log, the combatant ids named (an unknown id keeps the id; lists are capped). */
export function initiativeState(log: InitiativePlan["log"], nameOf: (id: string) => string): InitiativeState {
  const L = INITIATIVE_CARD_LIMITS;
  const clamp = (n: number, max: number) => Math.max(0, Math.min(max, Math.trunc(n)));
  return {
    entries: log.slice(0, L.entries).map((e) => ({
      kind: e.kind,
      names: e.ids.slice(0, L.names).map((id) => clipName(nameOf(id))),
      dice: clamp(e.dice, L.dice),
      total: clamp(e.total, L.total),
    })),
  };
}

/** The view for one reader. */
export function initiativeView(state: InitiativeState, reader: CardReader): InitiativeView {
  return {
    lines: state.entries.map((e) => ({
      tieBreak: e.kind === "tieBreak",
      text: formatFor(reader, e.kind === "tieBreak" ? "MESHAL.Combat.tieBreakLine" : "MESHAL.Combat.initiativeLine", {
        names: e.names.join(", "), dice: e.dice, total: e.total,
      }),
    })),
  };
}

/** The initiative card type (no buttons). */
export const INITIATIVE_CARD: ChatCardType<InitiativeState> = {
  type: "initiative",
  template: "templates/chat/initiative.hbs",
  defineSchema: defineInitiativeSchema,
  context: initiativeView,
};

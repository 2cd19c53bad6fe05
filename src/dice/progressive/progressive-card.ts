/**
 * The progressive attempt/contest card (meshal-lite.md §2.4) as a ChatMessage sub-type: its state's fields (the
 * model schema), where older cards kept that state, and the template context for each reader. Pure: the buttons
 * are in progressive-actions.ts, posting and updating in progressive-ops.ts.
 */
import { MAX_ROLL_DICE } from "../../rules/index.ts";
import { NAME_LENGTH } from "../../core/clip-name.ts";
import { expressionLabels, localizeExpression } from "../expression-label.ts";
import { cardChoice, cardInt, cardList, cardObject, cardText, cardTextOrNull } from "../../chat/card-fields.ts";
import type { CardReader, ChatCardType } from "../../chat/card-type.ts";
import { readProgressiveState, type ProgressiveState } from "./progressive-state.ts";
import { progressiveView, type ProgressiveView } from "./progressive-view.ts";

/** Bounds of the stored state: generous for play, small enough that a card cannot grow without limit. */
export const PROGRESSIVE_LIMITS = {
  target: 999,
  purposeLength: 500,
  nameLength: NAME_LENGTH,
  uuidLength: 300,
  expressionLength: 200,
  periods: 500,
  assists: 20,
  /** A roll's faces: as many as one roll may have. */
  faces: MAX_ROLL_DICE,
  total: 9999,
} as const;

const L = PROGRESSIVE_LIMITS;

/** One roll: its total, its faces (d6) and who rolled it. */
const rollField = () => cardObject({ total: cardInt(0, L.total), faces: cardList(cardInt(1, 6, 1), L.faces), by: cardText(L.nameLength) });

/** The schema of `ProgressiveState` (needs `foundry.data.fields`). */
export function defineProgressiveSchema(): foundry.data.fields.DataSchema {
  return {
    kind: cardChoice(["attempt", "contest"]),
    target: cardInt(0, L.target),
    assistMode: cardChoice(["add", "takeHigher"]),
    purpose: cardText(L.purposeLength),
    sides: cardList(cardObject({ name: cardText(L.nameLength), actorUuid: cardTextOrNull(L.uuidLength), expression: cardText(L.expressionLength) }), 2),
    entries: cardList(cardObject({ side: cardInt(0, 1), main: rollField(), assists: cardList(rollField(), L.assists) }), L.periods),
    // A card started before contests named their opponent has none (null): only a GM joins it.
    opponent: new foundry.data.fields.SchemaField({ actorUuid: cardText(L.uuidLength), name: cardText(L.nameLength) }, { required: false, nullable: true, initial: null }),
  };
}

/** Does the reader own `uuid`? `null` when the lookup throws (v13 throws on an unknown embedded name in a UUID). */
function safeOwns(reader: CardReader, uuid: string): boolean | null {
  try {
    return reader.owns(uuid);
  } catch {
    return null;
  }
}

/**
 * The card's context for one reader: expressions in the reader's words, roll buttons only on sides they may roll. A
 * side whose actor UUID cannot be looked up still renders, without its roll button and with a notice (`missing`); a
 * card a player authored renders without buttons and with the read-only notice (`untrusted`).
 */
export function progressiveContext(state: ProgressiveState, reader: CardReader): ProgressiveView & { untrusted: boolean; sides: (ProgressiveView["sides"][number] & { missing: boolean })[] } {
  const view = progressiveView(state);
  const labels = expressionLabels((key) => reader.localize(key));
  // A card a player wrote (before cards were the GM's) is read-only: no buttons, and a notice saying why.
  const trusted = reader.gmWritten !== false;
  const sides = view.sides.map((side) => {
    const uuid = state.sides[side.index]?.actorUuid;
    const owns = uuid ? safeOwns(reader, uuid) : true;
    return { ...side, expression: localizeExpression(side.expression, labels), canRoll: trusted && side.canRoll && owns === true, canAssist: trusted && side.canAssist, missing: owns === null };
  });
  // Only the named opponent's owners see Join; a GM joins any creature (docs/queries.md, progressive "Rights").
  const opponent = state.opponent?.actorUuid;
  const mayJoin = reader.isGM === true || (opponent ? safeOwns(reader, opponent) === true : false);
  return { ...view, canJoin: trusted && view.canJoin && mayJoin, untrusted: !trusted, sides };
}

/** The progressive card type. Cards posted before it had a sub-type kept their state in `flags["meshal-lite"].progressive`. */
export const PROGRESSIVE_CARD: ChatCardType<ProgressiveState> = {
  type: "progressive",
  template: "templates/chat/progressive.hbs",
  defineSchema: defineProgressiveSchema,
  context: progressiveContext,
  legacyState: (flags) => readProgressiveState(flags.progressive),
};

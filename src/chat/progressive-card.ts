/**
 * The progressive attempt/contest card (meshal-lite.md §2.4) as a ChatMessage sub-type: its state's fields (the
 * model schema), where older cards kept that state, and the template context for each reader. Pure: the buttons
 * are in progressive-actions.ts, posting and updating in progressive-ops.ts.
 */
import { MAX_ROLL_DICE } from "../rules/index.ts";
import { expressionLabels, localizeExpression } from "../dice/expression-label.ts";
import { F, type CardFields } from "./card-spec.ts";
import type { CardReader, ChatCardType } from "./card-type.ts";
import { readProgressiveState, type ProgressiveState } from "./progressive-state.ts";
import { progressiveView, type ProgressiveView } from "./progressive-view.ts";

/** Bounds of the stored state: generous for play, small enough that a card cannot grow without limit. */
export const PROGRESSIVE_LIMITS = {
  target: 999,
  purposeLength: 500,
  nameLength: 200,
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
const rollFields = F.obj({ total: F.int(0, L.total), faces: F.list(F.int(1, 6, 1), L.faces), by: F.text(L.nameLength) });

/** Fields of `ProgressiveState`. */
export const PROGRESSIVE_FIELDS: CardFields = {
  kind: F.choice(["attempt", "contest"]),
  target: F.int(0, L.target),
  assistMode: F.choice(["add", "takeHigher"]),
  purpose: F.text(L.purposeLength),
  sides: F.list(F.obj({ name: F.text(L.nameLength), actorUuid: F.textOrNull(L.uuidLength), expression: F.text(L.expressionLength) }), 2),
  entries: F.list(F.obj({ side: F.int(0, 1), main: rollFields, assists: F.list(rollFields, L.assists) }), L.periods),
};

/** The card's context for one reader: expressions in the reader's words, roll buttons only on sides they may roll. */
export function progressiveContext(state: ProgressiveState, reader: CardReader): ProgressiveView {
  const view = progressiveView(state);
  const labels = expressionLabels((key) => reader.localize(key));
  const sides = view.sides.map((side) => {
    const uuid = state.sides[side.index]?.actorUuid;
    return { ...side, expression: localizeExpression(side.expression, labels), canRoll: side.canRoll && (!uuid || reader.owns(uuid)) };
  });
  return { ...view, sides };
}

/** The progressive card type. Cards posted before it had a sub-type kept their state in `flags["meshal-lite"].progressive`. */
export const PROGRESSIVE_CARD: ChatCardType<ProgressiveState> = {
  type: "progressive",
  template: "templates/chat/progressive.hbs",
  fields: PROGRESSIVE_FIELDS,
  context: progressiveContext,
  legacyState: (flags) => readProgressiveState(flags.progressive),
};

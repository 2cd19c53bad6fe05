/**
 * The attack card (§6) as a ChatMessage sub-type: its state is an `AttackState` (attack-state.ts), its schema the
 * bounded one in attack-card-schema.ts, and each reader's client builds its own view (attack-view.ts), so the
 * card reads in the reader's language and shows only the buttons that reader may press; the reader gets the defender
 * lookup of attack-reader.ts. Registered with its buttons (attack-actions.ts) in register.ts.
 */
import type { ChatCardType } from "../../chat/card-type.ts";
import { defineAttackCardSchema } from "./attack-card-schema.ts";
import { attackReaderOf, type AttackReader } from "./card/attack-reader.ts";
import type { AttackState } from "./attack-state.ts";
import { attackView } from "./card/attack-view.ts";
import { readStoredAttack } from "./attack-stored.ts";

/** The attack card type (buttons: attack-actions.ts). */
export const ATTACK_CARD: ChatCardType<AttackState, AttackReader> = {
  type: "attack",
  template: "templates/chat/attack.hbs",
  defineSchema: defineAttackCardSchema,
  context: attackView,
  reader: attackReaderOf,
  decode: readStoredAttack,
};

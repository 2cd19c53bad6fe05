/**
 * The attack card's reader: chat's reader of the client (src/chat/card-type.ts) plus the defender behind a target's
 * actor as this client sees it now, which decides the defense buttons the card offers.
 */
import type { CardReader } from "../chat/card-type.ts";
import { actorCombatTurn } from "../documents/actor-turn.ts";
import type { DefenderState } from "./defense-options.ts";
import { defenderStateOf, type DefenderSource } from "./defender-state.ts";

/** What the attack card asks about the client rendering it. */
export interface AttackReader extends CardReader {
  /** The defender behind an actor UUID as the reader's client sees it now, or null. */
  defender?(actorUuid: string): DefenderState | null;
}

/** The client's reader with the defender lookup (needs Foundry's `fromUuidSync` and the running combats). */
export function attackReaderOf(base: CardReader): AttackReader {
  return {
    ...base,
    defender: (uuid) => {
      // Cast: an actor's prepared system is read through the plain shape the pure defender reader takes.
      const actor = fromUuidSync(uuid, { strict: false }) as unknown as DefenderSource | null;
      return actor?.system?.attributes ? defenderStateOf(actor, { mobilityTracked: actorCombatTurn(actor).inCombat }) : null;
    },
  };
}

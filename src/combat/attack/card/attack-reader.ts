/**
 * The attack card's reader: chat's reader of the client (src/chat/card-type.ts) plus the defender behind a target's
 * actor as this client sees it now, which decides the defense buttons the card offers.
 */
import type { CardReader } from "../../../chat/card-type.ts";
import { actorCombatTurn } from "../../../documents/actor-turn.ts";
import type { DefenderState } from "../defense-options.ts";
import { defenderStateOf } from "../defender-state.ts";
import { actorAt, defenderSourceOf, tokenAt } from "../../actor-reads.ts";
import { objectDefenderOf } from "../object-target.ts";

/** What the attack card asks about the client rendering it. */
export interface AttackReader extends CardReader {
  /** The defender behind an actor UUID as the reader's client sees it now, or null. */
  defender?(actorUuid: string): DefenderState | null;
  /**
   * Who acts for an actor on the card: a connected player owning it, else the active GM (null = nobody connected can).
   * `isReader` says it is this client's user.
   */
  actingUser?(actorUuid: string): ActingUser | null;
  /** A token's name as the reader's client reads it; only a GM's reader names tokens (a hidden one's line has none). */
  tokenName?(tokenUuid: string): string;
}

/** The user the card names as acting for a defender. */
export interface ActingUser {
  name: string;
  isReader: boolean;
}

/** A user as this module reads it. */
interface UserLike {
  id: string | null;
  name: string | null;
  active: boolean;
  isGM: boolean;
}

/**
 * The user who acts for `actor`: a connected player who owns it (the GM only when no connected player does), the
 * defender's owner deciding as §6.2 has it. Pure over the users given.
 */
export function actingUserOf<U extends UserLike>(users: readonly U[], ownsActor: (user: U) => boolean, activeGM: U | null, readerId: string | null): ActingUser | null {
  const player = users.find((u) => u.active && !u.isGM && ownsActor(u));
  const user = player ?? activeGM;
  return user ? { name: user.name ?? "", isReader: user.id !== null && user.id === readerId } : null;
}

/** The client's reader with the defender lookup (needs Foundry's `fromUuidSync` and the running combats). */
export function attackReaderOf(base: CardReader): AttackReader {
  return {
    ...base,
    defender: (uuid) => {
      const actor = actorAt(uuid);
      const object = objectDefenderOf(actor);
      if (object) return object;
      const source = defenderSourceOf(actor);
      return actor && source ? defenderStateOf(source, { mobilityTracked: actorCombatTurn(actor).inCombat }) : null;
    },
    actingUser: (uuid) => {
      const actor = actorAt(uuid);
      if (typeof actor?.testUserPermission !== "function") return null;
      const users = game.users?.contents ?? [];
      return actingUserOf(users, (u) => actor.testUserPermission(u, "OWNER"), game.users?.activeGM ?? null, game.user?.id ?? null);
    },
    tokenName: (uuid) => (game.user?.isGM ? (tokenAt(uuid)?.name ?? "") : ""),
  };
}

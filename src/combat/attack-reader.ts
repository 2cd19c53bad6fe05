/**
 * The attack card's reader: chat's reader of the client (src/chat/card-type.ts) plus the defender behind a target's
 * actor as this client sees it now, which decides the defense buttons the card offers.
 */
import type { CardReader } from "../chat/card-type.ts";
import { actorCombatTurn } from "../documents/actor-turn.ts";
import type { DefenderState } from "./defense-options.ts";
import { defenderStateOf, type DefenderSource } from "./defender-state.ts";
import { objectDefenderOf } from "./object-target.ts";

/** What the attack card asks about the client rendering it. */
export interface AttackReader extends CardReader {
  /** The defender behind an actor UUID as the reader's client sees it now, or null. */
  defender?(actorUuid: string): DefenderState | null;
  /**
   * Who acts for an actor on the card: a connected player owning it, else the active GM (null = nobody connected can).
   * `isReader` says it is this client's user.
   */
  actingUser?(actorUuid: string): ActingUser | null;
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
export function actingUserOf(users: readonly UserLike[], ownsActor: (user: UserLike) => boolean, activeGM: UserLike | null, readerId: string | null): ActingUser | null {
  const player = users.find((u) => u.active && !u.isGM && ownsActor(u));
  const user = player ?? activeGM;
  return user ? { name: user.name ?? "", isReader: user.id !== null && user.id === readerId } : null;
}

/** The client's reader with the defender lookup (needs Foundry's `fromUuidSync` and the running combats). */
export function attackReaderOf(base: CardReader): AttackReader {
  return {
    ...base,
    defender: (uuid) => {
      // Cast: an actor's prepared system is read through the plain shape the pure defender reader takes.
      const actor = fromUuidSync(uuid, { strict: false }) as unknown as DefenderSource | null;
      const object = objectDefenderOf(actor);
      if (object) return object;
      return actor?.system?.attributes ? defenderStateOf(actor, { mobilityTracked: actorCombatTurn(actor).inCombat }) : null;
    },
    actingUser: (uuid) => {
      const actor = fromUuidSync(uuid, { strict: false }) as { testUserPermission?(user: unknown, level: string): boolean } | null;
      if (!actor?.testUserPermission) return null;
      const users = (game.users?.contents ?? []) as unknown as UserLike[];
      return actingUserOf(users, (u) => actor.testUserPermission!(u, "OWNER"), (game.users?.activeGM ?? null) as UserLike | null, game.user?.id ?? null);
    },
  };
}

/**
 * The stage the hostile-player tests of the attack card's exchange stand on (test/security/attack-exchange.test.ts,
 * attack-declared.test.ts): the strict flow stage (test/flows/support/world.ts) with the system's document classes
 * and the GM's attack query answering; a cast of Ann's Hero, the GM's Brute and Bo's Rival (the attacker); cards by
 * Rival posted by a user; every request the player's way (a slip on their own User, then the query to the active GM).
 */
import { settle, type StageUser } from "../stage/server.ts";
import type { StageChatMessage } from "../stage/server-documents.ts";
import { freshCharacter } from "../fixtures/data-actors.ts";
import { card as cardState } from "./attack.ts";
import { flowStage, loadDocumentClasses, makeActor, makeCast, USER_IDS, type Cast, type SystemActor } from "../flows/support/world.ts";
import type { AttackState } from "../../src/combat/attack/attack-state.ts";
import type { AttackRequest } from "../../src/combat/attack/gm/attack-request.ts";
import { loadGmSettling } from "./gm-settling.ts";

type Rec = Record<string, unknown>;
type Pools = Record<"might" | "energy" | "spirit", { value: number; lost: number }>;

/** Hero (Ann's), Brute (the GM's) and Rival (Bo's, the attacker). */
export type ExchangeCast = Cast & { rival: SystemActor };

/** A creature's pools, ⚡ and stored death as its prepared `system` holds them. */
export const pools = (actor: SystemActor) => actor.system.attributes as Pools;
export const mobility = (actor: SystemActor) => (actor.system.mobility as { value: number }).value;
export const dead = (actor: SystemActor) => (actor.system.life as { dead: boolean }).dead;

/** A target line aimed at `actor` (in range unless told). */
export const lineAt = (actor: SystemActor, range: "inRange" | "outOfRange" = "inRange") => ({
  tokenUuid: `Scene.scene00000000001.Token.${actor.id}`, actorUuid: actor.uuid, name: actor.name ?? "", distance: 1, range, disadvantage: 0,
});

/** Installs the stage (once per test file) and returns what its tests use. */
export async function attackExchangeStage() {
  const stage = flowStage();
  const { MeshalActor } = await loadDocumentClasses();
  const { attackStateOf, registerAttackQuery, requestAttackChange } = await import("../../src/combat/attack/gm/attack-query.ts");
  registerAttackQuery();
  await loadGmSettling();
  let cast: ExchangeCast | null = null;
  const theCast = (): ExchangeCast => {
    if (!cast) throw new Error("attack-exchange stage: call reset() in beforeEach");
    return cast;
  };
  return {
    stage,
    /** Empties the world, seats Ann and makes a fresh cast (call in `beforeEach`). */
    reset(): ExchangeCast {
      stage.reset();
      stage.server.clearFailures();
      cast = { ...makeCast(MeshalActor), rival: makeActor(MeshalActor, "Rival", freshCharacter(), [USER_IDS.bo]) };
      stage.sit("player");
      return cast;
    },
    /** A started fight with every actor of the cast in it, on Rival's turn. */
    fight(): void {
      const { hero, brute, rival } = theCast();
      const combatants = [hero, brute, rival].map((actor) => ({ actor }));
      stage.world.combats = { contents: [{ started: true, combatants: { contents: combatants }, combatant: { actor: rival } }] };
    },
    /** A card by Rival, posted by `author` (the GM, as every card now is; a player, as before). */
    async post(author: StageUser, over: Partial<AttackState> = {}): Promise<StageChatMessage> {
      const { rival } = theCast();
      const state = cardState({ attackerUuid: rival.uuid, attackerName: "Rival", ...over });
      const ChatMessage = (globalThis as unknown as { ChatMessage: typeof StageChatMessage }).ChatMessage;
      const message = await stage.server.onClient(author, () => ChatMessage.create({ type: "attack", system: state as unknown as Rec }));
      await settle();
      return message;
    },
    /** `by` asks for `request` on `card`, from its own client. */
    ask: (by: StageUser, card: StageChatMessage, request: AttackRequest) => stage.server.onClient(by, () => requestAttackChange(card as never, request)),
    /** The card's state as the system reads it. */
    stateOf: (card: StageChatMessage): AttackState => attackStateOf(card)!,
  };
}

/**
 * Issue 25 on the strict stage: the GM's client makes Hellfire Circle (the pack item) from Hero's token and leaves out
 * Hero and the tokens of Hero's disposition, and when the GM assigns targets later from the card the same creatures
 * are left out again — read from the GM's own reading of the tokens, never from the requester.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { settle } from "../stage/server.ts";
import type { StageChatMessage } from "../stage/server-documents.ts";
import { makeAttackCast, tokenOf } from "./support/attack-cast.ts";
import { freshCharacter } from "../fixtures/data-actors.ts";
import { byIdentifier, packSources } from "../support/packs.ts";
import { makeActor, type Cast, type SystemActor } from "./support/world.ts";
import { attackFlowStage } from "./support/attack-stage.ts";

const { stage, MeshalActor, attackStateOf, requestAttackChange, startAttack } = await attackFlowStage();

const HELLFIRE_ID = "hellfirecircle01";
const hellfire = byIdentifier(packSources("abilities").map((s) => s.doc), "hellfire-circle");
const FRIENDLY = 1;
const HOSTILE = -1;

let cast: Cast;
let goran: SystemActor;
/** `actor`'s token with a disposition (the stage's token has none of its own). */
const tokenWith = (actor: SystemActor, disposition: number) => Object.assign(tokenOf(actor), { disposition });

beforeEach(() => {
  stage.reset();
  // The activation costs 1⚡ here (5 in the pack) so Hero can pay it outside a fight; the area is the pack's.
  cast = makeAttackCast(MeshalActor, [{ id: HELLFIRE_ID, name: "Hellfire Circle", type: "ability", system: { ...hellfire.system, activation: { ...hellfire.system.activation, cost: 1 } } }]);
  goran = makeActor(MeshalActor, "Goran", { ...freshCharacter(), id: "goran00000000001" } as never);
  stage.sit("player");
});
afterEach(() => stage.server.expectNoRefusals());

describe("an area that excludes the attacker and its allies", () => {
  it("is made and reassigned by the GM with Hero and Goran (Hero's disposition) left out, the Brute kept", async () => {
    const hero = tokenWith(cast.hero, FRIENDLY);
    const ally = tokenWith(goran, FRIENDLY);
    const foe = tokenWith(cast.brute, HOSTILE);
    // Casts: the stage's actor stands in for the document startAttack reads; Hero attacks from its own token.
    (cast.hero as unknown as { getActiveTokens: () => unknown[] }).getActiveTokens = () => [hero];
    const card = (await startAttack(cast.hero as never, cast.hero.items.get(HELLFIRE_ID)! as never, 0, { targets: [hero, ally, foe] as never, fastForward: true })) as unknown as StageChatMessage;
    await settle();
    expect(card).not.toBeNull();
    const made = attackStateOf(card)!;
    expect(made).toMatchObject({ excludes: "selfAndAllies", attackerTokenUuid: hero.uuid, leftOut: ["Hero", "Goran"] });
    expect(made.targets.map((t) => t.name)).toEqual(["Brute"]);

    const assigned = await stage.server.onClient(stage.gm, () => requestAttackChange(card as never, { op: "assign", tokenUuids: [ally.uuid, foe.uuid, hero.uuid] }));
    expect(assigned).toEqual({ ok: true });
    const after = attackStateOf(card)!;
    expect(after.targets.map((t) => t.name)).toEqual(["Brute"]);
    expect(after.leftOut).toEqual(["Goran", "Hero"]);

    // Goran turns hostile (the GM's token, as the GM's client reads it): the next assignment keeps him as a target.
    ally.disposition = HOSTILE;
    expect(await stage.server.onClient(stage.gm, () => requestAttackChange(card as never, { op: "assign", tokenUuids: [ally.uuid, hero.uuid] }))).toEqual({ ok: true });
    expect(attackStateOf(card)!.targets.map((t) => t.name)).toEqual(["Goran"]);
    expect(attackStateOf(card)!.leftOut).toEqual(["Hero"]);
  });
});

/**
 * Issue 22: ammunition counted on use. Hero (Ann's) fires a loaded revolver at the Brute: the GM's client spends the
 * ⚡ and takes the round from the revolver; an empty revolver is refused on the attacker's screen before any ⚡ is
 * spent or anything is asked of the GM. Run as a player and as the GM, on the stage whose server refuses what
 * Foundry's refuses.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seats, settle } from "../stage/server.ts";
import { itemSystem, revolver } from "../fixtures/data-items.ts";
import { makeAttackCast, tokenOf } from "./support/attack-cast.ts";
import type { Cast, SystemActor } from "./support/world.ts";
import { attackFlowStage } from "./support/attack-stage.ts";

const { stage, MeshalActor, startAttack } = await attackFlowStage();
const { requestAttackStart } = await import("../../src/combat/attack/start/attack-start-query.ts");
const { reloadWeapon } = await import("../../src/actions/reload-weapon.ts");

let cast: Cast;

const gunOf = (actor: SystemActor) => actor.items.find((i) => i.name === "9mm Revolver")!;
const loaded = (actor: SystemActor) => (gunOf(actor).system.reload as { value: number }).value;
const mobility = (actor: SystemActor) => (actor.system.mobility as { value: number }).value;
const messages = () => stage.world.messages.contents.length;

/** Hero's revolver, equipped, with `rounds` loaded. */
function heldRevolver(rounds: number) {
  const r = revolver();
  return { ...r, system: { ...r.system, equipped: true, reload: { ...(r.system.reload as object), value: rounds } } };
}

/** A started fight in which it is Hero's turn. */
function fight(): void {
  stage.world.combats = { contents: [{ started: true, combatants: { contents: [{ actor: cast.hero }, { actor: cast.brute }] }, combatant: { actor: cast.hero } }] };
}

/** Hero fires at the Brute (dialog skipped); resolves to the card or null. */
async function fire(): Promise<unknown> {
  // Casts: the stage's actor, item and token stand in for the documents startAttack reads.
  const card = await startAttack(cast.hero as never, gunOf(cast.hero) as never, 0, { targets: [tokenOf(cast.brute) as never], fastForward: true });
  await settle();
  return card;
}

describe.each(seats())("a revolver's rounds with the %s in the seat", (seat) => {
  afterEach(() => stage.server.expectNoRefusals());

  describe("loaded with 2", () => {
    beforeEach(() => {
      stage.reset();
      cast = makeAttackCast(MeshalActor, [heldRevolver(2)]);
      stage.sit(seat);
      fight();
    });

    it("each attack takes one round with its ⚡, written by the GM's client", async () => {
      expect(await fire()).not.toBeNull();
      expect(loaded(cast.hero)).toBe(1);
      expect(mobility(cast.hero)).toBe(2);
      expect(await fire()).not.toBeNull();
      expect(loaded(cast.hero)).toBe(0);
      expect(mobility(cast.hero)).toBe(1);
      expect(stage.warnings).toEqual([]);
    });
  });

  describe("empty", () => {
    beforeEach(() => {
      stage.reset();
      cast = makeAttackCast(MeshalActor, [heldRevolver(0)]);
      stage.sit(seat);
      fight();
    });

    it("the attack is refused with the reason, no ⚡ spent and no card posted", async () => {
      const before = messages();
      expect(await fire()).toBeNull();
      expect(stage.warnings).toEqual([expect.stringMatching(/^MESHAL\.Attack\.start\.emptyWeapon .*"loaded":"0"/)]);
      expect(mobility(cast.hero)).toBe(3);
      expect(loaded(cast.hero)).toBe(0);
      expect(messages()).toBe(before);
    });
  });
});

describe("a request for an empty weapon that skipped Ann's own check", () => {
  beforeEach(() => {
    stage.reset();
    cast = makeAttackCast(MeshalActor, [heldRevolver(0)]);
    stage.sit("player");
    fight();
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("the GM re-reads the weapon and refuses: no ⚡ spent, no card", async () => {
    const before = messages();
    const card = await requestAttackStart({
      actorUuid: cast.hero.uuid, itemId: gunOf(cast.hero).id, attackIndex: 0, through: null, attackerTokenUuid: "",
      config: { advantage: 0, disadvantage: 0, voluntary: 0, mode: "points" }, tokenUuids: [tokenOf(cast.brute).uuid],
    });
    await settle();
    expect(card).toBeNull();
    expect(stage.warnings).toEqual([expect.stringMatching(/^MESHAL\.Attack\.start\.emptyWeapon/)]);
    expect(mobility(cast.hero)).toBe(3);
    expect(messages()).toBe(before);
  });
});

/** A carried stack of 9mm rounds. */
const nineMilRounds = (quantity: number) => ({
  id: "rounds0000000001", name: "9mm Round", type: "weapon" as const,
  system: itemSystem("weapon", { identifier: "9mm-round", kinds: ["ammunition"], scale: "trivial", quantity, carried: true }),
});

describe.each(seats())("reloading from the sheet with the %s in the seat", (seat) => {
  beforeEach(() => {
    stage.reset();
    cast = makeAttackCast(MeshalActor, [heldRevolver(0), nineMilRounds(2)]);
    stage.sit(seat);
    fight();
  });
  afterEach(() => stage.server.expectNoRefusals());

  const stack = () => cast.hero.items.find((i) => i.name === "9mm Round")!;
  // Casts: the stage's item stands in for the weapon the sheet's row names.
  const reload = () => reloadWeapon(gunOf(cast.hero) as never);

  it("one reload spends 2⚡ and moves one carried round into the revolver, which can then fire", async () => {
    expect(await reload()).toBe(true);
    expect(loaded(cast.hero)).toBe(1);
    expect((stack().system as { quantity: number }).quantity).toBe(1);
    expect(mobility(cast.hero)).toBe(1);
    expect(await fire()).not.toBeNull();
    expect(loaded(cast.hero)).toBe(0);
    expect(mobility(cast.hero)).toBe(0);
    expect(stage.warnings).toEqual([]);
  });

  it("with no rounds carried the reload is refused and spends nothing", async () => {
    await stack().update({ "system.quantity": 0 } as never);
    expect(await reload()).toBe(false);
    expect(stage.warnings).toEqual([expect.stringMatching(/^MESHAL\.Reload\.noAmmo/)]);
    expect(mobility(cast.hero)).toBe(3);
    expect(loaded(cast.hero)).toBe(0);
  });
});

/**
 * Issue 36 #4, seed l.248 "使用此类武器攻击时，将会累加所用弹药的攻击效果和优势/劣势": special rounds add their own
 * effects. Hero (Ann's) carries bolts and special bolts for an equipped light crossbow (penetrate 1 of its own): the
 * sheet's Reload asks which kind to load, the crossbow keeps the kind, and the attack the GM's client makes adds the
 * round's effects — the bolt's penetration on top of the crossbow's, the flaming arrow's erosion and reminder, the
 * windy bolt's two dice as advantages — and names the round with the weapon. Run as Ann and as the GM on the strict
 * stage: no write may be refused.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seats, settle } from "../stage/server.ts";
import { dialogStage } from "../stage/dialog.ts";
import { makeAttackCast, tokenOf } from "./support/attack-cast.ts";
import type { Cast, SystemActor } from "./support/world.ts";
import { attackFlowStage } from "./support/attack-stage.ts";
import { byIdentifier, packSources } from "../support/packs.ts";
import type { FixtureItem } from "../fixtures/data-items.ts";

const { stage, MeshalActor, startAttack, attackStateOf } = await attackFlowStage();
const { reloadWeapon } = await import("../../src/actions/reload-weapon.ts");
const dialogs = dialogStage();
const api = (globalThis as unknown as { foundry: { applications: { api: { DialogV2: Record<string, unknown> } } } }).foundry.applications.api;
api.DialogV2 = { ...api.DialogV2, wait: dialogs.DialogV2.wait };

const weapons = packSources("weapons").map(({ doc }) => doc);
/** A pack weapon as an owned item with a Foundry-shaped id and `over` on its system. */
const owned = (identifier: string, id: string, over: Record<string, unknown> = {}): FixtureItem => {
  const doc = byIdentifier(weapons, identifier);
  return { id, name: doc.name, type: "weapon", system: { ...doc.system, ...over } };
};
const CROSSBOW = "crossbow00000001";
const BOLTS = "bolts00000000001";
const POISON = "poisonbolts00001";
const WINDY = "windybolts000001";

let cast: Cast;
const crossbow = (actor: SystemActor) => actor.items.get(CROSSBOW)!;
const reload = (actor: SystemActor) => crossbow(actor).system.reload as { value: number; rounds: { identifier: string; count: number }[] };
const quantity = (actor: SystemActor, id: string) => (actor.items.get(id)!.system as { quantity: number }).quantity;

/** Presses the crossbow's Reload and picks the round named `name` in the dialog. */
async function reloadWith(name: string): Promise<boolean> {
  const opened = dialogs.opening();
  // Casts: the stage's item stands in for the weapon the sheet's row names.
  const done = reloadWeapon(crossbow(cast.hero) as never);
  const dialog = await opened;
  const index = dialog.buttons.findIndex((b) => (b.label ?? "").includes(`"name":"${name}"`));
  await dialog.click(dialog.buttons[index]!.action);
  return done;
}

/** Hero shoots the Brute (dialog skipped); resolves to the card's state. */
async function shoot() {
  // Casts: the stage's actor, item and token stand in for the documents startAttack reads.
  const card = await startAttack(cast.hero as never, crossbow(cast.hero) as never, 0, { targets: [tokenOf(cast.brute) as never], fastForward: true });
  await settle();
  expect(card).not.toBeNull();
  return attackStateOf(card as never)!;
}

describe.each(seats())("special rounds with the %s in the seat", (seat) => {
  beforeEach(() => {
    stage.reset();
    dialogs.reset();
    const held = byIdentifier(weapons, "light-crossbow").system;
    cast = makeAttackCast(MeshalActor, [
      owned("light-crossbow", CROSSBOW, { equipped: true, reload: { ...held.reload, value: 0, rounds: [] } }),
      owned("bolt", BOLTS, { quantity: 5, carried: true }),
      owned("poisoned-bolt", POISON, { quantity: 1, carried: true }),
      owned("windy-bolt", WINDY, { quantity: 2, carried: true }),
    ]);
    stage.sit(seat);
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("Reload asks which bolts; the poisoned bolt is loaded with its kind and fired with its poison as a reminder", async () => {
    expect(await reloadWith(byIdentifier(weapons, "poisoned-bolt").name)).toBe(true);
    expect(dialogs.opened.at(-1)!.buttons.map((b) => b.action)).toEqual(["round0", "round1", "round2", "cancel"]);
    expect(reload(cast.hero)).toMatchObject({ value: 1, rounds: [{ identifier: "poisoned-bolt", count: 1 }] });
    expect(quantity(cast.hero, POISON)).toBe(0);
    const state = await shoot();
    expect(state.itemName).toContain(byIdentifier(weapons, "poisoned-bolt").name);
    expect(state.riders).toEqual(expect.arrayContaining(byIdentifier(weapons, "poisoned-bolt").system.ammunition.riders));
    expect(reload(cast.hero)).toMatchObject({ value: 0, rounds: [] });
  });

  it("a plain bolt penetrates 1 more than the crossbow alone; a windy bolt rolls two more dice", async () => {
    await reloadWith(byIdentifier(weapons, "bolt").name);
    const bolt = await shoot();
    expect(bolt.penetration).toBe(2);
    await reloadWith(byIdentifier(weapons, "windy-bolt").name);
    const windy = await shoot();
    expect(windy).toMatchObject({ penetration: 1, advantage: 2, sources: expect.arrayContaining([byIdentifier(weapons, "windy-bolt").name]) });
    expect(windy.dice).toBe(bolt.dice + 2);
  });
});

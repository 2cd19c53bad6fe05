/**
 * README "Sheets": gear is used from its row's Use button (`useItem` → src/actions/gear-use.ts). Run as Ann (a
 * player owning Hero) and as the GM on the stage whose server refuses what Foundry's refuses: no write may be refused.
 * A potion spends one of its stack and leaves an empty bottle; a lantern spends its charges; nothing left: refused.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seats, settle } from "../stage/server.ts";
import { itemSystem, type FixtureItem } from "../fixtures/data-items.ts";
import { flowStage, loadDocumentClasses, makeCast, type Cast, type SystemItem } from "./support/world.ts";
import { loadActorSheet } from "./support/sheet.ts";

const stage = flowStage();
const { MeshalActor } = await loadDocumentClasses();
const sheetOf = await loadActorSheet("character");

// The item card is posted after a use: its description passes through core's enricher, here the identity.
const g = globalThis as unknown as { foundry: { applications: { ux: { TextEditor: { implementation: Record<string, unknown> } } } } };
g.foundry.applications.ux.TextEditor.implementation.enrichHTML = async (html: string) => html;

const gear = (id: string, name: string, fields: Record<string, unknown>): FixtureItem =>
  ({ id, name, type: "gear", system: itemSystem("gear", fields) });
const potions = () => gear("potion00000000001", "Healing Potion", { identifier: "healing-potion", consumable: true, becomes: "empty-bottle", quantity: 2 });
const bottle = () => gear("bottle00000000001", "Empty Bottle", { identifier: "empty-bottle", quantity: 1 });
const lantern = () => gear("lantern0000000001", "Lantern", { identifier: "lantern", uses: { value: 1, max: 3 } });

let cast: Cast;
const named = (name: string) => cast.hero.items.find((i) => i.name === name) as SystemItem | undefined;

describe.each(seats())("using gear from the sheet as the %s", (seat) => {
  beforeEach(() => {
    stage.reset();
    cast = makeCast(MeshalActor, { items: [potions(), bottle(), lantern()] });
    stage.sit(seat);
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("drinking a potion spends one of the stack and adds an empty bottle; the last one leaves only bottles", async () => {
    const sheet = sheetOf(cast.hero);
    await sheet.click("useItem", { itemId: named("Healing Potion")!.id });
    await settle();
    expect(named("Healing Potion")!.system.quantity).toBe(1);
    expect(named("Empty Bottle")!.system.quantity).toBe(2);
    await sheet.click("useItem", { itemId: named("Healing Potion")!.id });
    await settle();
    expect(named("Healing Potion")).toBeUndefined();
    expect(named("Empty Bottle")!.system.quantity).toBe(3);
    expect(stage.world.messages.size).toBe(2); // each use posts the item's card
    expect(stage.warnings).toEqual([]);
  });

  it("a lantern spends its last charge, then the next use is refused with a message and writes nothing", async () => {
    const sheet = sheetOf(cast.hero);
    const id = named("Lantern")!.id;
    await sheet.click("useItem", { itemId: id });
    await settle();
    expect(named("Lantern")!.system.uses).toMatchObject({ value: 0, max: 3 });
    await sheet.click("useItem", { itemId: id });
    await settle();
    expect(stage.warnings).toEqual([expect.stringContaining("MESHAL.Gear.noCharges")]);
    expect(stage.world.messages.size).toBe(1);
  });
});

/**
 * README "Sheets": equip and unequip an item from the inventory. Run as Ann (a player owning Hero) and as the GM on
 * the stage whose server refuses what Foundry's refuses: no write of the flow may be refused. Unequipping the ring
 * that keeps Hero conscious asks first and then, on the writer's own client, sets the unconscious status.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seats, settle } from "../stage/server.ts";
import { flowStage, loadDocumentClasses, makeCast, type Cast, type SystemItem } from "./support/world.ts";
import { loadActorSheet } from "./support/sheet.ts";

const stage = flowStage();
const { MeshalActor } = await loadDocumentClasses();
const sheetOf = await loadActorSheet();

let cast: Cast;
const itemNamed = (name: string) => cast.hero.items.find((i) => i.name === name) as SystemItem;

describe.each(seats())("equipping as the %s", (seat) => {
  beforeEach(() => {
    stage.reset();
    cast = makeCast(MeshalActor, { armoured: true });
    stage.sit(seat);
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("equips a carried dagger from the sheet's toggle and unequips it again", async () => {
    const knife = itemNamed("Dagger");
    const sheet = sheetOf(cast.hero);
    expect(knife.system.equipped).toBe(false);
    await sheet.click("toggleEquip", { itemId: knife.id });
    expect(knife.system).toMatchObject({ equipped: true, carried: true });
    await sheet.click("toggleEquip", { itemId: knife.id });
    expect(knife.system.equipped).toBe(false);
    expect(stage.warnings).toEqual([]);
  });

  it("unequipping the ring that holds Hero's last Spirit die asks, doffs it and marks Hero unconscious", async () => {
    await stage.server.onClient(stage.gm, () => cast.hero.update({ "system.attributes.spirit.lost": 3 }));
    await settle();
    expect(cast.hero.system.consciousness).toBe("conscious");
    const ring = itemNamed("Signet of Palankai");
    await sheetOf(cast.hero).click("toggleEquip", { itemId: ring.id });
    await settle();
    expect(stage.confirm).toHaveBeenCalledTimes(1);
    expect(ring.system.equipped).toBe(false);
    expect(cast.hero.system.consciousness).toBe("unconscious");
    expect([...cast.hero.statuses]).toContain("unconscious");
    expect(cast.hero.getFlag("meshal-lite", "lifeStatuses")).toContain("unconscious");
  });
});

describe("what a player's client may not do", () => {
  beforeEach(() => {
    stage.reset();
    cast = makeCast(MeshalActor);
    stage.sit("player");
  });

  it("unequipping the NPC's armour (through the document, not the sheet) is refused by the server", async () => {
    const mail = cast.brute.items.find((i) => i.name === "Chainmail") as SystemItem;
    await mail.unequip().catch(() => undefined);
    expect(stage.server.takeRefusals()).toEqual([expect.objectContaining({ userId: stage.ann.id, action: "update" })]);
    expect(mail.system.equipped).toBe(true);
  });
});

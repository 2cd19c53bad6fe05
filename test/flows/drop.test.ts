/**
 * README "Drag and drop": an item dragged from a compendium or the sidebar onto an actor's sheet lands on the actor
 * with all its attacks. Run as Ann (a player owning Hero) and as the GM on the stage whose server refuses what
 * Foundry's refuses: no write may be refused. A player's drop on a sheet they cannot edit writes nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seats } from "../stage/server.ts";
import { StageItem } from "../stage/server-documents.ts";
import { flowStage, loadDocumentClasses, makeCast, type Cast } from "./support/world.ts";
import { loadActorSheet } from "./support/sheet.ts";
import { revolver } from "../fixtures/data-items.ts";

const stage = flowStage();
const { MeshalActor } = await loadDocumentClasses();
const sheetOf = await loadActorSheet();

/** A revolver in the system's weapons pack (not owned by anyone). */
class PackItem extends StageItem {
  override pack = "meshal-lite.weapons";
  override get uuid(): string {
    return `Compendium.meshal-lite.weapons.Item.${this.id}`;
  }
}
const packRevolver = () => new PackItem({ ...revolver(), _id: "revolverPack0001" });

let cast: Cast;

describe.each(seats())("dropping an item as the %s", (seat) => {
  beforeEach(() => {
    stage.reset();
    cast = makeCast(MeshalActor);
    stage.sit(seat);
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("copies a compendium weapon onto Hero with its attacks and its source", async () => {
    const before = cast.hero.items.size;
    const source = packRevolver();
    const created = (await sheetOf(cast.hero).dropItem(source)) as StageItem;
    expect(cast.hero.items.size).toBe(before + 1);
    expect(created.parent).toBe(cast.hero);
    expect(created.system.attacks).toEqual(source.system.attacks);
    expect(created.system).toMatchObject({ equipped: false, carried: true });
    expect(created._stats.compendiumSource).toBe(source.uuid);
  });
});

describe("a player's drop on a sheet they cannot edit", () => {
  beforeEach(() => {
    stage.reset();
    cast = makeCast(MeshalActor);
    stage.sit("player");
  });

  it("writes nothing, so the server has nothing to refuse", async () => {
    const sheet = sheetOf(cast.brute);
    expect(sheet.isEditable).toBe(false);
    const before = cast.brute.items.size;
    expect(await sheet.dropItem(packRevolver())).toBeNull();
    expect(cast.brute.items.size).toBe(before);
    stage.server.expectNoRefusals();
  });
});

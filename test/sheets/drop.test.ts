import { describe, expect, it } from "vitest";
import { readDataset } from "../../scripts/packs/common.mjs";
import { generateEquipment } from "../../scripts/packs/items.mjs";
import { compendiumUuid, droppedAbilityData, ownedItemData, type ItemSourceData } from "../../src/sheets/drop.ts";
import { byIdentifier } from "../support/packs.ts";

const { packs } = generateEquipment(readDataset<unknown[]>("items", "items.json"));
const source = (pack: string, id: string) => byIdentifier(packs[pack]!.map((e) => e.doc), id) as unknown as ItemSourceData;

describe("ownedItemData (drop a compendium item on an actor)", () => {
  it("keeps a weapon's attacks intact and records the compendium source", () => {
    const smg = source("weapons", "9mm-submachine-gun");
    const uuid = compendiumUuid("weapons", smg._id!);
    const owned = ownedItemData(smg, uuid);
    expect(owned.system.attacks).toEqual(smg.system.attacks);
    expect((owned.system.attacks as unknown[]).length).toBe(2);
    expect(owned._stats.compendiumSource).toBe(`Compendium.meshal-lite.weapons.Item.${smg._id}`);
    expect(owned).toMatchObject({ name: smg.name, type: "weapon", img: smg.img });
  });

  it("drops pack bookkeeping and the id, but can keep the id", () => {
    const dagger = source("weapons", "dagger");
    const owned = ownedItemData(dagger, compendiumUuid("weapons", dagger._id!));
    for (const key of ["_id", "_key", "folder", "sort", "ownership"]) expect(owned).not.toHaveProperty(key);
    expect(ownedItemData(dagger, null, { keepId: true })._id).toBe(dagger._id);
  });

  it("copies deeply: editing the owned item never changes the source", () => {
    const dagger = source("weapons", "dagger");
    const before = structuredClone(dagger);
    const owned = ownedItemData(dagger, null);
    (owned.system.attacks as { hits: number }[])[0]!.hits = 9;
    expect(dagger).toEqual(before);
  });

  it("starts carried and unequipped, and strips the pack keys of embedded effects", () => {
    const potion = source("gear", "potion-of-toughness");
    expect(potion.effects!.length).toBe(1);
    const owned = ownedItemData(potion, compendiumUuid("gear", potion._id!));
    expect(owned.effects[0]).not.toHaveProperty("_key");
    expect(owned.effects[0]!._id).toBe(potion.effects![0]!._id);
    const helm = ownedItemData({ ...source("armor", "great-helm"), system: { ...source("armor", "great-helm").system, equipped: true, carried: false } }, null);
    expect(helm.system).toMatchObject({ equipped: false, carried: true });
    const fists = ownedItemData(source("weapons", "fists-and-feet"), null);
    expect(fists.system).toMatchObject({ carried: false, equipped: false });
  });
});

describe("droppedAbilityData (an ability dropped on a character)", () => {
  it("is never a gift: a gifted ability dropped on its own is obtained (and costs) like any other", () => {
    const gift = { name: "Free will", type: "ability", system: { level: 1, attributeType: "spirit", gifted: true, grantedBy: "human" } };
    const owned = droppedAbilityData(gift, "Compendium.meshal-lite.abilities.Item.x");
    expect(owned.system).toMatchObject({ gifted: false, grantedBy: "", level: 1 });
    expect(gift.system.gifted).toBe(true);
    const plain = { name: "Crush", type: "ability", system: { level: 2, attributeType: "might", gifted: false } };
    expect(droppedAbilityData(plain, null).system).toEqual(plain.system);
  });
});

import { describe, expect, it } from "vitest";
import { giftsLostWith, type GiftItem } from "../../src/documents/logic/lost-gifts.ts";

const feature = (id: string, identifier: string): GiftItem => ({ id, type: "feature", system: { identifier } });
const ability = (id: string, grantedBy = "", gifted = grantedBy !== ""): GiftItem => ({ id, type: "ability", system: { identifier: id, gifted, grantedBy } });

describe("gifted abilities lost with their feature", () => {
  const elf = feature("f-elf", "elf");
  const items = [elf, feature("f-medium", "medium"), ability("a-night", "elf"), ability("a-grace", "elf"), ability("a-climb", "medium"), ability("a-own")];

  it("removes the abilities the removed feature granted, and nothing else", () => {
    expect(giftsLostWith([elf], items)).toEqual(["a-night", "a-grace"]);
  });

  it("keeps them while another copy of the same feature still grants them", () => {
    expect(giftsLostWith([elf], [...items, feature("f-elf-2", "elf")])).toEqual([]);
  });

  it("keeps a bought ability that only names the feature, and ignores removed abilities and non-features", () => {
    const bought = ability("a-bought", "elf", false);
    expect(giftsLostWith([elf], [...items, bought])).not.toContain("a-bought");
    expect(giftsLostWith([elf, ability("a-night", "elf")], items)).toEqual(["a-grace"]);
    expect(giftsLostWith([ability("a-own")], items)).toEqual([]);
  });

  it("does nothing for a feature without an identifier", () => {
    expect(giftsLostWith([feature("f-x", "")], [...items, ability("a-orphan", "")])).toEqual([]);
  });
});

describe("gifted abilities: only features grant", () => {
  it("an ability sharing the feature's identifier neither keeps nor loses its gifts", () => {
    const wings = feature("f-wings", "wings");
    const namesake: GiftItem = { id: "a-wings", type: "ability", system: { identifier: "wings", gifted: true, grantedBy: "wings" } };
    expect(giftsLostWith([wings], [wings, namesake])).toEqual(["a-wings"]);
    expect(giftsLostWith([namesake], [wings, namesake, ability("a-flight", "wings")])).toEqual([]);
  });

  it("a feature without an identifier takes no ability with it, not even one naming no feature", () => {
    const blank: GiftItem = { id: "f-blank", type: "feature", system: {} };
    const orphan: GiftItem = { id: "a-orphan", type: "ability", system: { gifted: true } };
    expect(giftsLostWith([blank], [blank, orphan])).toEqual([]);
  });

  it("lists only the gifts, never the other items kept", () => {
    const elf = feature("f-elf", "elf");
    expect(giftsLostWith([elf], [elf, feature("f-other", "other"), ability("a-own"), ability("a-night", "elf")])).toEqual(["a-night"]);
  });
});

describe("gifted abilities: what counts as removed and as a gift", () => {
  it("removing an ability that shares a feature's identifier takes no gift with it", () => {
    const namesake: GiftItem = { id: "a-wings", type: "ability", system: { identifier: "wings" } };
    expect(giftsLostWith([namesake], [namesake, ability("a-flight", "wings")])).toEqual([]);
  });

  it("only abilities with an id are listed, and a gifted feature is never one of them", () => {
    const elf = feature("f-elf", "elf");
    const unsaved: GiftItem = { id: null, type: "ability", system: { gifted: true, grantedBy: "elf" } };
    const subFeature: GiftItem = { id: "f-sub", type: "feature", system: { identifier: "sub", gifted: true, grantedBy: "elf" } };
    expect(giftsLostWith([elf], [elf, unsaved, subFeature, ability("a-night", "elf")])).toEqual(["a-night"]);
  });
});

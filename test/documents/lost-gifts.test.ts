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

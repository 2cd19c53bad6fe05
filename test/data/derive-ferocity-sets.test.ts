/** Derived data of the conditional passive Unarmoured Ferocity and of item sets (issue 25). */
import { describe, expect, it } from "vitest";
import { deriveActor } from "../../src/data/actor/derive.ts";
import { deriveInput, freshCharacter } from "../fixtures/data-actors.ts";
import { ability, bascinet, chainmail, itemSystem, type FixtureItem } from "../fixtures/data-items.ts";

const ferocity = () => ability("unarmoured-ferocity", 4, "might", { activation: { kind: "passive" } });
const withMight = (trained: number, items: FixtureItem[]) => {
  const a = freshCharacter();
  a.system.attributes.might.trained = trained;
  a.items.push(...items);
  return deriveActor(deriveInput(a));
};
const accessory = (identifier: string, partner: string, equipped: boolean): FixtureItem => ({
  id: identifier.padEnd(16, "0").slice(0, 16), name: identifier, type: "accessory",
  system: itemSystem("accessory", {
    identifier, kinds: ["earpiece"], scale: "trivial", equipped,
    set: { key: "holy-touch+murmur", partners: [partner], bonus: { might: 0, energy: 0, spirit: 1 } },
  }),
});
const touch = (equipped = true) => accessory("omazs-holy-touch", "ovilians-murmur-of-despair", equipped);
const murmur = (equipped = true) => accessory("ovilians-murmur-of-despair", "omazs-holy-touch", equipped);

describe("deriveActor: Unarmoured Ferocity", () => {
  it("adds 1 / 2 / 3 to every protection by Might total while no protective gear is worn", () => {
    expect(withMight(5, [ferocity()]).protection).toEqual({ physical: 1, erosion: 1, occult: 1 });
    expect(withMight(6, [ferocity()]).protection).toEqual({ physical: 2, erosion: 2, occult: 2 });
    expect(withMight(9, [ferocity()]).protection).toEqual({ physical: 3, erosion: 3, occult: 3 });
  });
  it("reads the Might total, not the dice left", () => {
    const a = freshCharacter();
    a.system.attributes.might.trained = 6;
    a.system.attributes.might.lost = 4;
    a.items.push(ferocity());
    expect(deriveActor(deriveInput(a)).protection).toEqual({ physical: 2, erosion: 2, occult: 2 });
  });
  it("adds nothing while a helmet or armor is equipped, and again once it is taken off", () => {
    expect(withMight(9, [ferocity(), bascinet(true)]).protection).toEqual({ physical: 1, erosion: 1, occult: 1 });
    expect(withMight(9, [ferocity(), chainmail(false)]).protection).toEqual({ physical: 3, erosion: 3, occult: 3 });
  });
  it("adds nothing without the ability", () => {
    expect(withMight(9, []).protection).toEqual({ physical: 0, erosion: 0, occult: 0 });
  });
});

describe("deriveActor: item sets", () => {
  it("adds the set's Spirit +1 once when both items are equipped", () => {
    const d = withMight(3, [touch(), murmur()]);
    expect(d.attributes.spirit).toMatchObject({ temp: 1, total: 4 });
  });
  it("adds nothing with one of them unequipped", () => {
    expect(withMight(3, [touch(), murmur(false)]).attributes.spirit).toMatchObject({ temp: 0, total: 3 });
    expect(withMight(3, [touch()]).attributes.spirit).toMatchObject({ temp: 0, total: 3 });
  });
});

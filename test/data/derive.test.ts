import { describe, expect, it } from "vitest";
import { deriveActor } from "../../src/data/actor/derive.ts";
import { armouredCharacter, deriveInput, freshCharacter, npcBrute, woundedCharacter } from "../fixtures/data-actors.ts";
import { ability, dagger, plainRing } from "../fixtures/data-items.ts";

describe("deriveActor: fresh human character", () => {
  const d = deriveActor(deriveInput(freshCharacter()));
  it("has 3 dice in every attribute and full pools for token bars", () => {
    for (const id of ["might", "energy", "spirit"] as const) {
      expect(d.attributes[id]).toMatchObject({ trained: 3, base: 3, temp: 0, total: 3, max: 3, value: 3, lost: 0, load: 0 });
    }
  });
  it("shows strength/unspent 0/36 and offers the Human +12 separately", () => {
    expect(d.potential).toMatchObject({ granted: 36, strength: 0, unspent: 36, display: "0/36", overspent: false });
    expect(d.initialPotentialBonus).toBe(12);
  });
  it("takes speed, modes, senses and size from its features", () => {
    expect(d.speed).toBe(3);
    expect(d.movementModes).toEqual([
      { mode: "walk", poor: false, speed: 3 }, { mode: "climb", poor: true, speed: 1.5 }, { mode: "swim", poor: true, speed: 1.5 },
    ]);
    expect(d.senses).toEqual([{ sense: "five-senses", poor: false, range: 100 }]);
    expect(d.perceptionRange).toBe(100);
    expect([d.size, d.sizeLevel]).toEqual(["medium", 3]);
  });
  it("is conscious, has 3 max mobility, 3 initiative dice and carries nothing (fists don't count)", () => {
    expect(d.consciousness).toBe("conscious");
    expect(d.mobilityMax).toBe(3);
    expect(d.initiativeDice).toBe(3);
    expect(d.carried).toMatchObject({ heavy: 0, light: 0, trivial: 0, over: false });
    expect(d.protection).toEqual({ physical: 0, erosion: 0, occult: 0 });
  });
});

describe("deriveActor: wounded dwarf", () => {
  const d = deriveActor(deriveInput(woundedCharacter()));
  it("adds the dwarf's might to base and counts current dice from dice lost", () => {
    expect(d.attributes.might).toMatchObject({ trained: 4, base: 5, total: 5, value: 1, lost: 4 });
    expect(d.attributes.energy).toMatchObject({ total: 3, value: 0 });
  });
  it("is unconscious with an empty attribute and rolls 1 initiative die", () => {
    expect(d.consciousness).toBe("unconscious");
    expect(d.initiativeDice).toBe(1);
  });
  it("reads the potential log: 9/27", () => {
    expect(d.potential?.display).toBe("9/27");
    expect(d.speed).toBe(2);
  });
  it("dies when every attribute is empty", () => {
    const a = woundedCharacter();
    a.system.attributes.might.lost = 5;
    a.system.attributes.spirit.lost = 3;
    expect(deriveActor(deriveInput(a)).consciousness).toBe("dead");
  });
});

describe("deriveActor: chainmail, bascinet and a ring", () => {
  const d = deriveActor(deriveInput(armouredCharacter()));
  it("sums protection of equipped gear, negative values included", () => {
    expect(d.protection).toEqual({ physical: 4, erosion: -1, occult: 1 });
  });
  it("applies the ring's spirit +1 as a temporary change (current dice follow at once)", () => {
    expect(d.attributes.spirit).toMatchObject({ base: 3, temp: 1, total: 4, value: 3, lost: 1 });
  });
  it("halves perception under the bascinet and counts carried items by scale", () => {
    expect(d.perceptionRange).toBe(50);
    expect(d.carried).toMatchObject({ heavy: 1, light: 3, trivial: 2, heavyMax: 3, lightMax: 9, over: false });
  });
  it("ignores unequipped gear", () => {
    const a = armouredCharacter();
    for (const i of a.items) if (i.type === "protection") i.system.equipped = false;
    expect(deriveActor(deriveInput(a)).protection).toEqual({ physical: 0, erosion: 0, occult: 0 });
  });
  it("flags carrying over the limits", () => {
    const a = armouredCharacter();
    a.items.push(...Array.from({ length: 3 }, () => ({ ...a.items[2]!, system: { ...a.items[2]!.system, equipped: false } })));
    expect(deriveActor(deriveInput(a)).carried).toMatchObject({ heavy: 4, over: true });
  });
});

describe("deriveActor: ability load", () => {
  it("loads abilities on their attribute and warns when load exceeds base", () => {
    const a = freshCharacter();
    a.items.push(ability("iron-wall", 2, "might"), ability("keen-hunt", 3, "spirit"), ability("bide-your-time", 1, "energy", {
      sustain: { attribute: "energy", amount: 2 },
    }));
    const d = deriveActor(deriveInput(a));
    expect(d.load).toEqual({ might: 2, energy: 2, spirit: 3 });
    expect(d.overloaded).toEqual([]);
    a.items.push(ability("war-cry", 2, "might"));
    const over = deriveActor(deriveInput(a));
    expect(over.load.might).toBe(4);
    expect(over.overloaded).toEqual(["might"]);
    expect(over.attributes.might.loadOver).toBe(true);
  });
  it("gifted abilities take no load", () => {
    const a = freshCharacter();
    a.items.push(ability("soul-sleep", 4, "spirit", { gifted: true }));
    expect(deriveActor(deriveInput(a)).load.spirit).toBe(0);
  });
});

describe("deriveActor: NPC", () => {
  const d = deriveActor(deriveInput(npcBrute()));
  it("uses the entered base directly and has no potential", () => {
    expect(d.attributes.might).toMatchObject({ base: 5, total: 5, value: 4 });
    expect(d.attributes.spirit).toMatchObject({ base: 1, value: 1 });
    expect(d.potential).toBeNull();
  });
  it("adds form and gear protection (undead occult weakness)", () => {
    expect(d.protection).toEqual({ physical: 4, erosion: -2, occult: -1 });
  });
});

describe("deriveActor: void attributes and temp modifiers", () => {
  it("a void attribute never loses dice and is skipped by consciousness", () => {
    const a = freshCharacter();
    a.system.attributes.might.invalid = true;
    a.system.attributes.might.lost = 3;
    const d = deriveActor(deriveInput(a));
    expect(d.attributes.might).toMatchObject({ invalid: true, value: 3, lost: 0 });
    expect(d.consciousness).toBe("conscious");
  });
  it("an Active Effect on attributes.<id>.temp raises total and current at once; total never below 1", () => {
    const a = freshCharacter();
    a.system.attributes.energy.temp = 2;
    a.system.attributes.might.temp = -5;
    const d = deriveActor(deriveInput(a));
    expect(d.attributes.energy).toMatchObject({ total: 5, value: 5 });
    expect(d.attributes.might).toMatchObject({ total: 1, value: 1 });
  });
  it("unequipped weapons and rings add nothing", () => {
    const a = freshCharacter();
    a.items.push(dagger(), plainRing(false));
    expect(deriveActor(deriveInput(a)).carried.trivial).toBe(2);
  });
});

describe("stored death (§7.2 [DEC])", () => {
  it("a stored death is dead whatever the dice say; without it the dice decide", () => {
    expect(deriveActor({ ...deriveInput(freshCharacter()), dead: true }).consciousness).toBe("dead");
    expect(deriveActor({ ...deriveInput(freshCharacter()), dead: false }).consciousness).toBe("conscious");
    expect(deriveActor(deriveInput(woundedCharacter())).consciousness).toBe("unconscious");
  });
});

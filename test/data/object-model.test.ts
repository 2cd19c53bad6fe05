/**
 * The object actor's data (§8.2): its stored fields validate, its maximum durability, protections, immunities and
 * condition are derived from the table the `newerObjects` switch selects, and an untouched object is whole.
 */
import "../support/schema-env.ts";
import { afterEach, describe, expect, it } from "vitest";
import { applyObjectDerived, type StoredObject } from "../../src/data/actor/object.ts";
import { ObjectData, objectTableInUse, objectTokenBars } from "../../src/data/actor/object-model.ts";
import { ACTOR_MODELS } from "../../src/data/models.ts";
import { defaultActorSystem, validateActorSystem } from "../../src/data/validation.ts";

const stored = (over: Partial<StoredObject> = {}): StoredObject =>
  ({ material: "wood", thicknessSteps: 1, thicknessDigits: 2, modifiers: [], durability: { value: null }, ...over });

const g = globalThis as unknown as { game?: unknown };
const withNewerObjects = (on: boolean) => {
  g.game = { settings: { get: (ns: string, key: string) => ns === "meshal-lite" && key === "newerObjects" && on } };
};

afterEach(() => {
  delete g.game;
});

describe("object actor data", () => {
  it("a new object stores valid data: wood, 1 step, 2 digits, no modifiers, untouched durability", () => {
    const system = defaultActorSystem("object");
    expect(system).toMatchObject({ material: "wood", thicknessSteps: 1, thicknessDigits: 2, modifiers: [], durability: { value: null } });
    expect(validateActorSystem("object", system)).toEqual([]);
  });

  it("refuses a material or modifier no table knows, and a thickness of 0", () => {
    expect(validateActorSystem("object", { ...defaultActorSystem("object"), material: "cheese" }).length).toBeGreaterThan(0);
    expect(validateActorSystem("object", { ...defaultActorSystem("object"), modifiers: ["cursed"] }).length).toBeGreaterThan(0);
    expect(validateActorSystem("object", { ...defaultActorSystem("object"), thicknessSteps: 0 }).length).toBeGreaterThan(0);
  });

  it("derives from the seed table: an untouched wooden door 1 step thick is whole at 3", () => {
    const system = stored();
    applyObjectDerived(system, "seed");
    expect(system).toMatchObject({ table: "seed", durability: { value: 3, max: 3 }, protection: { physical: 1, erosion: 1, occult: 0 }, immune: ["occult"], condition: "intact" });
  });

  it("applies the modifiers: an enchanted steel vault door 2 steps thick has 54 durability and physical 7", () => {
    const system = stored({ material: "steel", thicknessSteps: 2, modifiers: ["enchanted"] });
    applyObjectDerived(system, "seed");
    expect(system).toMatchObject({ durability: { max: 54 }, protection: { physical: 7, erosion: 6 }, activeModifiers: ["enchanted"] });
  });

  it("derives from the newer table (digits): the same door is 8 and broken below half, destroyed at 0", () => {
    const system = stored({ durability: { value: 3 } });
    applyObjectDerived(system, "newer");
    expect(system).toMatchObject({ table: "newer", durability: { value: 3, max: 8 }, protection: { physical: 1, erosion: 2 }, condition: "broken" });
    const gone = stored({ durability: { value: 0 } });
    applyObjectDerived(gone, "newer");
    expect(gone).toMatchObject({ condition: "destroyed" });
    const seedGone = stored({ durability: { value: 0 } });
    applyObjectDerived(seedGone, "seed");
    expect(seedGone).toMatchObject({ condition: "broken" });
  });

  it("keeps a stored durability within the maximum the table gives", () => {
    const system = stored({ durability: { value: 7 } });
    applyObjectDerived(system, "seed");
    expect(system.durability).toEqual({ value: 3, max: 3 });
  });

  it("follows the newerObjects switch: off → seed table, on → newer table", () => {
    withNewerObjects(false);
    expect(objectTableInUse()).toBe("seed");
    withNewerObjects(true);
    expect(objectTableInUse()).toBe("newer");
    delete g.game;
    expect(objectTableInUse()).toBe("seed");
  });
});

describe("an object's token bars", () => {
  /** Core's creation of an actor of `type` from `data`: its model's `_preCreate` may change the actor's source. */
  async function create(type: "object" | "character" | "npc", data: Record<string, unknown> = {}) {
    const changes: unknown[] = [];
    const actor = { updateSource: (change: unknown) => void changes.push(change) };
    // Cast: core builds a model with (data, {parent}); the stand-in model base takes the same.
    const Model = ACTOR_MODELS[type] as unknown as new (data: object, options: { parent: unknown }) => { _preCreate(d: object, o: object, u: unknown): Promise<boolean | void> };
    const allowed = await new Model({}, { parent: actor })._preCreate({ name: "Door", type, ...data }, {}, null);
    return { allowed, changes };
  }

  it("a new object's token shows its durability on the first bar and nothing on the second (not Might and Energy)", async () => {
    expect(ACTOR_MODELS.object).toBe(ObjectData);
    const { allowed, changes } = await create("object");
    expect(allowed).not.toBe(false);
    expect(changes).toEqual([{ prototypeToken: { bar1: { attribute: "durability" }, bar2: { attribute: null } } }]);
  });

  it("keeps the bars an object is created with (an imported or copied object)", async () => {
    expect((await create("object", { prototypeToken: { bar1: { attribute: "durability" }, bar2: { attribute: null } } })).changes).toEqual([]);
    expect(objectTokenBars({ prototypeToken: { bar2: { attribute: "durability" } } })).toBeNull();
    expect(objectTokenBars({ prototypeToken: { name: "Door" } })).toEqual({ bar1: { attribute: "durability" }, bar2: { attribute: null } });
  });

  it("leaves characters' and NPCs' bars to the manifest (Might and Energy)", async () => {
    expect((await create("character")).changes).toEqual([]);
    expect((await create("npc")).changes).toEqual([]);
  });
});

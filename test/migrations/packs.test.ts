/**
 * The world migration's compendium step and its stored-death step, on a stubbed world: pack documents are recognised
 * as actors or items by the configured document classes, and the derived life state is read from `system` with a
 * runtime check (a malformed `system` stores nothing).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { migrateActor, migrateSceneTokens, runMigrations } from "../../src/migrations/register.ts";
import { CURRENT_SCHEMA_VERSION } from "../../src/migrations/version.ts";

/** Stand-ins for the configured document classes (`Actor.implementation`, `Item.implementation`). */
class StubActor {}
class StubItem {}

/** A document with a stored `system`; `update` records what was written. */
function stubDoc(Kind: new () => object, name: string, system: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return Object.assign(new Kind(), {
    name,
    ...extra,
    toObject: () => ({ system: structuredClone(system) }),
    update: vi.fn(async (data: unknown) => data),
  });
}

function stubPack(documentName: string, packageType: string, docs: unknown[], locked = false) {
  const pack = {
    locked,
    documentName,
    collection: `world.${documentName.toLowerCase()}s`,
    metadata: { packageType },
    getDocuments: vi.fn(async () => docs),
    configure: vi.fn(async (settings: { locked: boolean }) => (pack.locked = settings.locked)),
  };
  return pack;
}

function stubWorld(packs: unknown[]) {
  const stored: Record<string, unknown> = { "meshal-lite.schemaVersion": 3 };
  Object.assign(globalThis, {
    Actor: { implementation: StubActor },
    Item: { implementation: StubItem },
    game: {
      user: { isActiveGM: true },
      settings: { get: (ns: string, key: string) => stored[`${ns}.${key}`], set: async (ns: string, key: string, v: unknown) => (stored[`${ns}.${key}`] = v) },
      actors: [],
      items: [],
      scenes: [],
      packs,
      i18n: { format: (k: string) => k, localize: (k: string) => k },
    },
    ui: { notifications: { info: () => undefined, error: () => undefined } },
  });
  return stored;
}

afterEach(() => {
  for (const key of ["Actor", "Item", "game", "ui"]) Reflect.deleteProperty(globalThis, key);
});

describe("the world migration's compendium packs", () => {
  it("migrates each actor with its items and each item, relocking a locked pack", async () => {
    const dagger = stubDoc(StubItem, "Dagger", { kinds: ["wrestle"] });
    const sera = stubDoc(StubActor, "Sera", { life: { dead: false, revivals: 0 } }, { items: [dagger], system: { consciousness: "dead" } });
    const rope = stubDoc(StubItem, "Rope", { quantity: 1 });
    const actors = stubPack("Actor", "world", [sera], true);
    const items = stubPack("Item", "world", [rope]);
    const stored = stubWorld([actors, items]);
    await runMigrations();
    expect(sera.update).toHaveBeenCalledWith({ system: { life: { dead: true, revivals: 0 } } }, expect.objectContaining({ meshalMigration: true }));
    expect(dagger.update).toHaveBeenCalledWith({ system: { kinds: ["wrestle"] } }, expect.anything());
    expect(rope.update).toHaveBeenCalledWith({ system: { quantity: 1 } }, expect.anything());
    expect(actors.configure.mock.calls).toEqual([[{ locked: false }], [{ locked: true }]]);
    expect(stored["meshal-lite.schemaVersion"]).toBe(CURRENT_SCHEMA_VERSION);
  });

  it("writes nothing to a pack document that is not of the configured classes, nor to system or module packs", async () => {
    const stranger = { name: "Stranger", items: [], toObject: () => ({ system: {} }), update: vi.fn(async () => ({})) };
    const moduleItem = stubDoc(StubItem, "Module rope", { quantity: 1 });
    stubWorld([stubPack("Actor", "world", [stranger]), stubPack("Item", "module", [moduleItem])]);
    await runMigrations();
    expect(stranger.update).not.toHaveBeenCalled();
    expect(moduleItem.update).not.toHaveBeenCalled();
  });
});

describe("the stored-death step reads the derived life state from system", () => {
  it("stores nothing for an actor whose system is missing or not an object", async () => {
    for (const system of [undefined, null, "dead", ["dead"]]) {
      const actor = { name: "Odd", system, items: [], toObject: () => ({ system: { life: { dead: false, revivals: 0 } } }), update: vi.fn(async () => ({})) };
      await migrateActor(actor, []);
      expect(actor.update).toHaveBeenCalledWith({ system: { life: { dead: false, revivals: 0 } } }, expect.anything());
    }
  });

  it("writes only life.dead into the delta of a token whose own dice say dead", async () => {
    const update = vi.fn(async () => ({}));
    const token = { name: "Goblin", actorLink: false, baseActor: { type: "npc", system: {}, toObject: () => ({ system: {} }) }, delta: null, actor: { system: { consciousness: "dead", life: { dead: false } } }, update };
    const failures: string[] = [];
    await migrateSceneTokens({ name: "Camp", tokens: [token] }, failures);
    expect(update.mock.calls).toEqual([[{ delta: { system: { life: { dead: true } } } }, expect.anything()]]);
    expect(failures).toEqual([]);
  });
});

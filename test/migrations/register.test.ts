import { describe, expect, it, vi } from "vitest";
import { runMigrations, shouldMigratePack } from "../../src/migrations/register.ts";
import { CURRENT_SCHEMA_VERSION } from "../../src/migrations/version.ts";
import { consoleErrorsDuring } from "../support/console.ts";
import { releaseOf, STAGE_GENERATION } from "../stage/version.ts";
import { expectedDeletion, installUpdateOperators } from "../stage/update-operators.ts";

describe("shouldMigratePack", () => {
  it("migrates the world's own Actor and Item packs", () => {
    expect(shouldMigratePack({ documentName: "Actor", metadata: { packageType: "world" } })).toBe(true);
    expect(shouldMigratePack({ documentName: "Item", metadata: { packageType: "world" } })).toBe(true);
  });
  it("leaves system and module packs alone (their package's next update replaces them)", () => {
    expect(shouldMigratePack({ documentName: "Item", metadata: { packageType: "system" } })).toBe(false);
    expect(shouldMigratePack({ documentName: "Actor", metadata: { packageType: "module" } })).toBe(false);
  });
  it("skips other document types", () => {
    expect(shouldMigratePack({ documentName: "JournalEntry", metadata: { packageType: "world" } })).toBe(false);
  });
});

describe("runMigrations (stubbed world)", () => {
  /** A world with one actor whose update resolves to `result`, and one unlinked token holding a schema-1 delta. */
  function stubWorld(result: unknown) {
    const stored: Record<string, unknown> = { "meshal-lite.schemaVersion": 1 };
    const notices: string[] = [];
    const actor = { name: "Sera", items: [], toObject: () => ({ system: { mobility: { value: 3, max: 3 } } }), update: vi.fn(async () => result) };
    const token = {
      name: "Goblin",
      actorLink: false,
      baseActor: { type: "npc", system: { attributes: { might: { total: 3 } } }, toObject: () => ({ system: { attributes: { might: { base: 3, lost: 0, temp: 0, invalid: false } } } }) },
      delta: { toObject: () => ({ system: { attributes: { might: { value: 1 } } } }) },
      update: vi.fn(async () => ({})),
    };
    installUpdateOperators();
    Object.assign(globalThis, {
      game: {
        release: releaseOf(STAGE_GENERATION),
        user: { isActiveGM: true },
        settings: { get: (ns: string, key: string) => stored[`${ns}.${key}`], set: async (ns: string, key: string, v: unknown) => (stored[`${ns}.${key}`] = v) },
        actors: Object.assign([actor], { size: 1 }),
        items: Object.assign([], { size: 0 }),
        scenes: [{ name: "Camp", tokens: [token] }],
        packs: [],
        i18n: { format: (k: string) => k, localize: (k: string) => k },
      },
      ui: { notifications: { info: (m: string) => notices.push(m), error: (m: string) => notices.push(m) } },
    });
    return { stored, notices, actor, token };
  }

  it("stores the schema version when every write went through, writing only the token's changed keys", async () => {
    const { stored, token } = stubWorld({ id: "sera" });
    await runMigrations();
    expect(stored["meshal-lite.schemaVersion"]).toBe(CURRENT_SCHEMA_VERSION);
    expect(token.update).toHaveBeenCalledWith({ delta: { system: { attributes: { might: { lost: 2, ...expectedDeletion("value") } } } } }, expect.anything());
  });

  it("moves the advancement windows the actor flags held into the GM's setting, leaving the flags (schema 6)", async () => {
    const { stored, actor } = stubWorld({ id: "sera" });
    const flags = { "meshal-lite": { rested: true, advanceUnlocked: true } };
    const flagged = Object.assign(actor, { id: "SeraSeraSeraSera", flags });
    Object.assign(game.user ?? {}, { isGM: true });
    await runMigrations();
    expect(stored["meshal-lite.advanceWindows"]).toEqual({ SeraSeraSeraSera: { rested: true, unlocked: true } });
    expect(flagged.flags).toEqual({ "meshal-lite": { rested: true, advanceUnlocked: true } });
    expect(stored["meshal-lite.schemaVersion"]).toBe(CURRENT_SCHEMA_VERSION);
  });

  it("does not store the version when an update was cancelled (resolved to undefined)", async () => {
    const { stored, notices } = stubWorld(undefined);
    await consoleErrorsDuring(() => runMigrations());
    expect(stored["meshal-lite.schemaVersion"]).toBe(1);
    expect(notices).toContain("MESHAL.Migration.failed");
  });
});

/**
 * Schema 5 (issue 36 #1): per-day uses were kept under the full-rest key `rest`; they now count a day of the world
 * clock (`day:<n>`). The world migration moves a per-day item's `rest` record to the creature's current day, so uses
 * spent before the update stay spent that day; other records are left alone.
 */
import { describe, expect, it, vi } from "vitest";
import { planDayUseKeys } from "../../src/migrations/use-records.ts";
import { migrateActor } from "../../src/migrations/register.ts";
import { CURRENT_SCHEMA_VERSION } from "../../src/migrations/version.ts";

describe("planDayUseKeys", () => {
  it("moves only a per-day item's full-rest record to the given day", () => {
    const uses = { rune: { key: "rest", count: 2 }, cloak: { key: "rest", count: 1 }, strike: { key: "round:c1:2", count: 1 }, gone: null };
    expect(planDayUseKeys(uses, new Set(["rune", "strike"]), 7)).toEqual({ rune: { key: "day:7", count: 2 } });
    expect(planDayUseKeys(undefined, new Set(["rune"]), 7)).toEqual({});
  });

  it("runs from schema version 5 on", () => {
    expect(CURRENT_SCHEMA_VERSION).toBeGreaterThanOrEqual(5);
  });
});

describe("migrateActor's use-record step", () => {
  /** An actor with a 3-per-day rune and a per-full-rest cloak, both recorded under `rest`. */
  function actor(restedUntil?: number) {
    const item = (id: string, per: string) => ({ id, name: id, type: "gear", system: { activation: { limit: { max: "3", per } } }, effects: [], updateEmbeddedDocuments: vi.fn(async () => []), toObject: () => ({}), update: vi.fn(async () => ({})) });
    return {
      name: "Hero",
      flags: { "meshal-lite": { uses: { rune: { key: "rest", count: 3 }, cloak: { key: "rest", count: 1 } }, ...(restedUntil ? { restedUntil } : {}) } },
      items: [item("rune", "day"), item("cloak", "fullRest")],
      toObject: () => ({}),
      update: vi.fn(async () => ({})),
    };
  }

  it("writes the per-day record under the creature's day (its last rest's end when the clock is behind)", async () => {
    Object.assign(globalThis, { game: { time: { worldTime: 30 * 3600 } } });
    const hero = actor();
    const failures: string[] = [];
    await migrateActor(hero, failures);
    expect(hero.update).toHaveBeenCalledWith({ "flags.meshal-lite.uses.rune": { key: "day:1", count: 3 } }, expect.objectContaining({ meshalMigration: true }));
    const ahead = actor(50 * 3600);
    await migrateActor(ahead, failures);
    expect(ahead.update).toHaveBeenCalledWith({ "flags.meshal-lite.uses.rune": { key: "day:2", count: 3 } }, expect.anything());
    expect(failures).toEqual([]);
  });
});

/**
 * Schema 5: pack abilities copied into a world before cast buffs named their end get the flag on their effect (found
 * by the ability's identifier), in either version's stored shape; other items, hand-made effects and flagged ones are
 * left alone. The table agrees with the packs (test/packs/effects-by-version.test.ts).
 */
import { describe, expect, it, vi } from "vitest";
import { migrateActor } from "../../src/migrations/register.ts";
import { PACK_BUFF_ENDS, planEffectEnds } from "../../src/migrations/effect-ends.ts";
import { CURRENT_SCHEMA_VERSION } from "../../src/migrations/version.ts";
import { onV14, releaseOf, STAGE_GENERATION, withRelease } from "../stage/version.ts";

/** An embedded effect whose stored data is `data`. */
const effect = (id: string | null, data: object) => ({ id, toObject: () => structuredClone(data) });
const v13Buff = { changes: [{ key: "system.protection.physical", mode: 2, value: "1" }], flags: {} };
const v14Buff = { system: { changes: [{ key: "system.protection.physical", type: "add", value: 1 }] }, flags: {} };
const ability = (identifier: string, ...effects: ReturnType<typeof effect>[]) => ({ type: "ability", system: { identifier }, effects });

describe("planEffectEnds", () => {
  it("flags a pack buff's effect with its end, in each version's stored shape", () => {
    expect(withRelease(13, () => planEffectEnds(ability("life-ward", effect("e1", v13Buff))))).toEqual([{ _id: "e1", flags: { "meshal-lite": { ends: "nextTurn" } } }]);
    expect(withRelease(14, () => planEffectEnds(ability("haste", effect("e1", v14Buff))))).toEqual([{ _id: "e1", flags: { "meshal-lite": { ends: "nextRound" } } }]);
  });
  it("leaves flagged effects, effects that change nothing, other abilities and other item types alone", () => {
    withRelease(13, () => {
      expect(planEffectEnds(ability("life-ward", effect("e1", { ...v13Buff, flags: { "meshal-lite": { ends: "nextRound" } } })))).toEqual([]);
      expect(planEffectEnds(ability("life-ward", effect("e1", { changes: [] }), effect(null, v13Buff)))).toEqual([]);
      expect(planEffectEnds(ability("fireball", effect("e1", v13Buff)))).toEqual([]);
      expect(planEffectEnds({ type: "gear", system: { identifier: "life-ward" }, effects: [effect("e1", v13Buff)] })).toEqual([]);
    });
  });
  it("names every pack buff", () => {
    expect(Object.keys(PACK_BUFF_ENDS).sort()).toEqual(["blessing-of-courage", "defy-death", "fortify-flesh", "haste", "life-ward", "psychic-barrier"]);
  });
});

describe("the world migration writes the flag", () => {
  it("through the item's effects, as a migration write (in the shape the version this run plays stores)", async () => {
    Object.assign(globalThis, { game: { release: releaseOf(STAGE_GENERATION) } });
    const item = { name: "Life Ward", ...ability("life-ward", effect("e1", onV14 ? v14Buff : v13Buff)), toObject: () => ({ system: { identifier: "life-ward" } }), update: vi.fn(async () => ({})), updateEmbeddedDocuments: vi.fn(async () => [{}]) };
    const actor = { name: "Sera", items: [item], toObject: () => ({ system: {} }), update: vi.fn(async () => ({})) };
    const failures: string[] = [];
    await migrateActor(actor, failures);
    expect(failures).toEqual([]);
    expect(item.updateEmbeddedDocuments).toHaveBeenCalledWith("ActiveEffect", [{ _id: "e1", flags: { "meshal-lite": { ends: "nextTurn" } } }], expect.objectContaining({ meshalMigration: true }));
    expect(CURRENT_SCHEMA_VERSION).toBeGreaterThanOrEqual(5);
  });
});

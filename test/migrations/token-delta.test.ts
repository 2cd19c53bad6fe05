/**
 * Unlinked tokens' migration writes only the changed keys into the delta, deleting and replacing keys in the running
 * version's form (v13 `-=key`/`==key`, v14 `_del`/`_replace`, test/stage/update-operators.ts); no v14 deprecation
 * warning may be logged.
 */
import { describe, expect, it } from "vitest";
import { installStage } from "../smoke/foundry-stage.ts";
import { applyUpdate as applyInPlace, expectedDeletion, expectedReplacement } from "../stage/update-operators.ts";
import { failOnDeprecations } from "../stage/deprecations.ts";
import { fromRoot, readJson } from "../support/project.ts";

installStage();
failOnDeprecations();
const { migrateActorSystem } = await import("../../src/data/migrations/transforms.ts");
const { deltaUpdate, overlay, planTokenDelta } = await import("../../src/migrations/token-delta.ts");

type Rec = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- raw JSON fixture

/** Applies an update the way the run's version merges one into a source (its deletion and replacement forms). */
function applyUpdate(source: Rec, update: Rec): Rec {
  const out: Rec = structuredClone(source);
  applyInPlace(out, update);
  return out;
}

/** Sera's system as the base actor holds it after the world migration (schema 2). */
function migratedBase(): Rec {
  const [sera] = readJson<Rec>(fromRoot("test", "fixtures", "migration-schema1.json")).actors;
  migrateActorSystem("character", sera.system);
  return sera.system;
}

/** What the token shows: base overlaid with its delta, then migrated as `migrateData` does on load. */
const tokenView = (base: Rec, delta: Rec) => {
  const merged = overlay(base, delta) as Rec;
  migrateActorSystem("character", merged);
  return merged;
};

describe("planTokenDelta (unlinked tokens get only the changed keys)", () => {
  it("rewrites a schema-1 attribute as dice lost and deletes only its obsolete keys", () => {
    const base = migratedBase();
    const delta = { attributes: { might: { value: 1, max: 4 } } };
    const update = planTokenDelta("character", base, delta);
    expect(update).toEqual({ attributes: { might: { lost: 3, ...expectedDeletion("value"), ...expectedDeletion("max") } } });
    const stored = applyUpdate(delta, update!);
    expect(stored).toEqual({ attributes: { might: { lost: 3 } } });
    expect(tokenView(base, stored).attributes.might).toEqual({ trained: 4, lost: 3, temp: 0, invalid: false });
  });

  it("fills a lone schema-1 value's maximum from the base actor's total", () => {
    const base = migratedBase();
    const update = planTokenDelta("character", base, { attributes: { energy: { value: 1 } } }, { energy: 3 });
    expect(update).toEqual({ attributes: { energy: { lost: 2, ...expectedDeletion("value") } } });
  });

  it("never writes the whole system, so later edits of the base actor still reach the token", () => {
    const base = migratedBase();
    const delta = { attributes: { might: { value: 1, max: 4 } }, details: { biography: "<p>Token notes.</p>" } };
    const stored = applyUpdate(delta, planTokenDelta("character", base, delta)!);
    expect(Object.keys(stored).sort()).toEqual(["attributes", "details"]);
    expect(stored.details).toEqual(delta.details);
    expect(stored).not.toHaveProperty("potential");
    expect(stored.attributes).not.toHaveProperty("energy");
    // The base actor trains Might and spends potential afterwards: the token follows.
    const edited = structuredClone(base);
    edited.attributes.might.trained = 5;
    edited.potential.total = 40;
    const view = tokenView(edited, stored);
    expect(view.attributes.might).toMatchObject({ trained: 5, lost: 3 });
    expect(view.potential.total).toBe(40);
  });

  it("replaces a stored scalar that became an object, keeping only what differs from the base", () => {
    const base = migratedBase(); // mobility {value: 3, max: 3}
    const replaced = planTokenDelta("character", base, { mobility: 2 });
    expect(replaced).toEqual(expectedReplacement("mobility", { value: 2, max: 2 }));
    expect(applyUpdate({ mobility: 2 }, replaced!)).toEqual({ mobility: { value: 2, max: 2 } });
    // The same mobility as the base: the token stops overriding it.
    const dropped = planTokenDelta("character", base, { mobility: 3 });
    expect(dropped).toEqual(expectedDeletion("mobility"));
    expect(applyUpdate({ mobility: 3, details: {} }, dropped!)).toEqual({ details: {} });
  });

  it("leaves schema-2 deltas and empty deltas alone", () => {
    const base = migratedBase();
    expect(planTokenDelta("character", base, { attributes: { might: { lost: 1 } } })).toBeNull();
    expect(planTokenDelta("character", base, {})).toBeNull();
    expect(planTokenDelta("character", base, null)).toBeNull();
  });
});

describe("deltaUpdate", () => {
  it("sets changed keys, deletes keys the migrated state no longer has, and skips equal ones", () => {
    expect(deltaUpdate({ a: 1, b: 2 }, { a: 5, c: 1 }, { a: 6, b: 2 })).toEqual({ a: 6, ...expectedDeletion("c") });
    expect(deltaUpdate({ a: [1] }, { a: [1, 2] }, { a: [1, 2] })).toEqual({});
  });
});

import { describe, expect, it } from "vitest";
import { actorSystemNeedsMigration, migrateActorSystem, migrateDiceFormula, migrateItemSystem } from "../../src/data/migrations/transforms.ts";
import { CURRENT_SCHEMA_VERSION } from "../../src/migrations/version.ts";
import { validateActorSystem, validateItemSystem } from "../../src/data/validation.ts";
import { itemSystem } from "../fixtures/data-items.ts";
import { fromRoot, readJson } from "../support/project.ts";

type Rec = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- raw JSON fixture
const fixture = () => readJson<Rec>(fromRoot("test", "fixtures", "migration-schema1.json"));

describe("schema 1 → 2 actor migration", () => {
  it("turns current dice into dice lost (current = total − lost)", () => {
    const [sera] = fixture().actors;
    expect(migrateActorSystem("character", sera.system)).toBe(true);
    expect(sera.system.attributes).toEqual({
      might: { trained: 4, lost: 2, temp: 0, invalid: false },
      energy: { trained: 3, lost: 0, temp: 0, invalid: false },
      spirit: { trained: 3, lost: 3, temp: 0, invalid: false },
    });
  });
  it("turns unspent/spent numbers into a potential total and log, and mobility into {value, max}", () => {
    const [sera] = fixture().actors;
    migrateActorSystem("character", sera.system);
    expect(sera.system.potential).toEqual({
      total: 36, log: [{ kind: "spend", reason: "adjust", amount: 9, target: "", note: "schema 1" }],
    });
    expect(sera.system.strength).toBeUndefined();
    expect(sera.system.mobility).toEqual({ value: 3, max: 3 });
  });
  it("keeps the NPC strength rating and stores base values", () => {
    const [, bandit] = fixture().actors;
    migrateActorSystem("npc", bandit.system);
    expect(bandit.system.attributes.energy).toEqual({ base: 2, lost: 1, temp: 0, invalid: false });
    expect(bandit.system.strength).toBe(20);
  });
  it("is idempotent and leaves current data alone (also partial update data)", () => {
    const [sera] = fixture().actors;
    migrateActorSystem("character", sera.system);
    const once = structuredClone(sera.system);
    expect(migrateActorSystem("character", sera.system)).toBe(false);
    expect(sera.system).toEqual(once);
    const partial = { attributes: { might: { lost: 2 } } };
    expect(migrateActorSystem("character", partial)).toBe(false);
    expect(partial).toEqual({ attributes: { might: { lost: 2 } } });
  });
});

describe("unlinked token deltas", () => {
  it("keep the token's own damage when a schema-1 delta is merged over a migrated base actor", () => {
    const [sera] = fixture().actors;
    migrateActorSystem("character", sera.system);
    // The base actor is migrated (trained 4, lost 2); the token's delta still says 1 of 4 Might dice left.
    const merged = structuredClone(sera.system);
    Object.assign(merged.attributes.might, { value: 1, max: 4 });
    expect(actorSystemNeedsMigration(merged)).toBe(true);
    expect(migrateActorSystem("character", merged)).toBe(true);
    expect(merged.attributes.might).toEqual({ trained: 4, lost: 3, temp: 0, invalid: false });
    expect(actorSystemNeedsMigration(merged)).toBe(false);
  });
  it("are recognised only while they hold schema-1 shapes", () => {
    expect(actorSystemNeedsMigration({ attributes: { energy: { value: 2, max: 3 } } })).toBe(true);
    expect(actorSystemNeedsMigration({ mobility: 3 })).toBe(true);
    expect(actorSystemNeedsMigration({ potential: 12 })).toBe(true);
    expect(actorSystemNeedsMigration({ attributes: { energy: { lost: 1 } }, mobility: { value: 2, max: 3 } })).toBe(false);
    expect(actorSystemNeedsMigration(undefined)).toBe(false);
  });
});

describe("schema 1 → 2 item migration", () => {
  it("turns one kind into kinds and formula dice into a DiceExpression", () => {
    const dagger = fixture().actors[0].items[0];
    expect(migrateItemSystem("weapon", dagger.system)).toBe(true);
    expect(dagger.system.kinds).toEqual(["wrestle"]);
    expect(dagger.system.kind).toBeUndefined();
    expect(dagger.system.attacks[0]).toMatchObject({
      dice: { pools: ["energy"], combine: "max", divisor: 2, bonus: 0, mode: "points" }, types: ["physical"],
    });
    expect(migrateItemSystem("weapon", dagger.system)).toBe(false);
  });
  it("keeps unparsable dice text as a rider and falls back to one die", () => {
    const relic = fixture().actors[0].items[1];
    migrateItemSystem("gear", relic.system);
    expect(relic.system.attacks[0].dice).toEqual({ pools: [], combine: "max", divisor: 1, bonus: 1, mode: "points" });
    expect(relic.system.attacks[0].riders).toEqual(["dice: might×spirit"]);
    expect(migrateDiceFormula("might/spirit take-higher🎲").dice).toMatchObject({ pools: ["might", "spirit"], combine: "max" });
  });
  it("migrated data, completed with defaults, passes the validator", () => {
    const data = fixture();
    const sera = data.actors[0];
    migrateActorSystem("character", sera.system);
    const completed = {
      ...structuredClone(sera.system), immune: [], speed: 0, details: { ...sera.system.details },
      mobility: { ...sera.system.mobility, owed: 0, paid: 0 }, life: { dead: false, revivals: 0 }, carrying: { uuid: "", name: "" },
    };
    for (const key of ["notes", "alias", "height", "weight", "looks", "personality", "sexuality", "hobby", "age", "ageStage"]) completed.details[key] = "";
    completed.details.agedYears = 0;
    expect(validateActorSystem("character", completed)).toEqual([]);
    const dagger = sera.items[0];
    migrateItemSystem("weapon", dagger.system);
    expect(validateItemSystem("weapon", itemSystem("weapon", dagger.system))).toEqual([]);
  });
  it("the schema version was bumped for this migration", () => {
    expect(CURRENT_SCHEMA_VERSION).toBeGreaterThanOrEqual(2); // later steps (stored death: 4) raise it further
  });
});

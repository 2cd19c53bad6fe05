/**
 * Schema 2 → 3: features stored their subrace's species as `parent`, which is DataModel's own reference to the owning
 * document, so no feature could initialise. The field is now `parentSpecies`; these tests run the move on a schema-2
 * world fixture, through the pure transform and through the model's `migrateData`.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { validateItemSystem } from "../../src/data/validation.ts";
import { migrateFeatureParentSpecies, migrateItemSystem } from "../../src/data/migrations/transforms.ts";
import { CURRENT_SCHEMA_VERSION } from "../../src/migrations/version.ts";
import { installFieldRecorder } from "../data/field-recorder.ts";
import { fromRoot, readJson } from "../support/project.ts";

type Rec = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- raw JSON fixture
const fixture = () => readJson<Rec>(fromRoot("test", "fixtures", "migration-schema2.json"));

let FeatureData: typeof import("../../src/data/models.ts").FeatureData;
beforeAll(async () => {
  installFieldRecorder();
  ({ FeatureData } = await import("../../src/data/models.ts"));
});

describe("schema 2 → 3 feature migration", () => {
  it("moves a subrace's parent species to parentSpecies, on world items and actors' items", () => {
    const data = fixture();
    const subraces = [data.items[0], data.actors[0].items[1]];
    for (const item of subraces) {
      expect(item.system.parent).toBe("human");
      expect(migrateItemSystem("feature", item.system)).toBe(true);
      expect(item.system.parentSpecies).toBe("human");
      expect("parent" in item.system).toBe(false);
    }
    const species = data.actors[0].items[0];
    expect(migrateItemSystem("feature", species.system)).toBe(true);
    expect(species.system).toMatchObject({ kind: "species", parentSpecies: "" });
    expect("parent" in species.system).toBe(false);
  });

  it("gives a migrated feature the validator accepts, and changes nothing the second time", () => {
    const gelaxun = fixture().items[0];
    migrateItemSystem("feature", gelaxun.system);
    // Fields added after schema 3 (a species' choice lists) are absent from stored data; loading fills their initial [].
    const loaded = { allowedSizes: [], allowedForms: [], allowedGenders: [], ...gelaxun.system };
    expect(validateItemSystem("feature", loaded)).toEqual([]);
    const once = structuredClone(gelaxun.system);
    expect(migrateItemSystem("feature", gelaxun.system)).toBe(false);
    expect(gelaxun.system).toEqual(once);
  });

  it("runs from the feature model's migrateData (every load, compendium documents too)", () => {
    const source = structuredClone(fixture().items[0].system);
    const migrated = FeatureData.migrateData(source) as Rec;
    expect(migrated.parentSpecies).toBe("human");
    expect("parent" in migrated).toBe(false);
  });

  it("handles partial update data and keeps a value already stored under the new name", () => {
    const update: Rec = { parent: "elf" };
    expect(migrateFeatureParentSpecies(update)).toBe(true);
    expect(update).toEqual({ parentSpecies: "elf" });
    const both: Rec = { parent: "human", parentSpecies: "dwarf" };
    migrateFeatureParentSpecies(both);
    expect(both).toEqual({ parentSpecies: "dwarf" });
    const untouched: Rec = { parentSpecies: "dwarf" };
    expect(migrateFeatureParentSpecies(untouched)).toBe(false);
    expect(untouched).toEqual({ parentSpecies: "dwarf" });
  });

  it("leaves other item types alone", () => {
    const gear: Rec = { parent: "kept as it is" };
    expect(migrateItemSystem("gear", gear)).toBe(false);
    expect(gear).toEqual({ parent: "kept as it is" });
  });

  it("the schema version was bumped past 2 for this migration (3, then 4 for stored death)", () => {
    expect(CURRENT_SCHEMA_VERSION).toBeGreaterThanOrEqual(3);
  });
});

/**
 * No schema field may be named like a member of Foundry's DataModel / TypeDataModel. Each top-level field of a model's
 * schema becomes a property of the model instance, so a field called `parent` (or `schema`, `reset`, …) collides with
 * the model's own member and every document of that type fails to initialise in a live world. The test loads every
 * src module on the smoke stage with the field recorder, builds every model's real `defineSchema()`, and checks the
 * names at every level where they become model properties: the top level of each model's schema and of every model
 * embedded through an EmbeddedDataField (at any depth).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { installStage } from "../smoke/foundry-stage.ts";
import { declaredClasses, descendsFrom, exportedClasses, loadSourceModules } from "../support/src-modules.ts";
import { installFieldRecorder, Recorded, RecordedDataModel, RecordedTypeDataModel, usedFieldKinds } from "./field-recorder.ts";

/**
 * Members of foundry.abstract.DataModel and foundry.abstract.TypeDataModel, from Foundry's public API documentation
 * (foundryvtt.com/api, v13 class pages for both; instance and static members, the documented protected ones too),
 * plus the members every JavaScript object inherits. Written by hand: Foundry's source and the type declarations are
 * not to be read. Extend it when the API pages list a new member.
 */
const DATA_MODEL_MEMBERS: ReadonlySet<string> = new Set([
  // DataModel, instance
  "parent", "schema", "_source", "invalid", "validationFailures", "clone", "getFieldForProperty", "reset", "toJSON",
  "toObject", "updateSource", "validate", "_configure", "_initialize", "_initializeSource", "_updateDiff",
  "_updateCommit",
  // DataModel, static (also reserved: a field shadowing them would read as the model API)
  "defineSchema", "_schema", "LOCALIZATION_PREFIXES", "cleanData", "fromJSON", "fromSource", "migrateData",
  "migrateDataSafe", "shimData", "validateJoint", "_initializationOrder",
  // TypeDataModel
  "modelProvider", "metadata", "prepareBaseData", "prepareDerivedData", "_preCreate", "_onCreate", "_preUpdate",
  "_onUpdate", "_preDelete", "_onDelete",
  // every JavaScript object
  "constructor", "__proto__", "toString", "toLocaleString", "valueOf", "hasOwnProperty", "isPrototypeOf",
  "propertyIsEnumerable",
]);

interface ModelClass {
  name: string;
  prototype: object;
  defineSchema(): Record<string, unknown>;
}

/** Models reached through a field (EmbeddedDataField, also inside arrays, sets, typed objects and schemas). */
function embeddedModels(field: unknown, out: Set<ModelClass>): void {
  if (!(field instanceof Recorded)) return;
  const inner = field.inner;
  if (field.kind === "EmbeddedDataField" && typeof inner === "function" && descendsFrom(inner, RecordedDataModel)) {
    out.add(inner as unknown as ModelClass);
    return;
  }
  if (inner instanceof Recorded) embeddedModels(inner, out);
  else if (inner && typeof inner === "object") for (const sub of Object.values(inner)) embeddedModels(sub, out);
}

/** Field names of a model that collide with a DataModel member or with a member the model class itself defines. */
function clashingNames(model: ModelClass): string[] {
  return Object.keys(model.defineSchema()).filter((name) => DATA_MODEL_MEMBERS.has(name) || name in model.prototype);
}

let models: ModelClass[];
let registered: ModelClass[];

beforeAll(async () => {
  installStage();
  installFieldRecorder();
  const modules = await loadSourceModules();
  const roots = exportedClasses(modules, (cls) => cls !== RecordedDataModel && cls !== RecordedTypeDataModel
    && descendsFrom(cls, RecordedDataModel) && Object.hasOwn(cls, "defineSchema")) as unknown as ModelClass[];
  // Chat card models are made per card type at registration by one factory: walk what it makes for every card type
  // any module exports (each owner keeps its own).
  const isCardType = (value: unknown) => typeof value === "object" && value !== null && "template" in value && "defineSchema" in value && "context" in value;
  const cards = [...modules.values()].flatMap((mod) => Object.values(mod as object).filter(isCardType));
  const cardModel = (modules.get("chat/card-schema.ts") as { cardModel: (card: unknown) => ModelClass }).cardModel;
  expect(cards.length).toBeGreaterThanOrEqual(4);
  roots.push(...cards.map(cardModel));
  const all = new Set<ModelClass>();
  const queue = [...roots];
  while (queue.length) {
    const model = queue.pop()!;
    if (all.has(model)) continue;
    all.add(model);
    const found = new Set<ModelClass>();
    for (const field of Object.values(model.defineSchema())) embeddedModels(field, found);
    queue.push(...found);
  }
  models = [...all];
  const data = modules.get("data/models.ts") as { ACTOR_MODELS: object; ITEM_MODELS: object };
  registered = [...Object.values(data.ACTOR_MODELS), ...Object.values(data.ITEM_MODELS)] as ModelClass[];
}, 60_000);

describe("schema field names", () => {
  it("walk every Actor and Item model, and every class in src that defines a schema", () => {
    const walked = new Set(models.map((m) => m.name));
    for (const model of registered) expect(walked.has(model.name), model.name).toBe(true);
    for (const name of declaredClasses(/static\s+(?:override\s+)?defineSchema\s*\(/)) {
      expect(walked.has(name), `${name} defines a schema but is not exported, so its field names were not checked`).toBe(true);
    }
    expect(usedFieldKinds.size).toBeGreaterThan(0);
  });

  it("never collide with a DataModel / TypeDataModel member or the model's own members", () => {
    for (const model of models) expect(clashingNames(model), `${model.name} fields`).toEqual([]);
  });

  it("catch a clash at the top level and inside an embedded model (the check can fail)", () => {
    const f = (globalThis as unknown as { foundry: { data: { fields: Record<string, new (...a: unknown[]) => unknown> } } }).foundry.data.fields;
    class Inner extends RecordedDataModel {
      static override defineSchema() {
        return { schema: new f.StringField!(), label: new f.StringField!() };
      }
    }
    class Outer extends RecordedTypeDataModel {
      static override defineSchema() {
        return { parent: new f.StringField!(), rows: new f.ArrayField!(new f.EmbeddedDataField!(Inner)) };
      }
    }
    expect(clashingNames(Outer)).toEqual(["parent"]);
    const found = new Set<ModelClass>();
    for (const field of Object.values(Outer.defineSchema())) embeddedModels(field, found);
    expect([...found].map(clashingNames)).toEqual([["schema"]]);
    class Own extends RecordedTypeDataModel {
      static override defineSchema() {
        return { summary: new f.StringField!() };
      }
      get summary(): string {
        return "";
      }
    }
    expect(clashingNames(Own)).toEqual(["summary"]);
  });
});

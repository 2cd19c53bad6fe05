/**
 * What the sheet tests add to the smoke stage so the real sheet classes render outside Foundry: the strict
 * ApplicationV2 stage (`test/stage/application*.ts`: render pipeline, parts, form submission, drops), an identity
 * `enrichHTML`, and plain documents made from the fixtures through the models' own derivation, each `system` carrying
 * its schema built on the field recorder. A stage document's `update` stores the change, derives `system` again and
 * re-renders its open sheets as core does (`render(false, {renderContext: "update<Doc>", renderData})`).
 * Differences from v13 documents: `validate` uses the system's own validators as a stand-in for the DataModel
 * schema; there are no embedded-document operations beyond recording `createEmbeddedDocuments`.
 */
import { installFieldRecorder } from "../data/field-recorder.ts";
import { installStage } from "../smoke/foundry-stage.ts";
import { preparePlainCharacter } from "../../src/sheets/character/prepare-plain.ts";
import { defaultActorSystem, validateActorSystem, validateItemSystem } from "../../src/data/validation.ts";
import { applyObjectDerived, type StoredObject } from "../../src/data/actor/object.ts";
import type { ObjectTable } from "../../src/rules/index.ts";
import type { FixtureActor } from "../fixtures/data-actors.ts";
import type { FixtureItem } from "../fixtures/data-items.ts";
import { derivedSystem } from "../preview/pages.ts";
import { actorSchema, itemSchema } from "../support/model-schemas.ts";
import { installApplicationStage, mergeObject } from "../stage/application.ts";
import { installDocumentSheets, type StageDocument } from "../stage/application-sheets.ts";

type Rec = Record<string, unknown>;
type Globals = { foundry: { applications: Rec; utils: Rec } };

/** Installs the application stage and the document sheets (call after `installStage`, before loading src modules). */
export function installSheetStage(): void {
  const g = globalThis as unknown as Globals;
  installApplicationStage();
  installDocumentSheets();
  g.foundry.applications.ux = { TextEditor: { implementation: { enrichHTML: async (html: string) => html } } };
  installFieldRecorder();
}

/** A sheet class as a test makes one (`new Sheet({document})`), typed by the test's own view of the sheet. */
export type SheetClass<S> = new (options: { document: object }) => S;

/**
 * The system's actor sheets on this stage: installs the bare stage and the sheet stage, then loads the character and
 * NPC sheets (they extend the stage's classes as they load). Call in `beforeAll`.
 */
export async function loadActorSheets<S>(): Promise<{ CharacterSheet: SheetClass<S>; NpcSheet: SheetClass<S> }> {
  installStage();
  installSheetStage();
  const { CharacterSheet } = await import("../../src/sheets/character/character-sheet.ts");
  const { NpcSheet } = await import("../../src/sheets/actor/npc-sheet.ts");
  // Casts: on the stage the classes extend the stage's ActorSheetV2, whose constructor takes the document.
  return { CharacterSheet: CharacterSheet as unknown as SheetClass<S>, NpcSheet: NpcSheet as unknown as SheetClass<S> };
}

/** A collection as the sheets read one: iterable, `contents`, `get`, `has`, `find`. */
function collection<T extends { id: string }>(entries: T[]) {
  return {
    contents: entries,
    get: (id: string) => entries.find((e) => e.id === id),
    has: (id: string) => entries.some((e) => e.id === id),
    find: (test: (e: T) => boolean) => entries.find(test),
    [Symbol.iterator]: () => entries[Symbol.iterator](),
  };
}

const withSchema = (system: Rec, fields: object, source: () => Rec): Rec => Object.defineProperties(system, {
  schema: { value: { fields } },
  toObject: { value: () => structuredClone(source()) },
});

/** A stage document: stores updates, derives `system` again and re-renders its open sheets. */
function stageDocument(base: Omit<StageDocument, "apps" | "update" | "validate">, derive: () => Rec, check: (system: unknown) => string[]): StageDocument & Rec {
  const doc = base as StageDocument & Rec;
  doc.apps = {};
  doc.system = derive();
  doc.update = async (changes: Rec) => {
    const { system, ...rest } = changes;
    if (system) mergeObject(doc._source.system as Rec, system as Rec);
    mergeObject(doc, rest);
    doc.system = derive();
    const renderData = { ...structuredClone(changes), _id: doc.id };
    await Promise.all(Object.values(doc.apps).map((app) => app.render(false, { renderContext: `update${doc.documentName}`, renderData })));
    return doc;
  };
  doc.validate = ({ changes }) => {
    if (!changes.system) return true;
    const problems = check(mergeObject(doc._source.system as Rec, changes.system as Rec, { inplace: false }));
    if (problems.length) throw new Error(`${doc.documentName} validation errors: ${problems.join("; ")}`);
    return true;
  };
  return doc;
}

/** A plain item document for the item sheet. */
export function stageItem(fixture: FixtureItem): StageDocument & Rec {
  const source = { system: structuredClone(fixture.system) };
  return stageDocument({
    id: fixture.id, name: fixture.name, img: null, type: fixture.type, documentName: "Item", uuid: `Item.${fixture.id}`,
    isOwner: true, limited: false, _source: source, effects: collection([]),
  }, () => withSchema(structuredClone(source.system), itemSchema(fixture.type), () => source.system),
  (system) => validateItemSystem(fixture.type, system, { complete: false }));
}

/**
 * A plain object actor (§8.2) for the object sheet: its `system` derived by the model's own derivation with the table
 * `table` (the `newerObjects` switch in a world).
 */
export function stageObject(stored: Partial<StoredObject>, name: string, options: { limited?: boolean; table?: ObjectTable } = {}): StageDocument & Rec {
  const source = { system: { ...structuredClone(defaultActorSystem("object")), ...structuredClone(stored) } as Rec };
  return stageDocument({
    id: "object0000000001", name, img: null, type: "object", documentName: "Actor", uuid: "Actor.object",
    isOwner: !options.limited, limited: Boolean(options.limited), inCombat: false, flags: {}, _source: source, items: collection([]),
    allApplicableEffects: function* () {},
  }, () => {
    const system = structuredClone(source.system);
    // Cast: the stored object as the model holds it (the schema's defaults under the test's changes).
    applyObjectDerived(system as unknown as StoredObject, options.table ?? "seed");
    return withSchema(system, actorSchema("object"), () => source.system);
  }, (system) => validateActorSystem("object", system));
}

/** A plain actor document for the actor sheets (`limited`: the viewer has only limited permission). */
export function stageActor(fixture: FixtureActor, name: string, options: { limited?: boolean; flags?: Rec; uuid?: string } = {}): StageDocument & Rec {
  const items = fixture.items.map((i) => ({ ...i, img: null }));
  const source = { system: structuredClone(fixture.system) as Rec };
  const created: Rec[] = [];
  const doc = stageDocument({
    id: `${fixture.type}0000000001`, name, img: null, type: fixture.type, documentName: "Actor",
    uuid: options.uuid ?? `Actor.${fixture.type}`, isOwner: !options.limited, limited: Boolean(options.limited), inCombat: false,
    flags: options.flags ?? {}, _source: source, items: collection(items), created,
    allApplicableEffects: function* () {},
  }, () => {
    const current = { ...fixture, system: source.system as FixtureActor["system"] };
    const prepared = fixture.type === "character"
      ? preparePlainCharacter({ name, system: source.system, items }).system as unknown as Rec
      : derivedSystem(current);
    return withSchema(prepared, actorSchema(fixture.type), () => source.system);
  }, (system) => validateActorSystem(fixture.type, system));
  doc.setFlag = (scope: string, key: string, value: unknown) => doc.update({ flags: { [scope]: { [key]: value } } });
  doc.getFlag = (scope: string, key: string) => (doc.flags as Record<string, Rec | undefined>)[scope]?.[key];
  doc.createEmbeddedDocuments = async (_type: string, data: Rec[]) => {
    created.push(...data);
    return [];
  };
  return doc;
}

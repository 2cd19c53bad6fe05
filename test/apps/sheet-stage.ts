/**
 * What the parts test adds to the smoke stage so the sheets' own `_prepareContext` runs outside Foundry: document-sheet
 * bases that descend from the stage's ApplicationV2 and give the base context a document sheet gives (document, source,
 * editable, rootId), an identity `enrichHTML`, `deepClone`, and plain documents made from the fixtures through the
 * models' own derivation, each `system` carrying its schema built on the field recorder. No Foundry behaviour beyond
 * what the sheets' context code reads.
 */
import { installFieldRecorder } from "../data/field-recorder.ts";
import { preparePlainCharacter } from "../../src/sheets/character/prepare-plain.ts";
import type { FixtureActor } from "../fixtures/data-actors.ts";
import type { FixtureItem } from "../fixtures/data-items.ts";
import { derivedSystem } from "../preview/pages.ts";
import { actorSchema, itemSchema } from "../support/model-schemas.ts";

type Rec = Record<string, unknown>;
type Globals = { foundry: Record<string, Record<string, unknown>> & { applications: Record<string, Rec> }; game: Rec };

/** Installs the document-sheet bases (call after `installStage`, before loading the src modules). */
export function installSheetStage(): void {
  const g = globalThis as unknown as Globals;
  const ApplicationV2 = g.foundry.applications.api!.ApplicationV2 as new () => object;
  class DocumentSheetV2 extends ApplicationV2 {
    options: { document: Rec; editable?: boolean };
    document: Rec;
    tabGroups: Record<string, string> = {};
    id: string;
    constructor(options: { document: Rec; editable?: boolean }) {
      super();
      this.options = options;
      this.document = options.document;
      this.id = `sheet-${String(options.document.id)}`;
    }
    get isEditable(): boolean {
      return this.options.editable ?? true;
    }
    _configureRenderParts(_options: object): Rec {
      return structuredClone((this.constructor as unknown as { PARTS?: Rec }).PARTS ?? {});
    }
    async _prepareContext(_options: object): Promise<Rec> {
      return { document: this.document, source: this.document._source, editable: this.isEditable, user: g.game.user, rootId: this.id };
    }
  }
  class ActorSheetV2 extends DocumentSheetV2 {
    get actor(): Rec {
      return this.document;
    }
  }
  class ItemSheetV2 extends DocumentSheetV2 {
    get item(): Rec {
      return this.document;
    }
  }
  g.foundry.applications.sheets = { ActorSheetV2, ItemSheetV2 };
  g.foundry.applications.ux = { TextEditor: { implementation: { enrichHTML: async (html: string) => html } } };
  g.foundry.utils = { ...g.foundry.utils, deepClone: structuredClone };
  installFieldRecorder();
}

/** A collection as the sheets read one: iterable, `contents`, `get`, `find`. */
function collection<T extends { id: string }>(entries: T[]) {
  return {
    contents: entries,
    get: (id: string) => entries.find((e) => e.id === id),
    find: (test: (e: T) => boolean) => entries.find(test),
    [Symbol.iterator]: () => entries[Symbol.iterator](),
  };
}

const withSchema = (system: Rec, fields: object): Rec => Object.defineProperty(system, "schema", { value: { fields } });

/** A plain item document for the item sheet. */
export function stageItem(fixture: FixtureItem): Rec {
  const system = withSchema(structuredClone(fixture.system), itemSchema(fixture.type));
  Object.defineProperty(system, "toObject", { value: () => structuredClone(fixture.system) });
  return {
    id: fixture.id, name: fixture.name, img: null, type: fixture.type, documentName: "Item", uuid: `Item.${fixture.id}`,
    isOwner: true, limited: false, _source: { system: fixture.system }, system, effects: collection([]),
  };
}

/** A plain actor document for the actor sheets (`limited`: the viewer has only limited permission). */
export function stageActor(fixture: FixtureActor, name: string, options: { limited?: boolean; flags?: Rec } = {}): Rec {
  const items = fixture.items.map((i) => ({ ...i, img: null }));
  const prepared = fixture.type === "character"
    ? preparePlainCharacter({ name, system: fixture.system, items }).system as unknown as Rec
    : derivedSystem(fixture);
  const system = withSchema(prepared, actorSchema(fixture.type));
  return {
    id: `${fixture.type}0000000001`, name, img: null, type: fixture.type, documentName: "Actor",
    uuid: `Actor.${fixture.type}`, isOwner: !options.limited, limited: Boolean(options.limited), inCombat: false,
    flags: options.flags ?? {}, _source: { system: fixture.system }, system, items: collection(items),
    allApplicableEffects: function* () {},
  };
}

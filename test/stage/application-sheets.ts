/**
 * The document-sheet layer of the ApplicationV2 stage (`DocumentSheetV2`, `ActorSheetV2`, `ItemSheetV2`), as v13
 * behaves where this system depends on it:
 * - a form app (`tag: "form"`) whose `submit(data)` runs `_prepareSubmitData` — `_processFormData` (the flat form data
 *   expanded) then `document.validate({changes, clean: true, fallback: false})`, which throws on invalid data — then
 *   `_processSubmitData`, which calls `document.update`;
 * - `isEditable` only for an owner (and `editable` not false); the base context (document, source, editable, user);
 * - the sheet registers itself in `document.apps` on its first render, so the document's updates re-render it;
 * - `ActorSheetV2#_onDropItem`: an item whose parent has the actor's UUID is sorted (`_onSortItem`), any other is
 *   created on the actor — the comparison is by UUID, as core's, so a synthetic actor's items sort too.
 *
 * Sources: https://foundryvtt.com/api/v13/classes/foundry.applications.api.DocumentSheetV2.html (`isEditable`,
 * `_prepareSubmitData`, `_processFormData`, `_processSubmitData`),
 * https://foundryvtt.com/api/v13/classes/foundry.applications.sheets.ActorSheetV2.html (`_onDropItem`, `_onSortItem`),
 * https://foundryvtt.com/api/v13/classes/foundry.abstract.DataModel.html (`validate`); dnd5e 5.3
 * `module/applications/actor/api/base-actor-sheet.mjs` `_onDropItem` sorts an item whose parent's UUID is the actor's.
 */
import { mergeObject, expandObject, StageApplicationV2, type StageRenderOptions } from "./application.ts";

type Rec = Record<string, unknown>;

/** A document as the stage's sheets read and write it. */
export interface StageDocument extends Rec {
  id: string;
  uuid: string;
  documentName: string;
  isOwner: boolean;
  _source: Rec;
  apps: Record<string, { render(force: boolean, options: Rec): Promise<unknown> }>;
  update(changes: Rec, options?: object): Promise<unknown>;
  validate(options: { changes: Rec; clean?: boolean; fallback?: boolean }): boolean;
}

/** What a sheet's form submits: the flat `name → value` pairs FormDataExtended would read from the form. */
export interface StageFormData {
  object: Rec;
}

export class StageDocumentSheetV2 extends StageApplicationV2 {
  static override DEFAULT_OPTIONS: Rec = { tag: "form", form: { submitOnChange: true, closeOnSubmit: false } };
  readonly document: StageDocument;

  constructor(options: { document: StageDocument; editable?: boolean } & Rec) {
    super(options);
    this.document = options.document;
  }

  override get id(): string {
    return `${this.constructor.name}-${this.document.uuid.replace(/\./g, "-")}`;
  }
  get isEditable(): boolean {
    return this.options.editable !== false && this.document.isOwner;
  }

  protected override async _prepareContext(options: StageRenderOptions): Promise<Rec> {
    const base = await super._prepareContext(options);
    const g = globalThis as unknown as { game: Rec };
    return { ...base, document: this.document, source: this.document._source, editable: this.isEditable, user: g.game.user, rootId: this.id };
  }

  protected override async _onFirstRender(context: Rec, options: StageRenderOptions): Promise<void> {
    await super._onFirstRender(context, options);
    this.document.apps[this.id] = this;
  }

  override async close(options: object = {}): Promise<this> {
    delete this.document.apps[this.id];
    return super.close(options);
  }

  /** Submits the form with these flat values, as a change or a submit event would. */
  async submit(values: Rec): Promise<void> {
    const formData: StageFormData = { object: values };
    const submitData = this._prepareSubmitData(null, this.form, formData);
    await this._processSubmitData(null, this.form, submitData);
  }

  protected _prepareSubmitData(event: unknown, form: unknown, formData: StageFormData, updateData?: Rec): Rec {
    const submitData = this._processFormData(event, form, formData);
    if (updateData) mergeObject(submitData, updateData);
    this.document.validate({ changes: submitData, clean: true, fallback: false });
    return submitData;
  }

  protected _processFormData(_event: unknown, _form: unknown, formData: StageFormData): Rec {
    return expandObject(formData.object);
  }

  protected async _processSubmitData(_event: unknown, _form: unknown, submitData: Rec, options: object = {}): Promise<void> {
    await this.document.update(submitData, options);
  }
}

/** An item as a drop hands it to the sheet. */
export interface StageDroppedItem extends Rec {
  id: string;
  parent: { uuid: string } | null;
  toObject(): Rec;
}

export class StageActorSheetV2 extends StageDocumentSheetV2 {
  /** Items the sheet sorted (`_onSortItem`) instead of creating. */
  readonly sortedItems: StageDroppedItem[] = [];

  get actor(): StageDocument {
    return this.document;
  }

  protected async _onDropItem(_event: unknown, item: StageDroppedItem): Promise<unknown> {
    if (!this.actor.isOwner) return null;
    if (this.actor.uuid === item.parent?.uuid) {
      const sorted = await this._onSortItem(_event, item);
      return sorted.length ? item : null;
    }
    const create = this.actor.createEmbeddedDocuments as (type: string, data: Rec[], options: object) => Promise<unknown[]>;
    const [created] = await create.call(this.actor, "Item", [item.toObject()], { keepId: true });
    return created ?? null;
  }

  protected async _onSortItem(_event: unknown, item: StageDroppedItem): Promise<StageDroppedItem[]> {
    this.sortedItems.push(item);
    return [item];
  }

  protected async _onDropActiveEffect(_event: unknown, effect: unknown): Promise<unknown> {
    return effect;
  }

  protected async _onDragStart(_event: unknown): Promise<void> {}
}

export class StageItemSheetV2 extends StageDocumentSheetV2 {
  get item(): StageDocument {
    return this.document;
  }
}

/** Installs the document sheets on `foundry.applications.sheets` (after `installApplicationStage`). */
export function installDocumentSheets(): void {
  const g = globalThis as unknown as { foundry: { applications: Rec } };
  g.foundry.applications.sheets = { DocumentSheetV2: StageDocumentSheetV2, ActorSheetV2: StageActorSheetV2, ItemSheetV2: StageItemSheetV2 };
}

/**
 * MeshalItemSheet: one sheet for every item type, in play mode (a readable summary with the attacks' dice) and edit
 * mode (every stored field, from the model's live schema, with list rows added, removed and reordered). The description is a
 * ProseMirror editor; an open editor's part is not re-rendered (render-parts.ts). Invalid input is refused with the
 * validator's message and the form is re-rendered from the stored data.
 */
import { optionalRule } from "../../documents/runtime.ts";
import type { ItemType } from "../../data/types.ts";
import { validateItemSystem } from "../../data/validation.ts";
import { itemSheetView } from "../view/item-sheet.ts";
import type { ItemSheetAction } from "./actions.ts";
import { capturePendingEdit, restorePendingEdit, type PendingEdit } from "./edit-guard.ts";
import { documentSheetActions } from "./document-actions.ts";
import { partsToRender } from "./render-parts.ts";
import { liveSchema } from "./live-schema.ts";
import { refuseProblems } from "./refuse.ts";
import { SHEET_MODES, resolveMode, type SheetMode } from "./modes.ts";
import { mergeIndexedArrays, normalizeLists } from "./submit.ts";
import { templatePath } from "./templates.ts";
import { captureOpenSections, restoreOpenSections } from "./open-sections.ts";
import { SYSTEM_ID } from "../../core/settings.ts";
import { ITEM_PARTS } from "../sheet-table.ts";

import ItemSheetV2 = foundry.applications.sheets.ItemSheetV2;
const { HandlebarsApplicationMixin } = foundry.applications.api;

/** Render options of the system's item sheets: a render may request a sheet mode. */
export interface MeshalItemSheetRenderOptions extends ItemSheetV2.RenderOptions {
  mode?: SheetMode;
}

/** The item sheet's template context. */
export interface MeshalItemSheetContext extends ItemSheetV2.RenderContext {
  mode: SheetMode;
  isPlay: boolean;
  isEdit: boolean;
  canEdit: boolean;
  documentUuid: string;
}

type Handler = (this: MeshalItemSheet, event: PointerEvent, target: HTMLElement) => void | Promise<void>;

const ACTIONS = {
  ...documentSheetActions<MeshalItemSheet>(),
} satisfies Record<ItemSheetAction, Handler>;

/** The system's item sheet (all item types). */
export class MeshalItemSheet extends HandlebarsApplicationMixin(ItemSheetV2)<
  MeshalItemSheetContext, ItemSheetV2.Configuration, MeshalItemSheetRenderOptions
> {
  static override DEFAULT_OPTIONS = {
    classes: ["meshal", "meshal-sheet", "meshal-item-sheet"],
    position: { width: 560, height: 640 },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false },
    actions: ACTIONS,
  };

  static override PARTS = {
    header: { template: templatePath(ITEM_PARTS.header) },
    details: { template: templatePath(ITEM_PARTS.details), scrollable: [""] },
    description: { template: templatePath(ITEM_PARTS.description) },
    effects: { template: templatePath(ITEM_PARTS.effects) },
  };

  mode: SheetMode = SHEET_MODES.play;
  #pendingEdit: PendingEdit | null = null;
  /** Edit mode's sections the user opened, kept open across re-renders. */
  #openSections = new Set<string>();

  protected override _configureRenderOptions(options: ItemSheetV2.RenderOptions): void {
    super._configureRenderOptions(options);
    const o = options as ItemSheetV2.RenderOptions & { mode?: unknown; renderContext?: string };
    this.mode = resolveMode({
      current: this.mode, requested: o.mode, editable: this.isEditable, justCreated: o.renderContext === `create${this.document.documentName}`,
    });
    // Last, so nothing set above (or by a caller) can ask for a part this render has not configured.
    o.parts = partsToRender(Object.keys(this._configureRenderParts(o)), o, this.parts);
  }

  protected override _configureRenderParts(options: ItemSheetV2.RenderOptions) {
    const parts = super._configureRenderParts(options);
    if (this.document.limited) delete (parts as Record<string, unknown>).effects;
    return parts;
  }

  protected override async _prepareContext(options: ItemSheetV2.RenderOptions): Promise<MeshalItemSheetContext> {
    const context = await super._prepareContext(options);
    const item = this.document;
    const source = item._source.system as Record<string, unknown>;
    const enrichedDescription = await foundry.applications.ux.TextEditor.implementation.enrichHTML(String(source.description ?? ""), { relativeTo: item });
    const localize = (key: string) => game.i18n!.localize(key);
    const gifts = item.type === "feature" ? await abilitiesByIdentifier() : new Map<string, { uuid: string; name: string }>();
    const view = itemSheetView({
      name: item.name, img: item.img, type: item.type as ItemType, source, schema: liveSchema(item), enrichedDescription,
      nameOfIdentifier: (identifier) => namedByIdentifier(item, identifier),
      abilityOfIdentifier: (identifier) => gifts.get(identifier) ?? null,
      magicRule: optionalRule("magic"),
      effects: item.effects.contents.map((e) => ({
        id: e.id ?? "", name: e.name, img: e.img, disabled: e.disabled, isSuppressed: e.isSuppressed, isTemporary: e.isTemporary,
      })),
    }, { localize });
    return Object.assign(context, view, {
      mode: this.mode, isPlay: this.mode === SHEET_MODES.play, isEdit: this.mode === SHEET_MODES.edit, canEdit: this.isEditable,
      documentUuid: item.uuid,
    });
  }

  protected override async _preRender(context: object, options: object): Promise<void> {
    // Typed loosely: the checker cannot compare the render context types of the mixin (TS2321).
    await super._preRender(context as never, options as never);
    this.#pendingEdit = capturePendingEdit(this.element as HTMLElement | undefined);
    captureOpenSections(this.element as HTMLElement | undefined, this.#openSections);
  }

  protected override async _onRender(context: object, options: object): Promise<void> {
    // Typed loosely: the checker cannot compare the render context types of the mixin (TS2321).
    await super._onRender(context as never, options as never);
    this.element.classList.toggle("meshal-sheet--edit", this.mode === SHEET_MODES.edit);
    restorePendingEdit(this.element, this.#pendingEdit);
    restoreOpenSections(this.element, this.#openSections);
    this.#pendingEdit = null;
  }

  protected override _processFormData(event: SubmitEvent | null, form: HTMLFormElement, formData: FormDataExtended) {
    const data = super._processFormData(event, form, formData) as { system?: unknown };
    if (data.system) {
      data.system = normalizeLists(mergeIndexedArrays(data.system, this.document._source.system), liveSchema(this.document));
    }
    // Cast: the form data is reshaped in place; the declared return type is the deep-partial update data.
    return data as never;
  }

  protected override async _processSubmitData(event: SubmitEvent, form: HTMLFormElement, submitData: object, options?: object): Promise<void> {
    const changes = submitData as { system?: object };
    if (changes.system) {
      const merged = foundry.utils.mergeObject(this.document.system.toObject(), changes.system, { inplace: false });
      const problems = validateItemSystem(this.document.type, merged, { complete: false });
      if (refuseProblems(this.document.name, problems)) {
        await this.render();
        return;
      }
    }
    // Casts: the parameters are typed loosely to match the override; the parent wants its deep-partial update types.
    await super._processSubmitData(event, form, submitData as never, options as never);
  }
}

/** The system's compendium abilities by dataset id (a feature's gifts link to them), from the pack index. */
async function abilitiesByIdentifier(): Promise<Map<string, { uuid: string; name: string }>> {
  const pack = game.packs?.get(`${SYSTEM_ID}.abilities`);
  if (!pack) return new Map();
  // Casts: `fields` is typed per pack document as literal paths; index entries carry the requested field untyped.
  const index = await pack.getIndex({ fields: ["system.identifier"] as never });
  const byId = new Map<string, { uuid: string; name: string }>();
  for (const e of index as unknown as Iterable<{ uuid: string; name: string; system?: { identifier?: string } }>) {
    if (e.system?.identifier) byId.set(e.system.identifier, { uuid: e.uuid, name: e.name });
  }
  return byId;
}

/** The name of an item with dataset id `identifier`: among the owner's items first, then the world's. */
function namedByIdentifier(item: Item.Implementation, identifier: string): string | null {
  const matches = (i: { system: unknown }) => (i.system as { identifier?: unknown }).identifier === identifier;
  return item.actor?.items.find(matches)?.name ?? game.items?.find(matches)?.name ?? null;
}

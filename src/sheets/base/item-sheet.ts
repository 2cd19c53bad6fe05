/**
 * MeshalItemSheet: one sheet for every item type, in play mode (a readable summary with the attacks' dice) and edit
 * mode (every stored field, from the model's live schema, with list rows added, removed and reordered). The description is a
 * ProseMirror editor; an open editor's part is not re-rendered (render-parts.ts). Invalid input is refused with the
 * validator's message and the form is re-rendered from the stored data.
 */
import { optionalRule } from "../../documents/runtime.ts";
import { ITEM_TYPES } from "../../data/types.ts";
import { isOneOf, isRecord, recordAt } from "../../rules/guards.ts";
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
import { ITEM_PARTS } from "../sheet-table.ts";
import { submitToParentSheet } from "./parent-submit.ts";
import { localization } from "../../core/i18n.ts";
import { readerPack } from "../../core/catalogue-text.ts";
import { shownItemText } from "./shown-item.ts";

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

  protected override _configureRenderOptions(options: MeshalItemSheetRenderOptions): void {
    super._configureRenderOptions(options);
    this.mode = resolveMode({
      current: this.mode, requested: options.mode, editable: this.isEditable, justCreated: options.renderContext === `create${this.document.documentName}`,
    });
    // Last, so nothing set above (or by a caller) can ask for a part this render has not configured.
    options.parts = partsToRender(Object.keys(this._configureRenderParts(options)), options, this.parts);
  }

  protected override _configureRenderParts(options: MeshalItemSheetRenderOptions) {
    const parts = super._configureRenderParts(options);
    if (this.document.limited) delete parts.effects;
    return parts;
  }

  protected override async _prepareContext(options: ItemSheetV2.RenderOptions): Promise<MeshalItemSheetContext> {
    const context = await super._prepareContext(options);
    const item = this.document;
    const type = item.type;
    // The sheet is registered for the system's item types only; anything else is a registration fault.
    if (!isOneOf(ITEM_TYPES, type)) throw new Error(`MeshalItemSheet: not a Meshal item type: ${type}`);
    // Play mode reads the catalogue's text in the reader's language (a rename wins); edit mode edits what is stored.
    const stored: Record<string, unknown> = item._source.system;
    const shown = this.mode === SHEET_MODES.play ? shownItemText({ name: item.name, flags: item.flags, system: stored }) : null;
    const source = shown ? { ...stored, description: shown.description, attacks: shown.attacks } : stored;
    const enrichedDescription = await foundry.applications.ux.TextEditor.implementation.enrichHTML(String(source.description ?? ""), { relativeTo: item });
    const localize = (key: string) => localization().localize(key);
    const gifts = item.type === "feature" ? await abilitiesByIdentifier() : new Map<string, { uuid: string; name: string }>();
    const view = itemSheetView({
      name: shown?.name ?? item.name, img: item.img, type, source, schema: liveSchema(item), enrichedDescription,
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

  // Render steps take `object`: declared with our context type, the checker cannot compare it with the mixin's (TS2321).
  protected override async _preRender(context: object, options: object): Promise<void> {
    await super._preRender(context, options);
    // No element yet before the first render.
    this.#pendingEdit = capturePendingEdit(this.element);
    captureOpenSections(this.element, this.#openSections);
  }

  protected override async _onRender(context: object, options: object): Promise<void> {
    await super._onRender(context, options);
    this.element.classList.toggle("meshal-sheet--edit", this.mode === SHEET_MODES.edit);
    restorePendingEdit(this.element, this.#pendingEdit);
    restoreOpenSections(this.element, this.#openSections);
    this.#pendingEdit = null;
  }

  protected override _processFormData(event: SubmitEvent | null, form: HTMLFormElement, formData: FormDataExtended): object {
    const data = super._processFormData(event, form, formData);
    if (isRecord(data) && data.system) {
      data.system = normalizeLists(mergeIndexedArrays(data.system, this.document._source.system), liveSchema(this.document));
    }
    return data;
  }

  protected override async _processSubmitData(event: SubmitEvent, form: HTMLFormElement, submitData: object, options?: object): Promise<void> {
    const system = recordAt(submitData, "system");
    if (system) {
      const merged = foundry.utils.mergeObject(this.document.system.toObject(), system, { inplace: false });
      const problems = validateItemSystem(this.document.type, merged, { complete: false });
      if (refuseProblems(this.document.name, problems)) {
        await this.render();
        return;
      }
    }
    await submitToParentSheet(super._processSubmitData, this, [event, form, submitData, options]);
  }
}

/** The system's compendium abilities by dataset id (a feature's gifts link to them), from the reader's pack's index. */
async function abilitiesByIdentifier(): Promise<Map<string, { uuid: string; name: string }>> {
  const pack = readerPack("abilities");
  if (!pack) return new Map();
  // cast: fvtt-types lists only a document's top-level fields as index paths; `system.identifier` is one of our items' fields
  const index = await pack.getIndex({ fields: ["system.identifier"] as never });
  const byId = new Map<string, { uuid: string; name: string }>();
  for (const entry of index) {
    // Index entries carry the requested field untyped: read it as unknown data.
    const identifier = recordAt(entry, "system")?.identifier;
    if (typeof identifier === "string" && identifier) byId.set(identifier, { uuid: entry.uuid, name: entry.name ?? identifier });
  }
  return byId;
}

/** The name of an item with dataset id `identifier`: among the owner's items first, then the world's. */
function namedByIdentifier(item: Item.Implementation, identifier: string): string | null {
  const matches = (i: { system: unknown }) => recordAt(i, "system")?.identifier === identifier;
  return item.actor?.items.find(matches)?.name ?? game.items?.find(matches)?.name ?? null;
}

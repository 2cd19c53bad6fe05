/**
 * MeshalActorSheet: the base of the character and NPC sheets. It owns what both share:
 * - play / edit mode (play by default, owners toggle it, a new actor opens in edit mode) and the limited view;
 * - form submission: indexed array rows merged over the stored arrays, validated before anything is written;
 * - re-rendering only the parts an update touched (`static PART_DEPENDENCIES`), asking only for configured parts and
 *   never for one holding an open editor (render-parts.ts), keeping an in-progress text edit;
 * - item rows: roll attacks, use, equip, edit, create, delete, a context menu, drag to reorder or to the hotbar;
 * - the Rest button: the hours asked (rest-prompt.ts), then the rest and its card (actions/rest.ts);
 * - drops: compendium and sidebar items through `src/sheets/drop.ts`, Active Effects;
 * - the Active Effects list actions.
 * Subclasses declare `PARTS` (and `TABS`) and implement `_prepareView`, which returns the pure view model.
 */
import { validateActorSystem } from "../../data/validation.ts";
import { ATTRIBUTE_IDS } from "../../rules/types.ts";
import { isOneOf, isRecord, recordAt } from "../../rules/guards.ts";
import { closestTo } from "../../core/dom.ts";
import { equipCandidate } from "../../documents/system-views.ts";
import { ownedItemData } from "../drop.ts";
import type { ActorSheetAction } from "./actions.ts";
import { capturePendingEdit, restorePendingEdit, type PendingEdit } from "./edit-guard.ts";
import { documentSheetActions } from "./document-actions.ts";
import { isAttackDrag } from "./macro.ts";
import { SHEET_MODES, resolveMode, type SheetMode } from "./modes.ts";
import { partsForChange, type PartDependencies } from "./parts.ts";
import { mergeIndexedArrays, normalizeLists } from "./submit.ts";
import { postItemCard } from "../../actions/item-use.ts";
import { rollItemAttack, useItem } from "../../combat/attack/start/item-attack.ts";
import { itemContextEntries } from "./context-menu.ts";
import { createContextMenu } from "../../core/version/context-menu.ts";
import { partsToRender } from "./render-parts.ts";
import { templatePath } from "./templates.ts";
import { ACTOR_LIMITED_PARTS } from "../sheet-table.ts";
import { openSheet } from "./open-sheet.ts";
import { isOwnItem } from "./own-item.ts";
import { createItems, itemSource } from "./doc-data.ts";
import { liveSchema } from "./live-schema.ts";
import { refuseProblems } from "./refuse.ts";
import { warn } from "../../core/notify.ts";
import { loadLazily } from "../../core/lazy.ts";
import { restActor } from "../../actions/rest.ts";
import { askRest } from "./rest-prompt.ts";
import { optionalRule } from "../../documents/runtime.ts";
import { submitToParentSheet } from "./parent-submit.ts";
import { bindRulesLinks } from "../../core/rules-reference.ts";
import { bindTabKeys, markSelectedTab } from "./tab-keys.ts";
import { bindTooltipFocus } from "../../core/tooltip-focus.ts";
import { format, localize } from "../../core/i18n.ts";

import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;
const { HandlebarsApplicationMixin } = foundry.applications.api;

/** Render options of the system's actor sheets: a render may request a sheet mode. */
export interface MeshalActorSheetRenderOptions extends ActorSheetV2.RenderOptions {
  mode?: SheetMode;
}

/** The context every actor sheet template receives (the view model's keys are added beside these). */
export interface MeshalActorSheetContext extends ActorSheetV2.RenderContext {
  /** The pure view model (`_prepareView`). */
  view: Record<string, unknown>;
  mode: SheetMode;
  isPlay: boolean;
  isEdit: boolean;
  /** May the user switch to edit mode? */
  canEdit: boolean;
  limited: boolean;
}

type TemplatePart = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;
type Handler = (this: MeshalActorSheet, event: PointerEvent, target: HTMLElement) => void | Promise<void>;

/** Finds the owned item a control belongs to (`data-item-id` on it or an ancestor). */
function itemOf(sheet: MeshalActorSheet, target: HTMLElement): Item.Implementation | null {
  const id = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
  return id ? (sheet.actor.items.get(id) ?? null) : null;
}

const ACTIONS = {
  ...documentSheetActions<MeshalActorSheet>(),
  async rollAttribute(this: MeshalActorSheet, event: PointerEvent, target: HTMLElement) {
    const id = target.closest<HTMLElement>("[data-attribute]")?.dataset.attribute;
    if (isOneOf(ATTRIBUTE_IDS, id)) await this.actor.rollAttribute(id, { event });
  },
  async adjustDie(this: MeshalActorSheet, _e: PointerEvent, target: HTMLElement) {
    const id = target.closest<HTMLElement>("[data-attribute]")?.dataset.attribute;
    const delta = Number(target.dataset.delta);
    const actor = this.actor;
    if (!isOneOf(ATTRIBUTE_IDS, id) || !this.isEditable || !delta) return;
    // Recovering dice is the GM's call or a rule's (rest, effects); an owner only takes damage by hand.
    if (delta > 0 && game.user?.isGM !== true) return void warn("MESHAL.Warn.recoverGmOnly");
    await (delta < 0 ? actor.takeDamage(-delta, id) : actor.recoverDice(id, delta));
  },
  rollAttack(this: MeshalActorSheet, event: PointerEvent, target: HTMLElement) {
    const item = itemOf(this, target);
    const index = Number(target.closest<HTMLElement>("[data-attack]")?.dataset.attack);
    if (item && Number.isInteger(index)) return rollItemAttack(item, index, event);
  },
  async placeArea(this: MeshalActorSheet, _e: PointerEvent, target: HTMLElement) {
    const item = itemOf(this, target);
    const index = Number(target.closest<HTMLElement>("[data-attack]")?.dataset.attack);
    if (!item || !Number.isInteger(index)) return;
    const placing = await loadLazily(() => import("../../combat/attack/targets/area-place.ts"));
    // The sheet steps aside while the user places the area on the map (dnd5e does the same).
    const aside = !this.minimized;
    if (aside) await this.minimize();
    try {
      await placing?.placeAttackArea(item, index);
    } finally {
      if (aside) await this.maximize();
    }
  },
  useItem(this: MeshalActorSheet, event: PointerEvent, target: HTMLElement) {
    const item = itemOf(this, target);
    if (item) return useItem(item, event);
  },
  async reloadWeapon(this: MeshalActorSheet, _e: PointerEvent, target: HTMLElement) {
    const item = itemOf(this, target);
    if (!item || !this.isEditable) return;
    await (await loadLazily(() => import("../../actions/reload-weapon.ts")))?.reloadWeapon(item);
  },
  async toggleEquip(this: MeshalActorSheet, _e: PointerEvent, target: HTMLElement) {
    const item = itemOf(this, target);
    if (!item || !this.isEditable) return;
    await (equipCandidate(item).system.equipped ? item.unequip() : item.equip());
  },
  editItem(this: MeshalActorSheet, _e: PointerEvent, target: HTMLElement) {
    openSheet(itemOf(this, target), this.mode);
  },
  async createItem(this: MeshalActorSheet, _e: PointerEvent, target: HTMLElement) {
    const type = target.dataset.type;
    if (!type || !this.isEditable) return;
    const name = format("MESHAL.Sheet.newItem", { type: localize(`TYPES.Item.${type}`) });
    const [created] = await createItems(this.actor, [{ name, type }]);
    openSheet(created ?? null, SHEET_MODES.edit);
  },
  async deleteItem(this: MeshalActorSheet, _e: PointerEvent, target: HTMLElement) {
    const item = itemOf(this, target);
    if (item && this.isEditable) await item.deleteDialog();
  },
  async rest(this: MeshalActorSheet) {
    if (!this.isEditable) return;
    const answer = await askRest(this.actor.name ?? "", optionalRule("replenishment"));
    if (answer) await restActor(this.actor, answer.hours, answer.supply ? { supply: answer.supply } : {});
  },
  itemMenu(this: MeshalActorSheet, _e: PointerEvent, target: HTMLElement) {
    // Opens the row's context menu from its "⋯" button, so keyboard users reach it too.
    const row = target.closest<HTMLElement>(".meshal-item-row");
    const box = target.getBoundingClientRect();
    row?.dispatchEvent(new MouseEvent("contextmenu", { bubbles: true, cancelable: true, clientX: box.left, clientY: box.bottom }));
  },
} satisfies Record<ActorSheetAction, Handler>;

/** Actions of the window's header controls (no template names them): a GM opens the actor's change log. */
const HEADER_ACTIONS = {
  async changeLog(this: MeshalActorSheet) {
    if (game.user?.isGM) await (await loadLazily(() => import("../actor/change-log-dialog.ts")))?.openChangeLog(this.actor);
  },
};

/** Base class of the system's actor sheets (see the module comment). */
export class MeshalActorSheet extends HandlebarsApplicationMixin(ActorSheetV2)<
  MeshalActorSheetContext, ActorSheetV2.Configuration, MeshalActorSheetRenderOptions
> {
  static override DEFAULT_OPTIONS: ActorSheetV2.DefaultOptions = {
    classes: ["meshal", "meshal-sheet", "meshal-actor-sheet"],
    position: { width: 620, height: 720 },
    window: {
      resizable: true,
      // GMs only: what players changed of this actor (sheets/actor/change-log-dialog.ts).
      controls: [{ action: "changeLog", icon: "fa-solid fa-user-pen", label: "MESHAL.ChangeLog.open", visible: () => game.user?.isGM === true }],
    },
    form: { submitOnChange: true, closeOnSubmit: false },
    actions: { ...ACTIONS, ...HEADER_ACTIONS },
  };

  /** Parts rendered for a viewer with only limited permission (portrait, name, public biography). */
  static LIMITED_PARTS: Record<string, TemplatePart> = {
    limited: { template: templatePath(ACTOR_LIMITED_PARTS.limited) },
  };

  /** Data paths each part shows (see parts.ts); subclasses set it. Empty = always re-render everything. */
  static PART_DEPENDENCIES: PartDependencies = {};

  /** The class of this sheet (a subclass sets its own `PART_DEPENDENCIES` and `LIMITED_PARTS`). */
  declare ["constructor"]: typeof MeshalActorSheet;

  /** The current mode. */
  mode: SheetMode = SHEET_MODES.play;
  #pendingEdit: PendingEdit | null = null;

  get isPlayMode(): boolean {
    return this.mode === SHEET_MODES.play;
  }

  get isEditMode(): boolean {
    return this.mode === SHEET_MODES.edit;
  }

  /** Builds the sheet's pure view model; subclasses override. */
  protected async _prepareView(_options: ActorSheetV2.RenderOptions): Promise<Record<string, unknown>> {
    return {};
  }

  /** The limited view: portrait, name and the enriched public biography. */
  async #limitedView(): Promise<Record<string, unknown>> {
    const biography = this.document.system.details?.biography ?? "";
    const enriched = await foundry.applications.ux.TextEditor.implementation.enrichHTML(biography, { relativeTo: this.document });
    return { limitedView: { img: this.document.img, name: this.document.name, biography: enriched } };
  }

  protected override _configureRenderOptions(options: MeshalActorSheetRenderOptions): void {
    super._configureRenderOptions(options);
    this.mode = resolveMode({
      current: this.mode, requested: options.mode, editable: this.isEditable,
      justCreated: options.renderContext === `create${this.document.documentName}`,
    });
    // An update of the actor's own data re-renders only the parts of the full view that show it.
    const deps = this.constructor.PART_DEPENDENCIES;
    const ownUpdate = options.renderContext === `update${this.document.documentName}`;
    if (!options.isFirstRender && ownUpdate && options.renderData && !this.document.limited && Object.keys(deps).length) {
      const parts = partsForChange(options.renderData, deps);
      if (parts) options.parts = parts;
    }
    // Last, so nothing set above (or by a caller) can ask for a part this render has not configured.
    options.parts = partsToRender(Object.keys(this._configureRenderParts(options)), options, this.parts);
  }

  /** Limited viewers get LIMITED_PARTS; everyone else every part, always (see render-parts.ts). */
  protected override _configureRenderParts(options: MeshalActorSheetRenderOptions) {
    if (this.document.limited) return foundry.utils.deepClone(this.constructor.LIMITED_PARTS);
    return super._configureRenderParts(options);
  }

  protected override async _prepareContext(options: ActorSheetV2.RenderOptions): Promise<MeshalActorSheetContext> {
    const context = await super._prepareContext(options);
    const view = this.document.limited ? await this.#limitedView() : await this._prepareView(options);
    return Object.assign(context, view, {
      view,
      mode: this.mode,
      isPlay: this.isPlayMode,
      isEdit: this.isEditMode,
      canEdit: this.isEditable,
      limited: this.document.limited,
    });
  }

  // Render steps take `object`: declared with our context type, the checker cannot compare it with the mixin's (TS2321).
  protected override async _preRender(context: object, options: object): Promise<void> {
    await super._preRender(context, options);
    this.#pendingEdit = capturePendingEdit(this.element); // no element yet before the first render
  }

  protected override async _onRender(context: object, options: object): Promise<void> {
    await super._onRender(context, options);
    this.element.classList.toggle("meshal-sheet--edit", this.isEditMode);
    this.element.classList.toggle("meshal-sheet--play", this.isPlayMode);
    restorePendingEdit(this.element, this.#pendingEdit);
    this.#pendingEdit = null;
    // On the links themselves: a sheet popped out into its own window never reaches the main document's listeners.
    bindRulesLinks(this.element);
    bindTabKeys(this.element, (tab, group) => this.changeTab(tab, group));
    bindTooltipFocus(this.element);
    for (const [group, tab] of Object.entries(this.tabGroups)) if (tab) markSelectedTab(this.element, group, tab);
  }

  /** Core switches the tab and its panel; the tab list's ARIA state and Tab order follow (tab-keys.ts). */
  override changeTab(tab: string, group: string, options?: Parameters<ActorSheetV2["changeTab"]>[2]): void {
    super.changeTab(tab, group, options);
    markSelectedTab(this.element, group, tab);
  }

  protected override async _onFirstRender(context: object, options: object): Promise<void> {
    await super._onFirstRender(context, options);
    createContextMenu({ create: this._createContextMenu.bind(this) }, () => itemContextEntries(this.actor, {
      edit: (item) => openSheet(item, this.mode),
      post: (item) => void postItemCard(item),
    }), ".meshal-item-row", { hookName: "getMeshalItemRowContextOptions", parentClassHooks: false, fixed: true, jQuery: false });
  }

  /* Form submission ------------------------------------------------------------------------------------------ */

  protected override _processFormData(event: SubmitEvent | null, form: HTMLFormElement, formData: FormDataExtended): object {
    const data = super._processFormData(event, form, formData);
    if (isRecord(data) && data.system) {
      const source = this.document._source.system;
      const merged = mergeIndexedArrays(data.system, source);
      data.system = normalizeLists(merged, liveSchema(this.document));
    }
    return data;
  }

  protected override async _processSubmitData(event: SubmitEvent, form: HTMLFormElement, submitData: object, options?: object): Promise<void> {
    const system = recordAt(submitData, "system");
    if (system) {
      const merged = foundry.utils.mergeObject(this.document.system.toObject(), system, { inplace: false });
      const problems = validateActorSystem(this.document.type, merged);
      if (refuseProblems(this.document.name, problems)) {
        await this.render(); // puts the stored values back into the form
        return;
      }
    }
    await submitToParentSheet(super._processSubmitData, this, [event, form, submitData, options]);
  }

  /* Drag and drop ------------------------------------------------------------------------------------------- */

  protected override async _onDragStart(event: DragEvent): Promise<void> {
    const el = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
    const attackEl = closestTo(event, "[data-attack]");
    const item = el ? itemOf(this, el) : null;
    if (attackEl && item && event.dataTransfer) {
      const data = { type: "meshal.attack", uuid: item.uuid, attack: Number(attackEl.dataset.attack) };
      if (isAttackDrag(data)) {
        event.dataTransfer.setData("text/plain", JSON.stringify(data));
        return;
      }
    }
    return super._onDragStart(event);
  }

  /** Items from a compendium or the sidebar are copied through `ownedItemData` (weapons keep every attack). */
  protected override async _onDropItem(event: DragEvent, item: Item.Implementation) {
    if (!this.isEditable) return null;
    if (isOwnItem(this.actor, item)) return super._onDropItem(event, item);
    const source = itemSource(item);
    const origin = item.pack ? item.uuid : (item._stats?.compendiumSource ?? null);
    const data = ownedItemData(source, origin);
    const created = await createItems(this.actor, [data]);
    return created[0] ?? null;
  }

  protected override async _onDropActiveEffect(event: DragEvent, effect: ActiveEffect.Implementation) {
    if (!this.isEditable) return null;
    return super._onDropActiveEffect(event, effect);
  }
}

/**
 * The character sheet: header, attribute pips, protections, mobility, the Abilities / Inventory / Features / Biography
 * / Effects tabs, advancement with confirmation, and creation mode for a new character (creation-sheet.ts, a lazy
 * chunk, as are the confirmation dialogs). Everything it shows comes from the pure context builders (play-context.ts,
 * creation-context.ts); every change goes through the actor's validated methods.
 */
import { expressionLabels } from "../../dice/expression-label.ts";
import { attackNameWords } from "../../actions/attack-name.ts";
import { loadLazily } from "../../core/lazy.ts";
import { warn } from "../../core/notify.ts";
import { optionalRule } from "../../documents/runtime.ts";
import { isOneOf, recordAt } from "../../rules/guards.ts";
import { PHYSICAL_ITEM_TYPES } from "../../data/types.ts";
import { isNaturalItem } from "./creation/creation-flag.ts";
import { abilityView } from "../../documents/system-views.ts";
import { isActorType } from "../../documents/type-guards.ts";
import { SYSTEM_ID } from "../../core/settings.ts";
import { MeshalActorSheet, type MeshalActorSheetContext } from "../base/actor-sheet.ts";
import { liveSchema } from "../base/live-schema.ts";
import { effectGroups, type EffectSource } from "../view/effects.ts";
import { droppedAbilityData, ownedItemData } from "../drop.ts";
import { itemSource, sheetItem, sheetItems } from "../base/doc-data.ts";
import type { CharacterOnlyAction, LifeAction } from "./actions.ts";
import { CHARACTER_PARTS } from "./parts.ts";
import { templatePath } from "../base/templates.ts";
import { isOwnItem } from "../base/own-item.ts";
import { clickPip, viewerMayClickPips } from "../../combat/tracker/mobility-pip.ts";
import { DEPRIVED_FLAG } from "../../documents/logic/rest.ts";
import { previewIntensify, previewRaise, previewRenounce } from "./advancement.ts";
import { attributeOf } from "./attribute-target.ts";
import type { CharacterContextOptions } from "./play-context.ts";
import { CHARACTER_TABS, NO_CREATION } from "./sheet-shape.ts";
import { compendiumSourceOf, itemByUuid, systemField } from "./sheet-documents.ts";
import { abilityData } from "./stored-ability.ts";
import { isInCreation } from "./creation/creation-flag.ts";
import type { AbilityFilter } from "./creation/creation-choices.ts";
import type { GearFilter } from "./creation/creation-gear.ts";
import type { CreationAction } from "./creation/creation-sheet.ts";
import { attributeModifiers } from "../../actions/modifier-sources.ts";
import { postureSource } from "../../actions/posture-source.ts";
import { LIFE_HANDLERS, lifeRulesNow } from "./life-actions.ts";
import { fightMobility, fightUsesLeft } from "../../combat/ledger/fight-ledger.ts";
import type { CharacterSystem, SheetCharacter } from "./view-types.ts";
import { rowExtras } from "../view/row-extras.ts";
import type { ListFilterState } from "../view/list-filter.ts";
import { bindListFilters } from "../base/list-filter.ts";
import { bindRowSummaries } from "../base/row-summary.ts";
import { format, localization } from "../../core/i18n.ts";

import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;

const CREATION_FLAG = `flags.${SYSTEM_ID}.creation`;
const SCROLLING = new Set(["creation", "abilities", "inventory", "features", "biography", "effects"]);
type Handler = (this: CharacterSheet, event: PointerEvent, target: HTMLElement) => void | Promise<void>;

/** Creation mode's chunk (creation-sheet.ts): loaded on first use, null (after an error notification) when it cannot load. */
const loadCreation = () => loadLazily(() => import("./creation/creation-sheet.ts"));
/** Spend confirmations and the obtain dialog (confirm.ts), opened on a click. */
const loadConfirm = () => loadLazily(() => import("./confirm.ts"));
// The context builders are a chunk of their own, fetched on the first render of any character sheet.
const loadPlayContext = () => loadLazily(() => import("./play-context.ts"));

/** A sheet action handled by creation mode's chunk. */
const creationAction = (name: CreationAction): Handler => async function (this: CharacterSheet, event: PointerEvent, target: HTMLElement) {
  const actions = (await loadCreation())?.CREATION_ACTIONS;
  if (!actions) return;
  const handler: (this: CharacterSheet, event: PointerEvent, target: HTMLElement) => unknown = actions[name];
  await handler.call(this, event, target);
};

const ACTIONS = {
  /** Attribute roll with the equipped items' advantages/disadvantages filled in and named. */
  async rollAttribute(event: PointerEvent, target: HTMLElement) {
    const id = attributeOf(target);
    if (!id) return;
    const mods = attributeModifiers([...this.sheetActor.items, ...postureSource(this.sheetActor)], id);
    await this.actor.rollAttribute(id, { event, advantage: mods.advantage, disadvantage: mods.disadvantage, sources: mods.sources });
  },
  /** A ⚡ pip: the GM sets the value, the owner spends or restores one on its own turn (as in the tracker). */
  async adjustMobility(_e: PointerEvent, target: HTMLElement) {
    const actor = this.actor;
    if (!isActorType(actor, "character") || !viewerMayClickPips(actor)) return;
    await clickPip(actor, Number(target.dataset.delta) < 0 ? "spend" : "restore", game.user?.isGM === true);
  },
  /** Ends a long action in progress: given up (`data-cancelled="false"`) or cancelled as invalid (refund, §5.4). */
  async endLongAction(_e: PointerEvent, target: HTMLElement) {
    if (!this.isEditable) return;
    const cancelled = target.dataset.cancelled === "true";
    const done = await this.actor.abortLongAction({ cancelled });
    if (!done) return;
    const name = this.actor.name ?? "";
    ui.notifications?.info(cancelled
      ? format("MESHAL.Mobility.cancelled", { name, refund: String(done.refund) })
      : format("MESHAL.Mobility.aborted", { name }));
  },
  /** The GM lets the player advance outside a rest, or locks it again (§3.5 [DEC]). */
  async toggleAdvanceLock(_e: PointerEvent, target: HTMLElement) {
    await this.actor.setAdvanceUnlocked(target.dataset["unlock"] === "true");
  },
  async raiseAttribute(_e: PointerEvent, target: HTMLElement) {
    const id = attributeOf(target);
    if (!id || !this.isEditable) return;
    const p = previewRaise(this.system, id, this.spendOptions);
    if (!p.ok) return void warn(p.reasonKey ?? "MESHAL.Warn.badNumber", p.reasonData);
    const trained = this.system.attributes[id].trained;
    const attribute = localization().localize(`MESHAL.Attribute.${id}`);
    if (!this.inCreation && !(await (await loadConfirm())?.confirmSpend(p, { attribute, from: trained, to: trained + 1 }))) return;
    await this.actor.raiseTrained(id);
  },
  lowerAttribute: creationAction("lowerAttribute"),
  async intensifyAbility(_e: PointerEvent, target: HTMLElement) {
    const item = this.itemFor(target);
    if (!item || !this.isEditable) return;
    const p = previewIntensify(this.system, sheetItem(item), this.spendOptions);
    if (!p.ok) return void warn(p.reasonKey ?? "MESHAL.Warn.badNumber", p.reasonData);
    const step = (abilityView(item)?.system.intensify.steps ?? 0) + 1;
    if (!(await (await loadConfirm())?.confirmSpend(p, { name: item.name, step }))) return;
    await this.actor.intensifyAbility(item);
  },
  async renounceAbility(_e: PointerEvent, target: HTMLElement) {
    const item = this.itemFor(target);
    if (!item || !this.isEditable) return;
    const p = previewRenounce(this.system, sheetItem(item), this.spendOptions);
    if (!p.ok) return void warn(p.reasonKey ?? "MESHAL.Warn.badNumber", p.reasonData);
    if (!(await (await loadConfirm())?.confirmSpend(p, { name: item.name }))) return;
    await this.actor.renounceAbility(item);
  },
  /** Creation mode: obtain an ability from the compendium (costs shown live; undo with removeAbility). */
  async obtainAbility(_e: PointerEvent, target: HTMLElement) {
    const uuid = target.dataset.uuid;
    if (!uuid || !this.isEditable) return;
    const doc = await itemByUuid(uuid);
    if (!doc) return;
    const data = ownedItemData(itemSource(doc), uuid);
    // A copy: `obtainAbility` takes a plain record, which the creation data's interface type is not.
    await this.actor.obtainAbility({ ...abilityData(data) });
  },
  removeAbility: creationAction("removeAbility"),
  toggleFeature: creationAction("toggleFeature"),
  takeKit: creationAction("takeKit"),
  buyGear: creationAction("buyGear"),
  finishCreation: creationAction("finishCreation"),
  ...LIFE_HANDLERS,
} satisfies Record<CharacterOnlyAction | LifeAction | "rollAttribute", Handler>;

/** The character sheet (see module comment). */
export class CharacterSheet extends MeshalActorSheet {
  static override DEFAULT_OPTIONS: ActorSheetV2.DefaultOptions = {
    classes: ["meshal-character-sheet"],
    position: { width: 760, height: 820 },
    actions: ACTIONS,
  };

  static override PARTS = Object.fromEntries(Object.entries(CHARACTER_PARTS).map(([id, path]) => [
    id, { template: templatePath(path), ...(SCROLLING.has(id) ? { scrollable: [""] } : {}) },
  ]));

  static override TABS = {
    primary: { tabs: CHARACTER_TABS.map((id) => ({ id })), initial: "abilities", labelPrefix: "MESHAL.CharacterSheet.tab" },
  };

  /** Which stored data each part shows: a mobility click re-renders only the pools, a biography edit only its tab. */
  static override PART_DEPENDENCIES = {
    header: ["name", "img", "system.potential", "system.speed", "system.attributes", "system.details", "system.carrying", "system.life", "flags"],
    // Pools and abilities offer advancement only once the character is finished (the creation flag) and while it is
    // open (a rest's window, the GM's unlock: §3.5; those are a world setting, ../advance-refresh.ts re-renders).
    pools: ["system.attributes", "system.protection", "system.immune", "system.mobility", "system.potential", CREATION_FLAG],
    creation: ["name", "system.attributes", "system.potential", "flags"],
    tabs: [],
    abilities: ["system.attributes", "system.potential", CREATION_FLAG],
    inventory: ["system.attributes"],
    features: [],
    biography: ["system.details"],
    effects: [],
  };

  #filter: AbilityFilter = {};
  /** The Inventory and Abilities tabs' search filters, and the rows opened to their summary (kept across re-renders). */
  #listFilters = new Map<string, ListFilterState>();
  #openSummaries = new Set<string>();
  #gearFilter: GearFilter = {};
  /** Creation's groups the user opened or closed (kept across re-renders: obtaining a language keeps its group open). */
  #groupsOpen: Record<string, boolean> = {};
  #filterTimer: ReturnType<typeof setTimeout> | null = null;

  /** The actor with this system's methods. */
  get meshalActor(): Actor.Implementation {
    return this.actor;
  }

  /** The prepared `system` (this sheet is registered for characters only). */
  get system(): CharacterSystem {
    const actor = this.actor;
    if (!isActorType(actor, "character")) throw new Error(`The character sheet cannot show a ${actor.type} actor`);
    return actor.system;
  }

  /** The actor as the pure view models read it. */
  get sheetActor(): SheetCharacter {
    return { name: this.actor.name, img: this.actor.img, system: this.system, items: sheetItems(this.actor) };
  }

  /** Is the character still being created? */
  get inCreation(): boolean {
    return isInCreation(this.creationFlag, this.system, this.sheetActor.items);
  }

  /** The stored creation flag. */
  private get creationFlag(): unknown {
    return this.actor.getFlag(SYSTEM_ID, "creation");
  }

  get spendOptions() {
    return { inMoment: this.actor.inCombat, giftedStrength: optionalRule("giftedStrength"), locked: !this.inCreation && this.actor.advancementLocked };
  }

  /** The advancement lock's state, with the sheet's own creation test (§3.5 [DEC]). */
  get advanceState() {
    const state = this.actor.advanceState;
    return state ? { ...state, creation: this.inCreation } : null;
  }

  itemFor(target: HTMLElement): Item.Implementation | null {
    const id = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
    return id ? (this.actor.items.get(id) ?? null) : null;
  }

  protected override async _prepareView(_options: ActorSheetV2.RenderOptions): Promise<Record<string, unknown>> {
    const creation = this.inCreation;
    const i18n = localization();
    const biography = this.system.details.biography ?? "";
    const enrichedBiography = await foundry.applications.ux.TextEditor.implementation.enrichHTML(biography, { relativeTo: this.actor, secrets: this.actor.isOwner });
    const options: CharacterContextOptions = {
      editMode: this.isEditMode,
      editable: this.isEditable,
      mobilityEditable: viewerMayClickPips(this.actor),
      mobility: fightMobility(this.actor, this.system.mobility),
      gm: game.user?.isGM === true,
      creation,
      extraFeatures: optionalRule("extraFeatures"),
      rules: lifeRulesNow(),
      facing: optionalRule("facing"),
      spend: this.spendOptions,
      advance: this.advanceState,
      deprived: this.actor.getFlag(SYSTEM_ID, DEPRIVED_FLAG),
      labels: expressionLabels((k) => i18n.localize(k)),
      attackNames: attackNameWords((k) => i18n.localize(k)),
      activeTab: isOneOf(CHARACTER_TABS, this.tabGroups.primary) ? this.tabGroups.primary : "abilities",
      abilityFilter: this.#filter,
      gearFilter: this.#gearFilter,
      groupsOpen: this.#groupsOpen,
      source: recordAt(this.actor._source, "system") ?? {},
      schema: liveSchema(this.actor),
      enrichedBiography,
      usesLeft: (id) => {
        const item = this.actor.items.get(id);
        return item ? fightUsesLeft(this.actor, item) : null;
      },
    };
    const creationPart = creation ? (await (await loadCreation())?.creationSheetContext(this.sheetActor, options, this.actor)) ?? NO_CREATION : NO_CREATION;
    const play = await loadPlayContext();
    if (!play) throw new Error(`${SYSTEM_ID} | the character sheet could not be loaded`);
    const context = { ...play.characterPlayContext(this.sheetActor, options), ...creationPart };
    const effects: EffectSource[] = [];
    for (const e of this.actor.allApplicableEffects()) {
      const parent = e.parent !== this.actor && e.parent instanceof Item ? e.parent : null;
      if (!e.id) continue; // an effect not stored has nothing to edit or toggle
      effects.push({
        id: e.id, name: e.name, img: e.img ?? null, disabled: e.disabled, isSuppressed: e.isSuppressed, isTemporary: e.isTemporary,
        sourceName: parent?.name ?? null, parentId: parent?.id ?? null,
      });
    }
    const extras = rowExtras({ ...context, items: this.sheetActor.items, filters: Object.fromEntries(this.#listFilters), openSummaries: this.#openSummaries },
      { localize: (k) => i18n.localize(k) }, (identifier) => this.actor.items.find((i) => systemField(i, "identifier") === identifier)?.name ?? null);
    return { ...context, ...extras, effects: effectGroups(effects) };
  }

  /** A new character (nothing chosen or spent yet) is marked as in creation, so choosing features keeps it there. */
  protected override async _onFirstRender(context: MeshalActorSheetContext, options: ActorSheetV2.RenderOptions): Promise<void> {
    await super._onFirstRender(context, options);
    if (this.actor.isOwner && this.creationFlag === undefined && this.inCreation) {
      await this.actor.setFlag(SYSTEM_ID, "creation", true);
    }
  }

  protected override async _onRender(context: MeshalActorSheetContext, options: ActorSheetV2.RenderOptions): Promise<void> {
    await super._onRender(context, options);
    for (const input of this.element.querySelectorAll<HTMLInputElement>("input.meshal-inline-item")) {
      input.addEventListener("change", (event) => {
        event.stopPropagation();
        const item = this.itemFor(input);
        const value = Math.max(0, Math.trunc(Number(input.value)));
        if (item && input.dataset.path && Number.isFinite(value)) void item.update({ [input.dataset.path]: value });
      });
    }
    bindListFilters(this.element, this.#listFilters);
    bindRowSummaries(this.element, this.#openSummaries, () => void this.render());
    for (const details of this.element.querySelectorAll<HTMLDetailsElement>("details[data-group]")) {
      details.addEventListener("toggle", () => {
        if (details.dataset.group) this.#groupsOpen[details.dataset.group] = details.open;
      });
    }
    for (const el of this.element.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-creation-filter]")) {
      el.addEventListener(el.type === "search" ? "input" : "change", (event) => {
        event.stopPropagation();
        this.#onFilter(el);
      });
    }
  }

  /** Creation picker filters re-render only the creation part (the search box keeps its focus). */
  #onFilter(el: HTMLInputElement | HTMLSelectElement): void {
    const key = el.dataset.creationFilter;
    if (key === "text") this.#filter = { ...this.#filter, text: el.value };
    else if (key === "type") this.#filter = { ...this.#filter, type: el.value };
    else if (key === "level") this.#filter = { ...this.#filter, level: el.value };
    else if (key === "allowedOnly" && el instanceof HTMLInputElement) this.#filter = { ...this.#filter, allowedOnly: el.checked };
    else if (key === "gearText") this.#gearFilter = { ...this.#gearFilter, text: el.value };
    else if (key === "gearPack") this.#gearFilter = { ...this.#gearFilter, pack: el.value };
    if (this.#filterTimer) clearTimeout(this.#filterTimer);
    this.#filterTimer = setTimeout(async () => {
      await this.render({ parts: ["creation"] });
      const again = this.element.querySelector<HTMLInputElement>(`[data-creation-filter="${key}"]`);
      if (again && (key === "text" || key === "gearText")) {
        again.focus();
        again.setSelectionRange(again.value.length, again.value.length);
      }
    }, key === "text" || key === "gearText" ? 250 : 0);
  }

  /**
   * A dropped feature brings its gifts (and, while creating, its potential change; creation-sheet.ts `pickFeature`). A dropped ability
   * is obtained: while creating as the picker does, afterwards through obtain-drop.ts (cost, cap, confirmation).
   */
  protected override async _onDropItem(event: DragEvent, item: Item.Implementation) {
    const origin = item.pack ? item.uuid : compendiumSourceOf(item);
    // Gear dropped while creating is bought from the starting budget, like the gear step's (natural weapons are not bought).
    if (this.isEditable && this.inCreation && !isOwnItem(this.actor, item) && PHYSICAL_ITEM_TYPES.has(item.type) && !isNaturalItem(item)) {
      return (await loadCreation())?.dropGear(this, itemSource(item), origin) ?? null;
    }
    if (!this.isEditable || isOwnItem(this.actor, item) || (item.type !== "feature" && item.type !== "ability")) return super._onDropItem(event, item);
    if (item.type === "feature") {
      const creation = await loadCreation();
      await (this.inCreation ? creation?.pickFeature(this, itemSource(item), origin) : creation?.addFeature(this, itemSource(item), origin));
    } else {
      await (await loadLazily(() => import("./obtain-drop.ts")))?.obtainDropped(this, droppedAbilityData(itemSource(item), origin));
    }
    return null;
  }
}

/**
 * The character sheet: header, attribute pips, protections, mobility, the Abilities / Inventory / Features / Biography
 * / Effects tabs, advancement with confirmation, and creation mode for a new character. Everything it shows comes
 * from the pure `characterContext`; every change goes through the actor's validated methods.
 */
import { expressionLabels } from "../../dice/expression-label.ts";
import { notificationData, warn } from "../../core/notify.ts";
import { optionalRule } from "../../documents/runtime.ts";
import type { AttributeId } from "../../rules/index.ts";
import { SYSTEM_ID } from "../../core/settings.ts";
import { MeshalActorSheet, type MeshalActorSheetContext } from "../base/actor-sheet.ts";
import { liveSchema } from "../base/live-schema.ts";
import { effectGroups, type EffectSource } from "../view/effects.ts";
import { droppedAbilityData, ownedItemData, type ItemSourceData } from "../drop.ts";
import { createItems, itemSource, sheetItem, sheetItems } from "../base/doc-data.ts";
import type { CharacterOnlyAction } from "./actions.ts";
import { CHARACTER_PARTS } from "./parts.ts";
import { templatePath } from "../base/templates.ts";
import { isOwnItem } from "../base/own-item.ts";
import { clickPip, viewerMayClickPips, type PipActor } from "../../combat/mobility-pip.ts";
import { previewIntensify, previewRaise, previewRenounce } from "./advancement.ts";
import { confirmSpend } from "./confirm.ts";
import { obtainDropped } from "./obtain-drop.ts";
import { planFeaturePick } from "./feature-picks.ts";
import { characterContext, CHARACTER_TABS, type CharacterTab } from "./context.ts";
import { isInCreation, planCreationLower, planCreationRemoveAbility, planFeaturePotential, creationBudget } from "./creation.ts";
import type { AbilityFilter, IndexEntry } from "./creation-choices.ts";
import { FEATURE_GIVE_FIELDS } from "./creation-gives.ts";
import { GEAR_PACKS, planBuy, planKit, type GearFilter, type GearIndexEntry } from "./creation-gear.ts";
import { giftData, giftsOf, giftUuids } from "./feature-gifts.ts";
import { attributeModifiers } from "../../actions/modifier-sources.ts";
import { usesLeftFor } from "../../actions/use-limit.ts";
import type { CharacterSystem, SheetCharacter } from "./view-types.ts";
import { rowExtras } from "../view/row-extras.ts";
import type { ListFilterState } from "../view/list-filter.ts";
import { bindListFilters } from "../base/list-filter.ts";
import { bindRowSummaries } from "../base/row-summary.ts";

import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;

const CREATION_FLAG = `flags.${SYSTEM_ID}.creation`;
const SCROLLING = new Set(["creation", "abilities", "inventory", "features", "biography", "effects"]);
type Handler = (this: CharacterSheet, event: PointerEvent, target: HTMLElement) => unknown;
type MeshalActorApi = Actor.Implementation & {
  rollAttribute(id: AttributeId, o: object): Promise<unknown>;
  abortLongAction(options: { cancelled?: boolean }): Promise<{ refund: number } | null>;
  raiseTrained(id: AttributeId): Promise<unknown>;
  obtainAbility(data: object, options?: { free?: boolean }): Promise<unknown>;
  intensifyAbility(item: Item.Implementation): Promise<unknown>;
  renounceAbility(item: Item.Implementation): Promise<unknown>;
};

const attributeOf = (target: HTMLElement) => target.closest<HTMLElement>("[data-attribute]")?.dataset.attribute as AttributeId | undefined;

/** Compendium indexes read by creation mode, loaded once per session. */
const indexCache = new Map<string, Promise<IndexEntry[]>>();
function packIndex(pack: string, fields: string[]): Promise<IndexEntry[]> {
  let cached = indexCache.get(pack);
  if (!cached) {
    const p = game.packs?.get(`${SYSTEM_ID}.${pack}`);
    cached = p
      // Casts: `fields` is typed per pack document as literal paths; index entries carry the requested fields untyped.
      ? p.getIndex({ fields: fields as never }).then((index) => [...index].map((e) => {
        const entry = e as unknown as { uuid: string; name: string; img?: string; type?: string; system?: Record<string, unknown> };
        return { uuid: entry.uuid, name: entry.name, img: entry.img ?? null, type: entry.type ?? "", system: entry.system ?? {} };
      }))
      : Promise.resolve([]);
    indexCache.set(pack, cached);
  }
  return cached;
}
const featureIndex = () => packIndex("features", [
  "system.kind", "system.identifier", "system.initialPotential", "system.parentSpecies", "system.allowedSizes", "system.allowedForms",
  "system.allowedGenders", ...FEATURE_GIVE_FIELDS,
]);
const abilityIndex = () => packIndex("abilities", [
  "system.level", "system.attributeType", "system.gifted", "system.potentialCost", "system.identifier", "system.description", "system.requirements",
]);
/** The four gear compendiums as one index, each entry tagged with its pack. */
const gearIndex = async (): Promise<GearIndexEntry[]> => (await Promise.all(GEAR_PACKS.map(async (pack) =>
  (await packIndex(pack, ["system.identifier", "system.value", "system.quantity"])).map((e) => ({ ...e, pack }))))).flat();

const ACTIONS = {
  /** Attribute roll with the equipped items' advantages/disadvantages filled in and named. */
  rollAttribute(event: PointerEvent, target: HTMLElement) {
    const id = attributeOf(target);
    if (!id) return;
    const mods = attributeModifiers(this.sheetActor.items, id);
    return this.meshalActor.rollAttribute(id, { event, advantage: mods.advantage, disadvantage: mods.disadvantage, sources: mods.sources });
  },
  /** A ⚡ pip: the GM sets the value, the owner spends or restores one on its own turn (as in the tracker). */
  adjustMobility(_e: PointerEvent, target: HTMLElement) {
    if (!viewerMayClickPips(this.actor)) return;
    // Cast: the pip click reads only the mobility shape and the ⚡ methods, not the per-type system union.
    return clickPip(this.actor as unknown as PipActor, Number(target.dataset.delta) < 0 ? "spend" : "restore", game.user?.isGM === true);
  },
  /** Ends a long action in progress: given up (`data-cancelled="false"`) or cancelled as invalid (refund, §5.4). */
  async endLongAction(_e: PointerEvent, target: HTMLElement) {
    if (!this.isEditable) return;
    const cancelled = target.dataset.cancelled === "true";
    const done = await this.meshalActor.abortLongAction({ cancelled });
    if (!done) return;
    const name = this.actor.name ?? "";
    ui.notifications?.info(cancelled
      ? game.i18n!.format("MESHAL.Mobility.cancelled", { name, refund: String(done.refund) })
      : game.i18n!.format("MESHAL.Mobility.aborted", { name }));
  },
  async raiseAttribute(_e: PointerEvent, target: HTMLElement) {
    const id = attributeOf(target);
    if (!id || !this.isEditable) return;
    const p = previewRaise(this.system, id, this.spendOptions);
    if (!p.ok) return warn(p.reasonKey!, p.reasonData);
    const trained = this.system.attributes[id].trained;
    const attribute = game.i18n!.localize(`MESHAL.Attribute.${id}`);
    if (!this.inCreation && !(await confirmSpend(p, { attribute, from: trained, to: trained + 1 }))) return;
    return this.meshalActor.raiseTrained(id);
  },
  lowerAttribute(_e: PointerEvent, target: HTMLElement) {
    const id = attributeOf(target);
    if (!id || !this.isEditable || !this.inCreation) return;
    const plan = planCreationLower(this.system, id);
    if (!plan.ok) return warn(plan.warn, plan.data);
    return this.actor.update(plan.update);
  },
  async intensifyAbility(_e: PointerEvent, target: HTMLElement) {
    const item = this.itemFor(target);
    if (!item || !this.isEditable) return;
    const p = previewIntensify(this.system, sheetItem(item), this.spendOptions);
    if (!p.ok) return warn(p.reasonKey!, p.reasonData);
    const step = ((item.system as { intensify?: { steps: number } }).intensify?.steps ?? 0) + 1;
    if (!(await confirmSpend(p, { name: item.name, step }))) return;
    return this.meshalActor.intensifyAbility(item);
  },
  async renounceAbility(_e: PointerEvent, target: HTMLElement) {
    const item = this.itemFor(target);
    if (!item || !this.isEditable) return;
    const p = previewRenounce(this.system, sheetItem(item), this.spendOptions);
    if (!p.ok) return warn(p.reasonKey!, p.reasonData);
    if (!(await confirmSpend(p, { name: item.name }))) return;
    return this.meshalActor.renounceAbility(item);
  },
  /** Creation mode: obtain an ability from the compendium (costs shown live; undo with removeAbility). */
  async obtainAbility(_e: PointerEvent, target: HTMLElement) {
    const uuid = target.dataset.uuid;
    if (!uuid || !this.isEditable) return;
    const doc = (await fromUuid(uuid)) as Item.Implementation | null;
    if (!doc) return;
    const data = ownedItemData(itemSource(doc), uuid);
    return this.meshalActor.obtainAbility(data);
  },
  /** Creation mode: remove an ability and refund what it cost. */
  async removeAbility(_e: PointerEvent, target: HTMLElement) {
    const item = this.itemFor(target);
    if (!item || !this.isEditable || !this.inCreation) return;
    const plan = planCreationRemoveAbility(this.system, sheetItem(item));
    if (!plan.ok) return;
    if (Object.keys(plan.update).length) await this.actor.update(plan.update);
    await item.delete();
  },
  /** Creation mode: add a feature from the compendium (with its gifts and potential bonus), or remove an owned one. */
  async toggleFeature(_e: PointerEvent, target: HTMLElement) {
    const uuid = target.dataset.uuid;
    if (!uuid || !this.isEditable) return;
    const doc = (await fromUuid(uuid)) as Item.Implementation | null;
    if (!doc) return;
    const identifier = String((doc.system as { identifier?: string }).identifier ?? "");
    const owned = this.actor.items.find((i) => i.type === "feature" && ((i.system as { identifier?: string }).identifier || i.name) === (identifier || doc.name));
    if (owned) return this.removeFeature(owned);
    return this.inCreation ? this.pickFeature(itemSource(doc), uuid) : this.addFeature(itemSource(doc), uuid);
  },
  /** Creation mode: take a ready kit (its items bought from the budget; what it wears is put on). */
  async takeKit(_e: PointerEvent, target: HTMLElement) {
    const id = target.dataset.kit;
    if (!id || !this.isEditable || !this.inCreation) return;
    const plan = planKit(id, await gearIndex(), this.sheetActor.items);
    if (!plan.ok) return warn(plan.warn, plan.data);
    const data = [];
    for (const entry of plan.kit.items) {
      const doc = (await fromUuid(entry.uuid)) as Item.Implementation | null;
      if (!doc) continue;
      const item = ownedItemData(itemSource(doc), entry.uuid);
      data.push({ ...item, system: { ...item.system, quantity: entry.quantity } });
    }
    const created = await createItems(this.actor, data);
    const toWear = new Set(plan.kit.items.filter((e) => e.equip).map((e) => e.uuid));
    for (const item of created) {
      const origin = (item._stats as { compendiumSource?: string | null } | undefined)?.compendiumSource ?? "";
      if (toWear.has(origin)) await (item as Item.Implementation & { equip(): Promise<boolean> }).equip();
    }
  },
  /** Creation mode: buy one item from the gear compendiums within the budget left. */
  async buyGear(_e: PointerEvent, target: HTMLElement) {
    const uuid = target.dataset.uuid;
    if (!uuid || !this.isEditable || !this.inCreation) return;
    const doc = (await fromUuid(uuid)) as Item.Implementation | null;
    if (!doc) return;
    const source = itemSource(doc);
    const plan = planBuy({ uuid, name: source.name, system: source.system }, this.sheetActor.items);
    if (!plan.ok) return warn(plan.warn, plan.data);
    return createItems(this.actor, [ownedItemData(source, uuid)]);
  },
  async finishCreation() {
    if (!this.isEditable) return;
    const budget = creationBudget(this.system, this.sheetActor.items, this.spendOptions);
    if (!budget.canFinish && !this.isEditMode) return warn(budget.missing[0]?.key ?? "MESHAL.Warn.badNumber", budget.missing[0]?.data);
    await this.actor.setFlag(SYSTEM_ID, "creation", false);
    ui.notifications?.info(game.i18n!.format("MESHAL.CharacterSheet.creation.finished", { name: this.actor.name }));
  },
} satisfies Record<CharacterOnlyAction | "rollAttribute", Handler>;

/** The character sheet (see module comment). */
export class CharacterSheet extends MeshalActorSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["meshal-character-sheet"],
    position: { width: 760, height: 820 },
    // Handlers are checked by `satisfies` above; their return values (ignored by ApplicationV2) do not fit its type.
    actions: ACTIONS as unknown as typeof MeshalActorSheet.DEFAULT_OPTIONS.actions,
  };

  static override PARTS = Object.fromEntries(Object.entries(CHARACTER_PARTS).map(([id, path]) => [
    id, { template: templatePath(path), ...(SCROLLING.has(id) ? { scrollable: [""] } : {}) },
  ]));

  static override TABS = {
    primary: { tabs: CHARACTER_TABS.map((id) => ({ id })), initial: "abilities", labelPrefix: "MESHAL.CharacterSheet.tab" },
  };

  /** Which stored data each part shows: a mobility click re-renders only the pools, a biography edit only its tab. */
  static override PART_DEPENDENCIES = {
    header: ["name", "img", "system.potential", "system.speed", "system.attributes", "flags"],
    // Pools and abilities offer advancement only once the character is finished (the creation flag).
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
  #filterTimer: ReturnType<typeof setTimeout> | null = null;

  /** The actor with this system's methods. */
  get meshalActor(): MeshalActorApi {
    return this.actor as MeshalActorApi;
  }

  /** The prepared `system`. */
  get system(): CharacterSystem {
    // Cast: the one typed view of the derived system (fvtt-types sees the schema DataModel, not the derived fields).
    return this.actor.system as unknown as CharacterSystem;
  }

  /** The actor as the pure view models read it. */
  get sheetActor(): SheetCharacter {
    return { name: this.actor.name, img: this.actor.img, system: this.system, items: sheetItems(this.actor) };
  }

  /** Is the character still being created? */
  get inCreation(): boolean {
    const flags = this.actor.flags as Record<string, Record<string, unknown> | undefined>;
    return isInCreation(flags[SYSTEM_ID]?.creation, this.system, this.sheetActor.items);
  }

  get spendOptions() {
    return { inMoment: this.actor.inCombat, giftedStrength: optionalRule("giftedStrength") };
  }

  itemFor(target: HTMLElement): Item.Implementation | null {
    const id = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
    return id ? (this.actor.items.get(id) ?? null) : null;
  }

  protected override async _prepareView(_options: ActorSheetV2.RenderOptions): Promise<Record<string, unknown>> {
    const creation = this.inCreation;
    const i18n = game.i18n!;
    const biography = this.system.details.biography ?? "";
    const enrichedBiography = await foundry.applications.ux.TextEditor.implementation.enrichHTML(biography, { relativeTo: this.actor, secrets: this.actor.isOwner });
    const context = characterContext(this.sheetActor, {
      editMode: this.isEditMode,
      editable: this.isEditable,
      mobilityEditable: viewerMayClickPips(this.actor),
      gm: game.user?.isGM === true,
      creation,
      extraFeatures: optionalRule("extraFeatures"),
      spend: this.spendOptions,
      labels: expressionLabels((k) => i18n.localize(k)),
      activeTab: (this.tabGroups.primary as CharacterTab | undefined) ?? "abilities",
      featureIndex: creation ? await featureIndex() : [],
      abilityIndex: creation ? await abilityIndex() : [],
      abilityFilter: this.#filter,
      gearIndex: creation ? await gearIndex() : [],
      gearFilter: this.#gearFilter,
      // Cast: the stored source is read by the pure context builder as a plain record.
      source: this.actor._source.system as unknown as Record<string, unknown>,
      schema: liveSchema(this.actor),
      enrichedBiography,
      usesLeft: (id) => {
        const item = this.actor.items.get(id);
        return item ? usesLeftFor(this.actor, item) : null;
      },
    });
    const effects: EffectSource[] = [];
    for (const e of this.actor.allApplicableEffects()) {
      const parent = e.parent !== this.actor ? (e.parent as Item.Implementation | null) : null;
      effects.push({
        id: e.id!, name: e.name, img: e.img ?? null, disabled: e.disabled, isSuppressed: e.isSuppressed, isTemporary: e.isTemporary,
        sourceName: parent?.name ?? null, parentId: parent?.id ?? null,
      });
    }
    const extras = rowExtras({ ...context, items: this.sheetActor.items, filters: Object.fromEntries(this.#listFilters), openSummaries: this.#openSummaries },
      { localize: (k) => i18n.localize(k) }, (identifier) => this.actor.items.find((i) => (i.system as { identifier?: unknown }).identifier === identifier)?.name ?? null);
    return { ...context, ...extras, effects: effectGroups(effects) };
  }

  /** A new character (nothing chosen or spent yet) is marked as in creation, so choosing features keeps it there. */
  protected override async _onFirstRender(context: MeshalActorSheetContext, options: ActorSheetV2.RenderOptions): Promise<void> {
    await super._onFirstRender(context, options);
    const flags = this.actor.flags as Record<string, Record<string, unknown> | undefined>;
    if (this.actor.isOwner && flags[SYSTEM_ID]?.creation === undefined && this.inCreation) {
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
    bindRowSummaries(this.element, this.#openSummaries);
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
    else if (key === "allowedOnly") this.#filter = { ...this.#filter, allowedOnly: (el as HTMLInputElement).checked };
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

  /** Adds a feature (and, while creating, its initial-potential change) plus the abilities it grants. */
  async addFeature(source: ItemSourceData, uuid: string | null): Promise<void> {
    const data = ownedItemData(source, uuid);
    const created = await createItems(this.actor, [data]);
    if (!created.length) return;
    if (this.inCreation) {
      const plan = planFeaturePotential(this.system, { system: data.system }, 1);
      if (plan.ok && Object.keys(plan.update).length) await this.actor.update(plan.update);
    }
    await this.addGifts(data.system);
  }

  /** Removes a feature, its gifted abilities and (while creating) its initial-potential change. */
  async removeFeature(feature: Item.Implementation): Promise<void> {
    // Cast: the pure planners read a feature's system as a plain record.
    const system = feature.system as unknown as Record<string, unknown>;
    const identifier = String(system.identifier ?? "");
    if (this.inCreation) {
      const plan = planFeaturePotential(this.system, { system }, -1);
      if (plan.ok && Object.keys(plan.update).length) await this.actor.update(plan.update);
    }
    await this.actor.deleteEmbeddedDocuments("Item", [feature.id!, ...giftsOf(identifier, this.sheetActor.items)]);
  }

  async addGifts(featureSystem: Record<string, unknown>): Promise<void> {
    const uuids = giftUuids({ system: featureSystem }, await abilityIndex(), this.sheetActor.items);
    const identifier = String(featureSystem.identifier ?? "");
    const data = [];
    for (const uuid of uuids) {
      const doc = (await fromUuid(uuid)) as Item.Implementation | null;
      if (doc) data.push(giftData(itemSource(doc), uuid, identifier));
    }
    if (data.length) await createItems(this.actor, data);
  }

  /**
   * Picks a feature while creating: it replaces the owned one of its kind (species, subrace, size, gender) and a new
   * species clears what it does not allow (with a notice); what the species does not allow is refused.
   */
  async pickFeature(source: ItemSourceData, uuid: string | null): Promise<void> {
    const plan = planFeaturePick(source, this.sheetActor.items);
    if (!plan.ok) return void warn(plan.warn, plan.data);
    for (const id of plan.remove) {
      const owned = this.actor.items.get(id);
      if (owned) await this.removeFeature(owned);
    }
    await this.addFeature(source, uuid);
    if (plan.cleared.length) {
      const data = notificationData({ species: source.name, names: plan.cleared.join(", ") });
      ui.notifications?.info(game.i18n!.format("MESHAL.CharacterSheet.creation.cleared", data));
    }
  }

  /**
   * A dropped feature brings its gifts (and, while creating, its potential change; see pickFeature). A dropped ability
   * is obtained: while creating as the picker does, afterwards through obtain-drop.ts (cost, cap, confirmation).
   */
  protected override async _onDropItem(event: DragEvent, item: Item.Implementation) {
    if (!this.isEditable || isOwnItem(this.actor, item) || (item.type !== "feature" && item.type !== "ability")) return super._onDropItem(event, item);
    const origin = item.pack ? item.uuid : ((item._stats as { compendiumSource?: string | null } | undefined)?.compendiumSource ?? null);
    if (item.type === "feature") await (this.inCreation ? this.pickFeature(itemSource(item), origin) : this.addFeature(itemSource(item), origin));
    else await obtainDropped(this, droppedAbilityData(itemSource(item), origin));
    // Cast: the parent's return type (the created item) cannot express "handled here".
    return null as never;
  }
}

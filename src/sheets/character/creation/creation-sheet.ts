/**
 * The character sheet's creation mode, loaded lazily (src/core/lazy.ts) while a character is being created or a
 * feature is added: the compendium indexes its pickers read, its part of the context, its action handlers, and adding
 * or removing features with their gifts and initial-potential change. character-sheet.ts keeps the sheet class
 * (registered by class at `init`) and calls into this module; this module knows the sheet only as `CreationHost`.
 */
import { notificationData, warn } from "../../../core/notify.ts";
import { ownedItemData, type ItemSourceData } from "../../drop.ts";
import { createItems, itemSource, sheetItem } from "../../base/doc-data.ts";
import { isRecord, recordAt, stringOr } from "../../../rules/guards.ts";
import { attributeOf } from "../attribute-target.ts";
import { compendiumSourceOf, itemByUuid, systemField } from "../sheet-documents.ts";
import type { SpendOptions } from "../../../documents/logic/potential.ts";
import type { CharacterSystem, SheetCharacter } from "../view-types.ts";
import { creationContext, type CreationContext, type CreationContextOptions } from "./creation-context.ts";
import { planCreationLower, planCreationRemoveAbility, planFeaturePotential } from "./creation.ts";
import { finishCreation as finishWith } from "./creation-finish.ts";
import type { IndexEntry } from "./index-entry.ts";
import { FEATURE_GIVE_FIELDS } from "./creation-gives.ts";
import { GEAR_PACKS, planBuy, planKit, type GearIndexEntry } from "./creation-gear.ts";
import { giftData, giftsOf, giftUuids } from "./feature-gifts.ts";
import { planFeaturePick } from "./feature-picks.ts";
import { isSenseFeature } from "../../../rules/creation-legality.ts";
import { format, localize } from "../../../core/i18n.ts";
import { ABILITY_STYLES } from "../../../data/choices.ts";
import { ABILITY_GROUP_FIELDS } from "./ability-groups.ts";
import { coinText } from "./coins.ts";
import { wearRefusals, wearWhatFits } from "./wear-bought.ts";
import { cataloguePack, readerPack, type CataloguePackName } from "../../../core/catalogue-text.ts";

/** What creation mode uses of the character sheet (character-sheet.ts, which loads this module, is one). */
export interface CreationHost {
  readonly actor: Actor.Implementation;
  /** The prepared `system`. */
  readonly system: CharacterSystem;
  /** The actor as the pure view models read it. */
  readonly sheetActor: SheetCharacter;
  readonly inCreation: boolean;
  readonly isEditable: boolean;
  readonly isEditMode: boolean;
  readonly spendOptions: SpendOptions;
  /** The owned item of the row `target` sits in, or null. */
  itemFor(target: HTMLElement): Item.Implementation | null;
}

type Handler = (this: CreationHost, event: PointerEvent, target: HTMLElement) => unknown;

/** Compendium indexes read by creation mode, loaded once per session: the reader's language's packs. */
const indexCache = new Map<string, Promise<IndexEntry[]>>();
function packIndex(pack: CataloguePackName, fields: string[]): Promise<IndexEntry[]> {
  const p = readerPack(pack);
  const id = p?.collection ?? cataloguePack(pack);
  let cached = indexCache.get(id);
  if (!cached) {
    cached = p
      // cast: fvtt-types types `fields` per pack document as literal paths; these are the item paths the pickers read
      ? p.getIndex({ fields: fields as never }).then((index) => [...index].flatMap((e: unknown) => indexEntryOf(e) ?? []))
      : Promise.resolve([]);
    indexCache.set(id, cached);
  }
  return cached;
}
/** A compendium index entry with the fields the pickers read, or null when it lacks a uuid or a name. */
function indexEntryOf(e: unknown): IndexEntry | null {
  if (!isRecord(e) || typeof e.uuid !== "string" || typeof e.name !== "string") return null;
  return { uuid: e.uuid, name: e.name, img: typeof e.img === "string" ? e.img : null, type: stringOr(e.type, ""), system: recordAt(e, "system") ?? {} };
}

const featureIndex = () => packIndex("features", [
  "system.kind", "system.identifier", "system.initialPotential", "system.parentSpecies", "system.allowedSizes", "system.allowedForms",
  "system.allowedGenders", "system.movementModes", ...FEATURE_GIVE_FIELDS,
]);
const abilityIndex = () => packIndex("abilities", [
  "system.level", "system.attributeType", "system.gifted", "system.potentialCost", "system.identifier", "system.description", "system.requirements",
  ...ABILITY_GROUP_FIELDS,
]);
/** The four gear compendiums as one index, each entry tagged with its pack. */
const gearIndex = async (): Promise<GearIndexEntry[]> => (await Promise.all(GEAR_PACKS.map(async (pack) =>
  (await packIndex(pack, ["system.identifier", "system.value", "system.quantity"])).map((e) => ({ ...e, pack }))))).flat();

/**
 * Creation mode's part of the sheet's context, its pickers filled from the compendium indexes; `doc` (the actor) adds
 * why unworn gear is not worn.
 */
export async function creationSheetContext(actor: SheetCharacter, options: CreationContextOptions, doc?: Actor.Implementation): Promise<CreationContext> {
  return creationContext(actor, {
    ...options, featureIndex: await featureIndex(), abilityIndex: await abilityIndex(), gearIndex: await gearIndex(),
    styleLabels: styleLabels(), ...(doc ? { wearRefusals: wearRefusals(doc) } : {}),
  });
}

/** The ability styles' labels in the reader's language. */
const styleLabels = () => Object.fromEntries(ABILITY_STYLES.map((id) => [id, localize(`MESHAL.Choice.abilityStyle.${id}`)]));

/** A refused purchase's warning, its prices in coins. */
function warnPurchase(key: string, data: Record<string, string | number> = {}): void {
  const coins = (n: string | number | undefined) => coinText(Number(n ?? 0), (k, d) => format(k, d));
  warn(key, key.endsWith(".overBudget") ? { ...data, cost: coins(data.cost), left: coins(data.left) } : data);
}

/** The creation-mode buttons; the sheet's handlers of the same names load this module and call them. */
export const CREATION_ACTIONS = {
  lowerAttribute(_e: PointerEvent, target: HTMLElement) {
    const id = attributeOf(target);
    if (!id || !this.isEditable || !this.inCreation) return;
    const plan = planCreationLower(this.system, id);
    if (!plan.ok) return warn(plan.warn, plan.data);
    return this.actor.update(plan.update);
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
    const doc = await itemByUuid(uuid);
    if (!doc) return;
    const identifier = stringOr(systemField(doc, "identifier"), "");
    const owned = this.actor.items.find((i) => i.type === "feature" && (stringOr(systemField(i, "identifier"), "") || i.name) === (identifier || doc.name));
    if (owned) return removeFeature(this, owned);
    return this.inCreation ? pickFeature(this, itemSource(doc), uuid) : addFeature(this, itemSource(doc), uuid);
  },
  /** Creation mode: take a ready kit (its items bought from the budget; what it wears is put on). */
  async takeKit(_e: PointerEvent, target: HTMLElement) {
    const id = target.dataset.kit;
    if (!id || !this.isEditable || !this.inCreation) return;
    const plan = planKit(id, await gearIndex(), this.sheetActor.items);
    if (!plan.ok) return warnPurchase(plan.warn, plan.data);
    const data = [];
    for (const entry of plan.kit.items) {
      const doc = await itemByUuid(entry.uuid);
      if (!doc) continue;
      const item = ownedItemData(itemSource(doc), entry.uuid);
      data.push({ ...item, system: { ...item.system, quantity: entry.quantity } });
    }
    const created = await createItems(this.actor, data);
    const toWear = new Set(plan.kit.items.filter((e) => e.equip).map((e) => e.uuid));
    for (const item of created) {
      if (toWear.has(compendiumSourceOf(item) ?? "")) await item.equip();
    }
  },
  /** Creation mode: buy one item from the gear compendiums within the budget left; it is put on if it can be. */
  async buyGear(_e: PointerEvent, target: HTMLElement) {
    const uuid = target.dataset.uuid;
    if (!uuid || !this.isEditable || !this.inCreation) return;
    const doc = await itemByUuid(uuid);
    if (!doc) return;
    const source = itemSource(doc);
    const plan = planBuy({ uuid, name: source.name, system: source.system }, this.sheetActor.items);
    if (!plan.ok) return warnPurchase(plan.warn, plan.data);
    await wearWhatFits(this.actor, await createItems(this.actor, [ownedItemData(source, uuid)]));
  },
  /** Finish: refused for a player while a step is unmet (creation-finish.ts). */
  async finishCreation() {
    return finishWith(this, { featureIndex: await featureIndex(), gearIndex: await gearIndex() });
  },
} satisfies Record<string, Handler>;

export type CreationAction = keyof typeof CREATION_ACTIONS;

/** Adds a feature (and, while creating, its initial-potential change) plus the abilities it grants; a sense or movement mode only by the GM. */
export async function addFeature(sheet: CreationHost, source: ItemSourceData, uuid: string | null): Promise<void> {
  // Senses and movement modes come from the species; after creation the GM may grant one.
  if (isSenseFeature({ kind: stringOr(source.system.kind, "") }) && !game.user?.isGM) {
    return void warn("MESHAL.CharacterSheet.creation.senseFromSpecies", { name: source.name });
  }
  const data = ownedItemData(source, uuid);
  const created = await createItems(sheet.actor, [data]);
  if (!created.length) return;
  if (sheet.inCreation) {
    const plan = planFeaturePotential(sheet.system, { system: data.system }, 1);
    if (plan.ok && Object.keys(plan.update).length) await sheet.actor.update(plan.update);
  }
  await addGifts(sheet, data.system);
}

/** Removes a feature, its gifted abilities and (while creating) its initial-potential change. */
async function removeFeature(sheet: CreationHost, feature: Item.Implementation): Promise<void> {
  if (!feature.id) return; // not an item the actor holds
  const system = isRecord(feature.system) ? feature.system : {};
  const identifier = String(system.identifier ?? "");
  if (sheet.inCreation) {
    const plan = planFeaturePotential(sheet.system, { system }, -1);
    if (plan.ok && Object.keys(plan.update).length) await sheet.actor.update(plan.update);
  }
  await sheet.actor.deleteEmbeddedDocuments("Item", [feature.id, ...giftsOf(identifier, sheet.sheetActor.items)]);
}

async function addGifts(sheet: CreationHost, featureSystem: Record<string, unknown>): Promise<void> {
  const uuids = giftUuids({ system: featureSystem }, await abilityIndex(), sheet.sheetActor.items);
  const identifier = String(featureSystem.identifier ?? "");
  const data = [];
  for (const uuid of uuids) {
    const doc = await itemByUuid(uuid);
    if (doc) data.push(giftData(itemSource(doc), uuid, identifier));
  }
  if (data.length) await createItems(sheet.actor, data);
}

/**
 * Picks a feature while creating: it replaces the owned one of its kind (species, subrace, size, gender) and a new
 * species clears what it does not allow (with a notice); what the species does not allow is refused.
 */
export async function pickFeature(sheet: CreationHost, source: ItemSourceData, uuid: string | null): Promise<void> {
  const plan = planFeaturePick(source, sheet.sheetActor.items);
  if (!plan.ok) return void warn(plan.warn, plan.data);
  for (const id of plan.remove) {
    const owned = sheet.actor.items.get(id);
    if (owned) await removeFeature(sheet, owned);
  }
  await addFeature(sheet, source, uuid);
  if (plan.cleared.length) {
    const data = notificationData({ species: source.name, names: plan.cleared.join(", ") });
    ui.notifications?.info(format("MESHAL.CharacterSheet.creation.cleared", data));
  }
}

/**
 * Gear dropped on a character being created (from a compendium or the sidebar) is bought like the gear step's: at its
 * listed value, within what is left of the budget, and put on when it can be. Returns the created item, or null when
 * refused.
 */
export async function dropGear(sheet: CreationHost, source: ItemSourceData, origin: string | null): Promise<Item.Implementation | null> {
  const plan = planBuy({ uuid: origin ?? "", name: source.name, system: source.system }, sheet.sheetActor.items);
  if (!plan.ok) {
    warnPurchase(plan.warn, plan.data);
    return null;
  }
  const created = await createItems(sheet.actor, [ownedItemData(source, origin)]);
  await wearWhatFits(sheet.actor, created);
  return created[0] ?? null;
}

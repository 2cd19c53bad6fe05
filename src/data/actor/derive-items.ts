/**
 * Pure collection of what an actor's items contribute (features, equipped gear, abilities, carried items).
 * Items are read as plain `{type, system}` objects, so fixtures, benchmarks and Foundry documents all work.
 */
import { EQUIPPABLE_ITEM_TYPES, PHYSICAL_ITEM_TYPES } from "../types.ts";
import { isOneOf, isRecord, stringOr } from "../../rules/guards.ts";
import {
  ABILITY_TYPES, ATTACK_TYPES, ATTRIBUTE_IDS, ITEM_SCALES, SIZE_IDS, UNARMOURED_FEROCITY_ID,
  type AbilityType, type AttackType, type AttributeId, type ItemScale, type Protections, type SetMember, type Size,
} from "../../rules/index.ts";
import { addAttributeNumbers, addProtections, isItemSet, isSustain, isTrait } from "./item-system-guards.ts";

/** An item as derivation sees it (a Foundry Item or a plain fixture object). */
export interface DeriveItem {
  type: string;
  system: unknown;
}

type Mods = Record<AttributeId, number>;

/** How derivation reads an item of each type, decided once here rather than per item from the type sets. */
type ItemRole = "feature" | "ability" | "equippable" | "carried";
const ITEM_ROLES: ReadonlyMap<string, ItemRole> = new Map<string, ItemRole>([
  ...[...PHYSICAL_ITEM_TYPES].map((t): [string, ItemRole] => [t, EQUIPPABLE_ITEM_TYPES.has(t) ? "equippable" : "carried"]),
  ["feature", "feature"], ["ability", "ability"],
]);
/** An item's `system` as derivation reads it: its parts are checked where they are read (item-system-guards). */
type SystemRecord = Record<string, unknown>;
const NO_SYSTEM: SystemRecord = {};
const systemRecord = (system: unknown): SystemRecord => (isRecord(system) ? system : NO_SYSTEM);
function isNatural(s: SystemRecord): boolean {
  const equip = s.equip;
  return isRecord(equip) && Boolean(equip.natural);
}

/** What the items add up to. */
export interface ItemContributions {
  featureMods: Mods;
  equipMods: Mods;
  protection: Protections;
  immune: Set<AttackType>;
  invalid: Set<AttributeId>;
  size: Size | null;
  speed: number | null;
  speedMod: number;
  maxMobilityMod: number;
  carryMod: number;
  perceptionMultiplier: number;
  movementModes: { mode: string; poor: boolean }[];
  senses: { sense: string; poor: boolean }[];
  perceptionRange: number | null;
  initialPotential: number;
  abilities: { abilityType: AbilityType; level: number; gifted: boolean }[];
  /** Load from a `sustain` override that names another attribute or amount than the default (§3.6, dataset `obtain.sustain`). */
  sustainExtra: [AttributeId, number][];
  carried: Record<ItemScale, number>;
  /** Active items that belong to a set (docs/rules.md §4.1 [DEC]). */
  setMembers: SetMember[];
  /** Is an item of type protection equipped (natural protection is never equipped)? */
  wearsProtectiveGear: boolean;
  /** Does the actor own the ability Unarmoured Ferocity? */
  unarmouredFerocity: boolean;
}

const zero = (): Mods => ({ might: 0, energy: 0, spirit: 0 });

/** Is an equippable item's effect active: equipped, or natural (always active, §4.1)? */
export function isItemActive(type: string, system: unknown): boolean {
  const s = systemRecord(system);
  return activeWith(type, s, isNatural(s));
}

/** isItemActive with `natural` already read (derivation reads `equip` once per item). */
const activeWith = (type: string, s: SystemRecord, natural: boolean): boolean => EQUIPPABLE_ITEM_TYPES.has(type) && (natural || Boolean(s.equipped));

/**
 * Adds an item to per-scale carried counts (§3.8): physical items that are carried count their quantity; natural
 * weapons/protection and items without a scale never count.
 */
export function countCarried(counts: Record<ItemScale, number>, item: DeriveItem): void {
  if (!PHYSICAL_ITEM_TYPES.has(item.type)) return;
  const s = systemRecord(item.system);
  addCarried(counts, s, isNatural(s));
}

function addCarried(counts: Record<ItemScale, number>, s: SystemRecord, natural: boolean): void {
  if (!s.carried || natural) return;
  const scale = s.scale;
  const quantity = s.quantity;
  if (isOneOf(ITEM_SCALES, scale)) counts[scale] += typeof quantity === "number" ? quantity : 1;
}

/**
 * A physical item's share: its effects when active (isItemActive) and its carried count (countCarried). `equip` is
 * read once: systems of different item types have different shapes, so each property read here is a slow lookup.
 */
function addPhysicalItem(c: ItemContributions, type: string, equippable: boolean, s: SystemRecord): void {
  const natural = isNatural(s);
  if (equippable && (natural || Boolean(s.equipped))) addEquipment(c, type, s, natural);
  addCarried(c.carried, s, natural);
}

function addFeature(c: ItemContributions, f: SystemRecord, npc: boolean): void {
  const { size, speed, perceptionRange, initialPotential } = f;
  if (!npc) addAttributeNumbers(c.featureMods, f.attributes);
  addProtections(c.protection, f.protection);
  for (const t of listOf(f.immune)) if (isOneOf(ATTACK_TYPES, t)) c.immune.add(t);
  for (const a of listOf(f.invalidAttributes)) if (isOneOf(ATTRIBUTE_IDS, a)) c.invalid.add(a);
  if (isOneOf(SIZE_IDS, size)) c.size = size;
  if (typeof speed === "number") c.speed = Math.max(c.speed ?? speed, speed);
  if (typeof perceptionRange === "number") c.perceptionRange = Math.max(c.perceptionRange ?? 0, perceptionRange);
  for (const m of listOf(f.movementModes)) if (isTrait(m, "mode")) mergeTrait(c.movementModes, "mode", m);
  for (const s of listOf(f.senses)) if (isTrait(s, "sense")) mergeTrait(c.senses, "sense", s);
  if (typeof initialPotential === "number") c.initialPotential += initialPotential;
}

const NO_ENTRIES: readonly unknown[] = [];
/** A stored list, or none (one shared empty list, so a missing list allocates nothing). */
const listOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : NO_ENTRIES);

/** Adds a mode/sense; a non-poor entry wins over a poor one of the same id. */
function mergeTrait<K extends "mode" | "sense">(list: ({ poor: boolean } & Record<K, string>)[], key: K, entry: { poor: boolean } & Record<K, string>): void {
  const id = entry[key];
  for (const x of list) {
    if (x[key] !== id) continue;
    if (!entry.poor) x.poor = false;
    return;
  }
  list.push({ ...entry });
}

function addEquipment(c: ItemContributions, type: string, s: SystemRecord, natural: boolean): void {
  if (type === "protection" && !natural) c.wearsProtectiveGear = true;
  const set = s.set;
  if (isRecord(set) && set.key !== "" && isItemSet(set)) c.setMembers.push({ identifier: stringOr(s.identifier, ""), set });
  addAttributeNumbers(c.equipMods, s.attributeMods);
  addProtections(c.protection, s.protection);
  addStatMods(c, s.statMods);
}

/** Adds an item's stored stat changes, each read once; a change that is not a number changes nothing. */
function addStatMods(c: ItemContributions, statMods: unknown): void {
  if (!isRecord(statMods)) return;
  const { maxMobility, speed, carryingCapacity, perceptionMultiplier } = statMods;
  if (typeof maxMobility === "number") c.maxMobilityMod += maxMobility;
  if (typeof speed === "number") c.speedMod += speed;
  if (typeof carryingCapacity === "number") c.carryMod += carryingCapacity;
  if (typeof perceptionMultiplier === "number") c.perceptionMultiplier *= perceptionMultiplier;
}

/** An ability's load: at its attribute type, or moved by its `sustain` override. A malformed ability adds none. */
function addAbility(c: ItemContributions, a: SystemRecord): void {
  if (a.identifier === UNARMOURED_FEROCITY_ID) c.unarmouredFerocity = true;
  const { level, attributeType, sustain } = a;
  if (typeof level !== "number" || !isOneOf(ABILITY_TYPES, attributeType)) return;
  const gifted = Boolean(a.gifted);
  if (isSustain(sustain) && !gifted && (sustain.attribute !== "" || sustain.amount !== null)) {
    const attr = sustain.attribute === "" ? (attributeType === "common" ? null : attributeType) : sustain.attribute;
    if (attr) c.sustainExtra.push([attr, sustain.amount ?? level]);
    c.abilities.push({ abilityType: "common", level, gifted });
  } else c.abilities.push({ abilityType: attributeType, level, gifted });
}

/** Sums every item's contribution. NPCs ignore features' attribute changes (their base is entered directly). */
export function collectItems(items: Iterable<DeriveItem>, npc = false): ItemContributions {
  const c: ItemContributions = {
    featureMods: zero(), equipMods: zero(), protection: { physical: 0, erosion: 0, occult: 0 },
    immune: new Set(), invalid: new Set(), size: null, speed: null, speedMod: 0, maxMobilityMod: 0, carryMod: 0,
    perceptionMultiplier: 1, movementModes: [], senses: [], perceptionRange: null, initialPotential: 0,
    abilities: [], sustainExtra: [], carried: { heavy: 0, light: 0, trivial: 0 },
    setMembers: [], wearsProtectiveGear: false, unarmouredFerocity: false,
  };
  for (const item of items) {
    const type = item.type;
    const role = ITEM_ROLES.get(type);
    if (role === "feature") addFeature(c, systemRecord(item.system), npc);
    else if (role === "ability") addAbility(c, systemRecord(item.system));
    else if (role !== undefined) addPhysicalItem(c, type, role === "equippable", systemRecord(item.system));
  }
  return c;
}

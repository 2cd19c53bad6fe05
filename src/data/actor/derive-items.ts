/**
 * Pure collection of what an actor's items contribute (features, equipped gear, abilities, carried items).
 * Items are read as plain `{type, system}` objects, so fixtures, benchmarks and Foundry documents all work.
 */
import { EQUIPPABLE_ITEM_TYPES, PHYSICAL_ITEM_TYPES } from "../types.ts";
import { ATTRIBUTE_IDS, PROTECTION_TYPES, UNARMOURED_FEROCITY_ID, type AbilityType, type AttackType, type AttributeId, type ItemScale, type Protections, type SetMember, type Size } from "../../rules/index.ts";

/** An item as derivation sees it (a Foundry Item or a plain fixture object). */
export interface DeriveItem {
  type: string;
  system: unknown;
}

type Mods = Record<AttributeId, number>;
interface EquipSys {
  identifier?: string; equipped?: boolean; carried?: boolean; scale?: ItemScale | null; quantity?: number;
  equip?: { natural?: boolean };
  set?: SetMember["set"];
  protection?: Protections; attributeMods?: Mods;
  statMods?: { maxMobility: number; speed: number; carryingCapacity: number; perceptionMultiplier: number };
}
interface FeatureSys {
  attributes: Mods; protection: Protections; immune: AttackType[]; invalidAttributes: AttributeId[];
  size: Size | null; speed: number | null; movementModes: { mode: string; poor: boolean }[];
  senses: { sense: string; poor: boolean }[]; perceptionRange: number | null; initialPotential: number;
}
interface AbilitySys {
  identifier?: string; level: number; attributeType: AbilityType; gifted: boolean;
  sustain?: { attribute: "" | AttributeId; amount: number | null };
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
  const s = system as EquipSys;
  return activeWith(type, s, Boolean(s.equip?.natural));
}

/** isItemActive with `natural` already read (derivation reads `equip` once per item). */
const activeWith = (type: string, s: EquipSys, natural: boolean): boolean => EQUIPPABLE_ITEM_TYPES.has(type) && (natural || Boolean(s.equipped));

/** Adds `from` to `into`, protection type by protection type. */
export function addProtection(into: Protections, from: Protections): void {
  for (const t of PROTECTION_TYPES) into[t] += from[t];
}

/**
 * Adds an item to per-scale carried counts (§3.8): physical items that are carried count their quantity; natural
 * weapons/protection and items without a scale never count.
 */
export function countCarried(counts: Record<ItemScale, number>, item: DeriveItem): void {
  if (!PHYSICAL_ITEM_TYPES.has(item.type)) return;
  const s = item.system as EquipSys;
  addCarried(counts, s, Boolean(s.equip?.natural));
}

function addCarried(counts: Record<ItemScale, number>, s: EquipSys, natural: boolean): void {
  if (s.carried && !natural && s.scale) counts[s.scale] += s.quantity ?? 1;
}

/**
 * A physical item's share: its effects when active (isItemActive) and its carried count (countCarried). `equip` is
 * read once: systems of different item types have different shapes, so each property read here is a slow lookup.
 */
function addPhysicalItem(c: ItemContributions, type: string, s: EquipSys): void {
  const natural = Boolean(s.equip?.natural);
  if (activeWith(type, s, natural)) addEquipment(c, type, s);
  addCarried(c.carried, s, natural);
}

function addFeature(c: ItemContributions, f: FeatureSys, npc: boolean): void {
  if (!npc) for (const id of ATTRIBUTE_IDS) c.featureMods[id] += f.attributes[id];
  addProtection(c.protection, f.protection);
  for (const t of f.immune) c.immune.add(t);
  for (const a of f.invalidAttributes) c.invalid.add(a);
  if (f.size !== null) c.size = f.size;
  if (f.speed !== null) c.speed = Math.max(c.speed ?? f.speed, f.speed);
  if (f.perceptionRange !== null) c.perceptionRange = Math.max(c.perceptionRange ?? 0, f.perceptionRange);
  for (const m of f.movementModes) mergeTrait(c.movementModes, "mode", m);
  for (const s of f.senses) mergeTrait(c.senses, "sense", s);
  c.initialPotential += f.initialPotential;
}

/** Adds a mode/sense; a non-poor entry wins over a poor one of the same id. */
function mergeTrait<K extends "mode" | "sense">(list: ({ poor: boolean } & Record<K, string>)[], key: K, entry: { poor: boolean } & Record<K, string>): void {
  const found = list.find((x) => x[key] === entry[key]);
  if (!found) list.push({ ...entry });
  else if (!entry.poor) found.poor = false;
}

function addEquipment(c: ItemContributions, type: string, s: EquipSys): void {
  if (type === "protection" && !s.equip?.natural) c.wearsProtectiveGear = true;
  if (s.set && s.set.key !== "") c.setMembers.push({ identifier: s.identifier ?? "", set: s.set });
  if (s.attributeMods) for (const id of ATTRIBUTE_IDS) c.equipMods[id] += s.attributeMods[id];
  if (s.protection) addProtection(c.protection, s.protection);
  if (s.statMods) {
    c.maxMobilityMod += s.statMods.maxMobility;
    c.speedMod += s.statMods.speed;
    c.carryMod += s.statMods.carryingCapacity;
    c.perceptionMultiplier *= s.statMods.perceptionMultiplier;
  }
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
    if (type === "feature") addFeature(c, item.system as FeatureSys, npc);
    else if (type === "ability") {
      const a = item.system as AbilitySys;
      if (a.identifier === UNARMOURED_FEROCITY_ID) c.unarmouredFerocity = true;
      const sustain = a.sustain;
      if (sustain && !a.gifted && (sustain.attribute !== "" || sustain.amount !== null)) {
        const attr = sustain.attribute === "" ? (a.attributeType === "common" ? null : a.attributeType) : sustain.attribute;
        if (attr) c.sustainExtra.push([attr, sustain.amount ?? a.level]);
        c.abilities.push({ abilityType: "common", level: a.level, gifted: a.gifted });
      } else c.abilities.push({ abilityType: a.attributeType, level: a.level, gifted: a.gifted });
    } else if (PHYSICAL_ITEM_TYPES.has(type)) addPhysicalItem(c, type, item.system as EquipSys);
  }
  return c;
}

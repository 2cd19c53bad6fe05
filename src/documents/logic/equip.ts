/**
 * Pure equip/unequip decisions (§3.8, §4.1, §7.1): natural items are never equipped; one accessory per seed kind;
 * [OPT] body parts; [VAR] newer equip slots; equipping an item you do not carry must fit the carry limits;
 * an unconscious creature cannot equip.
 */
import {
  ATTRIBUTE_IDS, DEFAULT_EQUIP_SLOTS, WEAPON_KINDS, canCarryAnother, deriveAttribute, equipConflict, slotDemand, slotOverflow, weaponArms,
  type AttributeId, type BodyPartCounts, type Consciousness, type DerivedAttribute, type EquipItem, type ItemScale,
  type SlotCounts,
} from "../../rules/index.ts";
import { isOneOf } from "../../rules/guards.ts";
import { ACCESSORY_KINDS, ACCESSORY_RULE_KIND } from "../../data/choices.ts";
import { countCarried } from "../../data/actor/derive-items.ts";
import { EQUIPPABLE_ITEM_TYPES } from "../../data/types.ts";
import { refuse, type Plan } from "./plan.ts";

/** An item as the equip decision sees it (`{id, type, system}` of an owned item). */
export interface EquipCandidate {
  id: string;
  type: string;
  system: {
    kinds?: readonly string[];
    scale?: ItemScale | null;
    quantity?: number;
    carried?: boolean;
    equipped?: boolean;
    equip?: { natural: boolean; noSlot: boolean; slots: readonly { slot: string; count: number }[] };
    attributeMods?: Record<AttributeId, number>;
  };
}

/** Optional rules that change equipping. */
export interface EquipOptions {
  /** [OPT] body parts the creature has; undefined = rule off. */
  bodyParts?: BodyPartCounts;
  /** [VAR] newer equip slots: the creature's slots (undefined = rule off). */
  equipSlots?: SlotCounts;
}

/** Kinds as the seed rules see them: newer accessory kinds map to their seed kind. */
function ruleKinds(c: EquipCandidate): string[] {
  // Stryker disable next-line ArrayDeclaration: equivalent — a placeholder kind names no kind the rules know
  const kinds = c.system.kinds ?? [];
  if (c.type !== "accessory") return [...kinds];
  return kinds.map((k) => (isOneOf(ACCESSORY_KINDS, k) ? ACCESSORY_RULE_KIND[k] : k));
}

/** The item as the rules see it; a weapon held in both hands takes two arms (§3.8 [OPT] body parts). */
function asEquipItem(c: EquipCandidate): EquipItem {
  const types = ruleKinds(c);
  // Stryker disable next-line ArrayDeclaration: equivalent — a placeholder slot is no weapon slot: still one arm
  const arms = weaponArms(c.system.equip?.slots ?? []);
  const isWeapon = types.some((t) => isOneOf(WEAPON_KINDS, t));
  // Stryker disable next-line EqualityOperator,ConditionalExpression: equivalent — one arm is what a weapon takes by default
  return isWeapon && arms > 1 ? { id: c.id, types, bodyParts: { arm: arms } } : { id: c.id, types };
}

/** Equipped-slot use of `items` (newer slots). */
function usedSlots(items: readonly EquipCandidate[]): SlotCounts {
  const used: SlotCounts = {};
  for (const i of items) {
    if (i.system.equip?.noSlot) continue;
    for (const [slot, n] of Object.entries(slotDemand(i.system.equip?.slots ?? []))) used[slot] = (used[slot] ?? 0) + n;
  }
  return used;
}

/** Carried item counts per scale (natural items never count). */
export function carriedCounts(items: readonly EquipCandidate[]): Record<ItemScale, number> {
  const counts: Record<ItemScale, number> = { trivial: 0, light: 0, heavy: 0 };
  for (const i of items) countCarried(counts, i);
  return counts;
}

/**
 * Can `item` be equipped, given the actor's other items? On success the update sets `equipped` (and `carried`).
 * Refusals name a `MESHAL.Warn.*` key.
 */
export function planEquip(
  item: EquipCandidate,
  others: readonly EquipCandidate[],
  state: Consciousness,
  options: EquipOptions = {},
): Plan {
  if (!EQUIPPABLE_ITEM_TYPES.has(item.type)) return refuse("MESHAL.Warn.notEquippable");
  // Stryker disable next-line ArrayDeclaration: equivalent — a placeholder kind names no kind the rules know
  const kinds = item.system.kinds ?? [];
  if (item.system.equip?.natural || kinds.includes("naturalWeapon") || kinds.includes("naturalProtection")) {
    return refuse("MESHAL.Warn.naturalItem");
  }
  if (item.system.equipped) return refuse("MESHAL.Warn.alreadyEquipped");
  if (state !== "conscious") return refuse("MESHAL.Warn.cannotActUnconscious");
  const rest = others.filter((o) => o.id !== item.id);
  const equipped = rest.filter((o) => EQUIPPABLE_ITEM_TYPES.has(o.type) && o.system.equipped && !o.system.equip?.natural);
  const conflict = equipConflict(asEquipItem(item), equipped.map(asEquipItem), options.bodyParts);
  if (conflict?.reason === "accessoryKind") return refuse("MESHAL.Warn.accessoryKindTaken", { kind: conflict.kind });
  if (conflict?.reason === "bodyPart") return refuse("MESHAL.Warn.bodyPartTaken", { part: conflict.part });
  if (options.equipSlots && !item.system.equip?.noSlot) {
    const available = Object.keys(options.equipSlots).length ? options.equipSlots : DEFAULT_EQUIP_SLOTS;
    const over = slotOverflow(slotDemand(item.system.equip?.slots ?? []), usedSlots(equipped), available);
    if (over) return refuse("MESHAL.Warn.slotTaken", { slot: over.slot, free: over.free });
  }
  if (!item.system.carried && item.system.scale) {
    const counts = carriedCounts(rest);
    for (let n = 0; n < (item.system.quantity ?? 1); n++) {
      if (!canCarryAnother(counts, item.system.scale)) return refuse("MESHAL.Warn.carryLimit", { scale: item.system.scale });
      counts[item.system.scale]++;
    }
  }
  return { ok: true, update: { "system.equipped": true, "system.carried": true } };
}

/**
 * Doffing (§3.3 [DEC]): allowed whenever equipped; `knocksOut` lists attributes whose bonus from this item is
 * holding them above 0 dice, so the UI can warn before a wounded character drops unconscious.
 */
export function planUnequip(
  item: EquipCandidate,
  attributes: Record<AttributeId, DerivedAttribute>,
  setLoss: Record<AttributeId, number> = { might: 0, energy: 0, spirit: 0 },
): Plan<{ knocksOut: AttributeId[] }> {
  if (!EQUIPPABLE_ITEM_TYPES.has(item.type) || item.system.equip?.natural) return refuse("MESHAL.Warn.notEquippable");
  if (!item.system.equipped) return refuse("MESHAL.Warn.notEquipped");
  const knocksOut = ATTRIBUTE_IDS.filter((id) => {
    // The item's own bonus and the bonus of a set it completes (docs/rules.md §4.1 sets) both go.
    const mod = (item.system.attributeMods?.[id] ?? 0) + setLoss[id];
    const a = attributes[id];
    if (a.value <= 0) return false;
    // An early exit only: without a gain to lose (mod ≤ 0) or with a void attribute (never loses dice) the check below
    // answers false as well, for every finite modifier (stored data cannot hold infinities).
    // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: equivalent, see above
    if (mod <= 0 || a.invalid) return false;
    const without = deriveAttribute({ trained: a.base, featureMod: 0, tempMod: a.temp - mod, lost: a.lost, invalid: false });
    return without.value <= 0;
  });
  return { ok: true, update: { "system.equipped": false }, knocksOut };
}

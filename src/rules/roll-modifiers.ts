/**
 * Which equipped items' roll modifiers apply to a roll (pure). An item's `rollModifiers` count only while it is
 * equipped (or natural); a modifier with a `condition` is situational, so it is listed but not applied. A positive
 * modifier is that many advantages, a negative one that many disadvantages; `perEquipped` multiplies by the number of
 * equipped weapons of the named kind.
 */

/** The roll being made. */
export interface RollQuery {
  /** "attack", "block", "dodge", "resist", "cast", "search", "investigate" or an attribute id (a plain check). */
  roll: string;
  /** Attribute pools the roll uses (a modifier for "might" applies to any roll with Might dice). */
  pools?: readonly string[];
  /** Attack mode ("melee" | "ranged" | ""). */
  mode?: string;
  /** Kinds of the weapon used (attack and block rolls). */
  weaponKinds?: readonly string[];
  /** Style of the ability cast (cast rolls). */
  style?: string;
}

/** One stored roll modifier (data/fields/roll-modifier.ts). */
export interface RollModifierData {
  roll: string;
  mode: string;
  weaponKind: string;
  style: string;
  perEquipped: boolean;
  modifier: number;
  condition: string;
}

/** An item as this module reads it. */
export interface ModifierItem {
  name: string;
  type: string;
  system: unknown;
}

/** One modifier that matched, with its source. */
export interface AppliedModifier {
  source: string;
  modifier: number;
  condition: string;
}

/** The result: totals of the unconditional modifiers, and every match (conditional ones included). */
export interface RollModifierResult {
  advantage: number;
  disadvantage: number;
  applied: AppliedModifier[];
  situational: AppliedModifier[];
}

interface EquipSys {
  equipped?: boolean;
  equip?: { natural?: boolean };
  kinds?: string[];
  rollModifiers?: RollModifierData[];
}

const ATTRIBUTE_ROLLS = new Set(["might", "energy", "spirit"]);
const active = (s: EquipSys): boolean => Boolean(s.equipped) || Boolean(s.equip?.natural);

function matches(m: RollModifierData, q: RollQuery): boolean {
  if (m.roll !== "all" && m.roll !== q.roll && !(ATTRIBUTE_ROLLS.has(m.roll) && (q.pools ?? []).includes(m.roll))) return false;
  if (m.mode && m.mode !== (q.mode ?? "")) return false;
  if (m.weaponKind && !(q.weaponKinds ?? []).includes(m.weaponKind)) return false;
  if (m.style && m.style !== (q.style ?? "")) return false;
  return true;
}

/** The roll modifiers of `items` that apply to `query` (see the module comment). */
export function rollModifiersFor(items: Iterable<ModifierItem>, query: RollQuery): RollModifierResult {
  const list = [...items];
  const equippedOfKind = (kind: string) =>
    list.filter((i) => i.type === "weapon" && active(i.system as EquipSys) && ((i.system as EquipSys).kinds ?? []).includes(kind)).length;
  const out: RollModifierResult = { advantage: 0, disadvantage: 0, applied: [], situational: [] };
  for (const item of list) {
    const s = (item.system ?? {}) as EquipSys;
    if (!active(s)) continue;
    for (const m of s.rollModifiers ?? []) {
      if (!matches(m, query) || m.modifier === 0) continue;
      const modifier = m.perEquipped ? m.modifier * equippedOfKind(m.weaponKind) : m.modifier;
      if (modifier === 0) continue;
      const entry = { source: item.name, modifier, condition: m.condition };
      if (m.condition.trim()) {
        out.situational.push(entry);
        continue;
      }
      out.applied.push(entry);
      if (modifier > 0) out.advantage += modifier;
      else out.disadvantage -= modifier;
    }
  }
  return out;
}

/**
 * Which equipped items' roll modifiers apply to a roll (pure). An item's `rollModifiers` count only while it is
 * equipped (or natural); a modifier with a `condition` is situational, so it is listed but not applied. A positive
 * modifier is that many advantages, a negative one that many disadvantages; `perEquipped` multiplies by the number of
 * equipped weapons of the named kind.
 */
import { isRecord, stringsOf } from "./guards.ts";

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

/** Is `value` a whole stored roll modifier (every field of its kind)? */
export function isRollModifierData(value: unknown): value is RollModifierData {
  return isRecord(value) && typeof value.roll === "string" && typeof value.mode === "string"
    && typeof value.weaponKind === "string" && typeof value.style === "string" && typeof value.perEquipped === "boolean"
    && typeof value.modifier === "number" && typeof value.condition === "string";
}

/** The roll modifiers an item's `system` stores; anything that is not a whole modifier is skipped. */
export function storedRollModifiers(system: unknown): RollModifierData[] {
  const list = isRecord(system) ? system.rollModifiers : undefined;
  return Array.isArray(list) ? list.filter(isRollModifierData) : [];
}

// Stryker disable next-line StringLiteral: built at module load, before a mutant is on; suites that load it lazily make ignoreStatic keep it
const ATTRIBUTE_ROLLS = new Set(["might", "energy", "spirit"]);
/** Does an item's `system` count now: equipped, or natural? (Only a record can be either.) */
function active(system: unknown): system is Record<string, unknown> {
  if (!isRecord(system)) return false;
  if (system.equipped) return true;
  const equip = system.equip;
  return isRecord(equip) && Boolean(equip.natural);
}

function matches(m: RollModifierData, q: RollQuery): boolean {
  if (m.roll !== "all" && m.roll !== q.roll && !(ATTRIBUTE_ROLLS.has(m.roll) && q.pools?.includes(m.roll))) return false;
  if (m.mode && m.mode !== q.mode) return false;
  if (m.weaponKind && !q.weaponKinds?.includes(m.weaponKind)) return false;
  if (m.style && m.style !== q.style) return false;
  return true;
}

/** The roll modifiers of `items` that apply to `query` (see the module comment). */
export function rollModifiersFor(items: Iterable<ModifierItem>, query: RollQuery): RollModifierResult {
  const list = [...items];
  const equippedOfKind = (kind: string) =>
    list.filter((i) => i.type === "weapon" && active(i.system) && stringsOf(i.system.kinds).includes(kind)).length;
  const out: RollModifierResult = { advantage: 0, disadvantage: 0, applied: [], situational: [] };
  for (const item of list) {
    if (!active(item.system)) continue;
    for (const m of storedRollModifiers(item.system)) {
      if (!matches(m, query)) continue;
      const modifier = m.perEquipped ? m.modifier * equippedOfKind(m.weaponKind) : m.modifier;
      if (modifier === 0) continue;
      const entry = { source: item.name, modifier, condition: m.condition };
      if (m.condition.trim()) {
        out.situational.push(entry);
        continue;
      }
      out.applied.push(entry);
      // Stryker disable next-line EqualityOperator: a modifier of 0 was skipped above, so > and >= agree here
      if (modifier > 0) out.advantage += modifier;
      else out.disadvantage -= modifier;
    }
  }
  return out;
}

/**
 * Which advantages and disadvantages an actor's active items (equipped, or natural) grant for one roll, each with
 * its source named (items README "RollMod"). Pure. Conditional modifiers (free-text `condition`) are listed as
 * offered but not applied: only the roller knows whether the condition holds.
 */
import { isItemActive } from "../../data/actor/derive-items.ts";
import type { AttributeId } from "../../rules/index.ts";
import type { SheetItem } from "./view-types.ts";

/** The roll being made. `roll` is the kind; `attributes` = whose dice it rolls (an attribute roll names itself). */
export interface RollQuery {
  roll: "might" | "energy" | "spirit" | "attack" | "block" | "dodge" | "resist" | "cast" | "search" | "investigate";
  attributes?: readonly AttributeId[];
  /** Attack mode ("melee" / "ranged") for attack rolls. */
  mode?: string;
  /** Kinds of the weapon used, for attack and block rolls. */
  weaponKinds?: readonly string[];
  /** Styles of the ability cast, for casting rolls. */
  styles?: readonly string[];
}

/** One item's modifier as the dialog lists it. `amount` is signed: + advantages, − disadvantages. */
export interface RollModifierSource {
  itemId: string;
  name: string;
  amount: number;
  /** false = conditional: shown, not counted. */
  applied: boolean;
  condition: string;
}

/** Totals of the applied modifiers, plus every matching source. */
export interface RollModifierResult {
  advantage: number;
  disadvantage: number;
  sources: RollModifierSource[];
}

interface StoredRollModifier {
  roll: string; mode: string; weaponKind: string; style: string; perEquipped: boolean; modifier: number; condition: string;
}

function matches(m: StoredRollModifier, q: RollQuery): boolean {
  const kindOk = m.roll === "all" || m.roll === q.roll || (q.attributes ?? []).includes(m.roll as AttributeId);
  if (!kindOk) return false;
  if (m.mode !== "" && m.mode !== q.mode) return false;
  if (m.weaponKind !== "" && !(q.weaponKinds ?? []).includes(m.weaponKind)) return false;
  if (m.style !== "" && !(q.styles ?? []).includes(m.style)) return false;
  return true;
}

/** Active weapons of `kind` ("" = any weapon), for "per equipped" modifiers. */
function equippedOfKind(items: readonly SheetItem[], kind: string): number {
  return items.filter((i) => i.type === "weapon" && isItemActive(i.type, i.system)
    && (kind === "" || ((i.system.kinds as string[] | undefined) ?? []).includes(kind))).length;
}

/** The modifiers active items grant for `query` (see module doc). */
export function rollModifiersFor(items: readonly SheetItem[], query: RollQuery): RollModifierResult {
  const out: RollModifierResult = { advantage: 0, disadvantage: 0, sources: [] };
  for (const item of items) {
    if (!isItemActive(item.type, item.system)) continue;
    const list = (item.system.rollModifiers as StoredRollModifier[] | undefined) ?? [];
    for (const m of list) {
      if (m.modifier === 0 || !matches(m, query)) continue;
      const amount = m.perEquipped ? m.modifier * equippedOfKind(items, m.weaponKind) : m.modifier;
      if (amount === 0) continue;
      const applied = m.condition.trim() === "";
      out.sources.push({ itemId: item.id, name: item.name, amount, applied, condition: m.condition });
      if (!applied) continue;
      if (amount > 0) out.advantage += amount;
      else out.disadvantage -= amount;
    }
  }
  return out;
}

/** The query of a plain attribute roll. */
export const attributeRollQuery = (id: AttributeId): RollQuery => ({ roll: id, attributes: [id] });

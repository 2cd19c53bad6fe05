/**
 * Pure migration transforms (no Foundry globals). Each step upgrades one `system` object in place and reports whether
 * it changed anything. They run from the models' `migrateData` (every load, also compendium documents) and from the
 * world migration on `ready`, which then stores the result.
 *
 * Schema 1 (pre-release) → 2:
 * - actors stored attributes as current dice `{value, max[, trained]}`; now dice lost `{trained|base, lost, temp, invalid}`
 *   (spec §3.3 [DEC]: current = total − lost);
 * - characters stored `potential` (unspent) and `strength` (spent) as numbers; now `potential: {total, log}`;
 * - `mobility` was a number (max); now `{value, max}`;
 * - items had one `kind` string; now a `kinds` list; attack `dice` was a formula string ("energy/2🎲"); now a
 *   DiceExpression; attack `type` string → `types` list.
 *
 * Schema 2 → 3 (current):
 * - features stored the species a subrace belongs to as `parent`, the name of DataModel's own reference to its owning
 *   document, so no feature could initialise; the field is now `parentSpecies`.
 */
import { isRecord } from "../../rules/guards.ts";
import { ATTRIBUTE_IDS, parseDiceFormula, type DiceExpression } from "../../rules/index.ts";

type Rec = Record<string, unknown>;
const num = (v: unknown, fallback: number): number => (typeof v === "number" && Number.isFinite(v) ? v : fallback);

/**
 * Schema-1 attribute: it stores `value`/`max`, which schema 2 only derives. It may also carry schema-2 keys when an
 * unlinked token's schema-1 delta is merged over an already migrated base actor; the token's `value` then wins.
 */
function isOldAttribute(a: unknown): a is Rec {
  return isRecord(a) && "value" in a && "max" in a;
}

/** Upgrades an actor's `system` (character or NPC) from schema 1. Returns true if something changed. */
export function migrateActorSystem(type: string, system: Rec): boolean {
  let changed = false;
  const attrs = system.attributes;
  if (isRecord(attrs)) {
    for (const id of ATTRIBUTE_IDS) {
      const a = attrs[id];
      if (!isOldAttribute(a)) continue;
      const total = Math.max(0, Math.trunc(num(a.max, 3)));
      const value = Math.min(total, Math.max(0, Math.trunc(num(a.value, total))));
      const key = type === "npc" ? "base" : "trained";
      const stored = Math.max(0, Math.trunc(num(a[key], num(a.trained, total))));
      attrs[id] = { [key]: stored, lost: total - value, temp: Math.trunc(num(a.temp, 0)), invalid: a.invalid === true };
      changed = true;
    }
  }
  if (typeof system.mobility === "number") {
    const max = Math.max(0, Math.trunc(system.mobility));
    system.mobility = { value: max, max };
    changed = true;
  }
  if (type === "character" && typeof system.potential === "number") {
    const unspent = Math.max(0, Math.trunc(system.potential));
    const spent = Math.max(0, Math.trunc(num(system.strength, 0)));
    const log = spent > 0 ? [{ kind: "spend", reason: "adjust", amount: spent, target: "", note: "schema 1" }] : [];
    system.potential = { total: unspent + spent, log };
    delete system.strength;
    changed = true;
  }
  return changed;
}

/** Does a stored actor `system` (or an unlinked token's delta of one) still hold schema-1 shapes? */
export function actorSystemNeedsMigration(system: unknown): boolean {
  if (!isRecord(system)) return false;
  const attrs = system.attributes;
  const oldAttribute = isRecord(attrs) && ATTRIBUTE_IDS.some((id) => isOldAttribute(attrs[id]));
  return oldAttribute || typeof system.mobility === "number" || typeof system.potential === "number";
}

/** A schema-1 dice formula string as a DiceExpression; unparsable text keeps 1 die and is reported. */
export function migrateDiceFormula(text: string): { dice: DiceExpression; ok: boolean } {
  try {
    return { dice: parseDiceFormula(text), ok: true };
  } catch {
    return { dice: { pools: [], combine: "max", divisor: 1, bonus: 1, mode: "points" }, ok: false };
  }
}

/** Upgrades one attack object in place. */
function migrateAttack(attack: Rec): boolean {
  let changed = false;
  if (typeof attack.dice === "string") {
    const { dice, ok } = migrateDiceFormula(attack.dice);
    if (!ok) attack.riders = [...(Array.isArray(attack.riders) ? attack.riders : []), `dice: ${attack.dice}`];
    attack.dice = dice;
    changed = true;
  }
  if (typeof attack.type === "string" && !Array.isArray(attack.types)) {
    attack.types = [attack.type];
    delete attack.type;
    changed = true;
  }
  return changed;
}

/**
 * Schema 2 → 3 for a feature's `system`: moves `parent` to `parentSpecies`. A value already stored under the new name
 * wins; otherwise the old text (or number, as text) moves over. Returns true if something changed.
 */
export function migrateFeatureParentSpecies(system: Rec): boolean {
  if (!Object.hasOwn(system, "parent")) return false;
  const old = system.parent;
  delete system.parent;
  const hasNew = typeof system.parentSpecies === "string" && system.parentSpecies !== "";
  if (!hasNew && (typeof old === "string" || typeof old === "number")) system.parentSpecies = String(old);
  return true;
}

/** Upgrades an item's `system` from schema 1 or 2. Returns true if something changed. */
export function migrateItemSystem(_type: string, system: Rec): boolean {
  let changed = false;
  if (_type === "feature" && migrateFeatureParentSpecies(system)) changed = true;
  if (typeof system.kind === "string" && !Array.isArray(system.kinds) && _type !== "feature") {
    system.kinds = system.kind ? [system.kind] : [];
    delete system.kind;
    changed = true;
  }
  if (Array.isArray(system.attacks)) {
    for (const attack of system.attacks) if (isRecord(attack) && migrateAttack(attack)) changed = true;
  }
  return changed;
}

/** `migrateData` helper for actor models: upgrades in place and returns the source. */
export function migrateActorSource(type: string, source: Rec): Rec {
  migrateActorSystem(type, source);
  return source;
}

/** `migrateData` helper for item models: upgrades in place and returns the source. */
export function migrateItemSource(type: string, source: Rec): Rec {
  migrateItemSystem(type, source);
  return source;
}

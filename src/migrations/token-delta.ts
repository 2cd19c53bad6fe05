/**
 * Pure planning of an unlinked token's migration (no Foundry globals). An unlinked token stores only its own
 * differences from the base actor in an ActorDelta; writing a whole migrated `system` there would pin every key, so
 * later edits to the base actor would stop reaching the token. The plan below changes only the keys the migration
 * touched: new values are set, obsolete keys are deleted, and a stored scalar that has become an object is replaced
 * outright (each in the running version's form: `-=key` / `==key` on v13, `_del` / `_replace` on v14,
 * core/version/update-operators.ts). Everything else in the delta is left as it was.
 */
import { isRecord } from "../rules/guards.ts";
import { ATTRIBUTE_IDS } from "../rules/index.ts";
import { migrateActorSystem } from "../data/migrations/transforms.ts";
import { deletionEntry, replacementEntry, type UpdateEntry } from "../core/version/update-operators.ts";

type Rec = Record<string, unknown>;

/** Deep equality of plain JSON values. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && sameValue(a[k], b[k]));
  }
  return false;
}

/** `over` merged onto a copy of `base`: objects merge key by key, anything else in `over` wins (as a delta does). */
export function overlay(base: unknown, over: unknown): unknown {
  return isRecord(base) && isRecord(over) ? overlayRecord(base, over) : structuredClone(over);
}

/** `overlay` of two objects. */
function overlayRecord(base: Rec, over: Rec): Rec {
  const out: Rec = structuredClone(base);
  for (const [key, value] of Object.entries(over)) out[key] = key in out ? overlay(out[key], value) : structuredClone(value);
  return out;
}

/** The keys of `value` that differ from `base` (the part a delta must store to turn `base` into `value`). */
function ownPart(value: unknown, base: unknown): unknown {
  if (!isRecord(value) || !isRecord(base)) return structuredClone(value);
  const out: Rec = {};
  for (const [key, v] of Object.entries(value)) {
    if (key in base && sameValue(v, base[key])) continue;
    out[key] = key in base ? ownPart(v, base[key]) : structuredClone(v);
  }
  return out;
}

/**
 * The update that brings a stored `delta` to the migrated state `after`, writing only what the migration changed.
 * `base` is the base actor's (migrated) system: a key the delta did not store is written only where `after` differs
 * from the base. Returns an empty object when nothing must change.
 */
export function deltaUpdate(base: unknown, delta: Rec, after: Rec): Rec {
  const baseRec = isRecord(base) ? base : {};
  const update: Rec = {};
  for (const [key, value] of Object.entries(after)) {
    const inherited = baseRec[key];
    if (!(key in delta)) {
      if (!(key in baseRec) || !sameValue(value, inherited)) update[key] = ownPart(value, inherited);
      continue;
    }
    const stored = delta[key];
    if (sameValue(value, stored)) continue;
    if (isRecord(value) && isRecord(stored)) {
      const inner = deltaUpdate(inherited, stored, value);
      if (Object.keys(inner).length) update[key] = inner;
    } else if (isRecord(value)) {
      // A scalar became an object: replace it outright, keeping only what differs from the base.
      const own = ownPart(value, inherited);
      put(update, isRecord(own) && !Object.keys(own).length ? deletionEntry(key) : replacementEntry(key, own));
    } else {
      update[key] = structuredClone(value);
    }
  }
  for (const key of Object.keys(delta)) if (!(key in after)) put(update, deletionEntry(key));
  return update;
}

/** Writes one update entry into `update`. */
function put(update: Rec, [key, value]: UpdateEntry): void {
  update[key] = value;
}

/**
 * A schema-1 delta usually stores only the attribute's current dice (`value`): its `max` was the base actor's. That
 * maximum is the base actor's total now, so it is filled in before the transform reads the attribute.
 */
function withBaseMaxima(delta: Rec, totals: Readonly<Record<string, number | undefined>>): Rec {
  const attrs = delta.attributes;
  if (!isRecord(attrs)) return delta;
  const filled: Rec = {};
  for (const [id, a] of Object.entries(attrs)) {
    const total = totals[id];
    const needsMax = isRecord(a) && "value" in a && !("max" in a) && typeof total === "number";
    filled[id] = needsMax ? { ...a, max: total } : a;
  }
  return { ...delta, attributes: filled };
}

/** Does a delta `system` still hold schema-1 shapes (including a lone attribute `value`)? */
export function deltaNeedsMigration(delta: unknown): boolean {
  if (!isRecord(delta)) return false;
  const attrs = delta.attributes;
  const oldAttribute = isRecord(attrs) && ATTRIBUTE_IDS.some((id) => {
    const attribute = attrs[id];
    return isRecord(attribute) && "value" in attribute;
  });
  return oldAttribute || typeof delta.mobility === "number" || typeof delta.potential === "number";
}

/**
 * Plans an unlinked token's migration: the base actor's migrated `system` overlaid with the token's stored delta is
 * upgraded, and the delta receives only the keys that changed. `totals` are the base actor's attribute totals (for
 * deltas that store only `value`). Returns `null` when the delta needs nothing.
 */
export function planTokenDelta(type: string, base: unknown, delta: unknown, totals: Readonly<Record<string, number | undefined>> = {}): Rec | null {
  if (!isRecord(delta) || !deltaNeedsMigration(delta)) return null;
  const completed = withBaseMaxima(delta, totals);
  const after = overlayRecord(isRecord(base) ? base : {}, completed);
  migrateActorSystem(type, after);
  const update = deltaUpdate(base, delta, after);
  return Object.keys(update).length ? update : null;
}

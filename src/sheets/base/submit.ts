/**
 * Form submission helpers (pure). A form names array entries by index (`system.attacks.0.label`), which expands to an
 * object keyed "0", "1" …; Foundry's array fields want whole arrays. `mergeIndexedArrays` rebuilds each such object
 * into a full array over the stored one, so an edit of one attack's label keeps every other attack and field.
 */

import { isRecord } from "../../rules/guards.ts";
import type { FieldLike } from "../../data/schema-check.ts";
import { isTextListField, rootField, type SystemSchema } from "../view/schema-fields.ts";

type Rec = Record<string, unknown>;
const isIndexed = (v: Rec): boolean => {
  const keys = Object.keys(v);
  return keys.length > 0 && keys.every((k) => /^\d+$/.test(k));
};

/**
 * Returns `changes` (an expanded form object) with every index-keyed object that sits where `source` has an array
 * replaced by that array with the indexed entries merged in (deeply, recursively). Nothing is mutated.
 */
export function mergeIndexedArrays(changes: unknown, source: unknown): unknown {
  if (!isRecord(changes)) return changes;
  if (Array.isArray(source) && isIndexed(changes)) {
    const out: unknown[] = source.map((entry: unknown) => structuredClone(entry));
    for (const [key, value] of Object.entries(changes)) {
      const i = Number(key);
      if (i > out.length) continue; // a stale row index: ignore rather than leave holes
      out[i] = mergeEntry(out[i], value);
    }
    return out;
  }
  const src = isRecord(source) ? source : {};
  const out: Rec = {};
  for (const [key, value] of Object.entries(changes)) out[key] = mergeIndexedArrays(value, src[key]);
  return out;
}

function mergeEntry(stored: unknown, value: unknown): unknown {
  if (!isRecord(value)) return value;
  if (Array.isArray(stored)) return mergeIndexedArrays(value, stored);
  if (!isRecord(stored)) return mergeIndexedArrays(value, undefined);
  const out: Rec = { ...stored };
  for (const [k, v] of Object.entries(value)) out[k] = isRecord(v) ? mergeEntry(stored[k], v) : v;
  return out;
}

/** Reads a list of lines (a textarea for a list of free strings) into the stored list: trimmed, no blanks. */
export function linesToList(text: unknown): string[] {
  if (Array.isArray(text)) return text.map(String).map((s) => s.trim()).filter(Boolean);
  return String(text ?? "").split(/\r?\n/).map((s) => s.trim()).filter(Boolean);
}

/** Moves entry `from` of a list one place up (-1) or down (+1); out-of-range moves return a copy unchanged. */
export function moveEntry<T>(list: readonly T[], from: number, delta: -1 | 1): T[] {
  const out = [...list];
  const to = from + delta;
  if (from < 0 || from >= out.length || to < 0 || to >= out.length) return out;
  out.splice(to, 0, ...out.splice(from, 1));
  return out;
}

/**
 * Turns textarea text into string lists wherever the schema has a list of free strings, walking objects and array
 * entries. Use after {@link mergeIndexedArrays}, on the `system` part of the changes.
 */
export function normalizeLists(changes: unknown, schema: SystemSchema): unknown {
  return normalizeField(changes, rootField(schema));
}

function normalizeField(changes: unknown, field: FieldLike): unknown {
  if (field.fields && isRecord(changes)) {
    const out: Rec = {};
    for (const [key, value] of Object.entries(changes)) {
      const sub = field.fields[key];
      out[key] = sub ? normalizeField(value, sub) : value;
    }
    return out;
  }
  const element = field.element;
  if (element) {
    if (isTextListField(field) && (typeof changes === "string" || changes === null)) return linesToList(changes);
    if (Array.isArray(changes)) return changes.map((entry) => normalizeField(entry, element));
  }
  return changes;
}

/**
 * The stored fields that decide an attack or a defense (docs/queries.md, "What the GM sees a player change"), read
 * flat from a document's source: one entry per leaf, keyed by its path, valued by its JSON text. Two readings are
 * compared leaf by leaf (what changed, readable) or through a short fingerprint (whether anything changed). Pure.
 */
import { isRecord } from "../../rules/guards.ts";
import { MAX_VALUE_TEXT } from "./change-marks.ts";

/**
 * An item's deciding fields: attacks, dice and penetration, protections, modifiers, what it fires, its ⚡. Not the
 * rounds loaded or the charge left: they change in honest play (a reload), and during a fight the GM's ledger keeps
 * them (combat/ledger/), so a reload never holds an attack.
 */
export const ITEM_DECIDING_PATHS = [
  "system.attacks", "system.protection", "system.attributeMods", "system.statMods", "system.rollModifiers",
  "system.block", "system.set.bonus", "system.ammunition", "system.activation", "system.additionalActivations",
] as const;

/** An actor's deciding fields: trained (or NPC base) attributes, maxima, protection, immunities, the potential log. */
export const ACTOR_DECIDING_PATHS = [
  "system.attributes.might.trained", "system.attributes.energy.trained", "system.attributes.spirit.trained",
  "system.attributes.might.base", "system.attributes.energy.base", "system.attributes.spirit.base",
  "system.mobility.max", "system.protection", "system.immune", "system.potential.total", "system.potential.log",
] as const;

/** Most leaves read from one document (a larger reading is cut: the fingerprint still covers all of it). */
const MAX_LEAVES = 300;

/** The deciding fields of one document, flat: leaf path → JSON text. */
export type FlatFields = Record<string, string>;

/** The value at a dotted path of a plain source, or undefined. */
function at(source: unknown, path: string): unknown {
  let here: unknown = source;
  for (const key of path.split(".")) {
    if (!isRecord(here) && !Array.isArray(here)) return undefined;
    here = isRecord(here) ? here[key] : undefined;
  }
  return here;
}

/** Walks `value` into `out` (arrays by index, objects by key in order), `path` its prefix. */
function flatten(value: unknown, path: string, out: FlatFields): void {
  if (Object.keys(out).length >= MAX_LEAVES) return;
  if (Array.isArray(value)) {
    if (value.length === 0) out[path] = "[]";
    value.forEach((v, i) => flatten(v, `${path}.${i}`, out));
  } else if (isRecord(value)) {
    const keys = Object.keys(value).sort();
    if (keys.length === 0) out[path] = "{}";
    for (const key of keys) flatten(value[key], `${path}.${key}`, out);
  } else if (value !== undefined) {
    out[path] = JSON.stringify(value) ?? "null";
  }
}

/** The deciding fields at `paths` of a document's source (absent fields are left out). */
export function decidingFields(source: unknown, paths: readonly string[]): FlatFields {
  const out: FlatFields = {};
  for (const path of paths) flatten(at(source, path), path, out);
  return out;
}

/** A short fingerprint of a reading (FNV-1a over its sorted leaves, twice with different seeds). */
export function fingerprint(fields: FlatFields): string {
  const text = Object.keys(fields).sort().map((k) => `${k}=${fields[k] ?? ""}`).join("\n");
  const hash = (seed: number) => {
    let h = seed >>> 0;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
    return h.toString(16).padStart(8, "0");
  };
  return `${hash(2166136261)}${hash(0x9747b28c)}`;
}

/** One field that differs: its path (without `system.`) and both values, "—" where a side has none. */
export interface FieldChange {
  path: string;
  from: string;
  to: string;
}

const clip = (text: string | undefined): string => (text === undefined ? "—" : text.length > MAX_VALUE_TEXT ? `${text.slice(0, MAX_VALUE_TEXT - 1)}…` : text);

/** The leaves that differ between two readings, in path order. */
export function changedFields(before: FlatFields, after: FlatFields): FieldChange[] {
  const paths = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return paths.filter((p) => before[p] !== after[p]).map((p) => ({ path: p.replace(/^system\./, ""), from: clip(before[p]), to: clip(after[p]) }));
}

/** Does an update's diff (`changed`, nested as the update hooks give it) touch one of `paths`? */
export function touchesDeciding(changed: unknown, paths: readonly string[]): boolean {
  return paths.some((path) => {
    let here: unknown = changed;
    for (const key of path.split(".")) {
      if (!isRecord(here)) return false;
      // A flat key written as a dotted path ("system.attacks" in one key) counts as well.
      if (Object.keys(here).some((k) => k !== key && k.startsWith(`${key}.`))) return true;
      if (!(key in here)) return false;
      here = here[key];
    }
    return true;
  });
}

/**
 * Type guards the whole system shares, so a fact about an unknown value is checked once at runtime instead of
 * asserted at each call site. Pure: no Foundry globals, no DOM.
 */

/** An object whose keys can be read (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A record made as a literal or by JSON (its prototype `Object.prototype` or none), not an instance of a class: what
 * a strict reader of untrusted data accepts, where a getter or an inherited key must not stand in for an own value.
 */
export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Whether `value` is one of `choices`, narrowing it to their literal union. */
export function isOneOf<T extends string | number>(choices: readonly T[], value: unknown): value is T {
  // A plain loop: derivation calls this for every stored choice of every item (bench/data.bench.ts).
  for (let i = 0; i < choices.length; i++) if (choices[i] === value) return true;
  return false;
}

/** The keys of an object typed as its own keys (only for objects built from a closed literal, never from input). */
export function keysOf<T extends object>(object: T): (keyof T & string)[] {
  // cast: Object.keys widens to string[]; callers pass objects whose keys are exactly T's
  return Object.keys(object) as (keyof T & string)[];
}

/** The entries of a record keyed by a literal union. */
export function entriesOf<K extends string, V>(object: Partial<Record<K, V>>): [K, V][] {
  // cast: Object.entries widens keys to string; the record's keys are K by its type
  return Object.entries(object) as [K, V][];
}

/** A record keyed by every one of `keys`, each value made by `make`. */
export function recordOf<K extends string, V>(keys: readonly K[], make: (key: K) => V): Record<K, V> {
  // cast: the object is filled with every key of K just below, before anyone reads it
  const out = {} as Record<K, V>;
  for (const key of keys) out[key] = make(key);
  return out;
}

/** A finite number, or `fallback`. */
export function numberOr(value: unknown, fallback: number): number {
  // Stryker disable next-line ConditionalExpression: Number.isFinite refuses non-numbers too; typeof narrows the type
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

/** A string, or `fallback`. */
export function stringOr(value: unknown, fallback: string): string {
  return typeof value === "string" ? value : fallback;
}

/** An array of strings (other entries dropped), or an empty array. */
export function stringsOf(value: unknown): string[] {
  const out: string[] = [];
  if (!Array.isArray(value)) return out;
  // A plain loop (no callback per call): sheets and cards read every stored list through this.
  for (const entry of value) if (typeof entry === "string") out.push(entry);
  return out;
}

/** The record at `key` of an unknown value, or undefined. */
export function recordAt(value: unknown, key: string): Record<string, unknown> | undefined {
  if (!isRecord(value)) return undefined;
  const inner = value[key];
  return isRecord(inner) ? inner : undefined;
}

/** The entries of an array that are records (other entries dropped), or an empty array. */
export function recordsOf(value: unknown): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  if (!Array.isArray(value)) return out;
  for (const entry of value) if (isRecord(entry)) out.push(entry);
  return out;
}

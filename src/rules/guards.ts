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

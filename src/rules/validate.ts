/**
 * Small input guards shared by the rules core. Every guard throws a RangeError whose message names
 * the function and the argument, so a bad call is easy to trace.
 */

/** Throws unless `value` is a finite number. */
export function assertFinite(fn: string, name: string, value: number): void {
  if (!Number.isFinite(value)) {
    throw new RangeError(`${fn}: ${name} must be a finite number, got ${String(value)}`);
  }
}

/** Throws unless `value` is an integer (finite, no fraction). */
export function assertInteger(fn: string, name: string, value: number): void {
  if (!Number.isInteger(value)) {
    throw new RangeError(`${fn}: ${name} must be an integer, got ${String(value)}`);
  }
}

/** Throws unless `value` is an integer ≥ `min`. */
export function assertIntegerAtLeast(fn: string, name: string, value: number, min: number): void {
  assertInteger(fn, name, value);
  if (value < min) throw new RangeError(`${fn}: ${name} must be at least ${min}, got ${value}`);
}

/** Throws unless `value` is a number that is not NaN (±Infinity allowed). */
export function assertNotNaN(fn: string, name: string, value: number): void {
  if (typeof value !== "number" || Number.isNaN(value)) {
    throw new RangeError(`${fn}: ${name} must be a number, got ${String(value)}`);
  }
}

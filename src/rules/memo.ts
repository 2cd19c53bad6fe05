/**
 * A memo of computed values that holds at most `limit` of them: when it is full, the value stored first makes room
 * for the new one. The dice probabilities (dice.ts) keep the pool sizes a table asks about without growing with
 * every pool a long session ever asked for.
 */
export class BoundedMemo<K, V> {
  readonly #values = new Map<K, V>();

  constructor(readonly limit: number) {}

  /** How many values it holds now. */
  get size(): number {
    return this.#values.size;
  }

  /** The value stored for `key`, else `compute()`'s, stored (values are never undefined). */
  get(key: K, compute: () => V): V {
    const known = this.#values.get(key);
    if (known !== undefined) return known;
    const value = compute();
    if (this.#values.size >= this.limit) {
      const oldest = this.#values.keys().next();
      if (!oldest.done) this.#values.delete(oldest.value);
    }
    this.#values.set(key, value);
    return value;
  }
}

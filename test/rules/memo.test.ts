/** The bounded memo the dice probabilities keep their distributions in (src/rules/memo.ts). */
import { describe, expect, it } from "vitest";
import { BoundedMemo } from "../../src/rules/memo.ts";

/** A memo of squares that counts how often each key was computed. */
function squares(limit: number) {
  const computed = new Map<number, number>();
  const memo = new BoundedMemo<number, number>(limit);
  const ask = (key: number) => memo.get(key, () => {
    computed.set(key, (computed.get(key) ?? 0) + 1);
    return key * key;
  });
  return { memo, ask, computed };
}

describe("BoundedMemo", () => {
  it("computes a key once while it is held, and answers with the stored value", () => {
    const { ask, computed } = squares(3);
    expect([ask(2), ask(2), ask(3), ask(2)]).toEqual([4, 4, 9, 4]);
    expect(Object.fromEntries(computed)).toEqual({ 2: 1, 3: 1 });
  });

  it("holds exactly `limit` values: the last one that fits evicts nothing", () => {
    const { memo, ask, computed } = squares(3);
    for (const key of [1, 2, 3]) ask(key);
    expect(memo.size).toBe(3);
    for (const key of [1, 2, 3]) ask(key);
    expect([...computed.values()]).toEqual([1, 1, 1]);
  });

  it("when full, lets the value stored first make room, and never holds more than `limit`", () => {
    const { memo, ask, computed } = squares(3);
    for (const key of [1, 2, 3, 4]) ask(key);
    expect(memo.size).toBe(3);
    ask(2);
    ask(3);
    ask(4);
    expect(computed.get(2)).toBe(1);
    ask(1);
    expect(computed.get(1)).toBe(2);
    expect(memo.size).toBe(3);
  });

  it("with a limit of one, holds the last value only", () => {
    const { memo, ask, computed } = squares(1);
    ask(1);
    ask(2);
    ask(2);
    ask(1);
    expect(memo.size).toBe(1);
    expect(Object.fromEntries(computed)).toEqual({ 1: 2, 2: 1 });
  });
});

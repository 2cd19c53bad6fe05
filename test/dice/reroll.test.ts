import { describe, expect, it } from "vitest";
import { canReroll, readRerolls, recordReroll } from "../../src/dice/reroll.ts";

describe("re-roll records", () => {
  it("append the replaced result without touching the old history", () => {
    const first = recordReroll(undefined, { total: 1, faces: [1, 4] }, "GM", 10);
    const second = recordReroll(first, { total: 3, faces: [2, 1] }, "Alice", 20);
    expect(first).toHaveLength(1);
    expect(second).toEqual([
      { total: 1, faces: [1, 4], by: "GM", at: 10 },
      { total: 3, faces: [2, 1], by: "Alice", at: 20 },
    ]);
  });

  it("drop malformed stored entries", () => {
    expect(readRerolls([{ total: 1, faces: [1], by: "GM", at: 1 }, { total: "x" }, null])).toHaveLength(1);
    expect(readRerolls("nope")).toEqual([]);
  });

  it("are allowed for the GM and the roll's author only", () => {
    expect(canReroll({ isGM: true, id: "gm" }, "alice")).toBe(true);
    expect(canReroll({ isGM: false, id: "alice" }, "alice")).toBe(true);
    expect(canReroll({ isGM: false, id: "bob" }, "alice")).toBe(false);
    expect(canReroll({ isGM: false, id: null }, null)).toBe(false);
  });
});

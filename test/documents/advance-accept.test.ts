/** Issue 34: what the GM's watch accepts as made inside an advancement window, and the windows as stored (pure). */
import { describe, expect, it } from "vitest";
import { advancementOnly } from "../../src/documents/change-log/advance-accept.ts";
import { ACTOR_DECIDING_PATHS, decidingFields } from "../../src/documents/change-log/deciding-fields.ts";
import { readAdvanceWindows, withAdvanceWindow, advanceWindowOf } from "../../src/documents/logic/advancement-lock.ts";
import { restOpensWindow } from "../../src/actions/rest-clock-gm.ts";

type Entry = { kind: string; reason: string; amount: number; target: string; note: string };
const character = (trained: { might?: number; energy?: number } = {}, log: Entry[] = [], total = 36) => decidingFields({
  system: {
    attributes: { might: { trained: trained.might ?? 3 }, energy: { trained: trained.energy ?? 3 }, spirit: { trained: 3 } },
    mobility: { max: 3 }, protection: { physical: 0 }, potential: { total, log },
  },
}, ACTOR_DECIDING_PATHS);
const raise = (target: string, amount: number): Entry => ({ kind: "spend", reason: "raise", amount, target, note: "" });
const obtain = (amount: number): Entry => ({ kind: "spend", reason: "obtain", amount, target: "Crush", note: "" });

describe("advancementOnly", () => {
  const fresh = character();
  it("accepts raises paid at the rulebook's cost and spends added at the end", () => {
    expect(advancementOnly(fresh, character({ might: 4 }, [raise("might", 9)]))).toBe(true);
    expect(advancementOnly(fresh, character({ might: 5 }, [raise("might", 9), raise("might", 12)]))).toBe(true);
    expect(advancementOnly(fresh, character({ might: 4, energy: 4 }, [raise("might", 9), raise("energy", 9)]))).toBe(true);
    expect(advancementOnly(fresh, character({}, [obtain(6)]))).toBe(true);
    const before = character({ might: 4 }, [raise("might", 9)]);
    expect(advancementOnly(before, character({ might: 4 }, [raise("might", 9), obtain(3)]))).toBe(true);
  });
  it("refuses a raise paid short, over, or to another attribute", () => {
    expect(advancementOnly(fresh, character({ might: 4 }, [raise("might", 3)]))).toBe(false);
    expect(advancementOnly(fresh, character({ might: 4 }, [raise("might", 12)]))).toBe(false);
    expect(advancementOnly(fresh, character({ might: 4 }, [raise("energy", 9)]))).toBe(false);
    expect(advancementOnly(fresh, character({ might: 4 }))).toBe(false);
  });
  it("refuses a lower trained value, a changed or removed entry, a renounce, a new total, overspending, no change", () => {
    const before = character({ might: 4 }, [raise("might", 9)]);
    expect(advancementOnly(before, character({ might: 3 }, [raise("might", 9)]))).toBe(false);
    expect(advancementOnly(before, character({ might: 4 }, [raise("might", 0)]))).toBe(false);
    expect(advancementOnly(before, character({ might: 3 }, []))).toBe(false);
    expect(advancementOnly(before, character({ might: 4 }, [raise("might", 9), { kind: "renounce", reason: "renounce", amount: 3, target: "Crush", note: "" }]))).toBe(false);
    expect(advancementOnly(fresh, character({}, [obtain(3)], 99))).toBe(false);
    expect(advancementOnly(fresh, character({}, [obtain(37)]))).toBe(false);
    expect(advancementOnly(fresh, character())).toBe(false);
  });
  it("refuses any other deciding field changed with it", () => {
    const after = { ...character({ might: 4 }, [raise("might", 9)]), "system.mobility.max": "9" };
    expect(advancementOnly(fresh, after)).toBe(false);
  });
});

describe("the stored windows", () => {
  const id = "a".repeat(16);
  it("read strictly: actor ids with a true mark only", () => {
    expect(readAdvanceWindows({ [id]: { rested: true }, bad: { rested: true }, ["b".repeat(16)]: { rested: "yes" } })).toEqual({ [id]: { rested: true, unlocked: false } });
    expect(readAdvanceWindows(null)).toEqual({});
    expect(readAdvanceWindows([1])).toEqual({});
  });
  it("open and close per mark; an entry with nothing open is dropped", () => {
    const open = withAdvanceWindow({}, id, { rested: true });
    expect(advanceWindowOf(open, id)).toEqual({ rested: true, unlocked: false });
    const both = withAdvanceWindow(open, id, { unlocked: true });
    expect(withAdvanceWindow(both, id, { rested: false })).toEqual({ [id]: { rested: false, unlocked: true } });
    expect(withAdvanceWindow(open, id, { rested: false })).toEqual({});
    expect(advanceWindowOf({}, null)).toEqual({ rested: false, unlocked: false });
  });
  it("a rest opens one when it ends ahead or ended within the last hour of world time", () => {
    expect(restOpensWindow(7200, 3600)).toBe(true);
    expect(restOpensWindow(3600, 7200)).toBe(true);
    expect(restOpensWindow(3599, 7200)).toBe(false);
    expect(restOpensWindow(undefined, 0)).toBe(false);
    expect(restOpensWindow(Number.NaN, 0)).toBe(false);
  });
});

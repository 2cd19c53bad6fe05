/** Resting (§7.3) at its edges: the hour limit, untouched and void attributes, and dice lost beyond the total. */
import { describe, expect, it } from "vitest";
import type { DerivedAttribute } from "../../src/rules/index.ts";
import { planRest } from "../../src/documents/logic/rest.ts";
import type { PoolView } from "../../src/documents/logic/pools.ts";

const pool = (total: number, lost: number, invalid = false): DerivedAttribute => ({
  trained: total, base: total, temp: 0, total, max: total, value: invalid ? total : Math.max(0, total - lost), lost, invalid,
});
const view = (might: DerivedAttribute, energy = pool(3, 0), spirit = pool(3, 0)): PoolView => ({
  attributes: { might, energy, spirit }, mobility: { value: 3, max: 3 }, consciousness: "conscious",
});
/** Faces of all 1s (a point each), recording how many dice each roll asked for. */
function ones() {
  const asked: [number, string][] = [];
  return { asked, roll: (n: number, id: string) => (asked.push([n, id]), Array.from({ length: n }, () => 1)) };
}

describe("planRest at the edges", () => {
  it("rests up to a year of hours and refuses one more, naming the number", () => {
    expect(planRest(view(pool(3, 0)), 24 * 365, ones().roll)).toMatchObject({ ok: true });
    expect(planRest(view(pool(3, 0)), 24 * 365 + 1, ones().roll)).toEqual({ ok: false, warn: "MESHAL.Warn.badNumber", data: { value: "8761" } });
    expect(planRest(view(pool(3, 0)), 0, ones().roll)).toEqual({ ok: false, warn: "MESHAL.Warn.badNumber", data: { value: "0" } });
  });

  it("rolls the current dice of a damaged attribute and writes only what changed", () => {
    const r = ones();
    const plan = planRest(view(pool(4, 1)), 2, r.roll);
    expect(r.asked).toEqual([[3, "might"]]);
    expect(plan).toEqual({
      ok: true,
      update: { "system.attributes.might.lost": 0 },
      log: { might: [{ diceRolled: 3, points: 3, recovered: 1, after: 4 }], energy: [], spirit: [] },
      fullyRestored: true,
    });
  });

  it("counts dice lost beyond the total from no dice at all", () => {
    const r = ones();
    const plan = planRest(view(pool(2, 5)), 1, r.roll);
    expect(r.asked).toEqual([[1, "might"]]);
    expect(plan).toMatchObject({ ok: true, update: { "system.attributes.might.lost": 4 }, fullyRestored: false });
    expect(plan.ok && plan.log.might).toEqual([{ diceRolled: 1, points: 1, recovered: 1, after: 0 }]);
  });

  it("never rests a void attribute, whatever lost it stores", () => {
    const r = ones();
    const plan = planRest(view(pool(3, 0), pool(3, 2, true)), 3, r.roll);
    expect(r.asked).toEqual([]);
    expect(plan).toEqual({ ok: true, update: {}, log: { might: [], energy: [], spirit: [] }, fullyRestored: true });
  });
});

import { describe, expect, it } from "vitest";
import { restView } from "../../src/actions/rest-view.ts";
import { planRest } from "../../src/documents/logic/rest.ts";
import type { PoolView } from "../../src/documents/logic/pools.ts";
import { compileTemplate } from "../support/handlebars.ts";

/** A wounded character: Might 1 of 4 dice, Energy unhurt, Spirit 0 of 3. */
const attribute = (value: number, total: number) => ({ value, total, max: total, lost: total - value, invalid: false });
const wounded = { attributes: { might: attribute(1, 4), energy: attribute(3, 3), spirit: attribute(0, 3) } } as unknown as PoolView;
const before = { might: { value: 1, total: 4 }, energy: { value: 3, total: 3 }, spirit: { value: 0, total: 3 } };

/** Faces for each roll, in order: Might hour 1 (1 die), Might hour 2 (3 dice), Spirit hour 1 (1 die), Spirit hour 2. */
function facesFrom(queue: number[][]) {
  return (n: number) => {
    const faces = queue.shift() ?? [];
    expect(faces).toHaveLength(n);
    return faces;
  };
}

describe("rest card", () => {
  const plan = planRest(wounded, 2, facesFrom([[2], [1, 6, 5], [1], [2]]));
  if (!plan.ok) throw new Error("rest refused");
  const view = restView(2, before, plan.log, plan.fullyRestored);

  it("lists each damaged attribute's hours and the dice before and after", () => {
    expect(view.rows.map((r) => r.attribute)).toEqual(["might", "spirit"]);
    expect(view.rows[0]).toMatchObject({ before: 1, after: 4, total: 4 });
    expect(view.rows[0]!.hours).toEqual([
      { hour: 1, dice: 1, points: 2, recovered: 2 },
      { hour: 2, dice: 3, points: 1, recovered: 1 },
    ]);
    expect(view.rows[1]).toMatchObject({ before: 0, after: 3 });
    expect(view.fullyRestored).toBe(true);
  });

  it.each(["en", "cn"] as const)("renders in %s with every string localised", (lang) => {
    const html = compileTemplate("chat/rest.hbs", lang)(view);
    expect(html).not.toMatch(/!MESHAL\./);
    expect(html).toContain(lang === "en" ? "Rest: 2 h" : "休息：2 小时");
    expect(html).toContain(lang === "en" ? "Might" : "强壮");
    expect(html).toContain("1 → 4 / 4");
    expect(html).toContain(lang === "en" ? "Fully restored." : "已完全恢复。");
  });

  it("says so when nothing was damaged", () => {
    const fresh = { attributes: { might: attribute(3, 3), energy: attribute(3, 3), spirit: attribute(3, 3) } } as unknown as PoolView;
    const rested = planRest(fresh, 1, () => []);
    if (!rested.ok) throw new Error("rest refused");
    const html = compileTemplate("chat/rest.hbs", "en")(restView(1, before, rested.log, rested.fullyRestored));
    expect(html).toContain("nothing to recover");
  });
});

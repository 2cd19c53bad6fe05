import { describe, expect, it } from "vitest";
import { restView, restViewOf } from "../../src/actions/rest-view.ts";
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
    expect(html).toContain(lang === "en" ? "Fully restored: every die is back." : "已完全恢复：所有骰子都已恢复。");
  });

  it("a rest that leaves dice to recover says which, and never that it fully restored", () => {
    const short = planRest(wounded, 1, facesFrom([[2], [1]])); // Might +2 (3 of 4), Spirit +1 (1 of 3)
    if (!short.ok) throw new Error("rest refused");
    const partial = restView(1, before, short.log, short.fullyRestored);
    expect(partial).toMatchObject({ outcome: "short", short: [{ attribute: "might", dice: 1 }, { attribute: "spirit", dice: 2 }], held: [] });
    for (const lang of ["en", "cn"] as const) {
      const html = compileTemplate("chat/rest.hbs", lang)(partial);
      expect(html).toContain(lang === "en" ? "Not fully restored: resting longer recovers the rest." : "未完全恢复：继续休息可恢复余下的骰子。");
      expect(html).toContain(lang === "en" ? "Still to recover: Might −1." : "尚未恢复：1 颗强壮骰。");
      expect(html).toContain(lang === "en" ? "Still to recover: Spirit −2." : "尚未恢复：2 颗精神骰。");
      expect(html).not.toContain(lang === "en" ? "Fully restored" : "已完全恢复");
    }
  });

  it("a rest that brought every damage die back while a need holds one says both, without contradiction", () => {
    const rows = [{ attribute: "spirit" as const, before: 1, after: 2, total: 3, steps: [{ dice: 1, points: 2, recovered: 1 }] }];
    {
      const view = restViewOf({ hours: 1, rows, fullyRestored: true, held: { might: 0, energy: 0, spirit: 1 } });
      expect(view).toMatchObject({ outcome: "damageBack", short: [], held: [{ attribute: "spirit", dice: 1 }] });
      const html = compileTemplate("chat/rest.hbs", "en")(view);
      expect(html).toContain("No die lost to damage is missing");
      expect(html).toContain("Still lost to exhaustion: Spirit −1.");
      expect(html).not.toContain("Fully restored");
    }
  });

  it("says so when nothing was damaged", () => {
    const fresh = { attributes: { might: attribute(3, 3), energy: attribute(3, 3), spirit: attribute(3, 3) } } as unknown as PoolView;
    const rested = planRest(fresh, 1, () => []);
    if (!rested.ok) throw new Error("rest refused");
    const html = compileTemplate("chat/rest.hbs", "en")(restView(1, before, rested.log, rested.fullyRestored));
    expect(html).toContain("nothing to recover");
  });
});

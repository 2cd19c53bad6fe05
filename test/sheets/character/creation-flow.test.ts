/**
 * A new player's creation, click by click, through the same pure plans the sheet's buttons run: pick a species, a
 * size and a gender, raise two attributes, obtain two abilities, buy a dagger, finish. Counts the clicks and checks
 * the result is legal.
 */
import { describe, expect, it } from "vitest";
import * as A from "../../fixtures/data-actors.ts";
import * as I from "../../fixtures/data-items.ts";
import { planObtain, planRaiseTrained, type AbilityView } from "../../../src/documents/logic/potential.ts";
import { creationBudget, isInCreation, planCreationLower, planFeaturePotential } from "../../../src/sheets/character/creation/creation.ts";
import { abilityChoices } from "../../../src/sheets/character/creation/creation-choices.ts";
import { ownedAbilities } from "../../../src/sheets/character/advancement.ts";
import { prepared } from "./support.ts";

type Rec = Record<string, unknown>;

/** Writes a flat `system.*` update into a stored system (what `actor.update` does to the source). */
function apply(system: Rec, update: Rec): void {
  for (const [path, value] of Object.entries(update)) {
    const keys = path.replace(/^system\./, "").split(".");
    let node = system;
    for (const k of keys.slice(0, -1)) node = node[k] as Rec;
    node[keys.at(-1)!] = value;
  }
}

describe("creation mode, as a new player", () => {
  it("makes a legal character in a handful of clicks without arithmetic", () => {
    const a = A.freshCharacter();
    a.items = [];
    let clicks = 0;
    const now = () => prepared(() => a);
    expect(isInCreation(undefined, now().system, now().items)).toBe(true);

    // Click 1–3: species Human (its +12 potential is added by the sheet), size Medium, gender Male.
    for (const feature of [I.human(), I.medium(), I.male()]) {
      clicks++;
      const plan = planFeaturePotential(now().system, feature, 1);
      if (plan.ok) apply(a.system, plan.update);
      a.items.push(feature);
    }
    expect(creationBudget(now().system, now().items).steps[0]!.done).toBe(true);
    expect(now().system.potential.display).toBe("0/48");

    // Click 4–6: raise Might twice (9 + 12), then undo one raise (a refund, not a renounce).
    for (let i = 0; i < 2; i++) {
      clicks++;
      const plan = planRaiseTrained(now().system, "might");
      expect(plan.ok).toBe(true);
      if (plan.ok) apply(a.system, plan.update);
    }
    expect(now().system.potential.display).toBe("21/27");
    clicks++;
    const undo = planCreationLower(now().system, "might");
    if (undo.ok) apply(a.system, undo.update);
    expect(now().system.potential.display).toBe("9/39");

    // Click 7–8: obtain two abilities from the picker; the over-cap one is refused with its reason.
    const index = [
      { uuid: "crush", name: "Crush", system: { level: 2, attributeType: "might" } },
      { uuid: "titan", name: "Titan grip", system: { level: 5, attributeType: "might" } },
      { uuid: "lore", name: "Herb lore", system: { level: 2, attributeType: "common" } },
    ];
    const offers = abilityChoices(index, now().system, now().items).rows;
    expect(offers.find((r) => r.uuid === "titan")).toMatchObject({ allowed: false, reasonKey: "MESHAL.Warn.abilityOverLoad" });
    for (const pick of offers.filter((r) => r.allowed)) {
      clicks++;
      const e = index.find((x) => x.uuid === pick.uuid)!;
      const item = I.ability(e.name, e.system.level, e.system.attributeType);
      const plan = planObtain(now().system, item as unknown as AbilityView, ownedAbilities(now().items));
      expect(plan.ok).toBe(true);
      if (plan.ok) apply(a.system, plan.update);
      a.items.push(item);
    }

    // Click 9: a dagger from the gear step.
    clicks++;
    a.items.push({ ...I.dagger(), system: { ...I.dagger().system, value: 1080 } });

    // Click 10: finish.
    const budget = creationBudget(now().system, now().items);
    clicks++;
    expect(budget.canFinish).toBe(true);
    expect(budget.display).toBe("21/27");
    expect(budget.missing).toEqual([]);
    expect(clicks).toBe(10);
  });
});

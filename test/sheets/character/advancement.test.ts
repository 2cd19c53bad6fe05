import { describe, expect, it } from "vitest";
import * as A from "../../fixtures/data-actors.ts";
import * as I from "../../fixtures/data-items.ts";
import {
  advancementOptions, previewIntensify, previewObtain, previewRaise, previewRenounce, recentLog,
} from "../../../src/sheets/character/advancement.ts";
import {
  creationBudget, isInCreation, planCreationLower, planCreationRemoveAbility, planFeaturePotential,
} from "../../../src/sheets/character/creation/creation.ts";
import { abilityChoices, featureChoices } from "../../../src/sheets/character/creation/creation-choices.ts";
import { prepared } from "./support.ts";

const ability = (level: number, attributeType: "might" | "energy" | "spirit" | "common") => ({
  name: "Test ability",
  system: {
    level, attributeType, gifted: false, potentialCost: null,
    intensify: { enabled: false, cost: null, costPlusSteps: false, maxSteps: null, maxStepsAttribute: "" as const, steps: 0, spent: 0 },
  },
});

describe("advancement previews", () => {
  it("raising a trained attribute costs trained × 3 and shows the new strength/unspent", () => {
    const p = previewRaise(prepared(A.woundedCharacter).system, "might");
    // Trained 4 → 5 costs 12; 9 already spent of 36.
    expect(p).toMatchObject({ ok: true, cost: 12, before: { display: "9/27" }, after: { strength: 21, unspent: 15, display: "21/15" } });
  });

  it("refuses with the reason when potential is short or during Moment mode", () => {
    const poor = prepared(A.freshCharacter, (a) => { (a.system.potential as { total: number }).total = 5; }).system;
    expect(previewRaise(poor, "might")).toMatchObject({ ok: false, cost: 9, reasonKey: "MESHAL.Warn.notEnoughPotential", reasonData: { cost: 9, unspent: 5 } });
    expect(previewRaise(prepared(A.freshCharacter).system, "energy", { inMoment: true }).reasonKey).toBe("MESHAL.Warn.notDuringMoment");
  });

  it("refuses an ability above the base cap and prices one within it", () => {
    const c = prepared(A.freshCharacter);
    expect(previewObtain(c.system, ability(4, "might"), "x", c.items)).toMatchObject({ ok: false, reasonKey: "MESHAL.Warn.abilityOverLoad" });
    expect(previewObtain(c.system, ability(3, "might"), "x", c.items)).toMatchObject({ ok: true, cost: 9, after: { display: "9/27" } });
  });

  it("intensify costs the ability's step cost; renounce removes strength without refund", () => {
    const c = prepared(A.armouredCharacter);
    const pick = c.items.find((i) => i.name === "pickpocket")!;
    expect(previewIntensify(c.system, pick)).toMatchObject({ ok: true, cost: 3, after: { strength: 12, unspent: 24 } });
    expect(previewRenounce(c.system, pick)).toMatchObject({ ok: true, cost: 9, after: { strength: 0, unspent: 27, display: "0/27" } });
  });

  it("offers no renounce for gifted abilities and no intensify where it is not enabled", () => {
    const c = prepared(A.freshCharacter);
    const opts = advancementOptions(c.system, c.items);
    expect([opts.raises.might.cost, opts.raises.energy.cost, opts.raises.spirit.cost]).toEqual([9, 9, 9]);
    expect(opts.abilities).toEqual([{ id: expect.any(String), name: "free-will", intensify: null, renounce: null }]);
  });

  it("lists the log newest first with attribute targets as lang keys", () => {
    const lines = recentLog([
      { kind: "spend", reason: "raise", amount: 9, target: "might", note: "3→4" },
      { kind: "renounce", reason: "renounce", amount: 6, target: "Leap", note: "" },
    ]);
    expect(lines.map((l) => [l.amount, l.renounce, l.targetKey, l.target])).toEqual([
      [6, true, null, "Leap"], [9, false, "MESHAL.Attribute.might", "might"],
    ]);
  });
});

describe("creation budget", () => {
  it("starts at the granted potential; finishing waits for a gender, a raise, an ability and gear, each named with its step", () => {
    const c = prepared(A.freshCharacter);
    const b = creationBudget(c.system, c.items);
    expect(b).toMatchObject({ starting: 36, featureBonus: 12, granted: 36, display: "0/36", canFinish: false });
    expect(b.missing.map((m) => [m.stepKey, m.key])).toEqual([
      ["MESHAL.CharacterSheet.creation.stepFeatures", "MESHAL.CharacterSheet.creation.unmet.needGender"],
      ["MESHAL.CharacterSheet.creation.stepAttributes", "MESHAL.CharacterSheet.creation.unmet.needRaise"],
      ["MESHAL.CharacterSheet.creation.stepAbilities", "MESHAL.CharacterSheet.creation.unmet.needAbility"],
      ["MESHAL.CharacterSheet.creation.stepGear", "MESHAL.CharacterSheet.creation.unmet.needGear"],
    ]);
    expect(b.hints[0]).toMatchObject({ key: "MESHAL.CharacterSheet.creation.unspentLeft", data: { unspent: 36 } });
    expect(b.attributes.map((a) => [a.id, a.raise.cost, a.canLower])).toEqual([["might", 9, false], ["energy", 9, false], ["spirit", 9, false]]);
  });

  it("blocks finishing without a species, size or gender, when overspent, over an ability cap, or with an ability not paid for", () => {
    const c = prepared(A.freshCharacter, (a) => {
      a.items = a.items.filter((i) => i.type !== "feature");
      (a.system.potential as { log: unknown[] }).log = [{ kind: "spend", reason: "adjust", amount: 40, target: "", note: "" }];
      a.items.push(I.ability("crush", 4, "might"));
    });
    const b = creationBudget(c.system, c.items);
    expect(b.canFinish).toBe(false);
    const key = (k: string) => `MESHAL.CharacterSheet.creation.${k}`;
    expect(b.missing.map((m) => m.key)).toEqual([
      key("needSpecies"), key("needSize"), key("unmet.needGender"), key("unmet.needRaise"), key("overspent"),
      key("unmet.needAbility"), key("unmet.ungrantedGift"), key("unmet.unpaidAbility"), key("overloaded"), key("unmet.needGear"),
    ]);
    expect(b.missing.find((m) => m.key === key("overloaded"))?.data).toMatchObject({ attribute: "might", load: 4, base: 3 });
    expect(b.steps.map((s) => s.done)).toEqual([false, false, false, false, false]);
  });

  it("undoes the last raise with a full refund", () => {
    const c = prepared(A.woundedCharacter);
    const plan = planCreationLower(c.system, "might");
    expect(plan).toEqual({ ok: true, refund: 9, update: { "system.attributes.might.trained": 3, "system.potential.log": [] } });
    expect(planCreationLower(c.system, "energy")).toMatchObject({ ok: false, warn: "MESHAL.CharacterSheet.creation.nothingToUndo" });
    expect(creationBudget(c.system, c.items).attributes[0]).toMatchObject({ canLower: true, refund: 9 });
  });

  it("removing an ability while creating refunds its obtain and intensify entries", () => {
    const c = prepared(A.armouredCharacter, (a) => {
      (a.system.potential as { log: unknown[] }).log.push({ kind: "spend", reason: "intensify", amount: 3, target: "pickpocket", note: "+1" });
      (a.system.potential as { log: { target: string }[] }).log[0]!.target = "pickpocket";
    });
    const pick = c.items.find((i) => i.name === "pickpocket")!;
    expect(planCreationRemoveAbility(c.system, pick)).toEqual({ ok: true, refund: 12, update: { "system.potential.log": [] } });
  });

  it("moves a feature's initial potential into the total, and back", () => {
    const c = prepared(A.freshCharacter);
    expect(planFeaturePotential(c.system, I.human(), 1)).toEqual({ ok: true, update: { "system.potential.total": 48 } });
    expect(planFeaturePotential(c.system, I.human(), -1)).toEqual({ ok: true, update: { "system.potential.total": 24 } });
    expect(planFeaturePotential(c.system, I.medium(), 1)).toEqual({ ok: true, update: {} });
  });

  it("treats an untouched character as new unless a flag says otherwise", () => {
    const bare = prepared(A.freshCharacter, (a) => { a.items = []; });
    expect(isInCreation(undefined, bare.system, bare.items)).toBe(true);
    expect(isInCreation(false, bare.system, bare.items)).toBe(false);
    const fresh = prepared(A.freshCharacter);
    expect(isInCreation(undefined, fresh.system, fresh.items)).toBe(false);
    expect(isInCreation(true, fresh.system, fresh.items)).toBe(true);
  });
});

describe("creation pickers", () => {
  const abilities = [
    { uuid: "a1", name: "Crush", system: { level: 2, attributeType: "might", gifted: false } },
    { uuid: "a2", name: "Titan grip", system: { level: 4, attributeType: "might", gifted: false } },
    { uuid: "a3", name: "Gift", system: { level: 1, attributeType: "spirit", gifted: true } },
    { uuid: "a4", name: "Lore", system: { level: 1, attributeType: "common", gifted: false, potentialCost: 5 } },
  ];

  it("prices abilities live, refuses over-cap ones with the reason and hides gifted ones", () => {
    const c = prepared(A.freshCharacter);
    const { rows } = abilityChoices(abilities, c.system, c.items);
    expect(rows.map((r) => [r.name, r.cost, r.allowed, r.reasonKey])).toEqual([
      ["Lore", 5, true, null],
      ["Crush", 6, true, null],
      ["Titan grip", 12, false, "MESHAL.Warn.abilityOverLoad"],
    ]);
    expect(abilityChoices(abilities, c.system, c.items, { allowedOnly: true, text: "cru" }).rows.map((r) => r.name)).toEqual(["Crush"]);
  });

  it("groups features by kind and marks owned ones", () => {
    const c = prepared(A.freshCharacter);
    const groups = featureChoices([
      { uuid: "f1", name: "Human", system: { kind: "species", identifier: "human" } },
      { uuid: "f2", name: "Dwarf", system: { kind: "species", identifier: "dwarf" } },
      { uuid: "f3", name: "Small", system: { kind: "size", identifier: "small" } },
    ], c.items);
    expect(groups.map((g) => g.kind)).toEqual(["species", "size"]);
    expect(groups[0]!.options).toEqual([{ uuid: "f2", name: "Dwarf", owned: false, gives: [] }, { uuid: "f1", name: "Human", owned: true, gives: [] }]);
  });
});

describe("gifted abilities of features", async () => {
  const { giftData, giftUuids, giftsOf } = await import("../../../src/sheets/character/creation/feature-gifts.ts");
  const index = [
    { uuid: "Compendium.x.abilities.Item.a", name: "Free will", system: { identifier: "free-will" } },
    { uuid: "Compendium.x.abilities.Item.b", name: "Common language", system: { identifier: "common-language" } },
  ];

  it("adds only the granted abilities not owned yet, marked gifted by the feature", () => {
    const c = prepared(A.freshCharacter);
    expect(giftUuids(I.human(), index, c.items)).toEqual(["Compendium.x.abilities.Item.b"]);
    const data = giftData({ name: "Common language", type: "ability", system: { gifted: false, grantedBy: "", level: 1 } }, "u", "human");
    expect(data.system).toMatchObject({ gifted: true, grantedBy: "human", level: 1 });
    expect(data._stats.compendiumSource).toBe("u");
  });

  it("finds the gifts to remove with their feature", () => {
    const c = prepared(A.freshCharacter);
    expect(giftsOf("human", c.items)).toEqual([c.items.find((i) => i.name === "free-will")!.id]);
    expect(giftsOf("dwarf", c.items)).toEqual([]);
  });
});

/** The encounter panel's view (§8.1): sides from token dispositions, the gap and band, each PC's share and bonus. */
import { describe, expect, it } from "vitest";
import { awardShares, encounterView, sideOf, type EncounterCreature } from "../../src/combat/encounter/encounter-view.ts";

const pc = (name: string, strength: number, more: Partial<EncounterCreature> = {}): EncounterCreature =>
  ({ actorUuid: `Actor.${name}`, name, pc: true, disposition: 1, strength, state: "conscious", ...more });
const npc = (name: string, strength: number, disposition: number | null = -1): EncounterCreature =>
  ({ actorUuid: `Actor.${name}`, name, pc: false, disposition, strength, state: "conscious" });

describe("sides", () => {
  it("hostile and friendly tokens count on their side; neutral and secret on neither; no token: PCs friendly, others hostile", () => {
    expect(sideOf({ pc: false, disposition: -1 })).toBe("hostile");
    expect(sideOf({ pc: true, disposition: 1 })).toBe("friendly");
    expect(sideOf({ pc: false, disposition: 0 })).toBe("neutral");
    expect(sideOf({ pc: false, disposition: -2 })).toBe("neutral");
    expect(sideOf({ pc: true, disposition: null })).toBe("friendly");
    expect(sideOf({ pc: false, disposition: null })).toBe("hostile");
  });

  it("the GM decides: a side the GM set wins; a creature a player owns is friendly whatever its token's disposition", () => {
    expect(sideOf({ pc: true, disposition: -1, playerOwned: true })).toBe("friendly");
    expect(sideOf({ pc: false, disposition: -1, playerOwned: true })).toBe("friendly");
    expect(sideOf({ pc: true, disposition: 1, playerOwned: true, side: "hostile" })).toBe("hostile");
    expect(sideOf({ pc: false, disposition: -1, side: "neutral" })).toBe("neutral");
    const view = encounterView([pc("Ann", 10, { disposition: -1, playerOwned: true, combatantId: "c1" }), npc("Ogre", 200)], false);
    expect(view.friendly).toEqual([{ id: "c1", name: "Ann", strength: 10, side: "friendly" }]);
  });
});

describe("encounterView", () => {
  it("sums each side, truncates the gap and reads the band and reward (−30.5 → −30: Basic, 1)", () => {
    // (Σ hostile 39 − Σ friendly 100) ÷ 2 = −30.5
    const view = encounterView([pc("Ann", 50), pc("Bo", 40), npc("Wolf", 10, 1), npc("Brute", 39), npc("Cat", 99, 0)], false);
    expect(view.hostile).toEqual([{ id: "", name: "Brute", strength: 39, side: "hostile" }]);
    expect(view.friendly.map((r) => r.name)).toEqual(["Ann", "Bo", "Wolf"]);
    expect(view.neutral.map((r) => r.name)).toEqual(["Cat"]);
    expect([view.hostileStrength, view.friendlyStrength]).toEqual([39, 100]);
    // (39 − 100) ÷ 3 = −20.33 → −20: Basic
    // Divided by the three friendly creatures (the wolf among them), not by the two PCs.
    expect(view.assessment).toEqual({ gap: -20, band: "Basic", bandKey: "MESHAL.Encounter.band.Basic", reward: 1, divisor: 3 });
    expect(view.bands).toEqual([
      { bandKey: "MESHAL.Encounter.band.Easy", range: "≤ −31", reward: 0, current: false },
      { bandKey: "MESHAL.Encounter.band.Basic", range: "−30 … −1", reward: 1, current: true },
      { bandKey: "MESHAL.Encounter.band.Rival", range: "0 … 29", reward: 2, current: false },
      { bandKey: "MESHAL.Encounter.band.Messy", range: "30 … 59", reward: 3, current: false },
      { bandKey: "MESHAL.Encounter.band.Tough", range: "60 … 89", reward: 6, current: false },
      { bandKey: "MESHAL.Encounter.band.Desperate", range: "≥ 90", reward: 12, current: false },
    ]);
    expect(view.pcs.map((p) => [p.name, p.eligible, p.reward, p.bonusMax])).toEqual([["Ann", true, 1, 0], ["Bo", true, 1, 0]]);
    expect(view.canAward).toBe(true);
  });

  it("a PC that is unconscious, dead or not friendly gets nothing, with the reason; a PC listed twice counts once for the award", () => {
    const view = encounterView([pc("Ann", 10), pc("Ann", 10), pc("Bo", 10, { state: "unconscious" }), pc("Cy", 10, { state: "dead" }), pc("Di", 10, { disposition: 0 }), npc("Ogre", 200)], true);
    expect(view.pcs.map((p) => [p.name, p.eligible, p.reasonKey])).toEqual([
      ["Ann", true, ""], ["Bo", false, "MESHAL.Encounter.state.unconscious"], ["Cy", false, "MESHAL.Encounter.state.dead"], ["Di", false, "MESHAL.Encounter.notFriendly"],
    ]);
    // (200 − 40) ÷ 4 = 40: Messy, 3 each; bonus up to 3.
    expect(view.assessment?.band).toBe("Messy");
    expect(view.pcs[0]).toMatchObject({ reward: 3, bonusMax: 3 });
  });

  it("no friendly creature: no assessment, nothing to award", () => {
    const view = encounterView([npc("Ogre", 20), pc("Di", 10, { disposition: -1 })], true);
    expect(view.assessment).toBeNull();
    expect(view.canAward).toBe(false);
  });

  it("an Easy fight rewards nothing", () => {
    const view = encounterView([pc("Ann", 100), npc("Rat", 1)], true);
    expect(view.assessment).toMatchObject({ band: "Easy", reward: 0 });
    expect(view.pcs[0]).toMatchObject({ eligible: true, reward: 0, bonusMax: 0 });
    expect(view.canAward).toBe(false);
    expect(awardShares(view, { "Actor.Ann": 3 })).toEqual([]);
  });
});

describe("awardShares", () => {
  const basic = (bonus: boolean) => encounterView([pc("Ann", 10), npc("Brute", 5)], bonus); // gap −5: Basic, 1
  it("adds the bonus only with the rule, never above the reward or 3, never below 0", () => {
    expect(awardShares(basic(false), { "Actor.Ann": 3 })).toEqual([{ actorUuid: "Actor.Ann", name: "Ann", amount: 1, bonus: 0 }]);
    expect(awardShares(basic(true), { "Actor.Ann": 3 })[0]).toMatchObject({ amount: 2, bonus: 1 });
    expect(awardShares(basic(true), { "Actor.Ann": -2 })[0]).toMatchObject({ amount: 1, bonus: 0 });
    expect(awardShares(basic(true), { "Actor.Ann": Number.NaN })[0]).toMatchObject({ amount: 1, bonus: 0 });
  });
});

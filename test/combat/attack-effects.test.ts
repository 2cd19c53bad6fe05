/** The actor updates behind decided attack-card requests: ⚡ of a defense, dice removed by Apply, dice back on Undo. */
import { describe, expect, it } from "vitest";
import { damageUpdate, defenseSpend, restoreUpdate, targetActorNow, type EffectView } from "../../src/combat/attack/gm/attack-effects.ts";

const attr = (total: number, lost = 0, invalid = false) => ({ trained: total, base: total, temp: 0, total, max: total, value: invalid ? total : total - lost, lost, invalid });
// Cast below: the fixture fills only the attribute fields the planners read.
const view = (over: Partial<EffectView> = {}): EffectView => ({
  attributes: { might: attr(4), energy: attr(3), spirit: attr(3) },
  mobility: { value: 2, max: 3, owed: 0 },
  consciousness: "conscious",
  ...over,
} as EffectView);

describe("defense ⚡", () => {
  it("spends the reaction's ⚡ in a started combat, on anyone's turn", () => {
    expect(defenseSpend(view(), 1, true)).toEqual({ ok: true, update: { "system.mobility.value": 1 }, long: null });
  });

  it("spends and refuses nothing outside combat", () => {
    expect(defenseSpend(view({ mobility: { value: 0, max: 3 } }), 1, false)).toEqual({ ok: true, update: {} });
  });

  it("refuses without enough ⚡, while unconscious, or during a long action", () => {
    expect(defenseSpend(view({ mobility: { value: 0, max: 3 } }), 1, true)).toMatchObject({ ok: false, warn: "MESHAL.Warn.notEnoughMobility" });
    expect(defenseSpend(view({ consciousness: "unconscious" }), 1, true)).toMatchObject({ ok: false, warn: "MESHAL.Warn.cannotActUnconscious" });
    expect(defenseSpend(view({ mobility: { value: 2, max: 3, owed: 2 } }), 1, true)).toMatchObject({ ok: false, warn: "MESHAL.Warn.longActionInProgress" });
  });
});

describe("applying damage", () => {
  it("raises the dice lost by the split", () => {
    const plan = damageUpdate(view(), { kind: "damage", damage: 3, allocation: { might: 1, energy: 2, spirit: 0 }, kill: false }, ["might", "energy"]);
    expect(plan).toMatchObject({ ok: true, update: { "system.attributes.might.lost": 1, "system.attributes.energy.lost": 2 } });
  });

  it("stores the coup de grâce's death, and a death the dice reach", () => {
    expect(damageUpdate(view(), { kind: "damage", damage: 1, allocation: { might: 1, energy: 0, spirit: 0 }, kill: true }, ["might"]))
      .toMatchObject({ ok: true, update: { "system.life.dead": true } });
    const lethal = damageUpdate(view({ attributes: { might: attr(4, 3), energy: attr(3, 3), spirit: attr(3, 3) } }), { kind: "damage", damage: 1, allocation: { might: 1, energy: 0, spirit: 0 }, kill: false }, ["might"]);
    expect(lethal).toMatchObject({ ok: true, update: { "system.life.dead": true, "system.attributes.might.lost": 4 } });
  });

  it("refuses a split that no longer fits the actor's dice", () => {
    expect(damageUpdate(view({ attributes: { might: attr(4, 3), energy: attr(3), spirit: attr(3) } }), { kind: "damage", damage: 3, allocation: { might: 3, energy: 0, spirit: 0 }, kill: false }, ["might"]))
      .toMatchObject({ ok: false, warn: "MESHAL.Warn.badSplit" });
  });
});

describe("undoing damage", () => {
  it("lowers the dice lost by what comes back", () => {
    const hurt = view({ attributes: { might: attr(4, 3), energy: attr(3, 2), spirit: attr(3) } });
    expect(restoreUpdate(hurt, { kind: "restore", dice: { might: 3, energy: 1, spirit: 0 }, clearDeath: false }))
      .toEqual({ ok: true, update: { "system.attributes.might.lost": 0, "system.attributes.energy.lost": 1 } });
  });

  it("clears the death the application stored in the same update, so the dice can come back", () => {
    const dead = view({ attributes: { might: attr(4, 4), energy: attr(3), spirit: attr(3) }, consciousness: "dead" });
    expect(restoreUpdate(dead, { kind: "restore", dice: { might: 2, energy: 0, spirit: 0 }, clearDeath: true }))
      .toEqual({ ok: true, update: { "system.life.dead": false, "system.attributes.might.lost": 2 } });
  });

  it("gives the dice back to the dead but keeps a death it did not store (§7.2)", () => {
    const dead = view({ attributes: { might: attr(4, 4), energy: attr(3), spirit: attr(3) }, consciousness: "dead" });
    expect(restoreUpdate(dead, { kind: "restore", dice: { might: 2, energy: 0, spirit: 0 }, clearDeath: false }))
      .toEqual({ ok: true, update: { "system.attributes.might.lost": 2 } });
  });
});

describe("the target actor for the decision", () => {
  it("reads each pool's dice now and total, a void attribute as null", () => {
    expect(targetActorNow(view({ attributes: { might: attr(4, 1), energy: attr(3, 0, true), spirit: attr(3) }, consciousness: "unconscious" }))).toEqual({
      pools: { might: { value: 3, total: 4 }, energy: null, spirit: { value: 3, total: 3 } }, consciousness: "unconscious",
    });
  });
});

import { describe, expect, it } from "vitest";
import { planAmmoUse } from "../../src/actions/ammo-use.ts";
import { attackToMake } from "../../src/combat/attack/start/attack-start-plan.ts";
import { revolver } from "../fixtures/data-items.ts";

const weapon = (reload: object, charge: object = { capacity: 0, value: 0 }) => ({ reload, charge });

describe("planAmmoUse: the rounds and charge an attack takes from its weapon", () => {
  it("takes one loaded round per shot", () => {
    expect(planAmmoUse({ consumes: { ammunition: 1 } }, weapon({ capacity: 6, value: 6 }))).toEqual({ ok: true, update: { "system.reload.value": 5 } });
    expect(planAmmoUse({ consumes: { ammunition: 1 } }, weapon({ capacity: 6, value: 1 }))).toEqual({ ok: true, update: { "system.reload.value": 0 } });
  });

  it("refuses an empty weapon, naming what is loaded and needed", () => {
    expect(planAmmoUse({ consumes: { ammunition: 1 } }, weapon({ capacity: 6, value: 0 })))
      .toEqual({ ok: false, reasonKey: "MESHAL.Attack.start.emptyWeapon", needed: 1, loaded: 0 });
  });

  it("a range of rounds (×3~5) takes the least and needs at least that many", () => {
    const burst = { consumes: { ammunition: 3, ammunitionMax: 5 } };
    expect(planAmmoUse(burst, weapon({ capacity: 30, value: 4 }))).toEqual({ ok: true, update: { "system.reload.value": 1 } });
    expect(planAmmoUse(burst, weapon({ capacity: 30, value: 2 }))).toMatchObject({ ok: false, needed: 3, loaded: 2 });
  });

  it("counts stored charge the same way", () => {
    const shot = { consumes: { charge: 1 } };
    expect(planAmmoUse(shot, weapon({ capacity: 0, value: 0 }, { capacity: 3, value: 2 }))).toEqual({ ok: true, update: { "system.charge.value": 1 } });
    expect(planAmmoUse(shot, weapon({ capacity: 0, value: 0 }, { capacity: 3, value: 0 }))).toMatchObject({ ok: false, reasonKey: "MESHAL.Attack.start.noCharge" });
  });

  it("counts nothing for an attack that fires nothing, or a weapon with no stored capacity (a magazine's)", () => {
    expect(planAmmoUse({ consumes: { ammunition: 0, charge: 0 } }, weapon({ capacity: 6, value: 0 }))).toEqual({ ok: true, update: {} });
    expect(planAmmoUse({}, null)).toEqual({ ok: true, update: {} });
    expect(planAmmoUse({ consumes: { ammunition: 1 } }, weapon({ capacity: 0, value: 0 }))).toEqual({ ok: true, update: {} });
  });
});

describe("attackToMake refuses an empty weapon before anything is spent", () => {
  const gun = (value: number) => {
    const r = revolver();
    return { name: r.name, system: { ...r.system, equipped: true, reload: { ...(r.system.reload as object), value } } };
  };

  it("hands the GM the update of the round fired", () => {
    expect(attackToMake(gun(6), 0)).toMatchObject({ ok: true, ammo: { "system.reload.value": 5 } });
  });

  it("refuses with the weapon named when nothing is loaded", () => {
    expect(attackToMake(gun(0), 0)).toEqual({
      ok: false, reasonKey: "MESHAL.Attack.start.emptyWeapon", data: { item: "9mm Revolver", needed: "1", loaded: "0" },
    });
  });
});

/**
 * Equipping (§3.3, §3.8) at its edges: natural kinds, which other items count as worn, the optional body-part and
 * slot rules, the carrying limits counted per piece, and what doffing warns about.
 */
import { describe, expect, it } from "vitest";
import { planEquip, planUnequip, type EquipCandidate } from "../../src/documents/logic/equip.ts";
import { deriveAttribute, type AttributeId, type DerivedAttribute } from "../../src/rules/index.ts";

type Sys = EquipCandidate["system"];
const slots = (...s: [string, number][]) => ({ natural: false, noSlot: false, slots: s.map(([slot, count]) => ({ slot, count })) });
const item = (id: string, type: string, system: Sys = {}): EquipCandidate => ({ id, type, system: { carried: true, equipped: false, ...system } });
const worn = (id: string, type: string, system: Sys = {}) => item(id, type, { ...system, equipped: true });
const ok = { ok: true, update: { "system.equipped": true, "system.carried": true } };
const lightItems = (n: number) => Array.from({ length: n }, (_, i) => item(`l${i}`, "gear", { scale: "light" }));

describe("planEquip: natural kinds and the items that count as worn", () => {
  it("refuses an item whose kinds alone make it natural, and equips one with no kinds or equip data at all", () => {
    expect(planEquip(item("claw", "weapon", { kinds: ["naturalWeapon"] }), [], "conscious")).toMatchObject({ warn: "MESHAL.Warn.naturalItem" });
    expect(planEquip(item("hide", "protection", { kinds: ["naturalProtection"] }), [], "conscious")).toMatchObject({ warn: "MESHAL.Warn.naturalItem" });
    expect(planEquip(item("bare", "weapon"), [item("other", "gear")], "conscious")).toEqual(ok);
    expect(planEquip(item("horn", "weapon", { kinds: ["impact"], equip: { ...slots(), natural: true } }), [], "conscious")).toEqual({ ok: false, warn: "MESHAL.Warn.naturalItem" });
  });

  it("names a natural item as natural before any other refusal: unconscious, or already marked equipped", () => {
    const natural = { ok: false, warn: "MESHAL.Warn.naturalItem" };
    const horn = item("horn", "weapon", { kinds: ["impact"], equip: { ...slots(), natural: true } });
    const claw = item("claw", "weapon", { kinds: ["naturalWeapon"] });
    const hide = item("hide", "protection", { kinds: ["naturalProtection"] });
    for (const candidate of [horn, claw, hide]) {
      expect(planEquip(candidate, [], "unconscious")).toEqual(natural);
      expect(planEquip({ ...candidate, system: { ...candidate.system, equipped: true } }, [], "conscious")).toEqual(natural);
    }
  });

  it("counts only worn, equippable, non-natural items; never the item's own entry", () => {
    const ring = item("ring", "accessory", { kinds: ["jewelry"] });
    expect(planEquip(ring, [{ ...ring, system: { ...ring.system, equipped: true } }], "conscious")).toEqual(ok);
    expect(planEquip(ring, [item("r2", "accessory", { kinds: ["jewelry"] })], "conscious")).toEqual(ok);
    expect(planEquip(ring, [worn("g", "gear", { kinds: ["jewelry"] })], "conscious")).toEqual(ok);
    expect(planEquip(ring, [worn("n", "accessory", { kinds: ["jewelry"], equip: { ...slots(), natural: true } })], "conscious")).toEqual(ok);
    expect(planEquip(ring, [worn("r3", "accessory", { kinds: ["jewelry"] })], "conscious")).toMatchObject({ warn: "MESHAL.Warn.accessoryKindTaken" });
  });

  it("maps newer accessory kinds to their seed kind for accessories only", () => {
    const pendant = worn("p", "accessory", { kinds: ["pendant"] });
    expect(planEquip(item("n", "accessory", { kinds: ["necklace"] }), [pendant], "conscious")).toMatchObject({ warn: "MESHAL.Warn.accessoryKindTaken" });
    expect(planEquip(item("w", "weapon", { kinds: ["necklace"] }), [pendant], "conscious")).toEqual(ok);
  });
});

describe("planEquip under the body-part rule", () => {
  const arms = { bodyParts: { head: 1, torso: 1, arm: 2, leg: 2 } };
  const sword = worn("sword", "weapon", { kinds: ["blade"], equip: slots(["weapon", 1]) });
  it("a weapon held in both hands needs both arms; a one-handed one or a non-weapon does not", () => {
    const bow = item("bow", "weapon", { kinds: ["projectile"], equip: slots(["weapon", 2]) });
    expect(planEquip(bow, [sword], "conscious", arms)).toEqual({ ok: false, warn: "MESHAL.Warn.bodyPartTaken", data: { part: "arm" } });
    expect(planEquip(item("axe", "weapon", { kinds: ["blade", "heavyKind"], equip: slots(["weapon", 1]) }), [sword], "conscious", arms)).toEqual(ok);
    expect(planEquip(item("charm", "accessory", { kinds: ["pendant"], equip: slots(["weapon", 2]) }), [sword, worn("s2", "weapon", { kinds: ["blade"] })], "conscious", arms)).toEqual(ok);
    expect(planEquip(item("mixed", "weapon", { kinds: ["projectile", "oddKind"], equip: slots(["weapon", 2]) }), [sword], "conscious", arms)).toMatchObject({ warn: "MESHAL.Warn.bodyPartTaken" });
  });
});

describe("planEquip under the newer slot rule", () => {
  it("counts the slots of worn items, except those that take none, and fits an item that has room", () => {
    const helm = (id: string, system: Sys = {}) => item(id, "protection", { kinds: ["helmet"], equip: slots(["helmet", 1]), ...system });
    const wornHelm = { ...helm("h1"), system: { ...helm("h1").system, equipped: true } };
    const noSlotHelm = { ...wornHelm, id: "h2", system: { ...wornHelm.system, equip: { ...slots(["helmet", 1]), noSlot: true } } };
    expect(planEquip(helm("h3"), [wornHelm], "conscious", { equipSlots: { helmet: 1 } })).toEqual({ ok: false, warn: "MESHAL.Warn.slotTaken", data: { slot: "helmet", free: 0 } });
    expect(planEquip(helm("h3"), [noSlotHelm], "conscious", { equipSlots: { helmet: 1 } })).toEqual(ok);
    expect(planEquip(helm("h3"), [worn("bare", "weapon")], "conscious", { equipSlots: { helmet: 1 } })).toEqual(ok);
    expect(planEquip(item("cap", "protection", { kinds: ["helmet"] }), [wornHelm], "conscious", { equipSlots: { helmet: 1 } })).toEqual(ok);
    expect(planEquip(helm("h3"), [wornHelm], "conscious", { equipSlots: {} })).toMatchObject({ warn: "MESHAL.Warn.slotTaken" });
    const ring = item("ring", "accessory", { kinds: ["jewelry"], equip: slots(["ring", 1]) });
    expect(planEquip(ring, [worn("bare", "weapon")], "conscious", { equipSlots: { accessory: 1 } })).toEqual(ok);
  });
});

describe("planEquip and the carrying limits", () => {
  it("checks every piece of an uncarried stack, and nothing for an item already carried or without a scale", () => {
    const stack = (quantity: number) => item("darts", "weapon", { kinds: ["throwing"], scale: "light", quantity, carried: false });
    expect(planEquip(stack(1), lightItems(8), "conscious")).toEqual(ok);
    expect(planEquip(stack(3), lightItems(7), "conscious")).toEqual({ ok: false, warn: "MESHAL.Warn.carryLimit", data: { scale: "light" } });
    expect(planEquip(stack(2), lightItems(7), "conscious")).toEqual(ok);
    expect(planEquip({ ...stack(1), system: { ...stack(1).system, carried: true } }, lightItems(9), "conscious")).toEqual(ok);
    expect(planEquip(item("x", "weapon", { carried: false }), lightItems(9), "conscious")).toEqual(ok);
  });
});

describe("planUnequip at the edges", () => {
  const pool = (base: number, temp: number, lost: number, invalid = false): DerivedAttribute =>
    deriveAttribute({ trained: base, featureMod: 0, tempMod: temp, lost, invalid });
  const attrs = (might: DerivedAttribute): Record<AttributeId, DerivedAttribute> => ({ might, energy: pool(3, 0, 0), spirit: pool(3, 0, 0) });
  const amulet = (mods?: Record<AttributeId, number>) => worn("amulet", "accessory", { kinds: ["pendant"], ...(mods ? { attributeMods: mods } : {}) });

  it("refuses a non-equippable or natural item", () => {
    expect(planUnequip(worn("rope", "gear"), attrs(pool(3, 0, 0)))).toEqual({ ok: false, warn: "MESHAL.Warn.notEquippable" });
    expect(planUnequip(worn("claw", "weapon", { equip: { ...slots(), natural: true } }), attrs(pool(3, 0, 0)))).toEqual({ ok: false, warn: "MESHAL.Warn.notEquippable" });
  });

  it("warns only for an attribute the item's bonus holds above 0 dice", () => {
    expect(planUnequip(amulet({ might: 2, energy: 0, spirit: 0 }), attrs(pool(1, 2, 2)))).toMatchObject({ ok: true, knocksOut: ["might"] });
    expect(planUnequip(amulet({ might: 2, energy: 0, spirit: 0 }), attrs(pool(1, 2, 3)))).toMatchObject({ knocksOut: [] });
    expect(planUnequip(amulet({ might: 2, energy: 0, spirit: 0 }), attrs(pool(1, 2, 0)))).toMatchObject({ knocksOut: [] });
    expect(planUnequip(amulet(), attrs(pool(1, 2, 2)))).toMatchObject({ ok: true, knocksOut: [] });
  });

  it("counts the bonus of a set the item completes: losing it too can knock the creature out", () => {
    // Might 1 trained + 1 from a complete set, 1 die lost: 1 die left, held only by the set's bonus.
    const might = pool(1, 1, 1);
    expect(planUnequip(amulet(), attrs(might))).toMatchObject({ knocksOut: [] });
    expect(planUnequip(amulet(), attrs(might), { might: 1, energy: 0, spirit: 0 })).toMatchObject({ ok: true, knocksOut: ["might"] });
  });
});

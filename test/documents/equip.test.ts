import { describe, expect, it } from "vitest";
import { carriedCounts, planEquip, planUnequip, type EquipCandidate } from "../../src/documents/logic/equip.ts";
import { deriveActor } from "../../src/data/actor/derive.ts";
import { armouredCharacter, deriveInput, freshCharacter } from "../fixtures/data-actors.ts";
import * as I from "../fixtures/data-items.ts";

const asCandidates = (items: I.FixtureItem[]) => items as unknown as EquipCandidate[];

describe("planEquip", () => {
  it("equips a carried dagger", () => {
    const a = freshCharacter();
    const dagger = I.dagger();
    a.items.push(dagger);
    expect(planEquip(dagger as never, asCandidates(a.items), "conscious")).toEqual({
      ok: true, update: { "system.equipped": true, "system.carried": true },
    });
  });
  it("refuses natural weapons, already equipped items and non-equippable types", () => {
    const a = freshCharacter();
    const fists = a.items.find((i) => i.name === "Fists & Feet")!;
    expect(planEquip(fists as never, asCandidates(a.items), "conscious")).toMatchObject({ warn: "MESHAL.Warn.naturalItem" });
    const mail = I.chainmail(true);
    expect(planEquip(mail as never, [], "conscious")).toMatchObject({ warn: "MESHAL.Warn.alreadyEquipped" });
    expect(planEquip(I.rope() as never, [], "conscious")).toMatchObject({ warn: "MESHAL.Warn.notEquippable" });
  });
  it("refuses a second accessory of the same seed kind (a ring next to the signet ring: both jewelry)", () => {
    const a = armouredCharacter();
    const ring = I.plainRing(false);
    a.items.push(ring);
    expect(planEquip(ring as never, asCandidates(a.items), "conscious")).toEqual({
      ok: false, warn: "MESHAL.Warn.accessoryKindTaken", data: { kind: "jewelry" },
    });
  });
  it("refuses while unconscious", () => {
    expect(planEquip(I.dagger() as never, [], "unconscious")).toMatchObject({ warn: "MESHAL.Warn.cannotActUnconscious" });
  });
  it("with body parts on, a second helmet has no free head", () => {
    const a = armouredCharacter();
    const hood = { ...I.bascinet(false), id: "hood0000000000001" };
    a.items.push(hood);
    const plan = planEquip(hood as never, asCandidates(a.items), "conscious", { bodyParts: { head: 1, torso: 1, arm: 2, leg: 2 } });
    expect(plan).toMatchObject({ ok: false, warn: "MESHAL.Warn.bodyPartTaken", data: { part: "head" } });
    expect(planEquip(hood as never, asCandidates(a.items), "conscious").ok).toBe(true);
  });
  it("with body parts on, a weapon held in both hands (weapon slots ×2: longbow, thorn chain) takes two arms", () => {
    const humanoid = { bodyParts: { head: 1, torso: 1, arm: 2, leg: 2 } };
    const dagger = { ...I.dagger(), id: "dagger1" };
    dagger.system = { ...dagger.system, equipped: true };
    const bow = { ...I.dagger(), id: "bow1", name: "Longbow" };
    bow.system = { ...bow.system, kinds: ["projectile"], equip: { cost: 1, slots: [{ slot: "weapon", count: 2 }] } };
    // one arm holds the dagger: the bow needs both
    expect(planEquip(bow as never, asCandidates([dagger, bow]), "conscious", humanoid)).toEqual({
      ok: false, warn: "MESHAL.Warn.bodyPartTaken", data: { part: "arm" },
    });
    expect(planEquip(bow as never, asCandidates([bow]), "conscious", humanoid).ok).toBe(true);
    // and a held bow leaves no arm for a dagger
    const heldBow = { ...bow, system: { ...bow.system, equipped: true } };
    const spare = { ...I.dagger(), id: "dagger2" };
    expect(planEquip(spare as never, asCandidates([heldBow, spare]), "conscious", humanoid)).toMatchObject({ ok: false, data: { part: "arm" } });
    // two one-handed daggers fit two arms
    expect(planEquip(spare as never, asCandidates([dagger, spare]), "conscious", humanoid).ok).toBe(true);
    // without the optional rule the arms are not counted
    expect(planEquip(bow as never, asCandidates([dagger, bow]), "conscious").ok).toBe(true);
  });
  it("with newer equip slots on, a third one-handed weapon finds no weapon slot", () => {
    const a = freshCharacter();
    const d1 = { ...I.dagger(), id: "d1" };
    const d2 = { ...I.dagger(), id: "d2" };
    const d3 = { ...I.dagger(), id: "d3" };
    d1.system = { ...d1.system, equipped: true };
    d2.system = { ...d2.system, equipped: true };
    a.items.push(d1, d2, d3);
    const plan = planEquip(d3 as never, asCandidates(a.items), "conscious", { equipSlots: { weapon: 2, accessory: 3 } });
    expect(plan).toEqual({ ok: false, warn: "MESHAL.Warn.slotTaken", data: { slot: "weapon", free: 0 } });
  });
  it("equipping an item you don't carry must fit the carrying limit (≤ 3 heavy)", () => {
    const a = freshCharacter();
    for (let n = 0; n < 3; n++) a.items.push({ ...I.chainmail(false), id: `mail${n}` });
    const loose = { ...I.chainmail(false), id: "loose" };
    loose.system = { ...loose.system, carried: false };
    expect(carriedCounts(asCandidates(a.items))).toEqual({ trivial: 0, light: 0, heavy: 3 });
    expect(planEquip(loose as never, asCandidates(a.items), "conscious")).toEqual({
      ok: false, warn: "MESHAL.Warn.carryLimit", data: { scale: "heavy" },
    });
  });
});

describe("planUnequip", () => {
  it("doffs and warns when the bonus was holding the last die (§3.3)", () => {
    const a = armouredCharacter();
    a.system.attributes.spirit.lost = 3; // total 4 with the ring → 1 die left; without it → 0
    const d = deriveActor(deriveInput(a));
    const ring = a.items.find((i) => i.name === "Signet of Palankai")!;
    expect(planUnequip(ring as never, d.attributes)).toEqual({ ok: true, update: { "system.equipped": false }, knocksOut: ["spirit"] });
  });
  it("refuses items that are not equipped", () => {
    const d = deriveActor(deriveInput(freshCharacter()));
    expect(planUnequip(I.plainRing(false) as never, d.attributes)).toMatchObject({ warn: "MESHAL.Warn.notEquipped" });
  });
});

/**
 * Issue 25: Life Ward and Haste carry their buffs as Active Effects, Unarmoured Ferocity's packed ability raises
 * protections through derived data, and both items of the Omaz/Ovilian set carry their set in a structured field.
 * Read from the generated pack sources (packs/), so a stale or hand-edited pack fails here.
 */
import { assert, describe, expect, it } from "vitest";
import "../support/schema-env.ts";
import { readDataset } from "../../scripts/packs/common.mjs";
import { deriveActor } from "../../src/data/actor/derive.ts";
import { validateEffectChanges } from "../../src/data/effect-keys.ts";
import type { ItemType } from "../../src/data/types.ts";
import { validateItemSystem } from "../../src/data/validation.ts";
import { deriveInput, freshCharacter } from "../fixtures/data-actors.ts";
import { byIdentifier, packSources, type PackDoc } from "../support/packs.ts";

const abilities = packSources("abilities").map((s) => s.doc);
const equipment = ["accessories", "armor", "weapons"].flatMap((p) => packSources(p).map((s) => s.doc));
const ALL_PROTECTIONS = ["physical", "erosion", "occult"].map((p) => ({ key: `system.protection.${p}`, mode: 2, value: "1" }));

/** A fresh character owning `docs` (pack documents as plain items). */
const deriveWith = (docs: PackDoc[], patch: (d: PackDoc) => PackDoc = (d) => d) => {
  const a = freshCharacter();
  a.items.push(...docs.map((d) => { const p = patch(structuredClone(d)); return { id: p._id, name: p.name, type: p.type as ItemType, system: p.system }; }));
  return deriveActor(deriveInput(a));
};

describe("cast buffs as Active Effects", () => {
  it("Life Ward: all protections +1 until the end of the creature's next turn, applied by the caster", () => {
    const [effect, ...rest] = byIdentifier(abilities, "life-ward").effects as unknown as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- free-form effect data
    expect(rest).toEqual([]);
    assert(effect, "Life Ward carries an effect");
    expect(effect).toMatchObject({ transfer: false, duration: { rounds: 1 }, changes: ALL_PROTECTIONS });
    expect(validateEffectChanges(effect.changes)).toEqual([]);
    expect(effect.description).toMatch(/不会陷入昏迷或死亡/);
  });
  it("Haste: max mobility +1 for 2 rounds; the speed ×2 and the 1⚡ now stay in its words", () => {
    const [effect, ...rest] = byIdentifier(abilities, "haste").effects as unknown as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- free-form effect data
    expect(rest).toEqual([]);
    assert(effect, "Haste carries an effect");
    expect(effect).toMatchObject({ transfer: false, duration: { rounds: 2 }, changes: [{ key: "system.mobility.max", mode: 2, value: "1" }] });
    expect(validateEffectChanges(effect.changes)).toEqual([]);
    expect(effect.description).toMatch(/移动速度×2/); // effects only add to system.speed (effect-keys.ts): a doubling cannot be a change;
    expect(effect.description).toMatch(/1机动/);
  });
});

describe("Unarmoured Ferocity (conditional passive, derived data)", () => {
  const ferocity = byIdentifier(abilities, "unarmoured-ferocity");
  it("has no Active Effect: derived data applies it", () => {
    expect(ferocity.effects).toEqual([]);
  });
  it("the packed ability raises every protection of an unarmoured owner (Might 3 → +1)", () => {
    expect(deriveWith([ferocity]).protection).toEqual({ physical: 1, erosion: 1, occult: 1 });
  });
  it("adds nothing while packed armor is equipped", () => {
    const armor = packSources("armor").map((s) => s.doc).find((d) => !d.system.equip.natural && d.system.kinds.includes("armor"))!;
    const base = deriveWith([armor], (d) => ({ ...d, system: { ...d.system, equipped: true } })).protection;
    expect(deriveWith([ferocity, armor], (d) => (d.type === "protection" ? { ...d, system: { ...d.system, equipped: true } } : d)).protection).toEqual(base);
  });
});

describe("item sets", () => {
  const withSet = (readDataset("items", "items.json") as { id: string; set: unknown }[]).filter((i) => i.set);
  it("the dataset's set items are the Omaz/Ovilian pair", () => {
    expect(withSet.map((i) => i.id).sort()).toEqual(["omazs-holy-touch", "ovilians-murmur-of-despair"]);
  });
  it("both items carry the structured set: one key, each other as partner, Spirit +1", () => {
    const touch = byIdentifier(equipment, "omazs-holy-touch");
    const murmur = byIdentifier(equipment, "ovilians-murmur-of-despair");
    const bonus = { might: 0, energy: 0, spirit: 1 };
    expect(touch.system.set).toEqual({ key: murmur.system.set.key, partners: ["ovilians-murmur-of-despair"], bonus });
    expect(murmur.system.set).toEqual({ key: touch.system.set.key, partners: ["omazs-holy-touch"], bonus });
    expect(touch.system.set.key).not.toBe("");
    for (const d of [touch, murmur]) expect(validateItemSystem(d.type, d.system)).toEqual([]);
  });
  it("every other equippable item belongs to no set", () => {
    const others = equipment.filter((d) => !["omazs-holy-touch", "ovilians-murmur-of-despair"].includes(d.system.identifier));
    for (const d of others) expect(d.system.set, d.system.identifier).toEqual({ key: "", partners: [], bonus: { might: 0, energy: 0, spirit: 0 } });
  });
  it("equipping both packed items gives Spirit +1 once; one alone gives nothing", () => {
    const pair = ["omazs-holy-touch", "ovilians-murmur-of-despair"].map((id) => byIdentifier(equipment, id));
    const equip = (d: PackDoc) => ({ ...d, system: { ...d.system, equipped: true } });
    expect(deriveWith(pair, equip).attributes.spirit).toMatchObject({ temp: 1, total: 4 });
    expect(deriveWith(pair.slice(0, 1), equip).attributes.spirit).toMatchObject({ temp: 0, total: 3 });
  });
});

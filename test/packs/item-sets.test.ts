/**
 * Every item set of the packs can be worn whole (issue 36 item 5). The seed lets a creature wear one accessory of each
 * kind (l.154: 每种类型的饰品皆可装备一件); a set whose pieces share a seed kind could never be completed, so its bonus
 * would be dead text. Each set is equipped piece by piece through the equip rules the sheet uses (planEquip), with
 * the optional rules off, with body parts on and with the newer equip slots on. Read from the generated packs.
 */
import { describe, expect, it } from "vitest";
import { planEquip, type EquipCandidate, type EquipOptions } from "../../src/documents/logic/equip.ts";
import { DEFAULT_EQUIP_SLOTS, HUMANOID_BODY_PARTS } from "../../src/rules/index.ts";
import { byIdentifier, packSources, type PackDoc } from "../support/packs.ts";

const equipment = ["weapons", "armor", "accessories", "gear"].flatMap((p) => packSources(p).map((s) => s.doc));
const sets = [...new Set(equipment.map((d) => String(d.system.set?.key ?? "")).filter(Boolean))].sort();

/** The pack document as an owned, carried, unequipped item. */
const owned = (d: PackDoc): EquipCandidate => ({ id: d._id, type: d.type, system: { ...d.system, carried: true, equipped: false } });

/** Equips `pieces` one after another; the first refusal, or null when every piece went on. */
function wearAll(pieces: PackDoc[], options: EquipOptions): string | null {
  const worn: EquipCandidate[] = [];
  for (const piece of pieces) {
    const item = owned(piece);
    const plan = planEquip(item, worn, "conscious", options);
    if (!plan.ok) return `${piece.system.identifier}: ${plan.warn} ${JSON.stringify(plan.data ?? {})}`;
    worn.push({ ...item, system: { ...item.system, equipped: true } });
  }
  return null;
}

const RULES: [string, EquipOptions][] = [
  ["default rules", {}],
  ["body parts (seed optional rule)", { bodyParts: HUMANOID_BODY_PARTS }],
  ["equip slots (newer variant)", { equipSlots: { ...DEFAULT_EQUIP_SLOTS } }],
];

describe("item sets (packs)", () => {
  it("the packs hold at least one set, each with two or more pieces that name each other", () => {
    expect(sets.length).toBeGreaterThan(0);
    for (const key of sets) {
      const pieces = equipment.filter((d) => d.system.set?.key === key);
      expect(pieces.length, key).toBeGreaterThan(1);
      for (const p of pieces) {
        const others = pieces.filter((o) => o !== p).map((o) => o.system.identifier).sort();
        expect([...p.system.set.partners].sort(), p.system.identifier).toEqual(others);
      }
    }
  });

  for (const [label, options] of RULES) {
    it(`every set can be worn whole, in either order, under the ${label}`, () => {
      for (const key of sets) {
        const pieces = equipment.filter((d) => d.system.set?.key === key);
        expect(wearAll(pieces, options), key).toBeNull();
        expect(wearAll([...pieces].reverse(), options), key).toBeNull();
      }
    });
  }

  it("Omaz's Holy Touch is an earring (jewelry, l.155) and Ovilian's Murmur an in-ear attachment like the book's earplugs (l.157)", () => {
    expect(byIdentifier(equipment, "omazs-holy-touch").system.kinds).toContain("jewelry");
    const murmur = byIdentifier(equipment, "ovilians-murmur-of-despair").system.kinds as string[];
    expect(murmur).toEqual(["attachment"]);
  });
});

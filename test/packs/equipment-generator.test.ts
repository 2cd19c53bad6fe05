import { describe, expect, it } from "vitest";
import { isDocumentId, itemEffectKey, itemKey, packSourceProblems, readDataset } from "../../scripts/packs/common.mjs";
import { CATEGORY_PACK, TRANSLATION_RULES, TYPE_KINDS } from "../../scripts/packs/items-rules.mjs";
import { EQUIPMENT_PACKS, generateEquipment, type PackDocument } from "../../scripts/packs/items.mjs";
import { ACCESSORY_KINDS, GEAR_KINDS, PROTECTION_KINDS, WEAPON_KINDS } from "../../src/data/choices.ts";
import { validateItemSystem } from "../../src/data/validation.ts";

interface DatasetItem { id: string; nameZh: string; nameEn: string; category: string; attacks: unknown[]; [k: string]: unknown }

const items = readDataset<DatasetItem[]>("items", "items.json");
const result = generateEquipment(items);
const docs = (pack: string): PackDocument[] => result.packs[pack]!.map((e) => e.doc);
const allDocs = Object.keys(EQUIPMENT_PACKS).flatMap(docs);

describe("equipment generator: coverage", () => {
  it("puts every dataset item into the pack its category maps to, once", () => {
    const expected: Record<string, number> = {};
    for (const item of items) {
      const [pack] = CATEGORY_PACK[item.category]!;
      expected[pack] = (expected[pack] ?? 0) + 1;
    }
    for (const pack of Object.keys(EQUIPMENT_PACKS)) expect(docs(pack).length, pack).toBe(expected[pack] ?? 0);
    expect(allDocs.map((d) => d.system.identifier).sort()).toEqual(items.map((i) => i.id).sort());
  });

  it("gives each pack only documents of its item type", () => {
    for (const [pack, { type }] of Object.entries(EQUIPMENT_PACKS)) {
      for (const d of docs(pack)) expect(d.type, d.name).toBe(type);
    }
  });

  it("keeps every structured attack of weapons and gear", () => {
    for (const item of items) {
      const doc = allDocs.find((d) => d.system.identifier === item.id)!;
      if (doc.type === "weapon" || doc.type === "gear") {
        expect((doc.system.attacks as unknown[]).length, item.id).toBeGreaterThanOrEqual(item.attacks.length);
      }
    }
  });

  it("names documents in Chinese and describes them in Chinese", () => {
    for (const item of items) {
      const doc = allDocs.find((d) => d.system.identifier === item.id)!;
      expect(doc.name).toBe(item.nameZh);
      expect(doc.system.description as string).toMatch(/^<p>[^<]*[\u4e00-\u9fff]/);
    }
  });
});

describe("equipment generator: ids and keys", () => {
  it("derives the same ids and documents on every run", () => {
    const again = generateEquipment(items);
    expect(again).toEqual(result);
  });

  it("does not depend on the order of the dataset", () => {
    const reversed = generateEquipment([...items].reverse());
    expect(reversed).toEqual(result);
  });

  it("gives every document a unique 16-character id and the matching _key", () => {
    const ids = allDocs.map((d) => d._id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const d of allDocs) {
      expect(isDocumentId(d._id), d.name).toBe(true);
      expect(d._key).toBe(itemKey(d._id));
      expect(packSourceProblems(d), d.name).toEqual([]);
    }
  });

  it("keys every embedded Active Effect under its item", () => {
    const withEffects = allDocs.filter((d) => d.effects.length);
    expect(withEffects.length).toBeGreaterThan(0);
    for (const d of withEffects) {
      for (const e of d.effects) expect(e._key).toBe(itemEffectKey(d._id, e._id as string));
    }
  });

  it("reports a document whose _key or effect key is missing (the CLI would skip or reject it)", () => {
    const doc = structuredClone(allDocs.find((d) => d.effects.length)!) as unknown as Record<string, unknown>;
    const noKey = { ...doc };
    delete noKey._key;
    expect(packSourceProblems(noKey).join()).toMatch(/_key/);
    const badEffect = structuredClone(doc) as { effects: Record<string, unknown>[] };
    delete badEffect.effects[0]!._key;
    expect(packSourceProblems(badEffect).join()).toMatch(/effects\[0\]\._key/);
    expect(packSourceProblems({ ...doc, _id: "short" }).join()).toMatch(/_id/);
  });
});

describe("equipment generator: data-model constraints", () => {
  it("produces system data the item data models accept", () => {
    for (const d of allDocs) expect(validateItemSystem(d.type, d.system), `${d.type} ${d.name}`).toEqual([]);
  });

  it("would notice a document that breaks a constraint (the check is live)", () => {
    const weapon = structuredClone(docs("weapons").find((d) => d.system.identifier === "dagger")!);
    const attacks = weapon.system.attacks as { dice: { divisor: number }; types: string[] }[];
    attacks[0]!.dice.divisor = 0;
    attacks[0]!.types = ["fire"];
    expect(validateItemSystem("weapon", weapon.system).length).toBeGreaterThanOrEqual(2);
  });

  it("uses the same kind lists as the data model", () => {
    expect(TYPE_KINDS.weapon).toEqual([...WEAPON_KINDS]);
    expect(TYPE_KINDS.protection).toEqual([...PROTECTION_KINDS]);
    expect(TYPE_KINDS.accessory).toEqual([...ACCESSORY_KINDS]);
    expect(TYPE_KINDS.gear).toEqual([...GEAR_KINDS]);
  });

  it("translates newer-edition dice modifiers into advantages/disadvantages", () => {
    const dagger = docs("weapons").find((d) => d.system.identifier === "dagger")!;
    expect(dagger.system.block).toMatchObject({ modifier: -3 });
    expect(dagger.system.description).toMatch(/3个劣势/);
    const attack = (dagger.system.attacks as Record<string, unknown>[])[0]!;
    expect(attack).toMatchObject({ mode: "melee", hits: 2, types: ["physical"], defenses: ["block", "dodge"], targetAttributes: ["might"] });
    expect(attack.dice).toEqual({ pools: ["energy"], combine: "max", divisor: 2, bonus: 0, mode: "points" });
  });

  it("documents each translation rule once", () => {
    const ids = TRANSLATION_RULES.map(([id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [, text] of TRANSLATION_RULES) expect(text.length).toBeGreaterThan(20);
  });
});

describe("equipment generator: fails loudly", () => {
  const dagger = items.find((i) => i.id === "dagger")!;

  it("on an unknown category", () => {
    expect(() => generateEquipment([{ ...structuredClone(dagger), category: "spaceship" }])).toThrow(/spaceship/);
  });

  it("on attack dice it cannot read", () => {
    const bad = structuredClone(dagger) as DatasetItem & { attacks: { dice: { base: unknown } }[] };
    bad.attacks[0]!.dice.base = "luck";
    expect(() => generateEquipment([bad])).toThrow(/dagger#0.*luck/);
  });

  it("on free rule text that has no hand-written note", () => {
    const bad = structuredClone(dagger) as DatasetItem & { passiveEffects: unknown[] };
    bad.passiveEffects = [{ type: "text", textZh: "新效果" }];
    expect(() => generateEquipment([bad])).toThrow(/dagger#passive0/);
  });
});

import { describe, expect, it } from "vitest";
import { isDocumentId, itemEffectKey, itemKey, packSourceProblems, readDataset } from "../../scripts/packs/common.mjs";
import { CATEGORY_PACK, TRANSLATION_RULES, TYPE_KINDS } from "../../scripts/packs/items-rules.mjs";
import { EQUIPMENT_PACKS, generateEquipment, type PackDocument } from "../../scripts/packs/items.mjs";
import { ACCESSORY_KINDS, GEAR_KINDS, PROTECTION_KINDS, WEAPON_KINDS } from "../../src/data/choices.ts";
import { validateItemSystem } from "../../src/data/validation.ts";
import { rollModifier as mod } from "../fixtures/data-items.ts";
import { byIdentifier } from "../support/packs.ts";

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

  it("keeps every structured attack, including those inside uses and passive effects of equipment", () => {
    for (const item of items) {
      const doc = byIdentifier(allDocs, item.id);
      let expected = item.attacks.length;
      if (doc.type !== "gear") {
        const uses = item.uses as { effects: { attack?: unknown }[] }[];
        const passives = item.passiveEffects as { attack?: unknown }[];
        expected += uses.flatMap((u) => u.effects).filter((e) => e.attack).length + passives.filter((p) => p.attack).length;
      }
      expect((doc.system.attacks as unknown[]).length, item.id).toBeGreaterThanOrEqual(expected);
    }
  });

  it("names documents in Chinese and describes them in Chinese", () => {
    for (const item of items) {
      const doc = byIdentifier(allDocs, item.id);
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
    const weapon = structuredClone(byIdentifier(docs("weapons"), "dagger"));
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
    const dagger = byIdentifier(docs("weapons"), "dagger");
    expect(dagger.system.block).toMatchObject({ modifier: -3 });
    expect(dagger.system.description).toMatch(/3个劣势/);
    const attack = (dagger.system.attacks as Record<string, unknown>[])[0]!;
    expect(attack).toMatchObject({ mode: "melee", hits: 2, types: ["physical"], defenses: ["block", "dodge"], targetAttributes: ["might", "energy"] }); // the seed's dagger (items-seed.mjs)
    expect(attack.dice).toEqual({ pools: ["energy"], combine: "max", divisor: 2, bonus: 0, mode: "points" });
  });

  it("documents each translation rule once", () => {
    const ids = TRANSLATION_RULES.map(([id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [, text] of TRANSLATION_RULES) expect(text.length).toBeGreaterThan(20);
  });
});

describe("equipment generator: attacks, roll modifiers and uses of equipment", () => {
  const doc = (id: string) => byIdentifier(allDocs, id);

  // Expected values read from data/items/items.json, not from the generator's output.
  it("灼烧戒指 (Ring of Burning): its use shoots a structured attack; the use is its activation", () => {
    const ring = doc("ring-of-burning");
    expect(ring.type).toBe("accessory");
    // use: 1⚡ tactic, once per round, while equipped — "向1个9[步]内的[生物]…对其[活力]造成5🅟[侵蚀攻击]（可[抵抗]）"
    expect(ring.system.use).toEqual({ kind: "tactic", cost: 1, costVariable: false, time: "", trigger: "", limit: { max: "1", per: "round" } });
    const attacks = ring.system.attacks as Record<string, unknown>[];
    expect(attacks).toHaveLength(1);
    expect(attacks[0]).toMatchObject({
      label: "使用", mode: "", action: "tactic", cost: 1, requiresEquip: true,
      range: { kind: "steps", min: null, max: 9 }, targets: { count: 1, kind: "creature" },
      targetAttributes: ["energy"], dice: { pools: [], combine: "max", divisor: 1, bonus: 5, mode: "points" },
      hits: 1, types: ["erosion"], defenses: ["resist"], penetration: 0, limit: { max: "1", per: "round" },
      consumes: { self: false, ammunition: 0, ammunitionMax: 0, charge: 0 },
    });
    expect(ring.system.rollModifiers).toEqual([]);
    expect(ring.system.description).toMatch(/攻击（使用）（1⚡战术，每轮最多1次）：对9步内1个生物的活力造成5🎲侵蚀攻击（可抵抗）/);
  });

  it("猩红修女斗篷 (Scarlet Sister Cloak): resist +2🅟 becomes 2 advantages on resist; its use attack is structured", () => {
    const cloak = doc("scarlet-sister-cloak");
    expect(cloak.system.rollModifiers).toEqual([mod({ roll: "resist", modifier: 2 })]);
    expect(cloak.system.attacks as unknown[]).toEqual([expect.objectContaining({
      targetAttributes: ["energy"], types: ["true"], defenses: ["resist"], range: expect.objectContaining({ max: 6 }),
      dice: expect.objectContaining({ bonus: 3 }), limit: { max: "1", per: "moment" },
    })]);
    expect(cloak.system.description).toMatch(/装备时，抵抗投骰获得2个优势。/);
    const en = result.translations.accessories as { entries: Record<string, { description: string }> };
    expect(en.entries[cloak._id]!.description).toMatch(/While equipped, resist rolls have 2 advantages\./);
  });

  it("荆棘刺甲 (Thorn Armor): its passive retaliation is a 0⚡ reaction attack, once per round", () => {
    const armor = doc("thorn-armor");
    expect(armor.type).toBe("protection");
    expect(armor.system.attacks as unknown[]).toEqual([expect.objectContaining({
      label: "被动", action: "reaction", cost: 0, range: expect.objectContaining({ kind: "adjacent" }),
      targetAttributes: ["energy"], dice: expect.objectContaining({ bonus: 3, pools: [] }), types: ["occult"], defenses: ["resist"],
      limit: { max: "1", per: "round" },
    })]);
    expect(armor.system.use).toMatchObject({ kind: "passive", cost: null });
    // described once, with the attacks (the passive line is not repeated)
    expect((armor.system.description as string).match(/灵异攻击/g)).toHaveLength(1);
  });

  it("turns the dataset's roll modifiers into advantages (+) and disadvantages (−)", () => {
    expect(doc("flamethrower").system.rollModifiers).toEqual([mod({ roll: "dodge", modifier: -3 })]);
    expect(doc("chainmail").system.rollModifiers).toEqual([mod({ roll: "energy", modifier: -1 })]);
    expect(doc("bascinet").system.rollModifiers).toEqual([
      mod({ roll: "attack", mode: "ranged", modifier: -2 }), mod({ roll: "cast", style: "incantation", modifier: -2 }),
      mod({ roll: "cast", style: "ritual", modifier: -2 }),
    ]);
    expect(doc("iron-boots").system.rollModifiers).toEqual([
      mod({ roll: "dodge", modifier: -2 }),
      mod({ roll: "attack", mode: "melee", weaponKind: "naturalWeapon", modifier: 1, condition: "仅限拳脚" }),
    ]);
    expect(doc("weapon-masters-insignia-shield").system.rollModifiers).toEqual([
      mod({ roll: "block", weaponKind: "shield", perEquipped: true, modifier: 2 }),
    ]);
    // a re-roll is not an advantage: it stays in the description only
    expect(doc("archers-thumb-ring").system.rollModifiers).toEqual([]);
    expect(doc("archers-thumb-ring").system.description).toMatch(/重投至多2颗/);
  });

  it("gives every equippable item with a dataset use its activation, and the others none", () => {
    for (const item of items) {
      const d = doc(item.id);
      if (d.type === "gear") continue;
      const uses = item.uses as { action: string | null; cost: number | null }[];
      const use = d.system.use as { kind: string; cost: number | null };
      if (!uses.length) expect(use.kind, item.id).toBe("passive");
      else expect(use, item.id).toMatchObject({ kind: uses[0]!.action ?? "time", cost: uses[0]!.action ? uses[0]!.cost : null });
    }
    expect(doc("mystralberyl-pendant").system.attacks as unknown[]).toEqual([
      expect.objectContaining({ consumes: expect.objectContaining({ self: true }), area: expect.objectContaining({ shape: "adjacent" }) }),
    ]);
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

  it("on a roll modifier, passive attack or use it cannot map", () => {
    const ring = items.find((i) => i.id === "ring-of-burning")!;
    const badRoll = { ...structuredClone(ring), rollMods: [{ type: "rollMod", rolls: ["luck"], dice: 1 }] };
    expect(() => generateEquipment([badRoll])).toThrow(/ring-of-burning.*luck/);
    const thorn = items.find((i) => i.id === "thorn-armor")!;
    expect(() => generateEquipment([{ ...structuredClone(thorn), id: "thorn-armor-2" }])).toThrow(/thorn-armor-2#passive0:attack.*PASSIVE_ATTACK_REACH/);
    const twoUses = structuredClone(ring) as DatasetItem & { uses: { cost: number }[] };
    twoUses.uses = [twoUses.uses[0]!, { ...structuredClone(twoUses.uses[0]!), cost: 3 }];
    expect(() => generateEquipment([twoUses])).toThrow(/ring-of-burning#use1: activation differs/);
  });

  it("on free rule text that has no hand-written note", () => {
    const bad = structuredClone(dagger) as DatasetItem & { passiveEffects: unknown[] };
    bad.passiveEffects = [{ type: "text", textZh: "新效果" }];
    expect(() => generateEquipment([bad])).toThrow(/dagger#passive0/);
  });
});

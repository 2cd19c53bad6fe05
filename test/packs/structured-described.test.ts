// Structured = described: an attack an ability's text states is structured (the generator fails otherwise),
// attacks on another creature reach where the text says, and automatic consequences are worded as automatic.
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { ATTACK_REACH, STATES_ATTACK, convertAbilityAttack } from "../../scripts/packs/abilities-attacks.mjs";
import { readDataset } from "../../scripts/packs/common.mjs";
import { byIdentifier, packSources, readBabele } from "../support/packs.ts";
import { fromRoot } from "../support/project.ts";

let buildAbilityEntries: (abilities: unknown[], features: unknown[]) => unknown[];
beforeAll(async () => {
  ({ buildAbilityEntries } = (await import(pathToFileURL(fromRoot("scripts", "packs", "abilities.mjs")).href)) as { buildAbilityEntries: typeof buildAbilityEntries });
});

type Ability = { id: string; attack: Record<string, unknown> | null; extraAttacks: unknown[] };
const abilities = readDataset<Ability[]>("abilities", "abilities.json");
const features = readDataset<unknown[]>("features", "features.json");
const docs = packSources("abilities").map((s) => s.doc);

describe("structured = described (abilities)", () => {
  it("the check recognises an attack stated in Chinese text, and not a modifier of another attack", () => {
    expect(STATES_ATTACK.test("命中后目标的精神再受一次4🎲灵异攻击（可抵抗）")).toBe(true);
    expect(STATES_ATTACK.test("对2步内除你以外的所有生物爆炸，投骰数为能量点数+2（物理/灵异，无法防御）")).toBe(true);
    expect(STATES_ATTACK.test("直至下轮结束或你再进行一次攻击前，再次攻击同一目标时获得3个优势")).toBe(false);
    expect(STATES_ATTACK.test("这次攻击无法防御，且获得2个优势")).toBe(false);
  });

  it("the build fails when a text states an attack that is not structured", () => {
    const stored = abilities.find((a) => a.id === "stored-blast")!;
    const broken = { ...stored, attack: null, extraAttacks: [] };
    expect(() => buildAbilityEntries([broken], features)).toThrow(/states an attack .* but none is structured/);
  });

  it("the stored-energy blast is a structured attack released by its own 1⚡ tactic", () => {
    const blast = byIdentifier(docs, "stored-blast").system.attacks;
    expect(blast).toHaveLength(1);
    expect(blast[0]).toMatchObject({ action: "tactic", cost: 1, types: ["physical", "occult"], defenses: [], targetAttributes: ["energy"] });
    expect(blast[0].dice).toMatchObject({ pools: [], bonus: 2 });
    expect(blast[0].area).toMatchObject({ shape: "circle", radius: 2, center: "self" });
  });

  it("attacks on another creature reach where the text says (adjacent, not self)", () => {
    for (const [id, reach] of Object.entries(ATTACK_REACH)) {
      const attacks = byIdentifier(docs, id).system.attacks as { range: { kind: string } }[];
      expect(attacks.length, id).toBeGreaterThan(0);
      for (const a of attacks) expect(a.range.kind, id).toBe(reach);
    }
    const selfOnOthers = docs.flatMap((d) => (d.system.attacks as { range: { kind: string }; area: { shape: string }; weapon: string; targets: { relation: string } }[])
      .filter((a) => a.range.kind === "self" && !a.area.shape && !a.weapon && a.targets.relation !== "self")
      .map(() => String(d.system.identifier)));
    expect(selfOnOthers.every((id) => (ATTACK_REACH as Record<string, string>)[id] === "self")).toBe(true);
  });

  it("an unlisted attack on another creature with no range or area fails the build", () => {
    const a = { kind: "ability", structured: true, weapon: null, mode: null, range: null, area: null, targets: { count: 1, relation: "any" }, targetAttributes: ["might"],
      dice: { expression: { pools: ["might"], combine: "max", divisor: 1, bonus: 0, mode: "points" } }, hits: 1, types: ["physical"], defenses: ["dodge"], penetration: 0, onHit: [] };
    expect(() => convertAbilityAttack(a, { datasetId: "not-listed", nameZh: "测试", nameEn: "Test", activation: { kind: "tactic" } })).toThrow(/ATTACK_REACH/);
  });
});

describe("automatic consequences", () => {
  it("protective gear that breaks to cancel a lethal attack does so (no 'can' / 'may')", () => {
    const armor = Object.values(readBabele("armor").entries).map((e) => e.description);
    expect(armor.some((d) => d.includes("the item breaks and the attack is cancelled"))).toBe(true);
    expect(armor.filter((d) => /(can|may) break/.test(d))).toEqual([]);
    const zh = packSources("armor").map((s) => String(s.doc.system.description));
    expect(zh.filter((d) => d.includes("可让此物品损毁"))).toEqual([]);
  });
});

/**
 * The catalogue says what its source says (issue 36, items 6–9), read from the generated packs (packs/ and the Babele
 * English in translations/), so a stale or hand-edited pack fails here. Lines (l.) are lines of the seed rulebook
 * (shared/rules/seed-rulebook.zh.txt).
 */
import { describe, expect, it } from "vitest";
import { ITEM_PACKS, byIdentifier, packSources, readBabele, type PackDoc } from "../support/packs.ts";

const docs = ITEM_PACKS.flatMap((pack) => packSources(pack).map(({ doc }) => ({ pack, doc })));
const doc = (id: string): PackDoc => byIdentifier(docs.map((d) => d.doc), id);
const zh = (id: string) => String(doc(id).system.description);
const en = (id: string) => {
  const d = doc(id);
  const pack = docs.find((x) => x.doc === d)!.pack;
  return readBabele(pack).entries[d._id]!.description;
};
/** Every Chinese string a player reads in a document (description, structured text, effects). */
function chineseOf(d: PackDoc): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === "string") { if (/\p{Script=Han}/u.test(v)) out.push(v); }
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  walk(d.system);
  walk(d.effects);
  return out;
}
/** Every English string of a document's translation entry. */
const englishOf = (pack: string, d: PackDoc) => JSON.stringify(readBabele(pack).entries[d._id] ?? {});

describe("察觉 is not 发现 (l.216–217): to sense without perceiving is 察觉, to find and target is 发现", () => {
  it("Alarm Circle, Tremorsense and Ero-Hanna's Deadly Greeting perceive (发现), as their source says", () => {
    for (const id of ["alarm-circle", "tremorsense", "ero-hannas-deadly-greeting"]) {
      expect(zh(id), id).toContain("发现");
      expect(zh(id), id).not.toContain("察觉");
      expect(en(id), id).toMatch(/\bperceiv/);
      expect(en(id), id).not.toMatch(/\bnotic|\bfeel\b/);
    }
  });

  it("察觉 appears only where the source itself says a creature did not notice (Pickpocket's 未察觉)", () => {
    const users = docs.filter(({ doc: d }) => chineseOf(d).some((t) => t.includes("察觉"))).map(({ doc: d }) => d.system.identifier).sort();
    expect(users).toEqual(["pickpocket"]);
  });
});

describe("the Weapon Master's Insignia keep their melee / ranged qualifier", () => {
  const MELEE = ["blade", "impact", "pole", "shield", "swiping", "wrestle"];
  it.each(MELEE)("%s: the next melee attack (近战攻击)", (kind) => {
    const id = `weapon-masters-insignia-${kind}`;
    expect(zh(id)).toMatch(/下一次用[^，。]+进行的近战攻击/);
    expect(en(id)).toMatch(/next melee attack with/);
  });
  it("projectile: the next ranged attack; throwing: the next thrown ranged attack", () => {
    expect(zh("weapon-masters-insignia-projectile")).toMatch(/下一次用射击武器进行的远程攻击/);
    expect(en("weapon-masters-insignia-projectile")).toMatch(/next ranged attack with a projectile weapon/);
    expect(zh("weapon-masters-insignia-throwing")).toMatch(/下一次丢掷的远程攻击/);
    expect(en("weapon-masters-insignia-throwing")).toMatch(/next thrown ranged attack/);
  });
});

describe("no invented or editorial text in what players read", () => {
  const EDITORIAL_ZH = /规则未写明|资料原文|原文如此|疑为|按价值出售|用处在于/;
  const EDITORIAL_EN = /so printed|probably meant|trade good|rules state no|sold or bartered/i;
  it("no Chinese placeholder or editor's note in any document", () => {
    const hits = docs.flatMap(({ doc: d }) => chineseOf(d).filter((t) => EDITORIAL_ZH.test(t)).map((t) => `${d.system.identifier}: ${t.match(EDITORIAL_ZH)![0]}`));
    expect(hits).toEqual([]);
  });
  it("no English placeholder or editor's note in any translation", () => {
    const hits = docs.filter(({ pack, doc: d }) => EDITORIAL_EN.test(englishOf(pack, d))).map(({ doc: d }) => d.system.identifier);
    expect(hits).toEqual([]);
  });
  it("Wild Instinct's intensify step states no effect of its own: none is stored", () => {
    expect(doc("wild-instinct").system.intensify).toMatchObject({ enabled: true, perStep: "" });
  });
  it("a material with no rule text says what it is and where it comes from, nothing more", () => {
    expect(zh("pelt")).toMatch(/<li>动物部件，可用@UUID\[[^\]]+\]\{猎物加工\}从尸体上获取。<\/li>/);
    expect(en("pelt")).toMatch(/<li>An animal part, harvested from corpses with @UUID\[[^\]]+\]\{Butchery\}\.<\/li>/);
  });
});

describe("smaller faults (issue 36 item 9)", () => {
  it("Soul Devour: the caster chooses the attribute die, and the target is neither unconscious nor dead", () => {
    expect(zh("soul-devour")).toMatch(/由你决定/);
    expect(zh("soul-devour")).toMatch(/未昏迷也未死亡/);
    expect(en("soul-devour")).toMatch(/of your choice/);
    expect(en("soul-devour")).toMatch(/neither unconscious nor dead/);
  });
  it("Combat Boots act before a knock-back (被击退前)", () => {
    expect(zh("combat-boots")).toContain("被击退前");
    expect(en("combat-boots")).toMatch(/Before you are knocked back/);
  });
  it("Ethereal Shedding names the Ethereal Claw weapon, linked", () => {
    const claw = doc("ethereal-claw");
    expect(zh("ethereal-shedding")).toContain(`@UUID[Compendium.meshal-lite.weapons.Item.${claw._id}]{虚灵爪}×2`);
    expect(en("ethereal-shedding")).toContain(`@UUID[Compendium.meshal-lite.weapons.Item.${claw._id}]{Ethereal Claw} ×2`);
    expect(en("ethereal-shedding")).not.toMatch(/spectral claws/);
  });
  it("Scarlet Sister Cloak shows its one use once", () => {
    expect(zh("scarlet-sister-cloak").match(/1⚡战术，每次瞬息过程最多1次/g)).toHaveLength(1);
    expect(en("scarlet-sister-cloak").match(/1⚡ tactic, 1× per Moment/g)).toHaveLength(1);
    expect(zh("scarlet-sister-cloak")).toContain("精神骰");
  });
  it("Fragmentation Grenade names its blast once", () => {
    expect(zh("fragmentation-grenade").match(/1步内/g)).toHaveLength(1);
    expect(en("fragmentation-grenade").match(/within 1 step|radius 1/g)).toHaveLength(1);
  });
  it("灵巧披风 is a nimble cloak, not a power source", () => {
    const pack = docs.find((x) => x.doc === doc("cloak-of-agility"))!.pack;
    expect(readBabele(pack).entries[doc("cloak-of-agility")._id]!.name).toBe("Nimble Cloak");
  });
});

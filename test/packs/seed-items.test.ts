/**
 * Seed-named items in the pack sources (packs/<pack>/*.yml). Every expected value below is read from the seed
 * rulebook (shared/rules/seed-rulebook.zh.txt, quoted by line), never from the generator: where the seed names an
 * item's kind or gives its values, the packs follow the seed (spec §4.3; docs/seed-audit.md).
 */
import { describe, expect, it } from "vitest";
import { readDataset } from "../../scripts/packs/common.mjs";
import { SEED_ITEMS, withSeedRules } from "../../scripts/packs/items-seed.mjs";
import { TRANSLATION_RULES } from "../../scripts/packs/items-rules.mjs";
import { byIdentifier, packSources, type PackDoc } from "../support/packs.ts";

const pack = (name: string): PackDoc[] => packSources(name).map((e) => e.doc);
const all = [...pack("weapons"), ...pack("armor"), ...pack("accessories"), ...pack("gear")];
const doc = (id: string) => byIdentifier(all, id);
const kinds = (id: string) => doc(id).system.kinds as string[];
type Attack = { mode: string; range: { kind: string; min: number | null; max: number | null }; [k: string]: unknown };
const attacks = (id: string) => doc(id).system.attacks as Attack[];

describe("seed item chapter (l.142–167): kinds named by example", () => {
  // "每件物品都可能具备多个类型" (l.134): an item may have other kinds besides the one the seed names.
  const named: [string, string[]][] = [
    ["wrestle", ["baton"]], // 缠斗…比如：拳套、拐 (l.142)
    ["blade", ["dagger", "machete", "longsword", "short-sword", "greatsword"]], // 刀剑…匕首、砍刀、剑 (l.143)
    ["impact", ["war-hammer", "heavy-war-hammer", "battle-axe"]], // 打击…锤、斧 (l.144)
    ["swiping", ["bullwhip", "riding-crop", "chainsticks"]], // 挥甩…鞭子、连枷 (l.145)
    ["pole", ["long-spear"]], // 长柄…长矛 (l.146)
    ["projectile", ["longbow", "shortbow", "light-crossbow", "repeating-crossbow", "9mm-revolver", "9mm-submachine-gun", "shotgun", "sling"]], // 射击…弓弩、枪械、投石索 (l.148)
    ["throwing", ["dart", "light-javelin"]], // 投掷…飞镖、标枪 (l.149)
    ["ammunition", ["arrow", "9mm-round"]], // 弹药…箭支、子弹 (l.151)
    ["exoticWeapon", ["thorn-chain"]], // 异种武器…比如：刺链 (l.152)
    ["naturalWeapon", ["fists-and-feet", "talons-and-fangs"]], // 天生武器就是你的拳脚…爪牙 (l.153)
    ["jewelry", ["silver-earrings", "bracelet", "plain-ring"]], // 首饰…耳环、手镯、戒指 (l.155)
    ["pendant", ["mystralberyl-pendant", "amulet-of-palankai", "legion-sigil"]], // 挂件…项坠、护身符、徽记 (l.156)
    ["attachment", ["light-leather-belt", "calming-earplugs"]], // 配件…腰带、行囊、耳塞 (l.157)
    ["costume", ["hooded-cloak", "cloth-shawl"]], // 服装…外套、披风、坎肩 (l.158)
    ["adornment", ["dentures", "spectacles"]], // 妆饰…假牙、眼镜、油彩 (l.159)
    ["food", ["rations"]], // 食物…干粮 (l.162)
    ["medicine", ["minor-healing-potion", "toad-venom"]], // 药物…药水…毒药 (l.163)
    ["document", ["scroll-of-anchored-teleport"]], // 文件…卷轴 (l.164)
    ["tool", ["lockpicking-tools"]], // 工具…开锁器 (l.165)
  ];
  for (const [kind, ids] of named) {
    it(`${kind}: ${ids.join(", ")}`, () => {
      for (const id of ids) expect(kinds(id), id).toContain(kind);
    });
  }

  it("a dagger is a blade, not a wrestling weapon; a sling is not a throwing weapon; a thorn chain is not swiping", () => {
    for (const id of ["dagger", "garman-signet-dagger", "shadow-slaughter-dagger", "soul-eater-dagger", "soulfang-dagger", "tactical-knife"]) {
      expect(kinds(id), id).toEqual(["blade"]);
    }
    expect(kinds("sling")).toEqual(["projectile"]);
    expect(kinds("thorn-chain")).toEqual(["exoticWeapon"]);
  });

  it("full plate takes 10 minutes to put on, so it is not equipped in Moment mode (l.126)", () => {
    expect(doc("full-plate").system.equip).toMatchObject({ cost: null, time: "10分钟" }); // English "10 minutes" in the Babele translation (chinese-sheets.test.ts)
  });

  it("the longbow and the revolver consume ammunition, the crystal arm cannon its charge (l.130, l.248)", () => {
    expect(attacks("longbow")[0]!.consumes).toMatchObject({ ammunition: 1 });
    expect(attacks("9mm-revolver")[0]!.consumes).toMatchObject({ ammunition: 1 });
    expect(attacks("crystal-arm-cannon")[0]!.consumes).toMatchObject({ charge: 1 });
  });
});

describe("seed combat chapter: attacks it spells out", () => {
  it("the dagger: 1 adjacent creature, Might or Energy, 2 hits of Energy ÷ 2 dice, physical, block/dodge (l.251)", () => {
    // 你可用匕首对1个相邻生物的强壮/活力造成2段活力÷2🎲物理攻击（可格挡/闪避）
    const [attack, ...more] = attacks("dagger");
    expect(more).toEqual([]);
    expect(attack).toMatchObject({
      mode: "melee",
      range: { kind: "adjacent" },
      targets: { count: 1, kind: "creature" },
      targetAttributes: ["might", "energy"],
      hits: 2,
      dice: { pools: ["energy"], divisor: 2, bonus: 0, mode: "points" },
      types: ["physical"],
      defenses: ["block", "dodge"],
      penetration: 0,
      extraDamage: [],
    });
    expect(doc("dagger").system.description).toMatch(/强壮或活力造成2段活力÷2🎲物理攻击（可格挡\/闪避）/);
  });

  it("whip swings are melee attacks (软鞭挥甩, l.244); the bullwhip reaches 3~6 steps (l.247)", () => {
    const [whip] = attacks("bullwhip");
    expect(whip).toMatchObject({ mode: "melee", range: { kind: "steps", min: 3, max: 6 } });
    const swing = attacks("nine-section-whip").find((a) => a.range.min === 3 && a.range.max === 6);
    expect(swing?.mode).toBe("melee");
    expect(attacks("riding-crop").every((a) => a.mode === "melee")).toBe(true);
  });

  it("fists, clubs, spears strike in melee; darts and javelins are thrown ranged attacks (l.244–246)", () => {
    for (const id of ["fists-and-feet", "club", "long-spear", "longsword"]) expect(attacks(id)[0]!.mode, id).toBe("melee");
    expect(attacks("dart")[0]).toMatchObject({ mode: "ranged", thrown: true });
    expect(attacks("light-javelin").find((a) => a.thrown)?.mode).toBe("ranged");
  });
});

describe("items-seed.mjs", () => {
  const dataset = readDataset<{ id: string; attacks: unknown[] }[]>("items", "items.json");

  it("names only items the dataset has, and records each decision with the generator's rules", () => {
    const ids = new Set(dataset.map((i) => i.id));
    const ruleIds = TRANSLATION_RULES.map(([id]) => id);
    for (const id of Object.keys(SEED_ITEMS)) {
      expect(ids.has(id), id).toBe(true);
      expect(ruleIds, id).toContain(`seed:${id}`);
    }
  });

  it("fails loudly when the dataset no longer has the attack or field it patches", () => {
    const dagger = dataset.find((i) => i.id === "dagger")!;
    expect(() => withSeedRules({ ...dagger, attacks: [] })).toThrow(/dagger: .*attack 0/);
    expect(() => withSeedRules({ ...dagger, attacks: [{ mode: "melee" }] })).toThrow(/dagger#0.*targetAttributes/);
    expect(dagger.attacks).toHaveLength(1); // the input is not changed
    expect(withSeedRules({ id: "club", attacks: [] })).toEqual({ id: "club", attacks: [] });
  });
});

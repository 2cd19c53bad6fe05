// Structured attacks against their text (items): no attack the text does not give, riders kept, areas that
// say whom they leave out.
import { describe, expect, it } from "vitest";
import { readDataset } from "../../scripts/packs/common.mjs";
import { SEPARATE_PER_ATTRIBUTE } from "../../scripts/packs/items-system.mjs";
import { byIdentifier, packSources, type PackDoc } from "../support/packs.ts";

type DatasetAttack = { noDirectDamage?: boolean; dice: unknown; consumes?: { self: boolean }; targets?: { kind: string } };
type Item = { id: string; attacks: DatasetAttack[] };
type Attack = { label: string; dice: { pools: string[]; bonus: number }; consumes: { self: boolean }; targets: { kind: string }; area: { shape: string; center: string; excludes?: string }; riders: string[] };

const items = readDataset<Item[]>("items", "items.json");
const ITEM_PACKS = ["weapons", "armor", "accessories", "gear"];
const itemDocs: PackDoc[] = ITEM_PACKS.flatMap((p) => packSources(p).map((s) => s.doc));
const attacksOf = (d: PackDoc) => d.system.attacks as Attack[];

describe("no attack the text does not give", () => {
  it("an item attack with no direct damage (only a hazard) is not rolled on impact", () => {
    const hazards = items.filter((i) => i.attacks.some((a) => a.noDirectDamage && !a.dice));
    expect(hazards.map((i) => i.id)).toContain("fire-worm-slime");
    for (const item of hazards) {
      const doc = itemDocs.find((d) => d.system.identifier === item.id)!;
      // the throw consumed on a position is not an attack: no structured attack is the throw itself
      expect(attacksOf(doc).filter((a) => a.consumes.self || a.targets.kind === "position" || a.area.center === "impactPoint"), item.id).toEqual([]);
    }
  });

  it("fire worm slime's burning ground attacks as its text says: 3🎲 erosion to Might on a creature on the ground", () => {
    const [ground, ...rest] = attacksOf(byIdentifier(itemDocs, "fire-worm-slime"));
    expect(rest).toEqual([]);
    expect(ground).toMatchObject({ label: "燃烧地面", cost: 0, dice: { pools: [], bonus: 3 }, types: ["erosion"], targetAttributes: ["might"], defenses: [], consumes: { self: false } });
    expect(ground!.riders.join("")).toMatch(/开始自己回合.*每移动1步/);
  });
});

type Effect = { type: string; textZh?: string; attack?: { targetAttributes: string[] } };
type FullItem = Omit<Item, "attacks"> & { uses: { effects: Effect[] }[]; passiveEffects: Effect[]; attacks: (DatasetAttack & { textZh?: string })[] };

/** The source text behind each structured attack of an item, in the generator's order (items-system.mjs buildSystem). */
function attackTexts(item: FullItem, gear: boolean): string[] {
  const own = item.attacks.map((a) => a.textZh ?? "");
  const uses: string[] = [];
  item.uses.forEach((u, k) => {
    u.effects.forEach((e, j) => {
      if (!e.attack) return;
      const next = u.effects.findIndex((x, i) => i > j && x.attack);
      const text = u.effects.slice(j, next === -1 ? undefined : next).map((x) => x.textZh ?? "").join("；");
      const n = SEPARATE_PER_ATTRIBUTE.has(`${item.id}#use${k}:attack`) ? e.attack.targetAttributes.length : 1;
      for (let i = 0; i < n; i++) uses.push(text);
    });
  });
  if (gear) return [...own, ...item.uses.flatMap((u) => u.effects.filter((e) => e.type === "selfAttack").map(() => ""))];
  return [...own, ...uses, ...item.passiveEffects.filter((p) => p.attack).map((p) => p.textZh ?? "")];
}

/** Consequences of a hit a text states, each with what the attack's riders must say. */
const RIDER_FACTS: [RegExp, (m: RegExpMatchArray) => RegExp][] = [
  [/(?:失去|损失)(\d+)(?:⚡|机动)/, (m) => new RegExp(`失去${m[1]}⚡`)],
  [/击退(\d+)步/, (m) => new RegExp(`击退${m[1]}步`)],
  [/倒地/, () => /倒地/],
  [/最大机动\s*[-−](\d+)/, (m) => new RegExp(`最大机动[-−]${m[1]}`)],
];

/** What a text says a hit does that `riders` leave out. */
export function missingRiders(text: string, riders: string[]): string[] {
  const clauses = text.replace(/[[\]]/g, "").split(/[；。\n]/).filter((c) => /命中|受击/.test(c));
  const said = riders.join("");
  const missing: string[] = [];
  for (const clause of clauses) {
    for (const [fact, need] of RIDER_FACTS) {
      const m = clause.match(fact);
      if (m && !need(m).test(said)) missing.push(m[0]);
    }
  }
  return missing;
}

describe("riders match the text (items)", () => {
  it("the check finds a hit consequence the riders drop", () => {
    expect(missingRiders("对周围1[步]内每个[生物]造成侵蚀攻击；被[命中]的[生物]立即损失1[机动]", [])).toEqual(["损失1机动"]);
    expect(missingRiders("被[命中]的[生物]立即损失1[机动]", ["被命中者立即失去1⚡。"])).toEqual([]);
  });

  it("every structured item attack's riders say what its text says a hit does", () => {
    const full = readDataset<FullItem[]>("items", "items.json");
    const problems: string[] = [];
    for (const pack of ITEM_PACKS) {
      for (const { doc } of packSources(pack)) {
        const item = full.find((i) => i.id === doc.system.identifier)!;
        const texts = attackTexts(item, pack === "gear");
        const attacks = attacksOf(doc);
        expect(attacks.length, item.id).toBe(texts.length);
        attacks.forEach((a, i) => {
          const missing = missingRiders(texts[i]!, a.riders);
          if (missing.length) problems.push(`${item.id} attack ${i} (${a.label || "-"}): ${missing.join(", ")}`);
        });
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("riders match the text (abilities)", () => {
  it("every ability with structured attacks has riders saying what its text says a hit does", () => {
    const abilities = readDataset<{ id: string; rulesTextZh: string[] }[]>("abilities", "abilities.json");
    const problems: string[] = [];
    for (const { doc } of packSources("abilities")) {
      const attacks = attacksOf(doc);
      if (!attacks.length) continue;
      const text = abilities.find((a) => a.id === doc.system.identifier)!.rulesTextZh.join("\n");
      const missing = missingRiders(text, attacks.flatMap((a) => a.riders));
      if (missing.length) problems.push(`${String(doc.system.identifier)}: ${missing.join(", ")}`);
    }
    expect(problems).toEqual([]);
  });
});

describe("areas say whom they leave out (area.excludes)", () => {
  const all = (pack: string) => packSources(pack).map((s) => s.doc);
  const excludes = (docs: PackDoc[], id: string) => attacksOf(byIdentifier(docs, id)).map((a) => a.area.excludes);

  it("除你以外: the Destroyer Gauntlet's shockwave and the Doomrend Battleaxe's use attack leave you out", () => {
    const weapons = all("weapons");
    expect(excludes(weapons, "destroyer-gauntlet")).toContain("self");
    expect(excludes(weapons, "doomrend-battleaxe")).toContain("self");
  });

  it("Hellfire Circle burns only creatures entering without your leave: you and your allies are left out", () => {
    expect(excludes(all("abilities"), "hellfire-circle")).toEqual(["selfAndAllies"]);
  });

  it("every attack with an area says whom it excludes, consistently with its targets", () => {
    for (const pack of ["abilities", ...ITEM_PACKS]) {
      for (const doc of all(pack)) {
        for (const a of doc.system.attacks as (Attack & { targets: { excludesSelf: boolean; relation: string } })[]) {
          const where = `${String(doc.system.identifier)} ${a.label}`;
          expect(["", "self", "selfAndAllies"], where).toContain(a.area.excludes);
          if (!a.area.shape) expect(a.area.excludes, where).toBe("");
          else if (a.targets.excludesSelf) expect(a.area.excludes, where).not.toBe("");
          else if (a.targets.relation === "hostile") expect(a.area.excludes, where).toBe("selfAndAllies");
        }
      }
    }
  });
});

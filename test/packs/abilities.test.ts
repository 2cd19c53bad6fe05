// The abilities compendium: generator (scripts/packs/abilities.mjs) → sources (packs/abilities) → built
// LevelDB pack (dist/packs/abilities, written by `npm run build`) → Babele English file.
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import "../support/schema-env.ts";
import { packSourceProblems, readDataset } from "../../scripts/packs/common.mjs";
import { validateItemSystem } from "../../src/data/validation.ts";
import { byIdentifier, extractBuiltPack, packSources, readBabele, withoutCatalogueText, type PackDoc as Doc } from "../support/packs.ts";
import { fromRoot } from "../support/project.ts";

type Entry = { doc: Doc; en: { name: string; description: string }; fileName: string };
interface AbilitiesModule {
  buildAbilityDocuments(abilities: unknown[], features?: unknown[]): Doc[];
  buildAbilityEntries(abilities: unknown[], features?: unknown[]): Entry[];
  buildAbilityTranslations(abilities: unknown[], features?: unknown[]): { label: string; mapping: object; entries: Record<string, { name: string; description: string }> };
  abilityId(datasetId: string): string;
  NAME_EN_OVERRIDES: Readonly<Record<string, string>>;
  TRANSLATION_RULES: readonly { id: string; newer: string; seed: string }[];
}
type Dataset = { id: string; nameZh: string; nameEn: string; level: number; attributeType: string; gifted: boolean; obtain: { potentialCost: number } }[];

const sources = packSources("abilities");

let mod: AbilitiesModule;
let abilities: Dataset;
let features: unknown[];
let docs: Doc[];

beforeAll(async () => {
  mod = (await import(pathToFileURL(fromRoot("scripts", "packs", "abilities.mjs")).href)) as AbilitiesModule;
  abilities = readDataset<Dataset>("abilities", "abilities.json");
  features = readDataset<unknown[]>("features", "features.json");
  docs = mod.buildAbilityDocuments(abilities, features);
});

describe("abilities pack builder", () => {
  it("makes one ability document per dataset entry", () => {
    expect(docs).toHaveLength(abilities.length);
    expect(docs.map((d) => d.system.identifier).sort()).toEqual(abilities.map((a) => a.id).sort());
    expect(new Set(docs.map((d) => d._id)).size).toBe(docs.length);
    for (const d of docs) expect(d.type).toBe("ability");
  });

  it("is deterministic: two runs give the same ids and documents", () => {
    const again = mod.buildAbilityDocuments(abilities, features);
    expect(again.map((d) => d._id)).toEqual(docs.map((d) => d._id));
    expect(again).toEqual(docs);
    expect(mod.abilityId("fireball")).toBe(byIdentifier(docs, "fireball")._id);
  });

  it("gives every document a valid _id and _key (and would catch a missing one)", () => {
    for (const d of docs) expect(packSourceProblems(d), d.name).toEqual([]);
    const broken = { ...docs[0]!, _key: undefined } as unknown as Doc;
    expect(packSourceProblems(broken)).toHaveLength(1);
    const badEffect = { ...docs[0]!, effects: [{ _id: "abcdefghijklmnop", _key: "" } as Doc] };
    expect(packSourceProblems(badEffect)).toHaveLength(1);
  });

  it("passes the data model's validator for every document", () => {
    for (const d of docs) expect(validateItemSystem("ability", d.system), d.system.identifier).toEqual([]);
  });

  it("keeps names and levels, Chinese descriptions in seed notation", () => {
    for (const a of abilities) {
      const d = byIdentifier(docs, a.id);
      expect(d.name).toBe(a.nameZh);
      expect(d.system.level).toBe(a.level);
      expect(d.system.attributeType).toBe(a.attributeType);
      expect(d.system.description).toMatch(/^<p>.+<\/p>$/);
      expect(d.system.description, a.id).not.toMatch(/🅟|🅽|敏捷|Agility/);
    }
  });

  it("maps costs, loads, limits, intensify and attacks faithfully", () => {
    const by = (id: string) => byIdentifier(docs, id).system;
    expect(by("bide-your-time")).toMatchObject({ potentialCost: 6, sustain: { attribute: "energy", amount: 2 } });
    expect(by("fireball").potentialCost).toBeNull(); // level × 3
    expect(by("fireball").attacks[0]).toMatchObject({
      range: { kind: "steps", max: 9 }, area: { shape: "circle", radius: 2, center: "impactPoint" },
      targetAttributes: ["energy"], dice: { pools: ["spirit"], divisor: 1, bonus: 0, mode: "points" },
      types: ["erosion"], defenses: ["resist"], targets: { count: null },
    });
    expect(by("chain-lightning").attacks.map((a: { dice: { bonus: number } }) => a.dice.bonus)).toEqual([0, -2, -3]);
    expect(by("mountain-breaker").attacks.map((a: { dice: { bonus: number }; area: { radius: number } }) => [a.area.radius, a.dice.bonus])).toEqual([[1, 2], [2, 1], [3, 0]]);
    expect(by("sweeping-blow").attacks[0]).toMatchObject({ weapon: "equipped", dice: { pools: [], divisor: 2 }, types: [] });
    expect(by("bloodthirst-rune").activation).toMatchObject({ kind: "time", cost: null, time: "1分钟", limit: { max: "floor(spirit/3)", per: "day" } });
    expect(by("stealth").additionalActivations).toHaveLength(1);
    expect(by("magic-specialisation-arcanum").intensify).toMatchObject({ enabled: true, cost: 2, costPlusSteps: true, maxStepsAttribute: "spirit" });
    expect(by("plan-ahead").intensify).toMatchObject({ enabled: true, cost: 6, maxSteps: 2 });
    expect(by("pickpocket").intensify.perStep).toContain("优势");
    const withEffects = docs.filter((d) => d.effects.length);
    expect(withEffects.map((d) => d.system.identifier).sort()).toEqual(["beasts-vigour", "blessing-of-courage", "defy-death", "fortify-flesh", "haste", "life-ward", "psychic-barrier"]);
    expect(byIdentifier(docs, "beasts-vigour").effects[0]).toMatchObject({
      transfer: true, changes: [{ key: "system.mobility.max", mode: 2, value: "1" }],
    });
    for (const d of docs) expect(d.img).toMatch(/^icons\/[a-z]+\/[a-z-]+\/[a-z0-9-]+\.webp$/);
    // Gifted status belongs to the copy a feature grants, not to the learnable compendium entry.
    for (const d of docs) expect(d.system.gifted).toBe(false);
  });

  it("documents its translation rules", () => {
    const ids = mod.TRANSLATION_RULES.map((r) => r.id);
    for (const id of ["rollBonus", "rollPenalty", "agility", "giftedLevel", "poolModifier"]) expect(ids).toContain(id);
  });
});

describe("abilities pack sources (packs/abilities)", () => {
  it("hold exactly the builder's documents, each with _id and _key", () => {
    expect(sources).toHaveLength(abilities.length);
    const byId = new Map(docs.map((d) => [d._id, d]));
    for (const { file: f, doc } of sources) {
      expect(packSourceProblems(doc), f).toEqual([]);
      expect(withoutCatalogueText(doc), `${f} is stale: run npm run packs:generate`).toEqual(byId.get(doc._id));
    }
  });
});

describe("built abilities pack (dist/packs/abilities)", () => {
  it("extracts back to the sources, deep-equal", async () => {
    const extracted = await extractBuiltPack("abilities");
    expect(extracted).toHaveLength(sources.length);
    const byId = new Map(extracted.map((d) => [d._id, d]));
    for (const { doc: s } of sources) expect(byId.get(s._id), s.name).toEqual(s);
  });
});

describe("abilities Babele translation", () => {
  it("has one English entry per document and no orphans", () => {
    const file = readBabele("abilities");
    expect(file.mapping).toMatchObject({ name: "name", description: "system.description" });
    expect(Object.keys(file.entries).sort()).toEqual(docs.map((d) => d._id).sort());
    for (const a of abilities) {
      const e = file.entries[mod.abilityId(a.id)]!;
      expect(e.name).toBe(mod.NAME_EN_OVERRIDES[a.id] ?? a.nameEn);
      expect(e.description).toMatch(/^<p>.+<\/p>$/);
      expect(e.description).not.toMatch(/[\u4e00-\u9fff]|🅟|🅽/);
    }
    expect(file).toEqual(mod.buildAbilityTranslations(abilities, features));
  });
});

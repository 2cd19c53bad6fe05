// The features compendium: generator (scripts/packs/features.mjs) → sources (packs/features) → built
// LevelDB pack (dist/packs/features, written by `npm run build`) → Babele English file; gifted-ability links.
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import "../support/schema-env.ts";
import { packSourceProblems, readDataset } from "../../scripts/packs/common.mjs";
import { validateItemSystem } from "../../src/data/validation.ts";
import { byIdentifier, extractBuiltPack, packSources, readBabele, withoutCatalogueText, type PackDoc as Doc } from "../support/packs.ts";
import { fromRoot } from "../support/project.ts";

interface FeaturesModule {
  buildFeatureDocuments(features: unknown[], abilities: unknown[]): Doc[];
  buildFeatureTranslations(features: unknown[], abilities: unknown[]): { entries: Record<string, { name: string; description: string }> };
  featureId(datasetId: string): string;
  FEATURE_TRANSLATION_RULES: readonly { id: string }[];
}
type FeatureData = { id: string; nameZh: string; nameEn: string; kind: string; giftedAbilities: string[]; attributes: Record<string, number> | null };

const sources = packSources("features");

let mod: FeaturesModule;
let features: FeatureData[];
let abilities: unknown[];
let docs: Doc[];

const byIdent = (id: string) => byIdentifier(docs, id);

beforeAll(async () => {
  mod = (await import(pathToFileURL(fromRoot("scripts", "packs", "features.mjs")).href)) as FeaturesModule;
  features = readDataset<FeatureData[]>("features", "features.json");
  abilities = readDataset<unknown[]>("abilities", "abilities.json");
  docs = mod.buildFeatureDocuments(features, abilities);
});

describe("features pack builder", () => {
  it("makes one feature document per dataset entry, deterministically", () => {
    expect(docs).toHaveLength(features.length);
    expect(docs.map((d) => d.system.identifier).sort()).toEqual(features.map((f) => f.id).sort());
    expect(new Set(docs.map((d) => d._id)).size).toBe(docs.length);
    const again = mod.buildFeatureDocuments(features, abilities);
    expect(again.map((d) => d._id)).toEqual(docs.map((d) => d._id));
    expect(again).toEqual(docs);
    for (const d of docs) {
      expect(d.type).toBe("feature");
      expect(packSourceProblems(d), d.name).toEqual([]);
    }
    expect(packSourceProblems({ ...docs[0]!, _key: "" })).toHaveLength(1);
  });

  it("passes the data model's validator for every document", () => {
    for (const d of docs) expect(validateItemSystem("feature", d.system), d.system.identifier).toEqual([]);
  });

  it("stores base changes as structured fields, not Active Effects", () => {
    for (const f of features) {
      const d = byIdent(f.id);
      expect(d.name).toBe(f.nameZh);
      expect(d.effects).toEqual([]);
      for (const a of ["might", "energy", "spirit"]) expect(d.system.attributes[a]).toBe(f.attributes?.[a] ?? 0);
    }
    expect(byIdent("human").system).toMatchObject({
      kind: "species", speed: 3, perceptionRange: 100, initialPotential: 12,
      movementModes: [{ mode: "walk", poor: false }, { mode: "climb", poor: true }, { mode: "swim", poor: true }],
      senses: [{ sense: "five-senses", poor: false }], giftedAbilities: ["free-will", "common-language"],
    });
    expect(byIdent("voosh").system.attributes).toEqual({ might: -1, energy: 0, spirit: 2 });
    expect(byIdent("incorporeal").system).toMatchObject({ immune: ["physical"], invalidAttributes: ["might"] });
    expect(byIdent("undead").system).toMatchObject({ protection: { physical: 1, erosion: 0, occult: -1 }, needs: { eat: false, drink: false, sleep: false } });
    expect(byIdent("undead").system.senses).toEqual([{ sense: "life-sense", poor: false }]);
    expect(byIdent("large").system.size).toBe("large");
    expect(byIdent("gelaxun").system).toMatchObject({ kind: "subrace", parentSpecies: "human" });
    expect(byIdent("human").system).toMatchObject({ allowedSizes: ["medium"], allowedForms: ["humanoid"], allowedGenders: ["male", "female"] });
    expect(byIdent("tarva").system.allowedGenders).toEqual(["genderless"]);
    expect(byIdent("large").system).toMatchObject({ allowedSizes: [], allowedForms: [], allowedGenders: [] });
    expect(byIdent("fly").system.movementModes).toEqual([{ mode: "fly", poor: false }]);
    expect(mod.FEATURE_TRANSLATION_RULES.length).toBeGreaterThan(5);
  });
});

describe("features pack sources (packs/features)", () => {
  it("hold exactly the builder's documents, each with _id and _key", () => {
    expect(sources).toHaveLength(features.length);
    const byId = new Map(docs.map((d) => [d._id, d]));
    for (const { file: f, doc } of sources) {
      expect(packSourceProblems(doc), f).toEqual([]);
      expect(withoutCatalogueText(doc), `${f} is stale: run npm run packs:generate`).toEqual(byId.get(doc._id));
    }
  });

  it("link every gifted ability to a document of the abilities pack", () => {
    const abilityDocs = packSources("abilities").map((s) => s.doc);
    const identifiers = new Set(abilityDocs.map((d) => d.system.identifier));
    const ids = new Set(abilityDocs.map((d) => d._id));
    let links = 0;
    for (const { doc: f } of sources) {
      for (const g of f.system.giftedAbilities as string[]) expect(identifiers.has(g), `${f.name} → ${g}`).toBe(true);
      const uuids = [...(f.system.description as string).matchAll(/@UUID\[Compendium\.meshal-lite\.abilities\.Item\.([A-Za-z0-9]{16})\]/g)].map((m) => m[1]!);
      expect(uuids).toHaveLength(f.system.giftedAbilities.length);
      for (const id of uuids) expect(ids.has(id), `${f.name} links ${id}`).toBe(true);
      links += uuids.length;
    }
    expect(links).toBe(features.reduce((n, f) => n + f.giftedAbilities.length, 0));
  });
});

describe("built features pack (dist/packs/features)", () => {
  it("extracts back to the sources, deep-equal", async () => {
    const extracted = await extractBuiltPack("features");
    expect(extracted).toHaveLength(sources.length);
    const byId = new Map(extracted.map((d) => [d._id, d]));
    for (const { doc: s } of sources) expect(byId.get(s._id), s.name).toEqual(s);
  });
});

describe("features Babele translation", () => {
  it("has one English entry per document and no orphans", () => {
    const file = readBabele("features");
    expect(file.mapping).toMatchObject({ name: "name", description: "system.description" });
    expect(Object.keys(file.entries).sort()).toEqual(docs.map((d) => d._id).sort());
    for (const f of features) {
      const e = file.entries[mod.featureId(f.id)]!;
      expect(e.name).toBe(f.nameEn);
      expect(e.description).toMatch(/^<p>.+<\/p>$/);
      expect(e.description, f.id).not.toMatch(/[\u4e00-\u9fff]/);
    }
    expect(file).toEqual(mod.buildFeatureTranslations(features, abilities));
  });
});

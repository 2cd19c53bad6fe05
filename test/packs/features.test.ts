// The features compendium: generator (scripts/packs/features.mjs) → sources (packs/features) → built
// LevelDB pack (dist/packs/features, written by `npm run build`) → Babele English file; gifted-ability links.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import YAML from "yaml";
import { validateItemSystem } from "../../src/data/validation.ts";
import { fromRoot, readJson } from "../support/project.ts";

type Doc = { _id: string; _key: string; name: string; type: string; img: string; system: Record<string, any>; effects: Doc[] }; // any: free-form system data read by assertions
interface FeaturesModule {
  buildFeatureDocuments(features: unknown[], abilities: unknown[]): Doc[];
  buildFeatureTranslations(features: unknown[], abilities: unknown[]): { entries: Record<string, { name: string; description: string }> };
  featureId(datasetId: string): string;
  FEATURE_TRANSLATION_RULES: readonly { id: string }[];
}
type FeatureData = { id: string; nameZh: string; nameEn: string; kind: string; giftedAbilities: string[]; attributes: Record<string, number> | null };

const DATA = path.resolve(fromRoot(), "..", "shared", "data");
const SRC = fromRoot("packs", "features");
const ABILITY_SRC = fromRoot("packs", "abilities");
const BUILT = fromRoot("dist", "packs", "features");
const BABELE = fromRoot("translations", "en", "meshal-lite.features.json");

let mod: FeaturesModule;
let features: FeatureData[];
let abilities: unknown[];
let docs: Doc[];

/** Problems that make the CLI skip or reject a source document (a file without `_key` is skipped silently). */
function keyProblems(doc: Partial<Doc>): string[] {
  const out: string[] = [];
  if (typeof doc._id !== "string" || !/^[A-Za-z0-9]{16}$/.test(doc._id)) out.push(`_id ${String(doc._id)} is not 16 alphanumerics`);
  if (doc._key !== `!items!${doc._id}`) out.push(`_key ${String(doc._key)} should be !items!${doc._id}`);
  for (const e of doc.effects ?? []) {
    if (e._key !== `!items.effects!${doc._id}.${e._id}`) out.push(`effect ${e._id} has _key ${String(e._key)}`);
  }
  return out;
}

const yamlFiles = (dir: string) => readdirSync(dir).filter((f) => f.endsWith(".yml"));
const readYaml = (dir: string, f: string) => YAML.parse(readFileSync(path.join(dir, f), "utf8")) as Doc;
const byIdent = (id: string) => docs.find((d) => d.system.identifier === id)!;

beforeAll(async () => {
  mod = (await import(pathToFileURL(fromRoot("scripts", "packs", "features.mjs")).href)) as FeaturesModule;
  features = readJson<FeatureData[]>(path.join(DATA, "features", "features.json"));
  abilities = readJson<unknown[]>(path.join(DATA, "abilities", "abilities.json"));
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
      expect(keyProblems(d), d.name).toEqual([]);
    }
    expect(keyProblems({ ...docs[0]!, _key: "" })).toHaveLength(1);
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
    expect(byIdent("gelaxun").system).toMatchObject({ kind: "subrace", parent: "human" });
    expect(byIdent("fly").system.movementModes).toEqual([{ mode: "fly", poor: false }]);
    expect(mod.FEATURE_TRANSLATION_RULES.length).toBeGreaterThan(5);
  });
});

describe("features pack sources (packs/features)", () => {
  it("hold exactly the builder's documents, each with _id and _key", () => {
    const files = yamlFiles(SRC);
    expect(files).toHaveLength(features.length);
    const byId = new Map(docs.map((d) => [d._id, d]));
    for (const f of files) {
      const doc = readYaml(SRC, f);
      expect(keyProblems(doc), f).toEqual([]);
      expect(doc, `${f} is stale: run npm run packs:generate`).toEqual(byId.get(doc._id));
    }
  });

  it("link every gifted ability to a document of the abilities pack", () => {
    const abilityDocs = yamlFiles(ABILITY_SRC).map((f) => readYaml(ABILITY_SRC, f));
    const identifiers = new Set(abilityDocs.map((d) => d.system.identifier));
    const ids = new Set(abilityDocs.map((d) => d._id));
    let links = 0;
    for (const f of yamlFiles(SRC).map((x) => readYaml(SRC, x))) {
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
    if (!existsSync(BUILT)) throw new Error("dist/packs/features is missing: run `npm run build` first (npm test does).");
    const cliName = "@foundryvtt/foundryvtt-cli";
    const cli = (await import(cliName)) as { extractPack(src: string, dest: string, o: object): Promise<void> };
    const extracted: Doc[] = [];
    await cli.extractPack(BUILT, fromRoot(".cache", "extract-features"), {
      yaml: true,
      transformEntry: async (entry: Doc) => {
        extracted.push(entry);
        return false; // collect only, write nothing
      },
    });
    const sources = yamlFiles(SRC).map((f) => readYaml(SRC, f));
    expect(extracted).toHaveLength(sources.length);
    const byId = new Map(extracted.map((d) => [d._id, d]));
    for (const s of sources) expect(byId.get(s._id), s.name).toEqual(s);
  });
});

describe("features Babele translation", () => {
  it("has one English entry per document and no orphans", () => {
    const file = readJson<{ mapping: Record<string, string>; entries: Record<string, { name: string; description: string }> }>(BABELE);
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

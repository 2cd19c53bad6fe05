import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { packSourceProblems, toYaml } from "../../scripts/packs/common.mjs";
import { equipmentFiles } from "../../scripts/packs/generate.mjs";
import { EQUIPMENT_PACKS } from "../../scripts/packs/items.mjs";
import { languagePack } from "../../scripts/packs/language-packs.mjs";
import { babelePath, packSources } from "../support/packs.ts";
import { fromRoot, readJson } from "../support/project.ts";

const generated = equipmentFiles();
const sourceDir = (pack: string) => fromRoot("packs", pack);
const yamlFiles = (pack: string) => readdirSync(sourceDir(pack)).filter((f) => /\.ya?ml$/.test(f)).sort();

interface ManifestPack { name: string; label: string; path: string; type: string; system: string; ownership?: Record<string, string> }

describe("equipment pack sources on disk", () => {
  it("are up to date with the generator (run npm run packs:generate)", () => {
    for (const [pack, made] of Object.entries(generated.packs)) {
      // On disk with both languages' display text (scripts/packs/language-packs.mjs).
      const entries = languagePack(made, generated.translations[pack]!.entries).cn;
      expect(yamlFiles(pack)).toEqual(entries.map((e) => `${e.fileName}.yml`).sort());
      for (const { fileName, doc } of entries) {
        expect(readFileSync(path.join(sourceDir(pack), `${fileName}.yml`), "utf8"), `${pack}/${fileName}`).toBe(toYaml(doc));
      }
    }
  });

  it("have one file per document, each with a valid _id and _key (and keys on embedded effects)", () => {
    for (const pack of Object.keys(EQUIPMENT_PACKS)) {
      for (const { file, doc } of packSources(pack)) expect(packSourceProblems(doc), `${pack}/${file}`).toEqual([]);
    }
  });

  it("are listed in system.json as Item packs of this system, inside the Meshal Lite folder", () => {
    type Folder = { name: string; packs: string[]; folders?: Folder[] };
    const manifest = readJson<{ packs: ManifestPack[]; packFolders: Folder[] }>(fromRoot("system.json"));
    const inFolders = (folders: Folder[]): string[] => folders.flatMap((f) => [...f.packs, ...inFolders(f.folders ?? [])]);
    for (const pack of Object.keys(EQUIPMENT_PACKS)) {
      const entry = manifest.packs.find((p) => p.name === pack);
      expect(entry, pack).toMatchObject({ path: `packs/${pack}`, type: "Item", system: "meshal-lite" });
      expect(entry!.label).toContain(EQUIPMENT_PACKS[pack]!.zh);
      expect(inFolders(manifest.packFolders)).toContain(pack);
    }
  });

  it("use icons from Foundry's core icon folders", () => {
    for (const entries of Object.values(generated.packs)) {
      for (const { doc } of entries) expect(doc.img).toMatch(/^icons\/(weapons|equipment|consumables|commodities|sundries|tools|creatures|magic|containers|skills)\/[a-z0-9/-]+\.webp$/);
    }
  });

  it("ship their English translations beside them", () => {
    for (const pack of Object.keys(EQUIPMENT_PACKS)) expect(existsSync(babelePath(pack))).toBe(true);
  });
});

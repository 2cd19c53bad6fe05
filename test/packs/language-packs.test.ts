/**
 * The catalogue in each language (docs/data-model.md): every Item pack ships in Chinese (packs/<name>) and in English
 * (packs/en/<name>, pack `<name>-en`), the same documents, and each document carries both languages' display text.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { toYaml } from "../../scripts/packs/common.mjs";
import { languagePack } from "../../scripts/packs/language-packs.mjs";
import { ENGLISH_PACKS, ITEM_PACKS, englishPackSources, packSources, readBabele, type PackDoc } from "../support/packs.ts";
import { fromRoot, readJson } from "../support/project.ts";

const HAN = /\p{Script=Han}/u;
type Text = { name: string; description: string; labels: string[] };
const textOf = (doc: PackDoc): { en: Text; cn: Text } => (doc as PackDoc & { flags: { "meshal-lite": { text: { en: Text; cn: Text } } } }).flags["meshal-lite"].text;
/** A document without its Chinese display text: what an English reader's pack holds in English. */
function withoutChinese(doc: PackDoc): unknown {
  const copy = structuredClone(doc) as PackDoc & { flags: { "meshal-lite": { text: Partial<Record<"en" | "cn", Text>> } } };
  delete copy.flags["meshal-lite"].text.cn;
  return copy;
}

type Folder = { name: string; packs: string[]; folders?: Folder[] };
const manifest = readJson<{ packs: { name: string; label: string; path: string; type: string }[]; packFolders: Folder[] }>(fromRoot("system.json"));

describe("the catalogue in each language", () => {
  it("ships an English pack beside each of the six Chinese Item packs, in a folder per language", () => {
    expect(ITEM_PACKS).toEqual(["abilities", "accessories", "armor", "features", "gear", "weapons"]);
    expect(ENGLISH_PACKS).toEqual(ITEM_PACKS.map((p) => `${p}-en`));
    for (const pack of ITEM_PACKS) {
      expect(manifest.packs.find((p) => p.name === `${pack}-en`)).toMatchObject({ path: `packs/en/${pack}`, type: "Item" });
      expect(manifest.packs.find((p) => p.name === `${pack}-en`)!.label).not.toMatch(HAN);
    }
    const sub = manifest.packFolders[0]!.folders!;
    expect(sub.find((f) => f.name === "English")!.packs.sort()).toEqual([...ENGLISH_PACKS]);
    expect(sub.find((f) => f.name === "中文")!.packs.sort()).toEqual([...ITEM_PACKS]);
  });

  it.each(ITEM_PACKS)("packs/en/%s holds the same documents (ids, identifiers) in English, linking to English packs", (pack) => {
    const cn = packSources(pack);
    const en = englishPackSources(pack);
    expect(en.map((e) => e.file)).toEqual(cn.map((e) => e.file));
    expect(en.map((e) => [e.doc._id, e.doc.system.identifier])).toEqual(cn.map((e) => [e.doc._id, e.doc.system.identifier]));
    for (const { file, doc } of en) {
      const text = JSON.stringify(withoutChinese(doc));
      expect(text, `${pack}/${file}`).not.toMatch(HAN);
      expect(text, `${pack}/${file}`).not.toMatch(/Compendium\.meshal-lite\.(abilities|features|weapons|armor|accessories|gear)\./);
    }
    expect(en.some(({ doc }) => /Compendium\.meshal-lite\.\w+-en\./.test(JSON.stringify(withoutChinese(doc)))) || pack === "armor").toBe(true);
  });

  it.each(ITEM_PACKS)("every document of %s carries its name, description and attack labels in both languages", (pack) => {
    const babele = readBabele(pack).entries as Record<string, { name?: string }>;
    const en = new Map(englishPackSources(pack).map((e) => [e.doc._id, e.doc]));
    for (const { file, doc } of packSources(pack)) {
      const text = textOf(doc);
      const english = en.get(doc._id)!;
      expect(textOf(english), file).toEqual(text);
      expect(text.cn, file).toEqual({ name: doc.name, description: doc.system.description, labels: doc.system.attacks?.map((a: { label: string }) => a.label) ?? [] });
      expect(text.en, file).toEqual({ name: english.name, description: english.system.description, labels: english.system.attacks?.map((a: { label: string }) => a.label) ?? [] });
      expect(text.en.name).toBe(babele[doc._id]!.name);
      expect(text.en.name).not.toMatch(HAN);
    }
  });

  it.each(ITEM_PACKS)("packs/en/%s is up to date with the Chinese pack and its Babele file (run npm run packs:generate)", (pack) => {
    const made = languagePack(packSources(pack).map(({ file, doc }) => ({ fileName: file.replace(/\.yml$/, ""), doc })), readBabele(pack).entries);
    for (const { fileName, doc } of made.en) {
      expect(readFileSync(fromRoot("packs", "en", pack, `${fileName}.yml`), "utf8"), `${pack}/${fileName}`).toBe(toYaml(doc));
    }
    for (const { fileName, doc } of made.cn) {
      expect(readFileSync(fromRoot("packs", pack, `${fileName}.yml`), "utf8"), `${pack}/${fileName}`).toBe(toYaml(doc));
    }
  });
});

/** Compendium packs in tests: their YAML sources (packs/<name>) and the LevelDB packs `npm run build` writes (dist/packs/<name>). */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import YAML from "yaml";
import type { BabeleFile } from "../../scripts/packs/common.mjs";
import { fromRoot, readJson } from "./project.ts";

/** A pack document as the assertions read it. */
export type PackDoc = { _id: string; _key: string; name: string; type: string; img: string; system: Record<string, any>; effects: PackDoc[] }; // eslint-disable-line @typescript-eslint/no-explicit-any -- free-form system data read by assertions

/** The document whose `system.identifier` (its dataset id) is `id`; throws when there is none. */
export function byIdentifier<D extends { system: Record<string, unknown> }>(docs: readonly D[], id: string): D {
  const found = docs.find((d) => d.system.identifier === id);
  if (!found) throw new Error(`no document with identifier "${id}"`);
  return found;
}

/** Every YAML document in `dir`, with its file name (sorted by file name). */
function readYamlDir(dir: string): { file: string; doc: PackDoc }[] {
  return readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((file) => ({ file, doc: YAML.parse(readFileSync(path.join(dir, file), "utf8")) as PackDoc }));
}

const MANIFEST_PACKS = readJson<{ packs: { name: string; type: string; path: string }[] }>(fromRoot("system.json")).packs;

/** The content-language Item packs the manifest lists, sorted: the ones with Chinese sources and a Babele English
 * file (the rules reference is a JournalEntry pack that ships both languages itself, test/packs/rules-reference.test.ts;
 * the English packs, packs/en/<name>, are made from these: ENGLISH_PACKS). */
export const ITEM_PACKS: readonly string[] = MANIFEST_PACKS
  .filter((p) => p.type === "Item" && !p.path.startsWith("packs/en/")).map((p) => p.name).sort();

/** The English Item packs the manifest lists (`<name>-en` at packs/en/<name>), sorted. */
export const ENGLISH_PACKS: readonly string[] = MANIFEST_PACKS
  .filter((p) => p.type === "Item" && p.path.startsWith("packs/en/")).map((p) => p.name).sort();

/** The YAML sources of an English pack (packs/en/<name>), with their file names. */
export const englishPackSources = (pack: string) => readYamlDir(fromRoot("packs", "en", pack));

/** The YAML sources of a pack (packs/<pack>), with their file names. */
export const packSources = (pack: string) => readYamlDir(fromRoot("packs", pack));

/** The documents of the built LevelDB pack dist/packs/<pack>, extracted with the Foundry CLI into a temporary folder. */
export async function extractBuiltPack(pack: string): Promise<PackDoc[]> {
  const built = fromRoot("dist", "packs", pack);
  if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first (npm test does).`);
  const out = mkdtempSync(path.join(os.tmpdir(), `meshal-extract-${pack}-`));
  try {
    const { extractPack } = await import("@foundryvtt/foundryvtt-cli");
    await extractPack(built, out, { yaml: true, log: false });
    return readYamlDir(out).map((e) => e.doc);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** The path of a pack's Babele (English) translation file. */
export const babelePath = (pack: string) => fromRoot("translations", "en", `meshal-lite.${pack}.json`);

/** A pack's Babele (English) translation file, parsed. */
export const readBabele = (pack: string) => readJson<BabeleFile>(babelePath(pack));

/**
 * A pack document without the display text it carries for the other language (`flags.meshal-lite.text`,
 * scripts/packs/language-packs.mjs): what the pack's generator wrote, and what a check of one language reads.
 */
export function withoutCatalogueText<D extends object>(doc: D): D {
  const copy = structuredClone(doc) as D & { flags?: Record<string, Record<string, unknown>> };
  const own = copy.flags?.["meshal-lite"];
  if (own) {
    delete own.text;
    if (Object.keys(own).length === 0) delete copy.flags!["meshal-lite"];
  }
  return copy;
}

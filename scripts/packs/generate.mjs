// npm run packs:generate — regenerates the compendium pack sources (packs/<name>/*.yml) and their
// Babele translation files (translations/en/meshal-lite.<name>.json) from the datasets in data/.
// Deterministic: the same datasets give byte-identical files. Fails loudly on anything unmappable.
//
// Runs the equipment generator (items.mjs) and, when their files exist, the abilities and features
// generators owned by the abilities/features work: `generateAbilities()` from ./abilities.mjs and
// `generateFeatures()` from ./features.mjs are awaited with one argument `{root, dataRoot, common}`
// and are expected to write their own packs and translations (they may return a summary to print).
//
// Flags: --rules prints the translation rules (items-rules.mjs) and exits; --check generates in memory
// and exits 1 when a file on disk differs (for CI).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as common from "./common.mjs";
import { EQUIPMENT_PACKS, generateEquipment } from "./items.mjs";
import { TRANSLATION_RULES } from "./items-rules.mjs";
import { languagePack, writeLanguagePacks } from "./language-packs.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const { root, dataRoot, jsonText, packDir, readDataset, toYaml, translationFile, writeJson, writePackSources } = common;

/** The equipment packs' files: {path (relative to root) → text}. */
export function equipmentFiles() {
  const items = readDataset("items", "items.json");
  const abilitiesFile = path.join(dataRoot, "abilities", "abilities.json");
  const abilities = existsSync(abilitiesFile) ? JSON.parse(readFileSync(abilitiesFile, "utf8")) : [];
  return generateEquipment(items, Array.isArray(abilities) ? abilities : abilities.abilities ?? []);
}

function check({ packs, translations }) {
  const diffs = [];
  for (const [name, generated] of Object.entries(packs)) {
    const entries = languagePack(generated, translations[name]?.entries ?? {}).cn;
    for (const { fileName, doc } of entries) {
      const file = path.join(packDir(name), `${fileName}.yml`);
      if (!existsSync(file) || readFileSync(file, "utf8") !== toYaml(doc)) diffs.push(path.relative(root, file));
    }
  }
  for (const [name, data] of Object.entries(translations)) {
    const file = translationFile(name);
    if (!existsSync(file) || readFileSync(file, "utf8") !== jsonText(data)) diffs.push(path.relative(root, file));
  }
  return diffs;
}

async function runOptional(file, exportName) {
  const full = path.join(here, file);
  if (!existsSync(full)) {
    console.log(`skip ${file} (not present)`);
    return;
  }
  const mod = await import(pathToFileURL(full).href);
  if (typeof mod[exportName] !== "function") throw new Error(`${file} does not export ${exportName}()`);
  const summary = await mod[exportName]({ root, dataRoot, common });
  console.log(`${file}: ${summary === undefined ? "done" : JSON.stringify(summary)}`);
}

async function main(argv) {
  if (argv.includes("--rules")) {
    for (const [id, text] of TRANSLATION_RULES) console.log(`${id}: ${text}`);
    return;
  }
  const result = equipmentFiles();
  if (argv.includes("--check")) {
    const diffs = check(result);
    if (diffs.length) {
      console.error(`Out of date (run npm run packs:generate):\n  ${diffs.join("\n  ")}`);
      process.exit(1);
    }
    console.log("Equipment pack sources are up to date.");
    return;
  }
  for (const [name, entries] of Object.entries(result.packs)) {
    const n = writePackSources(packDir(name), entries);
    console.log(`packs/${name}: ${n} documents (${EQUIPMENT_PACKS[name]?.type})`);
  }
  for (const [name, data] of Object.entries(result.translations)) {
    writeJson(translationFile(name), data);
  }
  await runOptional("abilities.mjs", "generateAbilities");
  await runOptional("features.mjs", "generateFeatures");
  await runOptional("rules-reference.mjs", "generateRulesReference");
  for (const [name, n] of Object.entries(writeLanguagePacks())) console.log(`packs/en/${name}: ${n} documents (English, with both languages' text)`);
  const { CONTACT_SHEET, contactSheetHtml, packIcons } = await import("./contact-sheet.mjs");
  writeFileSync(CONTACT_SHEET, contactSheetHtml(packIcons()));
  console.log(`${path.relative(root, CONTACT_SHEET)}: icon contact sheet`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((err) => {
    console.error(`packs:generate failed: ${err.message}`);
    process.exit(1);
  });
}

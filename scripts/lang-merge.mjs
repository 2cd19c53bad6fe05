// node scripts/lang-merge.mjs <en|cn> <fragment.json> [--force]
// Deep-merges a fragment into lang/<lang>.json in one read-modify-write, keeping key order.
// Refuses to change an existing string unless --force, so parallel work never clobbers a key.
import { readFile, writeFile } from "node:fs/promises";
import { fromRoot } from "./project.mjs";

const [lang, fragmentFile, flag] = process.argv.slice(2);
if (!lang || !["en", "cn"].includes(lang) || !fragmentFile) {
  console.error("usage: node scripts/lang-merge.mjs <en|cn> <fragment.json> [--force]");
  process.exit(2);
}
const target = fromRoot("lang", `${lang}.json`);
const tree = JSON.parse(await readFile(target, "utf8"));
const fragment = JSON.parse(await readFile(fragmentFile, "utf8"));
/** @type {string[]} */
const conflicts = [];

/**
 * @typedef {{[key: string]: string | LangTree}} LangTree
 * @param {LangTree} into
 * @param {LangTree} from
 * @param {string[]} path
 */
function merge(into, from, path) {
  for (const [key, value] of Object.entries(from)) {
    const here = [...path, key].join(".");
    if (value && typeof value === "object") {
      if (typeof into[key] === "string") conflicts.push(here);
      else merge(/** @type {LangTree} */ (into[key] ??= {}), value, [...path, key]);
    } else if (typeof into[key] === "object" || (key in into && into[key] !== value && flag !== "--force")) {
      conflicts.push(here);
    } else into[key] = value;
  }
}
merge(tree, fragment, []);
if (conflicts.length) {
  console.error(`Not written: these keys already hold something else: ${conflicts.join(", ")}`);
  process.exit(1);
}
await writeFile(target, `${JSON.stringify(tree, null, 2)}\n`);
console.log(`lang/${lang}.json updated`);

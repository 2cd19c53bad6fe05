// Shared helpers for every compendium-pack generator (equipment, abilities, features).
// Pure functions except writePackSources/writeJson, which touch only the folder they are given.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import YAML from "yaml";
import { BABELE_MAPPING } from "./structured-en.mjs";

/** Repository root and the structured rules datasets inside it (data/, described in data/README.md). */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const dataRoot = path.join(root, "data");
export const SYSTEM_ID = "meshal-lite";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/**
 * A stable 16-character alphanumeric document id derived from a seed string
 * (e.g. "item:weapons:dagger"). Same seed → same id, on every machine and every run.
 */
export function stableId(seed) {
  const bytes = createHash("sha256").update(`${SYSTEM_ID}:${seed}`).digest();
  let id = "";
  for (const byte of bytes.subarray(0, 16)) id += ALPHABET.charAt(byte % ALPHABET.length);
  return id;
}

/** `_key` of a top-level Item in a pack. */
export const itemKey = (id) => `!items!${id}`;
/** `_key` of an ActiveEffect embedded in an Item. */
export const itemEffectKey = (itemId, effectId) => `!items.effects!${itemId}.${effectId}`;

/** True for a valid Foundry document id (16 alphanumeric characters). */
export const isDocumentId = (id) => typeof id === "string" && /^[A-Za-z0-9]{16}$/.test(id);

/** File-name slug (lower-case ASCII, digits and dashes). Throws on an empty result. */
export function slug(text) {
  const s = String(text)
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
  if (!s) throw new Error(`slug: "${text}" has no ASCII letters or digits`);
  return s;
}

/** Deep copy with object keys sorted (arrays keep their order): deterministic output. */
export function sortKeysDeep(value) {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (value && typeof value === "object") {
    const out = {};
    for (const key of Object.keys(value).sort()) out[key] = sortKeysDeep(value[key]);
    return out;
  }
  return value;
}

/** YAML text of one pack document: sorted keys, no line folding (HTML stays on one line). */
export function toYaml(doc) {
  return YAML.stringify(sortKeysDeep(doc), { lineWidth: 0, minContentWidth: 0 });
}

/**
 * Writes one YAML file per document into `dir` (file = `<fileName>.yml`) and deletes the
 * other .yml files there, so renamed or removed entries leave nothing behind.
 * @param {string} dir absolute folder (created if missing)
 * @param {{fileName: string, doc: object}[]} entries
 * @returns {number} files written
 */
export function writePackSources(dir, entries) {
  mkdirSync(dir, { recursive: true });
  const wanted = new Set();
  for (const { fileName, doc } of entries) {
    const file = `${fileName}.yml`;
    if (wanted.has(file)) throw new Error(`writePackSources: two documents want ${path.join(dir, file)}`);
    wanted.add(file);
    const text = toYaml(doc);
    const full = path.join(dir, file);
    if (!existsSync(full) || readFileSync(full, "utf8") !== text) writeFileSync(full, text);
  }
  for (const name of readdirSync(dir)) {
    if (/\.ya?ml$/.test(name) && !wanted.has(name)) rmSync(path.join(dir, name));
  }
  return wanted.size;
}

/** Pretty JSON text (2 spaces, trailing newline), as writeJson writes it. */
export const jsonText = (data) => `${JSON.stringify(data, null, 2)}\n`;

/** Writes pretty JSON (jsonText) only when the content changed. */
export function writeJson(file, data) {
  mkdirSync(path.dirname(file), { recursive: true });
  const text = jsonText(data);
  if (!existsSync(file) || readFileSync(file, "utf8") !== text) writeFileSync(file, text);
}

/** The folder of a pack's YAML sources: packs/<name>. */
export const packDir = (name) => path.join(root, "packs", name);
/** A pack's Babele (English) file: translations/en/<system id>.<name>.json. */
export const translationFile = (name) => path.join(root, "translations", "en", `${SYSTEM_ID}.${name}.json`);

/**
 * The Babele file of generated entries `{doc, en}` (entries keyed by the document `_id`).
 * @type {(label: string, entries: Pick<PackEntry, "doc" | "en">[]) => BabeleFile}
 */
export const entriesTranslation = (label, entries) => babeleFile(label, Object.fromEntries(entries.map((e) => [e.doc._id, e.en])));

/**
 * Writes one generated pack: its sources (writePackSources, stale files removed) and its Babele file.
 * @param {string} name pack name; @param {string} label Babele label
 * @param {PackEntry[]} entries
 * @returns {number} documents written
 */
export function writePack(name, label, entries) {
  const count = writePackSources(packDir(name), entries);
  writeJson(translationFile(name), entriesTranslation(label, entries));
  return count;
}

/**
 * Reads a dataset file under data/, e.g. readDataset("items", "items.json").
 * @template [T=any] any by default: the generators walk the datasets loosely (see tsconfig.packs.json)
 * @param {...string} parts
 * @returns {T}
 */
export function readDataset(...parts) {
  return JSON.parse(readFileSync(path.join(dataRoot, ...parts), "utf8"));
}

/** Escapes text for HTML element content. */
export function escapeHtml(text) {
  return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** `<p>…</p>` for each non-empty paragraph (text is escaped). */
export const htmlParagraphs = (paragraphs) =>
  paragraphs.filter(Boolean).map((p) => `<p>${escapeHtml(p)}</p>`).join("");

/** `<ul><li>…</li></ul>` (escaped), or "" for an empty list. */
export const htmlList = (items) =>
  items.length ? `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>` : "";

/** An attack's range / area with nothing set, in the data model's shape (src/data/fields/attack.ts). */
export const emptyRange = (kind) => ({ kind, min: null, max: null, maxAttribute: "", maxUsesDice: false, maxMultiplier: 1, direction: "", noBeyondRange: false });
export const emptyArea = () => ({ shape: "", radius: 0, angle: 0, center: "self" });

/**
 * Who an attack's area leaves out (area.excludes, for the attack card's targets): "self" when the text says
 * 除你以外 / 你除外 (targets.excludesSelf), "selfAndAllies" for areas that hit only hostile creatures or only
 * those entering without your leave (Hellfire Circle), "" when everyone in the area is hit (you included).
 */
export function withAreaExcludes(system, override = "") {
  const excludes = override || (system.targets.relation === "hostile" ? "selfAndAllies" : system.targets.excludesSelf ? "self" : "");
  if (!["", "self", "selfAndAllies"].includes(excludes)) throw new Error(`area.excludes "${excludes}"`);
  if (override && !system.area.shape) throw new Error(`area.excludes "${override}" on an attack without an area`);
  system.area = { ...system.area, excludes: system.area.shape ? excludes : "" };
  return system;
}

/**
 * A bilingual phrase. Every word table and sentence builder of the generators returns these.
 * @typedef {{zh: string, en: string}} Words
 */
/** @type {(zh: string, en: string) => Words} */
export const W = (zh, en) => ({ zh, en });

/**
 * A stored time ("1 minute", "10 seconds", "varies", "see text") as {zh, en}: the packs store the Chinese
 * ("1分钟", "视情况而定", "见效果说明") and the Babele translation restores the English (STRUCTURED_PATHS).
 */
export function timeWords(time) {
  if (!time) return W("", "");
  const m = /^(\d+)\s+(second|minute|hour|day|round)s?$/.exec(time);
  if (m) {
    const unit = { second: "秒", minute: "分钟", hour: "小时", day: "天", round: "轮" }[m[2]];
    return W(`${m[1]}${unit}`, `${m[1]} ${m[2]}${m[1] === "1" ? "" : "s"}`);
  }
  const words = { varies: W("视情况而定", "varies"), "see text": W("见效果说明", "see text") }[time];
  if (!words) throw new Error(`timeWords: cannot read time "${time}"`);
  return words;
}

/** "an Empty Bottle", "a Rope": the English indefinite article before a noun phrase. */
export const withArticle = (noun) => `${/^(@UUID\[[^\]]*\]\{)?[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;

/** Joins words: Chinese with "、" (or "或"), English with commas and a final "and"/"or". */
export function joinWords(words, how = "and") {
  const zh = words.map((w) => w.zh).join(how === "or" ? "或" : "、");
  const en = words.map((w) => w.en);
  const last = en.pop();
  return { zh, en: en.length ? `${en.join(", ")} ${how} ${last}` : (last ?? "") };
}

/** A signed number: "+2", "-1", "0". */
export const signed = (n) => (n > 0 ? `+${n}` : `${n}`);

/** Glossary words (docs/rules.md §1) every generator uses. */
export const ATTRIBUTE = { might: W("强壮", "Might"), energy: W("活力", "Energy"), spirit: W("精神", "Spirit") };
export const ATTACK_TYPE = { physical: W("物理", "physical"), erosion: W("侵蚀", "erosion"), occult: W("灵异", "occult"), true: W("真实", "true") };
export const PROTECTION = { physical: W("物理防护", "physical protection"), erosion: W("侵蚀防护", "erosion protection"), occult: W("灵异防护", "occult protection") };
export const DEFENSE = { block: W("格挡", "block"), dodge: W("闪避", "dodge"), resist: W("抵抗", "resist"), any: W("防御", "defense") };
export const PERIOD = { round: W("每轮", "per round"), moment: W("每次瞬息过程", "per Moment"), fullRest: W("每次充分休息", "per full rest"), day: W("每天", "per day") };

/**
 * A use limit, worded alike on items and abilities (issue 36): "每轮最多1次" / "1× per round" — the book's
 * 每天最多3次 (l.88). `count` is a number or words already formatted (a formula).
 * @param {number | Words} count @param {keyof typeof PERIOD} per
 */
export function limitWords(count, per) {
  const n = typeof count === "number" ? W(`${count}次`, `${count}×`) : count;
  return W(`${PERIOD[per].zh}最多${n.zh}`, `${n.en} ${PERIOD[per].en}`);
}

/**
 * An Active Effect embedded in an Item (id and `_key` included) that adds numbers to actor fields. Stored in v13's shape
 * (`changes` with `mode`, a duration in `rounds`), which v14 converts on load (docs/data-model.md "Active Effects in
 * the packs"); `ends` names when a cast buff ends (src/documents/logic/effect-timing.ts: nextTurn, turnNextRound,
 * nextRound), which the system makes v14's expiry event when the effect is put on a creature.
 * @param {string} itemId the Item's `_id`; @param {string} seed stableId seed of the effect
 * @param {{name: string, img: string, changes: [string, number][], transfer: boolean, rounds: number|null, ends?: string, description: string}} spec
 */
export function embeddedEffect(itemId, seed, { name, img, changes, transfer, rounds, ends, description }) {
  const _id = stableId(seed);
  return {
    _id,
    _key: itemEffectKey(itemId, _id),
    name,
    img,
    type: "base",
    system: {},
    changes: changes.map(([key, value]) => ({ key, mode: 2, value: String(value), priority: null })), // mode 2 = add
    disabled: false,
    duration: { startTime: null, seconds: null, combat: null, rounds, turns: null, startRound: null, startTurn: null },
    description,
    origin: null,
    tint: "#ffffff",
    transfer,
    statuses: [],
    sort: 0,
    flags: ends ? { "meshal-lite": { ends } } : {},
  };
}

/**
 * Default icons from Foundry's core icon set (every path appears in dnd5e's own pack sources,
 * which ship only core icons under `icons/`). Keyed by item kind; `DEFAULT_ICON` for the rest.
 */
export const KIND_ICONS = {
  // weapons
  wrestle: "icons/weapons/daggers/dagger-straight-blue.webp",
  blade: "icons/weapons/swords/greatsword-crossguard-steel.webp",
  impact: "icons/weapons/maces/mace-flanged-steel.webp",
  swiping: "icons/weapons/maces/flail-ball-grey.webp",
  pole: "icons/weapons/polearms/spear-flared-worn-grey.webp",
  shield: "icons/equipment/shield/round-wooden-boss-steel-brown.webp",
  projectile: "icons/weapons/bows/shortbow-leather.webp",
  throwing: "icons/weapons/thrown/dart-feathered.webp",
  telekinesis: "icons/magic/lightning/orb-ball-spiral-blue.webp",
  ammunition: "icons/weapons/ammunition/arrows-broadhead-white.webp",
  exoticWeapon: "icons/weapons/swords/sword-runed-glowing.webp",
  naturalWeapon: "icons/creatures/claws/claw-scaled-red.webp",
  // protective gear
  helmet: "icons/equipment/head/helm-spangen.webp",
  armor: "icons/equipment/chest/breastplate-banded-steel.webp",
  boots: "icons/equipment/feet/boots-leather-laced-brown.webp",
  harness: "icons/equipment/waist/belt-armored-steel.webp",
  exoticProtection: "icons/equipment/back/mantle-collared-black.webp",
  naturalProtection: "icons/commodities/biological/shell-tan.webp",
  // accessories
  jewelry: "icons/equipment/finger/ring-band-copper.webp",
  pendant: "icons/equipment/neck/pendant-bronze-gem-blue.webp",
  attachment: "icons/equipment/waist/belt-buckle-square-leather-brown.webp",
  costume: "icons/equipment/chest/shirt-collared-yellow.webp",
  adornment: "icons/equipment/head/goggles-leather-blue.webp",
  exoticAccessory: "icons/magic/lightning/orb-ball-purple.webp",
  earpiece: "icons/commodities/gems/pearl-natural.webp",
  necklace: "icons/equipment/neck/necklace-hook-brown.webp",
  ring: "icons/equipment/finger/ring-band-copper.webp",
  armband: "icons/equipment/wrist/bracer-banded-leather.webp",
  gloves: "icons/equipment/hand/glove-simple-leather-green.webp",
  footwear: "icons/equipment/wrist/bracer-segmented-leather.webp",
  waistband: "icons/equipment/waist/belt-buckle-square-leather-brown.webp",
  tailpiece: "icons/equipment/finger/ring-band-copper.webp",
  cape: "icons/equipment/back/cloak-hooded-blue.webp",
  // other gear
  food: "icons/consumables/food/berries-ration-round-red.webp",
  drink: "icons/consumables/drinks/tea-jug-gourd-brown.webp",
  medicine: "icons/consumables/potions/potion-tube-corked-red.webp",
  document: "icons/sundries/scrolls/scroll-plain-tan.webp",
  tool: "icons/tools/hand/hammer-and-nail.webp",
  currency: "icons/commodities/currency/coin-engraved-sun-smile-copper.webp",
  sundry: "icons/containers/bags/pouch-cloth-tan.webp",
  material: "icons/commodities/materials/bowl-powder-gold.webp",
  addon: "icons/weapons/ammunition/shot-round-brown.webp",
  // material subtypes (items.json materialSubtypes)
  mineral: "icons/commodities/stone/ore-pile-red.webp",
  metallurgical: "icons/commodities/metal/ingot-stamped-silver.webp",
  herb: "icons/commodities/flowers/clover.webp",
  animalPart: "icons/commodities/bones/horn-simple-grey.webp",
  occultSubstance: "icons/commodities/materials/liquid-purple.webp",
  craftedGood: "icons/commodities/materials/bowl-powder-gold.webp",
  foodstuff: "icons/consumables/food/berries-ration-round-red.webp",
};
export const DEFAULT_ICON = "icons/sundries/misc/key-ring-long-gold.webp";

/** Icon for a kind id, falling back to DEFAULT_ICON. */
export const iconFor = (kind) => KIND_ICONS[kind] ?? DEFAULT_ICON;

/**
 * @typedef {{label: string, mapping: Record<string, string | {path: string, converter: string}>, entries: Record<string, {name: string, description: string, [structured: string]: unknown}>}} BabeleFile
 * @typedef {{fileName: string, doc: {_id: string}, en: {name: string, description: string}}} PackEntry
 *   a generated pack entry: the source document and its English (Babele) words
 */
/**
 * The Babele translation file for one pack (format: label, mapping, entries keyed by `_id`).
 * @param {string} label
 * @param {BabeleFile["entries"]} entries
 * @returns {BabeleFile}
 */
export function babeleFile(label, entries) {
  return {
    label,
    mapping: BABELE_MAPPING,
    entries: sortKeysDeep(entries),
  };
}

/**
 * Problems of one pack source document as the CLI would see them: a missing or malformed `_id`/`_key`
 * (the CLI silently skips a file without `_key`), and embedded effects without their `_key`.
 * @returns {string[]} empty when the document is fine
 */
export function packSourceProblems(doc) {
  const out = [];
  if (!doc || typeof doc !== "object") return ["not an object"];
  if (!isDocumentId(doc._id)) out.push(`_id: "${doc._id}" is not 16 letters and digits`);
  if (doc._key !== itemKey(doc._id)) out.push(`_key: expected "${itemKey(doc._id)}", got "${doc._key}"`);
  if (!Array.isArray(doc.effects)) out.push("effects: missing (use [] for none)");
  for (const [i, e] of (Array.isArray(doc.effects) ? doc.effects : []).entries()) {
    if (!isDocumentId(e?._id)) out.push(`effects[${i}]._id: "${e?._id}" is not 16 letters and digits`);
    if (e?._key !== itemEffectKey(doc._id, e?._id)) out.push(`effects[${i}]._key: expected "${itemEffectKey(doc._id, e?._id)}", got "${e?._key}"`);
  }
  return out;
}

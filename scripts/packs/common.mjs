// Shared helpers for every compendium-pack generator (equipment, abilities, features).
// Pure functions except writePackSources/writeJson, which touch only the folder they are given.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import YAML from "yaml";

/** Repository root (…/main) and the shared datasets beside it (…/shared/data). */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const dataRoot = path.resolve(root, "..", "shared", "data");
export const SYSTEM_ID = "meshal-lite";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/**
 * A stable 16-character alphanumeric document id derived from a seed string
 * (e.g. "item:weapons:dagger"). Same seed → same id, on every machine and every run.
 */
export function stableId(seed) {
  const bytes = createHash("sha256").update(`${SYSTEM_ID}:${seed}`).digest();
  let id = "";
  for (let i = 0; i < 16; i++) id += ALPHABET[bytes[i] % ALPHABET.length];
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

/** Writes pretty JSON (2 spaces, trailing newline) only when the content changed. */
export function writeJson(file, data) {
  mkdirSync(path.dirname(file), { recursive: true });
  const text = `${JSON.stringify(data, null, 2)}\n`;
  if (!existsSync(file) || readFileSync(file, "utf8") !== text) writeFileSync(file, text);
}

/** Reads a dataset file under shared/data, e.g. readDataset("items", "items.json"). */
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

/** `<h3>…</h3>` followed by a list, or "" when the list is empty. */
export const htmlSection = (title, items) => (items.length ? `<h3>${escapeHtml(title)}</h3>${htmlList(items)}` : "");

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
  helmet: "icons/equipment/head/hood-cloth-trimmed-pink-gold.webp",
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
  earpiece: "icons/equipment/finger/ring-band-copper.webp",
  necklace: "icons/equipment/neck/necklace-hook-brown.webp",
  ring: "icons/equipment/finger/ring-band-copper.webp",
  armband: "icons/equipment/wrist/bracer-banded-leather.webp",
  gloves: "icons/equipment/hand/glove-simple-leather-green.webp",
  footwear: "icons/equipment/feet/shoes-leather-simple-brown.webp",
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
  sundry: "icons/sundries/misc/key-ring-long-gold.webp",
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

/** The Babele translation file for one pack (format: label, mapping, entries keyed by `_id`). */
export function babeleFile(label, entries) {
  return {
    label,
    mapping: { name: "name", description: "system.description" },
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

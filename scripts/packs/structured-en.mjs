// English for the structured fields that sheets and cards show (triggers, requirements, attack labels and
// riders, intensify steps, effect names …). The packs store Chinese; Babele swaps in English at runtime
// through STRUCTURED_MAPPING and the converter registered in src/compat/babele.ts (same merge as
// `mergeTranslation` below). Generators store every such Chinese phrase through `stored(W(zh, en))`,
// so the English is known; `structuredTranslation` then reads it back for the translation file and
// fails the build when a displayed field keeps Chinese in English.

/** Babele converter name (registered by src/compat/babele.ts). */
export const CONVERTER = "meshalLiteMerge";

/** Translation-entry key → document path. Every path Babele maps with the merge converter. */
export const STRUCTURED_PATHS = Object.freeze({
  source: "system.source",
  trigger: "system.activation.trigger",
  activationTime: "system.activation.time",
  equipTime: "system.equip.time",
  useTime: "system.use.time",
  chargeTime: "system.charge.time",
  reloadTime: "system.reload.time",
  activations: "system.additionalActivations",
  requirements: "system.requirements",
  perStep: "system.intensify.perStep",
  useTrigger: "system.use.trigger",
  equipRequirements: "system.equip.requirements",
  rollModifiers: "system.rollModifiers",
  ammunitionRiders: "system.ammunition.riders",
  attacks: "system.attacks",
  effects: "effects",
});

/** The `mapping` of every generated Babele file. */
export const BABELE_MAPPING = Object.freeze({
  name: "name",
  description: "system.description",
  ...Object.fromEntries(Object.entries(STRUCTURED_PATHS).map(([k, path]) => [k, { path, converter: CONVERTER }])),
});

import { bookTerms } from "./terms.mjs";

const HAN = /\p{Script=Han}/u;
export const hasHan = (s) => typeof s === "string" && HAN.test(s);

const english = new Map();

/** Records the English of a Chinese phrase stored in a structured field and returns the Chinese (in the book's words). */
export function stored(w) {
  if (!hasHan(w.zh)) return w.zh;
  const zh = bookTerms(w.zh);
  if (!w.en || hasHan(w.en)) throw new Error(`stored: "${zh}" has no English rendering`);
  const known = english.get(zh);
  if (known !== undefined && known !== w.en) throw new Error(`stored: "${zh}" is rendered both "${known}" and "${w.en}"`);
  english.set(zh, w.en);
  return zh;
}

const get = (obj, path) => path.split(".").reduce((o, k) => (o == null ? undefined : o[k]), obj);

/** The English of a stored value: strings looked up, arrays by index (null = keep), objects by key (changed keys only). */
function render(value, where) {
  if (typeof value === "string") {
    if (!hasHan(value)) return undefined;
    const en = english.get(value);
    if (en === undefined) throw new Error(`${where}: "${value}" is stored without an English rendering`);
    return en;
  }
  if (Array.isArray(value)) {
    const out = value.map((v, i) => render(v, `${where}[${i}]`) ?? null);
    return out.some((v) => v !== null) ? out : undefined;
  }
  if (value && typeof value === "object") {
    const out = {};
    for (const [k, v] of Object.entries(value)) {
      const r = render(v, `${where}.${k}`);
      if (r !== undefined) out[k] = r;
    }
    return Object.keys(out).length ? out : undefined;
  }
  return undefined;
}

/**
 * The structured part of a document's English translation entry: {key: translation} for every mapped path
 * that holds Chinese. Throws when a displayed field outside the mapping holds Chinese.
 */
export function structuredTranslation(doc, where) {
  const out = {};
  for (const [key, path] of Object.entries(STRUCTURED_PATHS)) {
    const r = render(get(doc, path), `${where}:${path}`);
    if (r !== undefined) out[key] = r;
  }
  const check = applyTranslation(doc, { name: "-", description: "-", ...out });
  const left = hanPaths(check);
  if (left.length) throw new Error(`${where}: Chinese left in English at ${left.join(", ")} (map the field in STRUCTURED_PATHS)`);
  return out;
}

/** Babele's merge converter, as src/compat/babele.ts registers it: translation over source, by index and key. */
export function mergeTranslation(source, translation) {
  if (translation === undefined || translation === null) return source;
  if (typeof source === "string" || source === undefined || source === null) return typeof translation === "string" ? translation : source;
  if (Array.isArray(source)) return Array.isArray(translation) ? source.map((v, i) => mergeTranslation(v, translation[i])) : source;
  if (typeof source === "object" && typeof translation === "object") {
    const out = { ...source };
    for (const [k, v] of Object.entries(translation)) if (k in source) out[k] = mergeTranslation(source[k], v);
    return out;
  }
  return source;
}

/** A copy of `doc` as Babele shows it with translation entry `entry` (name, description, structured keys). */
export function applyTranslation(doc, entry) {
  const out = structuredClone(doc);
  if (entry.name) out.name = entry.name;
  if (entry.description && out.system) out.system.description = entry.description;
  for (const [key, path] of Object.entries(STRUCTURED_PATHS)) {
    if (entry[key] === undefined) continue;
    const keys = path.split(".");
    const last = /** @type {string} */ (keys.at(-1));
    const parent = keys.slice(0, -1).reduce((o, k) => o?.[k], out);
    if (parent) parent[last] = mergeTranslation(parent[last], entry[key]);
  }
  return out;
}

/** Paths of every string holding Han characters (ids and keys excluded). */
export function hanPaths(value, where = "") {
  if (typeof value === "string") return hasHan(value) ? [where] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => hanPaths(v, `${where}[${i}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => hanPaths(v, where ? `${where}.${k}` : k));
  return [];
}

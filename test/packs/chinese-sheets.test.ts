// Chinese sheets without English: the packs store Chinese in every field a sheet or card shows (times such as
// "1分钟", sources, triggers …); the English lives in the Babele translation (translations/en), like every other
// field. Numbers, unit symbols, links, ids, keys and formulas aside, a displayed string holds no Latin word.
import { describe, expect, it } from "vitest";
import { applyTranslation, hasHan } from "../../scripts/packs/structured-en.mjs";
import { packSources, readBabele, withoutCatalogueText, type PackDoc } from "../support/packs.ts";

const PACKS = ["abilities", "accessories", "armor", "features", "gear", "weapons"];

/** Keys whose values are text a sheet or card shows, whatever they look like ("varies" is one word). */
const DISPLAYED_KEYS = new Set(["name", "description", "source", "time", "trigger", "requirements", "label", "perStep", "text", "note", "reminder"]);
/** Keys whose values are ids, paths, colours, formulas or enum keys (never prose). */
const NOT_TEXT_KEYS = new Set(["_id", "_key", "img", "identifier", "key", "tint", "max", "formula", "replaces", "ammunition", "grantedBy", "itemId", "uuid", "origin"]);
/** An enum key or dataset id: camelCase or kebab-case, no spaces. */
const KEY_LIKE = /^[a-z][a-zA-Z0-9]*(-[a-z0-9]+)*$/;
/** What a Chinese field may hold in Latin letters: links, tags, numbers with unit symbols, the system's name, hex ids. */
const ALLOWED = [/@UUID\[[^\]]*\]/g, /<[^>]+>/g, /&[a-z]+;/g, /\b[0-9a-f]{16,}\b/g, /\d+(mm|cm|kg|km|m|g)\b/g, /Meshal( Lite)?/g];

/** The Latin words left in a displayed string once the allowed notations are removed. */
export function latinWords(text: string): string[] {
  let rest = text;
  for (const re of ALLOWED) rest = rest.replace(re, " ");
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

/** [path, value, words] of every displayed string of `doc` holding a Latin word. */
function latinFields(doc: PackDoc): [string, string, string[]][] {
  const out: [string, string, string[]][] = [];
  const walk = (v: unknown, where: string, key: string) => {
    if (typeof v === "string") {
      if (NOT_TEXT_KEYS.has(key)) return;
      if (!DISPLAYED_KEYS.has(key) && !hasHan(v) && KEY_LIKE.test(v)) return;
      const words = latinWords(v);
      if (words.length) out.push([where, v, words]);
    } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${where}[${i}]`, key));
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, where ? `${where}.${k}` : k, k);
  };
  walk(doc, "", "");
  return out;
}

describe("Chinese sheets hold no English", () => {
  it("the check finds English in a displayed field, and passes numbers, unit symbols, links and keys", () => {
    expect(latinWords("1 minute")).toEqual(["minute"]);
    expect(latinWords("耗时1分钟，9mm子弹，@UUID[Compendium.meshal-lite.gear.Item.abcdefghijklmnop]{绳索}")).toEqual([]);
    const doc = { _id: "x", _key: "!items!x", name: "测试", type: "gear", img: "icons/a.webp", effects: [], system: { identifier: "t", kind: "movementMode", use: { time: "varies", limit: { per: "fullRest", max: "floor(spirit/3)" } } } } as PackDoc;
    expect(latinFields(doc).map(([p]) => p)).toEqual(["system.use.time"]);
  });

  it.each(PACKS)("no displayed field of packs/%s holds a Latin word", (pack) => {
    const found = packSources(pack).flatMap(({ file, doc }) => latinFields(withoutCatalogueText(doc)).map(([p, v]) => `${file}: ${p} = ${JSON.stringify(v.slice(0, 60))}`));
    expect(found).toEqual([]);
  });

  it.each(PACKS)("the English translation of packs/%s restores every stored time in English", (pack) => {
    const entries = readBabele(pack).entries as Record<string, { name: string; description: string }>;
    const bad: string[] = [];
    for (const { file, doc } of packSources(pack)) {
      const en = applyTranslation(doc, entries[doc._id] ?? { name: "", description: "" }) as PackDoc;
      const times = [en.system.activation?.time, en.system.equip?.time, en.system.use?.time, en.system.charge?.time, en.system.reload?.time,
        ...((en.system.additionalActivations ?? []) as { time: string }[]).map((a) => a.time)];
      for (const t of times) if (typeof t === "string" && hasHan(t)) bad.push(`${file}: ${t}`);
    }
    expect(bad).toEqual([]);
  });
});

// An English world with Babele: every pack document, translated the way Babele does it (the file's own
// mapping, converters as src/compat/babele.ts registers them), shows no Chinese in any field.
import { describe, expect, it, vi } from "vitest";
import { CONVERTER } from "../../scripts/packs/structured-en.mjs";
import { type BabeleConverter, MERGE_CONVERTER, configureBabele, mergeTranslation } from "../../src/compat/babele.ts";
import { ITEM_PACKS, packSources, readBabele, withoutCatalogueText, type PackDoc } from "../support/packs.ts";

const HAN = /\p{Script=Han}/u;
const PACKS = ITEM_PACKS;

/** The converters our Babele hook registers, captured from configureBabele. */
function registeredConverters(): Record<string, BabeleConverter> {
  const converters: Record<string, BabeleConverter> = {};
  configureBabele({ setSystemTranslationsDir: vi.fn(), registerConverters: (c) => Object.assign(converters, c) });
  return converters;
}

/** Babele's field mapping: a plain path takes the translation as is, `{path, converter}` goes through the converter. */
function translate(doc: PackDoc, mapping: Record<string, string | { path: string; converter: string }>, entry: Record<string, unknown>, converters: Record<string, BabeleConverter>): PackDoc {
  const out = structuredClone(doc) as unknown as Record<string, unknown>;
  for (const [key, m] of Object.entries(mapping)) {
    if (entry[key] === undefined) continue;
    const path = typeof m === "string" ? m : m.path;
    const keys = path.split(".");
    const parent = keys.slice(0, -1).reduce<Record<string, unknown>>((o, k) => o[k] as Record<string, unknown>, out);
    const last = keys.at(-1)!;
    if (typeof m === "string") parent[last] = entry[key];
    else {
      const convert = converters[m.converter];
      if (!convert) throw new Error(`mapping ${key} names unregistered converter ${m.converter}`);
      parent[last] = convert(parent[last], entry[key]);
    }
  }
  return out as unknown as PackDoc;
}

function hanPaths(value: unknown, where = ""): string[] {
  if (typeof value === "string") return HAN.test(value) ? [`${where}: ${value.slice(0, 40)}`] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => hanPaths(v, `${where}[${i}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => hanPaths(v, where ? `${where}.${k}` : k));
  return [];
}

describe("English world with Babele", () => {
  const converters = registeredConverters();

  it("the generator and the system agree on the converter name", () => {
    expect(CONVERTER).toBe(MERGE_CONVERTER);
    expect(Object.keys(converters)).toEqual([MERGE_CONVERTER]);
  });

  for (const pack of PACKS) {
    it(`${pack}: no translated document shows Han characters in any field`, () => {
      const file = readBabele(pack);
      const problems: string[] = [];
      for (const { file: name, doc } of packSources(pack)) {
        const entry = file.entries[doc._id];
        if (!entry) {
          problems.push(`${name}: no translation entry`);
          continue;
        }
        problems.push(...hanPaths(translate(withoutCatalogueText(doc), file.mapping, entry, converters)).map((p) => `${name} ${p}`));
      }
      expect(problems).toEqual([]);
    });
  }

  it("the structured translation really covers fields that hold Chinese (triggers, attacks, effects)", () => {
    const docs = PACKS.flatMap((p) => packSources(p).map((s) => s.doc));
    const chinese = (path: (d: PackDoc) => unknown) => docs.filter((d) => hanPaths(path(d)).length > 0).length;
    expect(chinese((d) => d.system.activation?.trigger)).toBeGreaterThan(0);
    expect(chinese((d) => d.system.attacks)).toBeGreaterThan(0);
    expect(chinese((d) => d.effects)).toBeGreaterThan(0);
  });
});

describe("mergeTranslation (Babele converter)", () => {
  it("replaces strings, merges arrays by index and objects by key", () => {
    const source = { label: "闪电术（1）", riders: ["击退3步", "倒地"], cost: 1 };
    expect(mergeTranslation(source, { label: "Lightning (1)", riders: [null, "prone"] })).toEqual({ label: "Lightning (1)", riders: ["击退3步", "prone"], cost: 1 });
  });

  it("keeps the source when the translation is missing, mistyped or names unknown keys", () => {
    expect(mergeTranslation(["甲"], undefined)).toEqual(["甲"]);
    expect(mergeTranslation(["甲"], "A")).toEqual(["甲"]);
    expect(mergeTranslation("甲", { x: 1 })).toBe("甲");
    expect(mergeTranslation({ a: "甲" }, { b: "B" })).toEqual({ a: "甲" });
    expect(mergeTranslation(3, "three")).toBe(3);
  });
});

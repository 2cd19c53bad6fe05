import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import "./support/schema-env.ts";
import { recordedFields } from "./data/field-recorder.ts";
import { SYSTEM_CARD_TYPES } from "./support/system-cards.ts";
import { ACTOR_SCHEMAS, ITEM_SCHEMAS } from "../src/data/schemas.ts";
import { ACTOR_TYPES, ITEM_TYPES } from "../src/data/types.ts";
import { fromRoot, readJson } from "./support/project.ts";
import { squareGridDistance } from "../src/rules/grid.ts";

interface Manifest {
  id: string;
  version: string;
  compatibility: { minimum: string; verified: string };
  esmodules: string[];
  styles: string[];
  languages: { lang: string; name: string; path: string }[];
  documentTypes: Record<"Actor" | "Item" | "ChatMessage", Record<string, { htmlFields?: string[] }>>;
  packs: { name: string; path: string; type: string; system?: string }[];
  license?: string;
  readme?: string;
  grid: { type: number; distance: number; units: string; diagonals?: number };
  initiative: string;
}

/** Top-level keys of a v13 system manifest (Foundry API: foundry.packages.types.SystemManifestData). */
const SYSTEM_MANIFEST_FIELDS = [
  "id", "title", "description", "version", "authors", "url", "license", "readme", "bugs", "changelog", "flags", "media",
  "compatibility", "scripts", "esmodules", "styles", "languages", "packs", "packFolders", "relationships", "socket",
  "manifest", "download", "protected", "exclusive", "persistentStorage", "background", "documentTypes", "grid",
  "initiative", "primaryTokenAttribute", "secondaryTokenAttribute",
];

const dist = fromRoot("dist");
const manifestFile = path.join(dist, "system.json");
let manifest: Manifest;

beforeAll(() => {
  if (!existsSync(manifestFile)) throw new Error("dist/system.json is missing: run `npm run build` first (npm test does).");
  manifest = readJson<Manifest>(manifestFile);
});

const isFile = (rel: string) => existsSync(path.join(dist, rel)) && statSync(path.join(dist, rel)).isFile();

describe("built manifest", () => {
  it("is the meshal-lite system for Foundry v13 and v14, versioned from package.json", () => {
    expect(manifest.id).toBe("meshal-lite");
    expect(manifest.compatibility.verified).toBe("14");
    expect(manifest.version).toBe(readJson<{ version: string }>(fromRoot("package.json")).version);
  });

  it("needs the first v13 build that has every API the code uses (CONFIG.queries: 13.346)", () => {
    const [generation, build] = manifest.compatibility.minimum.split(".").map(Number);
    expect(generation).toBe(13);
    expect(build).toBe(346);
    // The reason for that build: the bundle registers a query handler.
    expect(readFileSync(path.join(dist, "meshal.mjs"), "utf8")).toMatch(/CONFIG\.queries/);
  });

  it("uses only manifest fields Foundry v13 reads for a system, none left empty", () => {
    const raw = readJson<Record<string, unknown>>(manifestFile);
    for (const [key, value] of Object.entries(raw)) {
      expect(SYSTEM_MANIFEST_FIELDS, `unknown manifest key ${key}`).toContain(key);
      expect(value, `manifest key ${key} is empty`).not.toBe("");
    }
  });

  it("ships exactly one ES module bundle, and it exists", () => {
    expect(manifest.esmodules).toHaveLength(1);
    expect(isFile(manifest.esmodules[0]!)).toBe(true);
    expect(readFileSync(path.join(dist, manifest.esmodules[0]!), "utf8")).toMatch(/Hooks\.once\("init"/);
  });

  it("references only files the build wrote", () => {
    const referenced = [...manifest.esmodules, ...manifest.styles, ...manifest.languages.map((l) => l.path)];
    if (manifest.license) referenced.push(manifest.license);
    if (manifest.readme) referenced.push(manifest.readme);
    for (const rel of referenced) expect(isFile(rel), `${rel} should exist in dist/`).toBe(true);
    for (const pack of manifest.packs) {
      expect(existsSync(path.join(dist, pack.path)), `pack ${pack.name} should be compiled`).toBe(true);
    }
  });

  it("emits every module the bundle imports, including the dynamically imported Quench chunk", () => {
    const modules = readdirSync(dist, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".mjs"));
    const imported: string[] = [];
    for (const file of modules) {
      const code = readFileSync(path.join(dist, file), "utf8");
      for (const [, spec] of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^import\s*)["'](\.{1,2}\/[^"']+)["']/gm)) {
        imported.push(path.join(path.dirname(file), spec!));
      }
    }
    expect(imported.filter((rel) => /^quench[\\/]batches-[\w-]+\.mjs$/.test(rel))).toHaveLength(1);
    for (const rel of imported) expect(isFile(rel), `${rel} should exist in dist/`).toBe(true);
  });

  it("lists English and Simplified Chinese (Foundry's code is cn) with valid JSON files", () => {
    expect(manifest.languages.map((l) => l.lang).sort()).toEqual(["cn", "en"]);
    for (const lang of manifest.languages) expect(() => JSON.parse(readFileSync(path.join(dist, lang.path), "utf8"))).not.toThrow();
  });

  it("declares each document type once, matching the types the code registers", () => {
    const raw = readFileSync(manifestFile, "utf8");
    const cardTypes = SYSTEM_CARD_TYPES.map((c) => c.type);
    for (const [documentName, declared] of [["Actor", ACTOR_TYPES], ["Item", ITEM_TYPES], ["ChatMessage", cardTypes]] as const) {
      expect(Object.keys(manifest.documentTypes[documentName]).sort()).toEqual([...declared].sort());
      expect(new Set(declared).size).toBe(declared.length);
      for (const type of declared) expect(raw.match(new RegExp(`"${type}": \\{`, "g"))).toHaveLength(1);
    }
  });

  it("has a data model for every declared type, and htmlFields that name HTML fields of it", () => {
    const schemas: Record<string, Record<string, () => object>> = { Actor: ACTOR_SCHEMAS, Item: ITEM_SCHEMAS };
    type Node = { fields?: Record<string, Node> } | undefined;
    const fieldAt = (schema: object, dotted: string): Node =>
      dotted.split(".").reduce<Node>((node, key) => node?.fields?.[key], { fields: schema as Record<string, Node> });
    for (const documentName of ["Actor", "Item"] as const) {
      for (const [type, declaration] of Object.entries(manifest.documentTypes[documentName])) {
        const define = schemas[documentName]![type];
        expect(define, `${documentName}.${type} has no data model`).toBeDefined();
        for (const field of declaration.htmlFields ?? []) {
          expect(fieldAt(define!(), field), `${documentName}.${type} htmlField ${field}`).toBeInstanceOf(recordedFields.HTMLField);
        }
      }
    }
  });

  it("declares every chat card as a ChatMessage sub-type, each with a template that exists", () => {
    expect(SYSTEM_CARD_TYPES.length).toBeGreaterThan(0);
    for (const card of SYSTEM_CARD_TYPES) {
      expect(manifest.documentTypes.ChatMessage[card.type], `ChatMessage.${card.type}`).toBeDefined();
      expect(isFile(card.template), `${card.template} should be in dist/`).toBe(true);
    }
  });

  it("measures the grid in steps and rolls initiative as a face sum of d6", () => {
    expect(manifest.grid.type).toBe(1); // CONST.GRID_TYPES.SQUARE
    expect(manifest.grid.distance).toBe(1);
    expect(manifest.initiative).toMatch(/d6$/);
  });

  it("counts square-grid diagonals as the book does: CONST.GRID_DIAGONALS.ALTERNATING_1 (4), 1, 2, 1, … = 1.5 each, truncated", () => {
    // Without it core's ruler counts a diagonal as 1 (EQUIDISTANT) while the system counts 1½ (§9.1; test/stage/grid.test.ts).
    expect(manifest.grid.diagonals).toBe(4);
    // foundryvtt.com/api/v13 CONST.GRID_DIAGONALS: ALTERNATING_1 = 4, "alternates between 1 and 2 starting at 1".
    const alternating1 = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 1 : 2)).reduce((a, b) => a + b, 0);
    // The book's worked numbers (§9.1, src/rules/grid.ts): 1 diagonal = 1, 2 = 3, 3 = 4, 4 = 6.
    expect([1, 2, 3, 4].map((n) => squareGridDistance(n, n))).toEqual([1, 3, 4, 6]);
    for (let n = 0; n <= 12; n++) expect(alternating1(n), `${n} diagonals`).toBe(squareGridDistance(n, n));
  });

  it("gives every pack a unique name, a document type and this system", () => {
    const names = manifest.packs.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const pack of manifest.packs) {
      expect(pack.system).toBe("meshal-lite");
      expect(["Actor", "Item", "JournalEntry", "Macro", "RollTable", "Adventure"]).toContain(pack.type);
    }
  });
});

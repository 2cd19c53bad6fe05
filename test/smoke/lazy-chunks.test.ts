/**
 * Code needed only on demand ships as lazy chunks under dist/chunks/ (rollup.config.mjs): the main bundle imports
 * them dynamically, each chunk imports only the bundle and its sibling chunks, and a release ships them all. Creation
 * mode is the largest: none of it is in the main bundle.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { packagedFiles } from "../../scripts/package-files.mjs";
import { fromRoot } from "../support/project.ts";
import { installStage, type Stage } from "./foundry-stage.ts";

const bundleFile = fromRoot("dist", "meshal.mjs");
const chunkDir = fromRoot("dist", "chunks");
/** Text only creation mode's code holds: a starting kit's item and the refusal of an incomplete kit. */
const CREATION_ONLY = ['"short-sword"', "MESHAL.CharacterSheet.creation.kitMissing"];

let bundle: string;
let chunks: string[];
let stage: Stage;
const chunkText = (name: string) => readFileSync(fromRoot("dist", "chunks", name), "utf8");
const creationChunk = () => chunks.find((c) => /^creation-sheet-[\w-]+\.mjs$/.test(c));

beforeAll(async () => {
  if (!existsSync(bundleFile)) throw new Error("dist/meshal.mjs is missing: run `npm run build` first (npm test does).");
  bundle = readFileSync(bundleFile, "utf8");
  chunks = existsSync(chunkDir) ? readdirSync(chunkDir).filter((f) => f.endsWith(".mjs")) : [];
  stage = installStage();
  await import(pathToFileURL(bundleFile).href);
});

describe("the lazy chunks", () => {
  it("hold creation mode, which the main bundle only imports dynamically", () => {
    const creation = creationChunk();
    expect(creation, chunks.join(", ")).toBeDefined();
    expect(bundle).toContain(`import("./chunks/${creation}")`);
    for (const text of CREATION_ONLY) {
      expect(bundle, text).not.toContain(text);
      expect(chunkText(creation!), text).toContain(text);
    }
  });

  it("hold the GM's settling of attack cards, which the bundle's hooks import only on the active GM's client", () => {
    for (const [name, text] of [["attack-settle", "settling attack card"], ["counter-gm", "settling the counter of"]] as const) {
      const chunk = chunks.find((c) => new RegExp(`^${name}-[\\w-]+\\.mjs$`).test(c));
      expect(chunk, chunks.join(", ")).toBeDefined();
      expect(bundle).toContain(`import("./chunks/${chunk}")`);
      expect(bundle, text).not.toContain(text);
      expect(chunkText(chunk ?? ""), text).toContain(text);
    }
  });

  it("are each imported by the bundle or another chunk, and import nothing but the bundle and each other", () => {
    const all = [bundle, ...chunks.map(chunkText)].join("\n");
    for (const chunk of chunks) {
      expect(all, chunk).toMatch(new RegExp(`["']\\./${chunk.replace(/[.$]/g, "\\$&")}["']|["']\\./chunks/${chunk.replace(/[.$]/g, "\\$&")}["']`));
      const imports = [...chunkText(chunk).matchAll(/\bfrom\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1] ?? m[2]);
      for (const target of imports) expect(target, `${chunk} imports ${target}`).toMatch(/^(?:\.\.\/meshal\.mjs|\.\/[\w-]+\.mjs)$/);
    }
  });

  it("share the bundle's module instance: loading one does not run the bundle a second time", async () => {
    const initListeners = stage.hooks.get("init")?.length ?? 0;
    expect(initListeners).toBeGreaterThan(0);
    const creation = (await import(pathToFileURL(fromRoot("dist", "chunks", creationChunk()!)).href)) as Record<string, unknown>;
    expect(Object.keys(creation).length).toBeGreaterThan(0);
    expect(stage.hooks.get("init")?.length).toBe(initListeners);
  });

  it("are shipped in the release with the bundle and the Quench chunk", async () => {
    const files = await packagedFiles(fromRoot("dist"));
    expect(files).toContain("meshal.mjs");
    expect(files.filter((f) => /^quench\/batches-[\w-]+\.mjs$/.test(f))).toHaveLength(1);
    for (const chunk of chunks) expect(files).toContain(`chunks/${chunk}`);
    expect(chunks.length).toBeGreaterThan(0);
  });
});

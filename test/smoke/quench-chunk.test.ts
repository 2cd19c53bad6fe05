/**
 * The Quench batches are a separate chunk: the main bundle holds only the loader, imports the chunk only when Quench
 * is active, and the chunk registers every batch with a Quench instance. Its name carries a content hash that the
 * bundle imports, so a browser never runs a cached chunk of an older build with a newer bundle. The batches
 * themselves need a live world and are not run here.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { fromRoot } from "../support/project.ts";
import { installStage, type Stage } from "./foundry-stage.ts";

const bundleFile = fromRoot("dist", "meshal.mjs");
const quenchDir = fromRoot("dist", "quench");
/** The chunk's file name: `batches-<hash>.mjs`, rollup's content hash of the chunk. */
const HASHED_NAME = /^batches-[\w-]{8}\.mjs$/;
const BATCH_KEYS = ["meshal-lite.packs", "meshal-lite.roll-dialog", "meshal-lite.checks", "meshal-lite.migration", "meshal-lite.token-bars", "meshal-lite.combat", "meshal-lite.sheets"];

let stage: Stage;
let bundle: string;
let chunkName: string;
let chunkFile: string;

beforeAll(async () => {
  if (!existsSync(bundleFile)) throw new Error("dist/meshal.mjs is missing: run `npm run build` first (npm test does).");
  bundle = readFileSync(bundleFile, "utf8");
  const scripts = existsSync(quenchDir) ? readdirSync(quenchDir).filter((f) => f.endsWith(".mjs")) : [];
  if (scripts.length !== 1) throw new Error(`dist/quench/ should hold exactly one script, holds: ${scripts.join(", ")}`);
  chunkName = scripts[0]!;
  chunkFile = fromRoot("dist", "quench", chunkName);
  stage = installStage();
  const modules = new Map([["quench", { active: true }]]);
  (globalThis as unknown as { game: Record<string, unknown> }).game.modules = modules;
  await import(pathToFileURL(bundleFile).href);
  await stage.run("init");
});

describe("the Quench chunk", () => {
  it("is emitted beside the bundle under a content-hashed name, and registers batches", () => {
    expect(chunkName).toMatch(HASHED_NAME);
    const chunk = readFileSync(chunkFile, "utf8");
    expect(chunk).toMatch(/export\s*\{\s*(?:[\w$]+\s+as\s+)?registerBatches\s*\}/);
    for (const key of BATCH_KEYS) expect(chunk).toContain(`"${key}"`);
    // It carries its schema-1 fixture and imports nothing (so it never loads the main bundle a second time).
    expect(chunk).toContain("Sera (schema 1)");
    expect(chunk).not.toMatch(/^\s*import\s/m);
  });

  it("is not part of the main bundle, which only imports it dynamically, by its hashed name", () => {
    const imported = [...bundle.matchAll(/import\(\s*["']\.\/quench\/([^"']+)["']\s*\)/g)].map((m) => m[1]);
    expect(imported).toEqual([chunkName]);
    for (const text of ["registerBatch(", "Sera (schema 1)", ...BATCH_KEYS]) expect(bundle, text).not.toContain(text);
    expect(bundle).not.toMatch(/^\s*import\s.*quench/m);
  });

  it("registers every batch when Quench is active and announces itself", async () => {
    const listeners = stage.hooks.get("quenchReady") ?? [];
    expect(listeners).toHaveLength(1);
    const registerBatch = vi.fn();
    listeners[0]!({ registerBatch });
    await vi.waitFor(() => expect(registerBatch).toHaveBeenCalledTimes(BATCH_KEYS.length));
    expect(registerBatch.mock.calls.map((c) => c[0])).toEqual(BATCH_KEYS);
    for (const [, fn, options] of registerBatch.mock.calls) {
      expect(typeof fn).toBe("function");
      expect(options.displayName).toMatch(/^Meshal Lite: /);
    }
  });
});

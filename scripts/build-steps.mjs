// The individual build steps. Each writes only its own part of dist/.
import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { rollup } from "rollup";
import * as sass from "sass";
// @ts-expect-error -- the Foundry CLI ships no type declarations; compilePack(source, destination, options) is used as documented.
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import rollupConfig from "../rollup.config.mjs";
import { releaseManifest } from "./build-manifest.mjs";
import { byteSize, dist, formatBytes, fromRoot, readJson } from "./project.mjs";

export async function buildManifest() {
  const pkg = await readJson(fromRoot("package.json"));
  const manifest = releaseManifest(await readJson(fromRoot("system.json")), pkg);
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, "system.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export async function buildScripts() {
  const bundle = await rollup({ ...rollupConfig, onwarn: (w) => console.warn(`rollup: ${w.message}`) });
  let output;
  try {
    ({ output } = await bundle.write(rollupConfig.output));
  } finally {
    await bundle.close();
  }
  for (const file of output.filter((o) => o.type === "chunk")) {
    const code = await readFile(path.join(dist, file.fileName));
    console.log(`JS   ${file.fileName}  ${formatBytes(code.length)} (${code.length} bytes, ${gzipSync(code).length} gzip)`);
  }
}

export async function buildStyles() {
  const { css } = sass.compile(fromRoot("styles/meshal.scss"), { style: "expanded" });
  const out = path.join(dist, "meshal.css");
  await mkdir(dist, { recursive: true });
  await writeFile(out, css);
  const size = await byteSize(out);
  console.log(`CSS  meshal.css  ${formatBytes(size)} (${size} bytes)`);
}

/** Static folders and files copied as they are. */
export async function copyStatic() {
  for (const dir of ["templates", "lang", "assets", "translations"]) {
    const from = fromRoot(dir);
    if (!existsSync(from)) continue;
    await rm(path.join(dist, dir), { recursive: true, force: true });
    await cp(from, path.join(dist, dir), { recursive: true });
  }
  for (const file of ["README.md", "LICENSE"]) await cp(fromRoot(file), path.join(dist, file));
}

/**
 * Compiles each pack the manifest lists from its source folder at the same path (packs/<name>/, the English packs
 * packs/en/<name>/; YAML or JSON, one document per file).
 * @param {{packs?: {path: string}[]}} manifest the built system.json
 */
export async function buildPacks(manifest) {
  await rm(path.join(dist, "packs"), { recursive: true, force: true });
  for (const pack of manifest.packs ?? []) {
    const source = fromRoot(pack.path);
    const files = existsSync(source) ? await readdir(source, { recursive: true }) : [];
    const yaml = files.some((f) => /\.ya?ml$/.test(f));
    await compilePack(source, path.join(dist, pack.path), { yaml, recursive: true });
    console.log(`PACK ${pack.path}  ${files.filter((f) => /\.(ya?ml|json)$/.test(f)).length} documents`);
  }
}

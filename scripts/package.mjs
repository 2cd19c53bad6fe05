// npm run package: release/meshal-lite.zip (the dist/ folder) and release/system.json.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import JSZip from "jszip";
import { releaseProblems } from "./build-manifest.mjs";
import { packagedFiles } from "./package-files.mjs";
import { dist, formatBytes, fromRoot, readJson } from "./project.mjs";

const { version } = await readJson(fromRoot("package.json"));
const manifest = await readJson(path.join(dist, "system.json"));
const problems = releaseProblems(manifest, version);
if (problems.length > 0) {
  console.error(`dist/system.json cannot be released:\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
const zip = new JSZip();
for (const file of await packagedFiles(dist)) zip.file(file, await readFile(path.join(dist, file)));
const out = fromRoot("release");
await mkdir(out, { recursive: true });
const archive = await zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
await writeFile(path.join(out, "meshal-lite.zip"), archive);
await writeFile(path.join(out, "system.json"), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`release/meshal-lite.zip ${formatBytes(archive.length)}; release/system.json -> ${manifest.download}`);

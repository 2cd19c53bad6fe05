// npm run package: release/meshal-lite.zip (the dist/ folder) and release/system.json.
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import JSZip from "jszip";
import { dist, formatBytes, fromRoot, readJson } from "./project.mjs";

const manifest = await readJson(path.join(dist, "system.json"));
if (!manifest.manifest || !manifest.download) {
  console.error("package.json needs manifestUrl and downloadUrl for a release.");
  process.exit(1);
}
const zip = new JSZip();
for (const file of await readdir(dist, { recursive: true, withFileTypes: true })) {
  if (!file.isFile()) continue;
  const full = path.join(file.parentPath, file.name);
  zip.file(path.relative(dist, full).split(path.sep).join("/"), await readFile(full));
}
const out = fromRoot("release");
await mkdir(out, { recursive: true });
const archive = await zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
await writeFile(path.join(out, "meshal-lite.zip"), archive);
await writeFile(path.join(out, "system.json"), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`release/meshal-lite.zip ${formatBytes(archive.length)}; release/system.json -> ${manifest.download}`);

// npm run link: links dist/ into $FOUNDRY_DATA/Data/systems/meshal-lite.
import { lstat, mkdir, rm, symlink } from "node:fs/promises";
import path from "node:path";
import { dist } from "./project.mjs";

const data = process.env.FOUNDRY_DATA;
if (!data) {
  console.error("Set FOUNDRY_DATA to your Foundry user-data folder (the one that contains Data/).");
  process.exit(1);
}
const target = path.join(data, "Data", "systems", "meshal-lite");
await mkdir(path.dirname(target), { recursive: true });
const existing = await lstat(target).catch(() => null);
if (existing && !existing.isSymbolicLink()) {
  console.error(`${target} exists and is not a link; move it away first so nothing is lost.`);
  process.exit(1);
}
if (existing) await rm(target);
await symlink(dist, target, "dir");
console.log(`Linked ${target} -> ${dist}`);

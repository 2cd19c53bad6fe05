// What a release ships: every file of dist/ (the bundle, its lazy chunks under chunks/, the Quench chunk, packs, …).
import { readdir } from "node:fs/promises";
import path from "node:path";

/**
 * The files of `dir`, as paths inside it with "/" separators (the zip's entry names), sorted.
 * @param {string} dir dist/
 * @returns {Promise<string[]>}
 */
export async function packagedFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/")).sort();
}

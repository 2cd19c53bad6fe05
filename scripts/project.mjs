// Paths and small helpers shared by the build, watch, link and package scripts.
import { readFile, stat } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import path from "node:path";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const dist = path.join(root, "dist");
/** @param {...string} parts a path inside the repository */
export const fromRoot = (...parts) => path.join(root, ...parts);

/**
 * @param {string} file
 * @returns {Promise<any>} any: the parsed JSON, whose shape each caller knows
 */
export async function readJson(file) {
  return JSON.parse(await readFile(file, "utf8"));
}

/** @param {string} file */
export async function byteSize(file) {
  return (await stat(file)).size;
}

/** @param {number} bytes */
export function formatBytes(bytes) {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} kB`;
}


// Size budgets of the shipped bundle (issue 24), measured gzip-compressed as a browser downloads them.
import { readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";

const KIB = 1024;
/** Budgets in bytes, gzip, by file inside dist/. */
export const SIZE_BUDGETS = { "meshal.mjs": 90 * KIB, "meshal.css": 10 * KIB };

/** @param {string} file */
export async function gzipSize(file) {
  return gzipSync(await readFile(file)).length;
}

/**
 * @param {Record<string, number>} gzipBytes gzip size of each budgeted file, by name
 * @param {Record<string, number>} [budgets]
 * @returns {{file: string, bytes: number, budget: number, holds: boolean}[]}
 */
export function checkBudgets(gzipBytes, budgets = SIZE_BUDGETS) {
  return Object.entries(budgets).map(([file, budget]) => {
    const bytes = gzipBytes[file];
    if (bytes === undefined) throw new Error(`no size measured for ${file}`);
    return { file, bytes, budget, holds: bytes <= budget };
  });
}

/** @param {{file: string, bytes: number, budget: number, holds: boolean}} row */
export function budgetLine({ file, bytes, budget, holds }) {
  const kib = (/** @type {number} */ n) => `${(n / KIB).toFixed(1)} KiB`;
  return `${holds ? "ok  " : "OVER"} ${file}  ${kib(bytes)} gzip  (budget ${kib(budget)})`;
}

/**
 * Classes a bundler renamed on a clash (`class Name$1`): their `name` would no longer be the one Foundry stores for
 * saved rolls and registered sheets.
 * @param {string} code a built chunk
 * @returns {string[]}
 */
export function renamedClasses(code) {
  return [...code.matchAll(/\bclass ([A-Za-z_][\w]*\$\d+)\b/g)].map((m) => m[1] ?? "");
}

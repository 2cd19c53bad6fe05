// The mutation scope (stryker.config.mjs `mutate`) as files, split into shards for .github/workflows/mutation.yml:
// `node scripts/mutation-shards.mjs <count> <index>` prints shard <index>'s files as one `--mutate` argument (comma
// separated). Every file of the scope is in exactly one shard; the shards are balanced by file size, a stand-in for
// their mutant counts. `node scripts/mutation-shards.mjs` alone prints the whole scope, one file a line.
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import strykerConfig from "../stryker.config.mjs";
import { fromRoot, root } from "./project.mjs";

/**
 * The files `patterns` select among `files`, in Stryker's way: patterns apply in order, a `!pattern` takes back what
 * the ones before it selected. Sorted.
 * @param {readonly string[]} patterns globs relative to the repository root
 * @param {readonly string[]} files repository-relative paths with forward slashes
 * @returns {string[]}
 */
export function selectFiles(patterns, files) {
  const chosen = new Set();
  for (const pattern of patterns) {
    const exclude = pattern.startsWith("!");
    const glob = exclude ? pattern.slice(1) : pattern;
    for (const file of files) {
      if (!path.posix.matchesGlob(file, glob)) continue;
      if (exclude) chosen.delete(file);
      else chosen.add(file);
    }
  }
  return [...chosen].sort();
}

/**
 * Splits weighted files into `count` shards, heaviest first, each to the lightest shard so far (ties: the lower
 * index). Each shard's files come back sorted.
 * @param {readonly {file: string, weight: number}[]} weighted
 * @param {number} count
 * @returns {string[][]}
 */
export function splitShards(weighted, count) {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`a shard count must be a whole number of at least 1, got ${count}`);
  const shards = Array.from({ length: count }, () => ({ weight: 0, files: /** @type {string[]} */ ([]) }));
  const heaviestFirst = [...weighted].sort((a, b) => b.weight - a.weight || a.file.localeCompare(b.file));
  for (const { file, weight } of heaviestFirst) {
    const lightest = shards.reduce((best, shard) => (shard.weight < best.weight ? shard : best));
    lightest.files.push(file);
    lightest.weight += weight;
  }
  return shards.map((s) => s.files.sort());
}

/** Every file of the mutation scope, repository-relative. */
export async function mutationScope() {
  const src = await readdir(fromRoot("src"), { recursive: true });
  const files = src.map((f) => `src/${f.split(path.sep).join("/")}`);
  // The config's type is a deep partial, so its list may hold holes in principle; it has none.
  const patterns = (strykerConfig.mutate ?? []).filter((p) => typeof p === "string");
  return selectFiles(patterns, files);
}

async function main() {
  const scope = await mutationScope();
  const [count, index] = process.argv.slice(2).map(Number);
  if (count === undefined) {
    console.log(scope.join("\n"));
    return;
  }
  if (index === undefined || !Number.isInteger(index) || index < 0 || index >= count) {
    throw new RangeError(`usage: node scripts/mutation-shards.mjs <count> <index from 0 to count − 1>`);
  }
  const weighted = await Promise.all(scope.map(async (file) => ({ file, weight: (await stat(path.join(root, file))).size })));
  const shard = splitShards(weighted, count)[index] ?? [];
  if (shard.length === 0) throw new RangeError(`shard ${index} of ${count} has no file: fewer files than shards`);
  console.log(shard.join(","));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();

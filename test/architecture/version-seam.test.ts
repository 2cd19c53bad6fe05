/**
 * One version seam: every place Foundry v13 and v14 differ sits in src/core/version/. No other file in src/ reads the
 * running version (`game.release`, `game.version`, `release.generation`, `isNewerVersion`) or imports the seam's
 * release check; they call a seam function that does the right thing on both.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fromRoot, listFiles } from "../support/project.ts";
import { importSpecifiers } from "../support/imports.ts";

const srcDir = fromRoot("src");
const seamDir = path.join(srcDir, "core", "version");
const releaseModule = path.join(seamDir, "release.ts");

/** What reading the running Foundry version looks like in source. */
const VERSION_READS = /\bgame\s*\??\.\s*(?:release|version)\b|\brelease\s*\.\s*generation\b|\bisNewerVersion\b|\bgame\s*\??\.\s*data\s*\??\.\s*release\b/;

/** The version reads in `source`, one line each (comments left out: they may name what they avoid). */
export function versionReads(source: string): string[] {
  return source
    .split("\n")
    .filter((line) => !/^\s*(?:\/\/|\*|\/\*)/.test(line))
    .filter((line) => VERSION_READS.test(line));
}

/** Does `file` import the release check (the seam's private module)? */
function importsRelease(file: string): boolean {
  return importSpecifiers(readFileSync(file, "utf8")).some(
    (spec) => spec.startsWith(".") && path.resolve(path.dirname(file), spec).replace(/\.ts$/, "") === releaseModule.replace(/\.ts$/, ""),
  );
}

const outsideSeam = listFiles(srcDir, /\.ts$/).filter((file) => !file.startsWith(seamDir + path.sep));
const rel = (file: string): string => path.relative(fromRoot(), file);

describe("the version seam", () => {
  it("finds a version read where there is one, and not in comments or look-alikes", () => {
    expect(versionReads("if (game.release.generation > 13) x();")).toHaveLength(1);
    expect(versionReads("const v = game?.version;")).toHaveLength(1);
    expect(versionReads("const v = game.version;")).toHaveLength(1);
    expect(versionReads("foundry.utils.isNewerVersion(a, b)")).toHaveLength(1);
    expect(versionReads("// game.release is read by the seam only")).toHaveLength(0);
    expect(versionReads("const releaseDate = 1;")).toHaveLength(0);
  });

  it("the seam's release check exists and reads the version", () => {
    expect(versionReads(readFileSync(releaseModule, "utf8")).length).toBeGreaterThan(0);
  });

  it("no file outside src/core/version/ reads the Foundry version", () => {
    const found = outsideSeam.flatMap((file) => versionReads(readFileSync(file, "utf8")).map((line) => `${rel(file)}: ${line.trim()}`));
    expect(found).toEqual([]);
  });

  it("no file outside src/core/version/ imports the release check", () => {
    expect(outsideSeam.filter(importsRelease).map(rel)).toEqual([]);
  });
});

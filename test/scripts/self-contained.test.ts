/**
 * The repository stands on its own: no code, test, script, config or doc reaches for files beside the clone
 * (the project's old "shared" folder next to it) or on one machine (absolute paths under the work folder).
 * Datasets live in data/, docs in docs/.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fromRoot, listFiles, root } from "../support/project.ts";

/** Patterns of a path that leaves the repository; written so this file does not match itself. */
const LEAVING = [
  { name: "a relative path to the shared folder", pattern: /\.\.[/\\]+shared\b/ },
  { name: "path parts that climb into the shared folder", pattern: /["'`]\.\.["'`]\s*,\s*["'`]shared["'`]/ },
  { name: "an absolute /work path", pattern: /(^|[^\w.~-])\/work\//m },
];

const SCANNED_FOLDERS = ["src", "scripts", "test", "bench", "docs", "lang", "templates", "styles", ".ci"];
const TEXT = /\.(ts|mts|mjs|js|json|hbs|scss|css|md|yml|yaml)$|^run$/;
const ROOT_FILES = readdirSync(root).filter((name) => /\.config\.|^(package|tsconfig|system)\.json$|^README\.md$/.test(name));

function offences(text: string): string[] {
  return LEAVING.filter(({ pattern }) => pattern.test(text)).map(({ name }) => name);
}

describe("the repository reads nothing outside itself", () => {
  const files = [...SCANNED_FOLDERS.flatMap((dir) => listFiles(fromRoot(dir), TEXT)), ...ROOT_FILES.map((f) => fromRoot(f))];

  it("scans the code, tests, scripts, docs and every config file", () => {
    const relative = files.map((f) => path.relative(root, f));
    for (const expected of ["vitest.config.ts", "rollup.config.mjs", "package.json", "tsconfig.json", ".ci/run", "scripts/packs/common.mjs"]) {
      expect(relative).toContain(expected);
    }
  });

  it("finds no path that leaves the repository", () => {
    const found = files.flatMap((file) =>
      offences(readFileSync(file, "utf8")).map((what) => `${path.relative(root, file)}: ${what}`),
    );
    expect(found).toEqual([]);
  });

  it("recognises each kind of escaping path (the guard can fail)", () => {
    const up = "..";
    const work = "work";
    expect(offences(`readFileSync("${up}/shared/data/items.json")`)).toHaveLength(1);
    expect(offences(`path.resolve(root, "${up}", 'shared', "rules")`)).toHaveLength(1);
    expect(offences(`const f = "/${work}/shared/x.json";`)).toHaveLength(1);
    expect(offences(`path.join(root, "data", "items", "items.json"); // from ${up}/dist/${work}/`)).toEqual([]);
  });
});

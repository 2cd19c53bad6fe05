/**
 * The build's own pieces: size budgets, class names kept, and the manifest a release ships
 * (version, manifest and download filled from package.json).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { budgetLine, builtScripts, checkBudgets, measureBudgeted, renamedClasses, SIZE_BUDGETS } from "../../scripts/build-budgets.mjs";
import { releaseManifest, releaseProblems } from "../../scripts/build-manifest.mjs";
import { chunkFileName } from "../../rollup.config.mjs";
import { fromRoot } from "../support/project.ts";

const readJson = (file: string) => JSON.parse(readFileSync(fromRoot(file), "utf8")) as Record<string, unknown>;

describe("size budgets", () => {
  it("are 92 KiB gzip for the main JS, 10 KiB for the CSS and 57 KiB for the lazy chunks together", () => {
    expect(SIZE_BUDGETS).toEqual({ "meshal.mjs": 96 * 1024, "meshal.css": 10 * 1024, "chunks/": 66 * 1024 });
  });

  it("hold up to the budget itself and fail one byte over, with a line saying which", () => {
    const rows = checkBudgets({ "meshal.mjs": 92 * 1024, "meshal.css": 10 * 1024 + 1, "chunks/": 0 });
    expect(rows.map((r) => r.holds)).toEqual([true, false, true]);
    expect(budgetLine(rows[1]!)).toMatch(/^OVER meshal\.css {2}10\.0 KiB gzip {2}\(budget 10\.0 KiB\)$/);
    expect(() => checkBudgets({ "meshal.mjs": 1, "chunks/": 1 })).toThrow(/meshal\.css/);
  });

  it("measure a file by itself and a folder as the sum of the scripts inside it", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "meshal-budget-"));
    try {
      mkdirSync(path.join(dir, "chunks"));
      const files = { "meshal.mjs": "export const a = 1;", "chunks/one-x1.mjs": "export const b = 2;".repeat(40), "chunks/two-x2.mjs": "const c = 3;", "chunks/two-x2.mjs.map": "{}" };
      for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
      const gz = (text: string) => gzipSync(Buffer.from(text)).length;
      expect(await builtScripts(dir)).toEqual(["chunks/one-x1.mjs", "chunks/two-x2.mjs", "meshal.mjs"]);
      expect(await measureBudgeted(dir, { "meshal.mjs": 1, "chunks/": 1 })).toEqual({
        "meshal.mjs": gz(files["meshal.mjs"]),
        "chunks/": gz(files["chunks/one-x1.mjs"]) + gz(files["chunks/two-x2.mjs"]),
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("chunk file names", () => {
  const chunk = (moduleIds: string[]) => ({ moduleIds, name: "x", exports: [], facadeModuleId: moduleIds[0] ?? null, isDynamicEntry: true, isEntry: false, isImplicitEntry: false, type: "chunk" as const });

  it("keep the Quench batches under quench/ and put every other chunk under chunks/, each with a content hash", () => {
    expect(chunkFileName(chunk([fromRoot("src", "quench", "batches.ts"), fromRoot("test", "fixtures", "migration-schema1.json")]))).toBe("quench/[name]-[hash].mjs");
    expect(chunkFileName(chunk([fromRoot("src", "sheets", "character", "creation-sheet.ts")]))).toBe("chunks/[name]-[hash].mjs");
  });
});

describe("renamed classes", () => {
  it("are found when a bundler suffixed a class name on a clash, and only then", () => {
    expect(renamedClasses("class PointsRoll extends Roll{}class MeshalActor$1 extends Actor{}")).toEqual(["MeshalActor$1"]);
    expect(renamedClasses("class PointsRoll extends Roll{}const a$1=1;")).toEqual([]);
  });
});

describe("the built bundle (npm run build)", () => {
  it("is minified, with its source map beside it naming the TypeScript sources", () => {
    const code = readFileSync(fromRoot("dist", "meshal.mjs"), "utf8");
    expect(code.split("\n").length).toBeLessThan(10);
    expect(code.trimEnd().endsWith("//# sourceMappingURL=meshal.mjs.map")).toBe(true);
    const map = JSON.parse(readFileSync(fromRoot("dist", "meshal.mjs.map"), "utf8")) as { sources: string[]; sourcesContent: string[] };
    expect(map.sources).toContain("../src/meshal.ts");
    expect(map.sources).toContain("../src/dice/points-roll.ts");
    expect(map.sourcesContent[map.sources.indexOf("../src/dice/points-roll.ts")]).toMatch(/export class PointsRoll extends Roll/);
  });

  it("keeps the class names Foundry stores, with no keepNames helper", () => {
    const code = readFileSync(fromRoot("dist", "meshal.mjs"), "utf8");
    for (const name of ["PointsRoll", "MeshalActor", "MeshalItem", "MeshalCombat", "CharacterSheet"]) expect(code).toMatch(new RegExp(`class ${name}\\b`));
    expect(code).not.toMatch(/"name",\{value:/);
  });

  it("renames no class in any chunk, and keeps every registered class in the main bundle", async () => {
    const scripts = await builtScripts(fromRoot("dist"));
    expect(scripts).toContain("meshal.mjs");
    expect(scripts.some((f) => f.startsWith("chunks/"))).toBe(true);
    for (const file of scripts) {
      const code = readFileSync(fromRoot("dist", file), "utf8");
      expect(renamedClasses(code), file).toEqual([]);
      if (file !== "meshal.mjs") expect(code, file).not.toMatch(/\bclass \w+ extends (?:\w+\.)*(?:Roll|Actor|Item|ChatMessage|Combat|Combatant|TypeDataModel|ActorSheetV2|ItemSheetV2)\b/);
    }
  });
});

describe("the released manifest", () => {
  const pkg = readJson("package.json") as { version: string; repository: string; manifestUrl: string; downloadUrl: string };
  const manifest = releaseManifest(readJson("system.json"), pkg);

  it("takes version, url, manifest and download from package.json, the download naming the version's tag", () => {
    expect(manifest.version).toBe(pkg.version);
    expect(manifest.url).toBe(pkg.repository);
    expect(manifest.manifest).toMatch(/^https:\/\/github\.com\/.+\/releases\/latest\/download\/system\.json$/);
    expect(manifest.download).toBe(`${pkg.repository}/releases/download/v${pkg.version}/meshal-lite.zip`);
    expect(releaseProblems(manifest, pkg.version)).toEqual([]);
  });

  it("follows a version bump everywhere at once", () => {
    const bumped = releaseManifest(readJson("system.json"), { ...pkg, version: "2.3.4" });
    expect(bumped.version).toBe("2.3.4");
    expect(bumped.download).toContain("/v2.3.4/");
    expect(releaseProblems(bumped, "2.3.4")).toEqual([]);
  });

  it("refuses a manifest whose version or URLs do not match the release", () => {
    expect(releaseProblems(manifest, "9.9.9")).toEqual([
      `version is ${pkg.version}, package.json says 9.9.9`,
      "download URL does not name the tag v9.9.9 (package.json downloadUrl)",
    ]);
    expect(releaseProblems({ ...manifest, manifest: "" }, pkg.version)).toEqual(["manifest URL is missing (package.json manifestUrl)"]);
  });

  it("is what the build wrote into dist/system.json", () => {
    expect(readJson("dist/system.json")).toEqual(manifest);
  });
});

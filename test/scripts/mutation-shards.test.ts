/** The mutation workflow's shards and score (scripts/mutation-shards.mjs, scripts/mutation-score.mjs). */
import { describe, expect, it } from "vitest";
import { mutationScope, selectFiles, splitShards } from "../../scripts/mutation-shards.mjs";
import { countMutants, mergeReports, mutationScore, scopeGaps, scoreLines } from "../../scripts/mutation-score.mjs";

const FILES = ["src/rules/a.ts", "src/rules/index.ts", "src/rules/deep/b.ts", "src/combat/attack/attack-plan.ts", "src/combat/attack/attack-view.ts", "src/core/query-core.ts"];

describe("the mutation scope", () => {
  it("selects files in Stryker's way: globs and braces in order, a ! pattern takes back what came before", () => {
    expect(selectFiles(["src/rules/**/*.ts", "!src/rules/index.ts", "src/combat/attack/{attack-plan,attack-state}.ts"], FILES)).toEqual([
      "src/combat/attack/attack-plan.ts", "src/rules/a.ts", "src/rules/deep/b.ts",
    ]);
    expect(selectFiles(["!src/rules/a.ts", "src/rules/*.ts"], FILES)).toEqual(["src/rules/a.ts", "src/rules/index.ts"]);
  });

  it("is the config's: the pure core, the hostile-payload parsers and the planners, never the rules barrel", async () => {
    const scope = await mutationScope();
    for (const file of ["src/rules/dice.ts", "src/core/query-core.ts", "src/combat/attack/attack-plan.ts", "src/data/actor/derive.ts", "src/data/actor/derive-items.ts", "src/dice/progressive/progressive-request.ts"]) {
      expect(scope).toContain(file);
    }
    expect(scope).not.toContain("src/rules/index.ts");
  });

  it("loses no file to a rename: every pattern of the config selects a file", async () => {
    const { default: config } = await import("../../stryker.config.mjs");
    const scope = await mutationScope();
    const empty = (config.mutate ?? []).filter((p): p is string => typeof p === "string" && !p.startsWith("!"))
      .filter((pattern) => selectFiles([pattern], scope).length === 0);
    expect(empty, "a mutate pattern that matches no file (was the file moved?)").toEqual([]);
  });
});

describe("the shards", () => {
  const weighted = [
    { file: "a", weight: 9 }, { file: "b", weight: 5 }, { file: "c", weight: 4 }, { file: "d", weight: 3 }, { file: "e", weight: 2 }, { file: "f", weight: 1 },
  ];

  it("hold every file once, heaviest first to the lightest shard", () => {
    const shards = splitShards(weighted, 3);
    expect(shards).toEqual([["a"], ["b", "e", "f"], ["c", "d"]]);
    expect(shards.flat().sort()).toEqual(weighted.map((w) => w.file));
  });

  it("are one shard of everything for a count of 1, and refuse a count that is not a whole number ≥ 1", () => {
    expect(splitShards(weighted, 1)).toEqual([["a", "b", "c", "d", "e", "f"]]);
    for (const count of [0, 1.5, Number.NaN]) expect(() => splitShards(weighted, count)).toThrow(RangeError);
  });
});

const mutants = (...statuses: string[]) => statuses.map((status) => ({ status }));

describe("the score of one run", () => {
  it("counts detected over valid: ignored, compile and runtime errors are not valid", () => {
    const counts = countMutants(mutants("Killed", "Killed", "Timeout", "Survived", "NoCoverage", "Ignored", "CompileError", "RuntimeError"));
    expect(counts).toEqual({ killed: 2, timeout: 1, survived: 1, noCoverage: 1, ignored: 1, compileError: 1, runtimeError: 1 });
    expect(mutationScore(counts)).toBe(60);
    expect(mutationScore(countMutants(mutants("Ignored")))).toBeNull();
  });

  it("refuses a report of a run that did not finish", () => {
    expect(() => countMutants(mutants("Killed", "Pending"))).toThrow(/did not finish/);
  });

  it("merges the shards' files and refuses two shards with the same file", () => {
    const one = { files: { "src/a.ts": { mutants: mutants("Killed") } } };
    const two = { files: { "src/b.ts": { mutants: mutants("Survived") } } };
    expect([...mergeReports([one, two]).keys()]).toEqual(["src/a.ts", "src/b.ts"]);
    expect(() => mergeReports([one, one])).toThrow(/two shard reports/);
  });

  it("names the scope's files no shard reported, and reported files outside the scope", () => {
    const files = new Map([["src/a.ts", []], ["src/z.ts", []]]);
    expect(scopeGaps(files, ["src/a.ts", "src/b.ts"])).toEqual({ missing: ["src/b.ts"], extra: ["src/z.ts"] });
  });

  it("prints the score with its commit and date, the counts, and each file below 100%, weakest first", () => {
    const files = new Map([
      ["src/full.ts", mutants("Killed", "Killed")],
      ["src/weak.ts", mutants("Killed", "Survived")],
      ["src/weaker.ts", mutants("Killed", "Survived", "NoCoverage", "Ignored")],
    ]);
    expect(scoreLines(files, { commit: "abc123", date: "2026-12-07" })).toEqual([
      "Mutation score 57.14% — commit abc123, 2026-12-07, 3 files, one run",
      "killed 4, timed out 0, survived 2, not covered 1; left out: ignored 1, compile errors 0, runtime errors 0",
      "   33.33%  src/weaker.ts (1 survived, 1 not covered)",
      "   50.00%  src/weak.ts (1 survived, 0 not covered)",
    ]);
  });
});

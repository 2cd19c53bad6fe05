/** The budget table `npm run bench` prints after vitest's benches (scripts/bench-table.mjs). */
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BENCH_BUDGETS, benchRows, benchTable, bundledName } from "../../scripts/bench-budgets.mjs";
import { fromRoot } from "../support/project.ts";

const report = (benchmarks: { file: string; name: string; median: number }[]) => ({
  files: [...new Set(benchmarks.map((b) => b.file))].map((file) => ({
    filepath: `/repo/.cache/bench/${bundledName(file)}`,
    groups: [{ benchmarks: benchmarks.filter((b) => b.file === file).map(({ name, median }) => ({ name, median })) }],
  })),
});

describe("bench budgets", () => {
  it("cover every figure of issue 24 and the GM's checks per request of issue 34, each naming a bench file that exists", () => {
    expect(BENCH_BUDGETS.map((b) => [b.figure, b.budgetMs]).filter(([, ms]) => ms !== 0.05 && ms !== 100)).toEqual([
      ["Character sheet, 50 items: context + render", 5],
      ["NPC sheet, 50 items: context + render", 5],
      ["Item sheet in edit mode: context + render", 5],
      ["Chat log: 500 mixed system cards (GM)", 150],
      ["Chat log: 500 mixed system cards (player)", 150],
      ["Combat: round start, 30 combatants", 5],
      ["Combat: tracker re-render after a ⚡ change, 30 combatants", 5],
      ["GM's checks of one attack request, 50-item actor", 5],
      ["Derived data: 1,000 characters × 30 items", 20],
    ]);
    for (const { file } of BENCH_BUDGETS) expect(existsSync(fromRoot("bench", file)), file).toBe(true);
  });

  it("read each bench's figures from its bundle (.cache/bench/x.bench.mjs), never from another file's", () => {
    const [sheet] = BENCH_BUDGETS;
    expect(bundledName("data.bench.ts")).toBe("data.bench.mjs");
    const source = { files: [{ filepath: `/repo/bench/${sheet!.file}`, groups: [{ benchmarks: [{ name: sheet!.bench, median: 1 }] }] }] };
    expect(benchRows(source, [sheet!]).map((r) => r.medianMs)).toEqual([null]);
    expect(benchRows(report([{ file: sheet!.file, name: sheet!.bench, median: 1 }]), [sheet!]).map((r) => r.medianMs)).toEqual([1]);
  });

  it("hold below the budget, fail at or above it, and never hold for a bench that did not run", () => {
    const [sheet, npc] = BENCH_BUDGETS;
    const rows = benchRows(report([
      { file: sheet!.file, name: sheet!.bench, median: 3.1 },
      { file: npc!.file, name: npc!.bench, median: 5 },
    ]), [sheet!, npc!, { figure: "renamed", file: "x.bench.ts", bench: "gone", budgetMs: 1 }]);
    expect(rows.map((r) => [r.medianMs, r.holds])).toEqual([[3.1, true], [5, false], [null, false]]);
  });

  it("counts a bench that threw (a result with no median) as not run, and still prints the table", () => {
    const [sheet] = BENCH_BUDGETS;
    const rows = benchRows(report([{ file: sheet!.file, name: sheet!.bench } as never]), [sheet!]);
    expect(rows.map((r) => [r.medianMs, r.holds])).toEqual([[null, false]]);
    expect(benchTable(rows)).toContain("not run");
  });

  it("prints one aligned line per figure with its budget, median and verdict", () => {
    const table = benchTable([
      { figure: "Derived data", budgetMs: 20, medianMs: 17.25, holds: true },
      { figure: "Chance", budgetMs: 0.05, medianMs: 0.0123, holds: true },
      { figure: "Chat log", budgetMs: 150, medianMs: null, holds: false },
    ]).split("\n");
    expect(table[0]).toMatch(/^figure\s+budget\s+median$/);
    expect(table[2]).toMatch(/^Derived data\s+< 20.0 ms\s+17.3 ms\s+holds$/);
    expect(table[3]).toMatch(/^Chance\s+< 50.0 µs\s+12.3 µs\s+holds$/);
    expect(table[4]).toMatch(/^Chat log\s+< 150.0 ms\s+—\s+not run$/);
  });
});

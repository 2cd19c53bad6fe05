// The timing budgets `npm run bench` checks (issue 24), and the table it prints from vitest's bench JSON.

/**
 * @typedef {{figure: string, file: string, bench: string, budgetMs: number}} BenchBudget
 * @typedef {{name: string, median: number}} BenchResult
 * @typedef {{files: {filepath: string, groups: {benchmarks: BenchResult[]}[]}[]}} BenchReport vitest --outputJson
 * @typedef {{figure: string, budgetMs: number, medianMs: number | null, holds: boolean}} BenchRow
 */

/** Each figure: the bench (file under bench/ and bench name) whose median time per run is held to the budget. */
/** @type {BenchBudget[]} */
export const BENCH_BUDGETS = [
  { figure: "Character sheet, 50 items: context + render", file: "character-sheet.bench.ts", bench: "prepare + context + render (play mode)", budgetMs: 5 },
  { figure: "NPC sheet, 50 items: context + render", file: "sheets.bench.ts", bench: "NPC, 50 items, play mode", budgetMs: 5 },
  { figure: "Item sheet in edit mode: context + render", file: "sheets.bench.ts", bench: "Item sheet (item-weapon-edit)", budgetMs: 5 },
  { figure: "Chat log: 500 mixed system cards (GM)", file: "chat-log.bench.ts", bench: "500 mixed system cards rendered for GM", budgetMs: 150 },
  { figure: "Chat log: 500 mixed system cards (player)", file: "chat-log.bench.ts", bench: "500 mixed system cards rendered for the defender's player", budgetMs: 150 },
  { figure: "Combat: round start, 30 combatants", file: "combat.bench.ts", bench: "order + ties + ⚡ turn-start plans for 30 combatants", budgetMs: 5 },
  { figure: "Combat: tracker re-render after a ⚡ change, 30 combatants", file: "combat.bench.ts", bench: "re-render after one ⚡ change, 30 combatants", budgetMs: 5 },
  { figure: "GM's checks of one attack request, 50-item actor", file: "gm-request.bench.ts", bench: "change-log reading + unaccepted changes + ledger entry", budgetMs: 5 },
  { figure: "Derived data: 1,000 characters × 30 items", file: "data.bench.ts", bench: "1,000 characters × 30 items", budgetMs: 20 },
  { figure: "Rules: 100,000 attack resolutions", file: "rules.bench.ts", bench: "100,000 resolveAttack calls", budgetMs: 100 },
  { figure: "Rules: points distribution + chance (memoised)", file: "rules.bench.ts", bench: "pointsDistribution(40) + chanceToSucceed(40, d) (memoised)", budgetMs: 0.05 },
];

/** The bundled file a bench source becomes (`data.bench.ts` → `data.bench.mjs`, scripts/bench-build.mjs). @param {string} source */
export const bundledName = (source) => source.replace(/\.ts$/, ".mjs");

/**
 * @param {BenchReport} report
 * @param {BenchBudget[]} [budgets]
 * @returns {BenchRow[]} one row per budget; a bench that did not run (renamed, or left out by a filter) has no median
 */
export function benchRows(report, budgets = BENCH_BUDGETS) {
  return budgets.map(({ figure, file, bench, budgetMs }) => {
    // The report names the bundles vitest ran (.cache/bench/data.bench.mjs for bench/data.bench.ts).
    const inFile = report.files.filter((f) => f.filepath.replaceAll("\\", "/").endsWith(`/bench/${bundledName(file)}`));
    const result = inFile.flatMap((f) => f.groups.flatMap((g) => g.benchmarks)).find((b) => b.name === bench);
    // A bench that threw has a result without a median: it did not run.
    const medianMs = typeof result?.median === "number" ? result.median : null;
    return { figure, budgetMs, medianMs, holds: medianMs !== null && medianMs < budgetMs };
  });
}

/** @param {number} ms */
function formatMs(ms) {
  if (ms < 0.1) return `${(ms * 1000).toFixed(1)} µs`;
  return `${ms < 10 ? ms.toFixed(2) : ms.toFixed(1)} ms`;
}

/**
 * The table printed at the end of `npm run bench`.
 * @param {BenchRow[]} rows
 * @returns {string}
 */
export function benchTable(rows) {
  const lines = rows.map((r) => [r.figure, `< ${formatMs(r.budgetMs)}`, ...(r.medianMs === null ? ["—", "not run"] : [formatMs(r.medianMs), r.holds ? "holds" : "FAILS"])]);
  const header = ["figure", "budget", "median", ""];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  const format = (/** @type {string[]} */ cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ").trimEnd();
  return [format(header), widths.map((w) => "-".repeat(w)).join("  "), ...lines.map(format)].join("\n");
}

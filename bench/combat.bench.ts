/**
 * Combat timing targets (npm run bench), each under 5 ms of system work for an encounter of 30 combatants:
 * - starting a round: the turn order with tie-breaks, late joiners and groups, and the ⚡ reset plan of each;
 * - the tracker re-render after one combatant's ⚡ changed: the change checked, then every row's additions (pips,
 *   long action, tie-breaks) built again as the tracker's `_onRender` does (core's own rows are not ours to time).
 */
import { bench, describe } from "vitest";
import { rowHtml, tieBreakHtml } from "../src/combat/tracker/tracker.ts";
import { trackerNeedsRender } from "../src/combat/tracker/tracker-refresh.ts";
import { canEditPips, rowView } from "../src/combat/tracker/tracker-row.ts";
import { turnStartOnChange, type TurnMarker } from "../src/combat/tracker/mobility-ledger.ts";
import { tiesToBreak, trackerOrder, type TrackerRow } from "../src/combat/tracker/tracker-order.ts";
import { langString, readLang } from "../test/support/lang.ts";
import { planRestoreMobility, type PoolView } from "../src/documents/logic/pools.ts";

const attr = { value: 3, total: 3, base: 3, lost: 0, invalid: false } as unknown as PoolView["attributes"]["might"];
const rows: TrackerRow[] = Array.from({ length: 30 }, (_, i) => ({
  id: `c${i}`, actorId: i < 12 ? `wolf${i % 3}` : `a${i}`, isNpc: i < 20, initiative: (i * 7) % 13,
  tieBreaks: i % 4 === 0 ? [(i * 5) % 17] : [], joinedRound: i > 26 ? 2 : 0,
}));
const pools: PoolView[] = rows.map((_, i) => ({ attributes: { might: attr, energy: attr, spirit: attr }, mobility: { value: i % 4, max: 3, owed: i % 5 === 0 ? 2 : 0 } }));

let sink = 0;
describe("combat round start", () => {
  let round = 1;
  bench("order + ties + ⚡ turn-start plans for 30 combatants", () => {
    round++;
    const options = { groupInitiative: round % 2 === 0 };
    const order = trackerOrder(rows, options);
    sink += tiesToBreak(rows, options).length;
    const markers = new Map<string, TurnMarker>();
    let prior: { round: number; combatantId: string | null } | null = null;
    for (let i = 0; i < order.length; i++) {
      const current = { round, combatantId: order[i]! };
      const starting = turnStartOnChange(prior, current, markers);
      if (starting) {
        markers.set(starting, { startedRound: round });
        const plan = planRestoreMobility(pools[i]!);
        if (plan.ok) sink += Object.keys(plan.update).length;
      }
      prior = current;
    }
  }, { time: 500, warmupIterations: 100 });
});

const lang = readLang("en");
const localize = (key: string) => langString(lang, key) ?? key;

describe("combat tracker", () => {
  let value = 0;
  bench("re-render after one ⚡ change, 30 combatants", () => {
    value = (value + 1) % 4;
    const changes = { system: { mobility: { value } } };
    if (!trackerNeedsRender(changes, true)) throw new Error("a ⚡ change should re-render the tracker");
    for (let i = 0; i < rows.length; i++) {
      const m = pools[i]!.mobility;
      const mobility = { value: i === 7 ? value : m.value, max: m.max, owed: m.owed ?? 0 };
      const editable = canEditPips({ isGM: false, owns: i % 3 === 0 }, i === 7);
      const view = rowView({ mobility, tieBreaks: rows[i]!.tieBreaks }, editable);
      if (view) sink += rowHtml(view, localize).length + tieBreakHtml(view, localize).length;
    }
  }, { time: 500, warmupIterations: 100 });
});

export { sink };

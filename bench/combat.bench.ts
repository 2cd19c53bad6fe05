/**
 * Combat timing target (npm run bench): starting a round for an encounter of 30 combatants — the turn order with
 * tie-breaks, late joiners and groups, and the ⚡ reset plan of each — stays under 5 ms of system work.
 */
import { bench, describe } from "vitest";
import { turnStartOnChange, type TurnMarker } from "../src/combat/mobility-ledger.ts";
import { tiesToBreak, trackerOrder, type TrackerRow } from "../src/combat/tracker-order.ts";
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

export { sink };

/** Builds the prepared `actor.system` view the document planners read, from a fixture actor (via deriveActor). */
import { deriveActor } from "../../src/data/actor/derive.ts";
import { deriveInput, type FixtureActor } from "../fixtures/data-actors.ts";

export function viewOf(a: FixtureActor) {
  const d = deriveActor(deriveInput(a));
  const stored = a.system as unknown as { mobility: { value: number }; potential?: { total: number; log: never[] } };
  return {
    attributes: d.attributes,
    mobility: { value: Math.min(stored.mobility.value, d.mobilityMax), max: d.mobilityMax, owed: 0 } as { value: number; max: number; owed?: number; paid?: number },
    potential: { ...(d.potential ?? { unspent: 0 }), log: stored.potential?.log ?? [] },
    consciousness: d.consciousness,
    life: { dead: false, revivals: 0 } as { dead: boolean; revivals: number },
  };
}

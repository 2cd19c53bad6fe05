/**
 * The party rest card's state and template data (§7.3, §7.4): one section per creature — the hours it rested with
 * each roll (as the single rest card shows them), "fully restored", the dice its missing needs cost and the ones a
 * full rest returned — and the creatures that did not rest (dead, or in a fight). Pure.
 */
import { ATTRIBUTE_IDS, type DaySupply, type RestStanding } from "../rules/index.ts";
import { deprivedFrom } from "../documents/logic/rest.ts";
import { NEED_CAUSE, diceLine, restOutcome, restViewOf, type Dice, type DiceLine, type RestOutcome, type RestRow, type RestState } from "./rest-view.ts";

export { NEED_CAUSE, type Dice };

/** One creature of the party rest as stored. */
export interface PartyMemberState {
  name: string;
  standing: RestStanding;
  rows: RestState["rows"];
  /** Every damage die back. */
  fullyRestored: boolean;
  /** A full rest (with replenishment: food, drink and sleep included). */
  fullRest: boolean;
  needsLost: Dice;
  needsReturned: Dice;
  /** Dice still held by unmet needs after the rest. */
  deprived: Dice;
}

/** What the card stores. `supply` is null when replenishment is off. */
export interface PartyRestState {
  hours: number;
  supply: DaySupply | null;
  members: PartyMemberState[];
}

/** One "−1 Might (hunger)" style line. */
export type NeedLine = DiceLine;

/** A creature that rested, as the template shows it. */
export interface RestedMemberView {
  name: string;
  rows: RestRow[];
  fullyRestored: boolean;
  fullRest: boolean;
  lost: NeedLine[];
  returned: NeedLine[];
  deprived: NeedLine[];
  /** Where the rest left it, said once (rest-view.ts `restOutcome`), and the dice still to recover. */
  outcome: RestOutcome;
  outcomeKey: string;
  short: DiceLine[];
  /** Why the dice needs hold did not come back (not a full rest, and why), or that each full rest returns one; "" = nothing held. */
  whyKey: string;
}

/** The party rest card's context. */
export interface PartyRestView {
  hours: number;
  /** Lang keys of the needs the party went without (empty with everything supplied or replenishment off). */
  lacked: string[];
  tracked: boolean;
  rested: RestedMemberView[];
  dead: string[];
  fighting: string[];
}

const lines = (dice: Dice): NeedLine[] => ATTRIBUTE_IDS.filter((id) => dice[id] > 0).map((id) => diceLine(id, dice[id]));

/** The template data of a stored state. */
export function partyRestViewOf(state: PartyRestState): PartyRestView {
  const supply = state.supply;
  const lacked = !supply ? [] : [
    ...(supply.ate ? [] : ["MESHAL.PartyRest.need.food"]),
    ...(supply.drank ? [] : ["MESHAL.PartyRest.need.drink"]),
    ...(supply.slept ? [] : ["MESHAL.PartyRest.need.sleep"]),
  ];
  const named = (standing: RestStanding) => state.members.filter((m) => m.standing === standing).map((m) => m.name);
  const rested = state.members.filter((m) => m.standing === "rests").map((m): RestedMemberView => {
    const { outcome, outcomeKey, short } = restOutcome(m.rows, m.fullyRestored, m.deprived, ATTRIBUTE_IDS.some((id) => m.needsReturned[id] > 0));
    return {
      name: m.name,
      rows: restViewOf({ hours: state.hours, rows: m.rows, fullyRestored: m.fullyRestored }).rows,
      fullyRestored: m.fullyRestored,
      fullRest: m.fullRest,
      lost: lines(m.needsLost),
      returned: lines(m.needsReturned),
      deprived: lines(m.deprived),
      outcome, outcomeKey, short,
      whyKey: whyHeld(m, outcome, supply !== null),
    };
  });
  return { hours: state.hours, lacked, tracked: supply !== null, rested, dead: named("dead"), fighting: named("fighting") };
}

/** Why the dice needs still hold stay lost (§7.4: a full rest returns one per cause), "" when none are held. */
function whyHeld(m: PartyMemberState, outcome: RestOutcome, tracked: boolean): string {
  if (!tracked || !ATTRIBUTE_IDS.some((id) => m.deprived[id] > 0)) return "";
  // the reason the card's own lines show: damage still to recover, else what the party went without
  return `MESHAL.PartyRest.card.${m.fullRest ? "onePerFullRest" : outcome === "short" ? "notFullDamaged" : "notFullLacked"}`;
}

/** The dice an actor's needs still hold, as "−1 Might (hunger)" lines for a sheet (the flag read strictly). */
export function deprivedLines(flag: unknown): NeedLine[] {
  return lines(deprivedFrom(flag));
}

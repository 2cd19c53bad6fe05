/**
 * Target resolution for an attack (§4.3, §9.1): the user's targeted tokens become the card's target lines, each with
 * its measured distance checked against the attack's range (minimum-range and optional beyond-range penalties). Pure.
 */
import { ATTACK_RANGE_BOUNDS, beyondRangeDisadvantage, checkRange, type RangeBounds } from "../../../rules/index.ts";
import { leftOutReason, type AreaExclusion, type AttackerSide } from "./target-exclusion.ts";

/** Most targets one card lists (an area attack on a crowd stays readable and bounded). */
export const MAX_TARGETS = 24;

/** A targeted token as the canvas reports it. */
export interface TargetCandidate {
  tokenUuid: string;
  actorUuid: string | null;
  name: string;
  /** Measured distance in steps (null when it could not be measured, e.g. another scene). */
  distance: number | null;
  /** The token's disposition (Foundry's numbers), which tells the attacker's allies; absent = unknown. */
  disposition?: number | null;
  /** [OPT] Facing (§9.5): the attacker stands in a sector this creature cannot defend; absent = no. */
  fromBehind?: boolean;
  /** The token is hidden from players: its line is stored without its name, and it is never named as left out. */
  hidden?: boolean;
}

/** The attack's reach: `within N` (min null) or `X~Y`; `ranged` allows the beyond-range penalty. */
export interface AttackReach {
  min: number | null;
  max: number;
  ranged: boolean;
}

/** How a target stands against the range; "ruledIn" = the GM ruled it in range (attack-range.ts). */
export type RangeStatus = "inRange" | "tooClose" | "beyond" | "outOfRange" | "unmeasured" | "ruledIn";

/**
 * Is a line at `range` refused (§4.3: the target must be in range)? An out-of-range target cannot be defended,
 * resolved, damaged or applied until the GM rules it in range; nor can one the GM could not measure (no attacker
 * token on the target's scene), which would otherwise let any reach hit anything.
 */
export function refusesLine(range: string): boolean {
  return range === "outOfRange" || range === "unmeasured";
}

/** One resolved target line. */
export interface TargetLine {
  tokenUuid: string;
  actorUuid: string;
  name: string;
  distance: number | null;
  range: RangeStatus;
  /** Disadvantages the range adds to this target's attack roll. */
  disadvantage: number;
  /** [OPT] Facing (§9.5): attacked from a sector it cannot defend, so no defense is offered; absent = no. */
  fromBehind?: boolean;
  /** A token hidden from players: `name` is "" (the card is public), the view says "an unseen creature"; absent = no. */
  hidden?: boolean;
}

/** The range verdict for one distance. `beyondRange` = the optional beyond-range rule is on. */
export function rangeVerdict(reach: AttackReach, distance: number | null, beyondRange: boolean, bounds: RangeBounds = ATTACK_RANGE_BOUNDS): { range: RangeStatus; disadvantage: number } {
  if (distance === null) return { range: "unmeasured", disadvantage: 0 };
  const check = checkRange(reach.min, reach.max, distance, bounds);
  if (check.status === "tooClose") return { range: "tooClose", disadvantage: check.disadvantage };
  if (check.status === "inRange") return { range: "inRange", disadvantage: 0 };
  if (beyondRange && reach.ranged && reach.max > 0) return { range: "beyond", disadvantage: beyondRangeDisadvantage(distance, reach.max) };
  return { range: "outOfRange", disadvantage: 0 };
}

/** Stands in for a missing reach when only the measuring matters (a null distance is unmeasured whatever the reach). */
const NO_REACH: AttackReach = { min: null, max: 0, ranged: false };

/** How targets are resolved: the attacker, the area's exclusion (absent = no area) and the range rules. */
export interface TargetOptions {
  /** The attacker's token (the older way to name it; `attacker` wins when both are given). */
  attackerTokenUuid?: string | null;
  attacker?: AttackerSide;
  excludes?: AreaExclusion;
  beyondRange: boolean;
  bounds?: RangeBounds;
}

/** The target lines, and the names of the creatures the attack left out (target-exclusion.ts), each once. */
export interface TargetSplit {
  lines: TargetLine[];
  leftOut: string[];
}

/**
 * The target lines of an attack: tokens without an actor and repeats are dropped, the creatures the attack leaves out
 * (its attacker; an area's exclusions) are named apart; at most MAX_TARGETS of each, in targeting order. An
 * unreachable target still gets its line (marked) so the GM can rule on it. A hidden token is never named: its line
 * has no name, and when left out it is not listed at all.
 */
export function splitTargets(candidates: readonly TargetCandidate[], reach: AttackReach | null, options: TargetOptions): TargetSplit {
  const attacker = options.attacker ?? { tokenUuid: options.attackerTokenUuid ?? null, actorUuid: null, disposition: null };
  const seen = new Set<string>();
  const lines: TargetLine[] = [];
  const leftOut: string[] = [];
  for (const c of candidates) {
    if (!c.actorUuid || seen.has(c.tokenUuid)) continue;
    seen.add(c.tokenUuid);
    if (leftOutReason(c, attacker, options.excludes)) {
      if (leftOut.length < MAX_TARGETS && !c.hidden) leftOut.push(c.name);
      continue;
    }
    if (lines.length >= MAX_TARGETS) continue;
    // An attack with no reach to check (the GM rules on it) still needs its target measured: on the attacker's scene.
    const verdict = reach || c.distance === null ? rangeVerdict(reach ?? NO_REACH, c.distance, options.beyondRange, options.bounds) : { range: "inRange" as const, disadvantage: 0 };
    const named = c.hidden ? { name: "", hidden: true } : { name: c.name };
    lines.push({ tokenUuid: c.tokenUuid, actorUuid: c.actorUuid, ...named, distance: c.distance, ...verdict, ...(c.fromBehind ? { fromBehind: true } : {}) });
  }
  return { lines, leftOut };
}

/** The target lines alone (splitTargets without the names it left out). */
export function resolveTargets(candidates: readonly TargetCandidate[], reach: AttackReach | null, options: TargetOptions): TargetLine[] {
  return splitTargets(candidates, reach, options).lines;
}

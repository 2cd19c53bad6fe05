/**
 * Whom an attack leaves out of its targets (§4.3, §9.1, issue 25). An attack without an area never targets its own
 * attacker. An area says whom it spares: "" nobody (the attacker too, when targeted: the area holds it), "self" the
 * attacker, "selfAndAllies" the attacker and its allies — tokens of the attacker token's disposition (docs/rules.md
 * §9.1 [DEC]). Pure.
 */
import { AREA_EXCLUDES } from "../../../data/choices.ts";
import { isOneOf } from "../../../rules/guards.ts";

/** Who an area leaves out, as an item's structured attack stores it. */
export type AreaExclusion = (typeof AREA_EXCLUDES)[number];

/** Why a targeted creature is left out: it is the attacker, or one of its allies. */
export type LeftOutReason = "attacker" | "ally";

/** Token dispositions as Foundry numbers them (CONST.TOKEN_DISPOSITIONS); secret (-2) is on nobody's side. */
export const DISPOSITIONS = { secret: -2, hostile: -1, neutral: 0, friendly: 1 } as const;
const SIDES: ReadonlySet<number> = new Set([DISPOSITIONS.hostile, DISPOSITIONS.neutral, DISPOSITIONS.friendly]);

/** The attacker as the exclusion reads it: its token (none = null), its actor and its token's disposition. */
export interface AttackerSide {
  tokenUuid: string | null;
  actorUuid: string | null;
  disposition: number | null;
}

/** A targeted creature as the exclusion reads it. */
export interface ExclusionCandidate {
  tokenUuid: string;
  actorUuid: string | null;
  /** Its token's disposition; null or absent = unknown (on nobody's side). */
  disposition?: number | null;
}

/** The stored value when it is one the data model allows, else undefined (read as no area). */
export function areaExclusionOf(value: unknown): AreaExclusion | undefined {
  return isOneOf(AREA_EXCLUDES, value) ? value : undefined;
}

/** Are two dispositions the same side? Secret or unknown is on nobody's side, so never an ally. */
export function sameSide(a: number | null | undefined, b: number | null | undefined): boolean {
  return typeof a === "number" && a === b && SIDES.has(a);
}

/** Is the candidate the attacker itself: its token, or another token of the same actor? */
export function isAttacker(candidate: ExclusionCandidate, attacker: AttackerSide): boolean {
  if (attacker.tokenUuid && candidate.tokenUuid === attacker.tokenUuid) return true;
  return !!attacker.actorUuid && candidate.actorUuid === attacker.actorUuid;
}

/**
 * Why `candidate` is left out, or null when it stays a target. `excludes` undefined = the attack has no area (the
 * attacker is left out, as ever); "" = an area that spares nobody.
 */
export function leftOutReason(candidate: ExclusionCandidate, attacker: AttackerSide, excludes: AreaExclusion | undefined): LeftOutReason | null {
  if (excludes === "") return null;
  if (isAttacker(candidate, attacker)) return "attacker";
  // No attacker token, or a secret one, has no side: then nobody is told as its ally.
  if (excludes === "selfAndAllies" && attacker.tokenUuid && sameSide(attacker.disposition, candidate.disposition)) return "ally";
  return null;
}

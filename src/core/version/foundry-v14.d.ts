/**
 * What Foundry v14 adds that the system uses, declared locally: no v14 build of the types package is published, so
 * the project keeps the 13.346 types and declares each v14 addition here, naming the public page it follows. Only the
 * version seam (src/core/version/) reaches these; every declaration is optional where v13 lacks it.
 */

/**
 * The string type of an Active Effect change, which replaces v13's numeric `mode` (foundryvtt#13566, #14136; the v14
 * API page `CONST.ACTIVE_EFFECT_CHANGE_TYPES`: add, custom, downgrade, multiply, override, subtract, upgrade). A
 * package may use other strings for its own change types.
 */
export type V14ChangeType = "add" | "custom" | "downgrade" | "multiply" | "override" | "subtract" | "upgrade";

/**
 * One change as v14 stores it at `ActiveEffect#system.changes` (foundryvtt#13740; the v14 API page
 * `foundry.documents.types.ActiveEffectChangeData`): `type`, `phase` and `priority` are what core enforces; a null
 * priority takes the type's default, an omitted phase core's first one. On load, v14 converts stored values that parse
 * as JSON (so "1" becomes 1; FoundryVTT-Level-Up-Official#643).
 */
export interface V14EffectChangeData {
  key: string;
  type: string;
  value: unknown;
  phase?: string;
  priority: number | null;
}

/**
 * The units of a v14 effect duration (v14 API page `foundry.documents.types.EffectDurationData`;
 * `CONST.ACTIVE_EFFECT_TIME_DURATION_UNITS` are the time-based ones).
 */
export type V14DurationUnit = "years" | "months" | "days" | "hours" | "minutes" | "seconds" | "rounds" | "turns";

/**
 * A v14 effect duration (v14 API page `foundry.documents.types.EffectDurationData`): a single value in one unit (null:
 * no end by duration), an expiry event (`CONST.ACTIVE_EFFECT_EXPIRY_EVENTS`: combatStart, roundStart, turnStart,
 * combatEnd, roundEnd, turnEnd, or a package's own) and whether the effect has expired. Expiry happens when both the
 * duration has run out and the event is reached; an expired effect is marked (`CONFIG.ActiveEffect.expiryAction`
 * "update" sets `expired`), not deleted (foundryvtt#13667, #13743).
 */
export interface V14EffectDurationData {
  value: number | null;
  units: V14DurationUnit;
  expiry: string | null;
  expired: boolean;
}

/**
 * When a v14 effect started (v14 API page `foundry.documents.types.EffectStartData`). A turn-end expiry is checked
 * against `combatant`, which core fills with the combatant whose turn it was (draw-steel#1880 sets it to the bearer's).
 */
export interface V14EffectStartData {
  combat: string | null;
  combatant: string | null;
  initiative: number | null;
  round: number | null;
  time: number;
  turn: number | null;
}

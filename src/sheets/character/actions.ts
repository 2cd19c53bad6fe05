/** The `data-action` names the character sheet declares: the actor sheet's plus advancement and creation (pure). */
import { ACTOR_SHEET_ACTIONS } from "../base/actions.ts";

export const CHARACTER_ONLY_ACTIONS = [
  "adjustMobility", "endLongAction", "raiseAttribute", "lowerAttribute", "intensifyAbility", "renounceAbility", "obtainAbility",
  "removeAbility", "toggleFeature", "takeKit", "buyGear", "finishCreation", "toggleAdvanceLock",
] as const;

/** The optional life rules' tactics (life-actions.ts): posture, search, carrying a creature, natural death. */
export const LIFE_ACTIONS = ["changePosture", "searchTactic", "carryCreature", "naturalDeath"] as const;

export const CHARACTER_SHEET_ACTIONS = [...ACTOR_SHEET_ACTIONS, ...CHARACTER_ONLY_ACTIONS, ...LIFE_ACTIONS] as const;
export type CharacterOnlyAction = (typeof CHARACTER_ONLY_ACTIONS)[number];
export type LifeAction = (typeof LIFE_ACTIONS)[number];

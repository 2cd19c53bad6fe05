/** The `data-action` names the character sheet declares: the actor sheet's plus advancement and creation (pure). */
import { ACTOR_SHEET_ACTIONS } from "../base/actions.ts";

export const CHARACTER_ONLY_ACTIONS = [
  "adjustMobility", "endLongAction", "raiseAttribute", "lowerAttribute", "intensifyAbility", "renounceAbility", "obtainAbility",
  "removeAbility", "toggleFeature", "takeKit", "buyGear", "finishCreation",
] as const;

export const CHARACTER_SHEET_ACTIONS = [...ACTOR_SHEET_ACTIONS, ...CHARACTER_ONLY_ACTIONS] as const;
export type CharacterOnlyAction = (typeof CHARACTER_ONLY_ACTIONS)[number];

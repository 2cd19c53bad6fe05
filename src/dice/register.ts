/**
 * Dice registration (`init`): the point-counting `p` modifier on Foundry's Die, the `PointsRoll`
 * class, the journal check enricher, the dice settings, and the chat-card hooks.
 */
import { registerChatListeners } from "../chat/listeners.ts";
import { registerProgressiveQuery } from "../chat/progressive-card.ts";
import { registerCheckEnricher } from "./enricher.ts";
import { registerPointsModifier } from "./points-modifier.ts";
import { PointsRoll } from "./points-roll.ts";
import { registerDiceSettings } from "./settings.ts";

/** Registers everything dice-related; call once during `init`. */
export function registerDice(): void {
  registerPointsModifier(foundry.dice.terms.Die);
  CONFIG.Dice.rolls.push(PointsRoll);
  registerDiceSettings();
  registerCheckEnricher();
  registerProgressiveQuery();
  registerChatListeners();
}

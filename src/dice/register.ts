/**
 * Dice registration (`init`): the point-counting `p` modifier on Foundry's Die, the `PointsRoll`
 * class, the journal check enricher and the dice settings. Chat cards register themselves (src/chat/register.ts).
 */
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
}

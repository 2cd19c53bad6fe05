/**
 * Dice registration (`init`): the point-counting `p` modifier on Foundry's Die, the `PointsRoll`
 * class, the journal check enricher, the dice settings, the re-roll and fate-expense buttons on points-roll cards, and the progressive
 * card with its GM-side query and the starter checks call.
 */
import { registerCardType } from "../chat/card-registry.ts";
import { registerCheckEnricher } from "./enricher.ts";
import { registerGmQuery } from "../core/queries.ts";
import { PROGRESSIVE_CARD } from "./progressive/progressive-card.ts";
import { LAZY_PROGRESSIVE_ACTIONS, lazyProgressiveStarter } from "./progressive/progressive-lazy.ts";
import { PROGRESSIVE_QUERY } from "./progressive/progressive-query.ts";
import { setProgressiveStarter } from "./progressive-starter.ts";
import { registerRerollListener } from "./reroll-listener.ts";
import { registerPointsModifier } from "./points-modifier.ts";
import { PointsRoll } from "./points-roll.ts";
import { registerDiceSettings } from "./settings.ts";

/** Registers everything dice-related; call once during `init`. */
export function registerDice(): void {
  registerPointsModifier(foundry.dice.terms.Die);
  CONFIG.Dice.rolls.push(PointsRoll);
  registerDiceSettings();
  registerCheckEnricher();
  registerRerollListener();
  registerCardType(PROGRESSIVE_CARD, LAZY_PROGRESSIVE_ACTIONS);
  registerGmQuery(PROGRESSIVE_QUERY);
  setProgressiveStarter(lazyProgressiveStarter);
}

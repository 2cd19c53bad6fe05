/**
 * Combat registration (`init`): Combat/Combatant classes, the tracker, effects that run out as turns pass, the
 * turn-start backstop hook, the GM-side queries (initiative; making a player's attack; changing an attack card, with
 * the settling of new attack cards), the attack and initiative chat cards, telling a user when an attack card waits
 * for them, keeping the fight ledger, and the canvas: the drag ruler and the unit new scenes measure in.
 */
import { registerCardType } from "../chat/card-registry.ts";
import { rerenderOnRuleChange } from "../core/rule-refresh.ts";
import { ATTACK_ACTIONS } from "./attack/card/attack-actions.ts";
import { ATTACK_CARD } from "./attack/attack-card.ts";
import { INITIATIVE_CARD } from "./initiative/initiative-card.ts";
import { MeshalCombat, startTurnOnChange } from "./tracker/combat.ts";
import { MeshalCombatant } from "./tracker/combatant.ts";
import { defineCombatTracker } from "./tracker/tracker.ts";
import { defineTokenRuler } from "./tracker/token-ruler.ts";
import { trackerNeedsRender } from "./tracker/tracker-refresh.ts";
import { registerSheetRefresh } from "./tracker/sheet-refresh.ts";
import { registerAttackQuery } from "./attack/gm/attack-query.ts";
import { registerInitiativeQuery } from "./initiative/initiative-query.ts";
import { registerAttackStartQuery } from "./attack/start/attack-start-query.ts";
import { registerTurnNotices } from "./attack/card/attack-turn-notice.ts";
import { refreshCombatEffects } from "./tracker/effect-expiry.ts";
import { registerSceneUnits } from "../core/step-units.ts";
import { registerLedgerHooks } from "./ledger/ledger-hooks.ts";
import { registerChangeWatch } from "./gm-watch/watch-start.ts";

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Combat: typeof MeshalCombat;
    Combatant: typeof MeshalCombatant;
  }
}

/**
 * Registers the combat documents and tracker. The ⚡ reset normally runs from the turn-start event; the
 * `combatTurnChange` hook is a backstop for turn changes that event does not cover (the marker keeps it to once).
 */
export function registerCombat(): void {
  CONFIG.Combat.documentClass = MeshalCombat;
  CONFIG.Combatant.documentClass = MeshalCombatant;
  const Base = foundry.applications?.sidebar?.tabs?.CombatTracker;
  if (Base) {
    CONFIG.ui.combat = defineCombatTracker(Base);
    // Every tracker window (the sidebar tab and a popped-out one) shows rule-dependent ⚡ and initiative.
    rerenderOnRuleChange((app) => app instanceof Base);
  }
  registerTokenRuler();
  registerSceneUnits();
  Hooks.on("combatTurnChange", (combat, _prior, current) => {
    refreshCombatEffects(combat); // first: effects that ran out stop counting before the turn start reads ⚡
    startTurnOnChange(combat, current);
  });
  registerCardType(ATTACK_CARD, ATTACK_ACTIONS);
  registerCardType(INITIATIVE_CARD);
  registerAttackQuery();
  registerAttackStartQuery();
  registerInitiativeQuery();
  registerChangeWatch();
  Hooks.on("updateActor", (actor: Actor, changes: unknown) => {
    if (trackerNeedsRender(changes, fightsInViewedCombat(actor))) void ui.combat?.render();
  });
  // Effects can change the maximum ⚡ and the dice; an effect change does not update the actor itself.
  const onEffect = (effect: ActiveEffect) => {
    const actor = effect.parent instanceof Actor ? effect.parent : null;
    if (actor && fightsInViewedCombat(actor)) void ui.combat?.render();
  };
  Hooks.on("createActiveEffect", onEffect);
  Hooks.on("updateActiveEffect", onEffect);
  Hooks.on("deleteActiveEffect", onEffect);
  registerSheetRefresh();
  registerTurnNotices();
  registerLedgerHooks();
}

/** The drag ruler with the mover's speed (token-ruler.ts), built from core's TokenRuler. */
function registerTokenRuler(): void {
  const Base = foundry.canvas?.placeables?.tokens?.TokenRuler;
  if (Base) CONFIG.Token.rulerClass = defineTokenRuler(Base);
}

/** Is the actor (or, for an unlinked token's base actor, one of its tokens) a combatant of the tracker's combat? */
function fightsInViewedCombat(actor: Actor): boolean {
  const combat = ui.combat?.viewed;
  return Boolean(combat?.combatants.some((c) => c.actor === actor || c.actorId === actor.id));
}

/**
 * Effects that run out stop counting as a fight goes on (core/version/effect-expiry.ts). v14 marks an expired effect
 * itself; v13 marks nothing, so on every client the actors of a combat whose turn moved prepare their data again when
 * one of their effects has run out, before anything reads it (the ⚡ reset at a turn start refreshes its actor too).
 */
import { refreshExpiredEffects } from "../../core/version/effect-expiry.ts";
import { fightersOf } from "../fighters.ts";

/** Prepares again the actors of `combat` holding an effect that has run out (v13); returns how many. Called on every combat turn change (register.ts). */
export function refreshCombatEffects(combat: Combat): number {
  return refreshExpiredEffects(fightersOf(combat));
}

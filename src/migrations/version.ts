/**
 * Bump with every migration that changes stored data. 3: feature `parentSpecies`; 4: stored death; 5: cast buffs'
 * `ends`, per-day uses counted by the day of the world clock, and the rounds a weapon holds named; 6: the advancement
 * windows kept by the GM (world setting `advanceWindows`) instead of the actor's flags.
 */
export const CURRENT_SCHEMA_VERSION = 6;

/** Bump with every migration that changes stored data. 3: feature `parentSpecies`; 4: stored death; 5: cast buffs' `ends`. */
export const CURRENT_SCHEMA_VERSION = 5;

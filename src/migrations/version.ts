/** Bump with every migration that changes stored data. */
// 3: feature field rename (another branch); 4: stored death (stored-death.ts). The lead reconciles the numbers.
export const CURRENT_SCHEMA_VERSION = 4;

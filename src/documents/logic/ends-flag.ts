/** The flag (system scope) in which a pack effect names when the cast buff ends (./effect-timing.ts). */
export const ENDS_FLAG = "ends";

/**
 * The actor flag holding counted item uses by item id (`{key, count}`: the period of the last uses and how many).
 * The actions read and write it (src/actions/use-limit.ts); the actor clears it on a full rest.
 */
export const USES_FLAG = "uses" as const;

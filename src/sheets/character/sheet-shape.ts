/**
 * The few constants the character sheet's class needs before its context builders (play-context.ts, a lazy chunk
 * loaded on the first render) arrive: its tabs, and the empty creation part.
 */
import type { CreationContext } from "./creation/creation-context.ts";

/** The character sheet's tabs, in order. */
export const CHARACTER_TABS = ["abilities", "inventory", "features", "biography", "effects"] as const;
export type CharacterTab = (typeof CHARACTER_TABS)[number];

/** Creation mode's part of the context for a character that is not being created (the lazy chunk is not loaded). */
export const NO_CREATION: CreationContext = {
  creationBudget: null, creationFeatures: [], creationGear: null, abilityLevels: [], creationAbilities: { rows: [], more: 0, groups: [], filter: { text: "", type: "", level: "" } },
};

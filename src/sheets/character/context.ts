/**
 * The whole character-sheet context, built from a prepared character alone: play-context.ts joined with creation
 * mode's part (creation-context.ts). The sheet class builds the same two halves (loading the creation half only while
 * a character is being created); the preview page, the benchmark and the tests call this. Pure.
 */
import { creationContext } from "./creation/creation-context.ts";
import { characterPlayContext, type CharacterContextOptions } from "./play-context.ts";
import type { SheetCharacter } from "./view-types.ts";

export type { CharacterContextOptions } from "./play-context.ts";

/** Builds the context (see module doc). */
export function characterContext(actor: SheetCharacter, options: CharacterContextOptions = {}) {
  return { ...characterPlayContext(actor, options), ...creationContext(actor, options) };
}

/** The context type the templates receive. */
export type CharacterContext = ReturnType<typeof characterContext>;

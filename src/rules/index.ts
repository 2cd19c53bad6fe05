/**
 * Public rules API of Meshal Lite: pure functions of docs/rules.md, no Foundry globals.
 * Exposed to macros as `globalThis.meshal.rules`.
 */
export * from "./types.ts";
export * from "./dice.ts";
export * from "./bounds.ts";
export * from "./formula.ts";
export { VOID_DICE } from "./formula-ast.ts";
export * from "./attempts.ts";
export * from "./attack.ts";
export * from "./attack-simple.ts";
export * from "./attack-text.ts";
export * from "./character.ts";
export * from "./potential.ts";
export * from "./abilities.ts";
export * from "./carrying.ts";
export * from "./equip.ts";
export * from "./equip-slots.ts";
export * from "./items.ts";
export * from "./damage.ts";
export * from "./rest.ts";
export * from "./life.ts";
export * from "./supply-days.ts";
export * from "./world-day.ts";
export * from "./posture.ts";
export * from "./magic.ts";
export * from "./size.ts";
export * from "./mobility.ts";
export * from "./initiative.ts";
export * from "./grid.ts";
export * from "./levels.ts";
export * from "./footprint.ts";
export * from "./movement.ts";
export * from "./objects.ts";
export * from "./objects-newer.ts";
export * from "./objects-profile.ts";
export * from "./encounter.ts";
export * from "./perception.ts";
export * from "./facing.ts";
export * from "./unarmoured-ferocity.ts";
export * from "./item-sets.ts";

/** Public data API (`globalThis.meshal.data`): models, choice tables, the pure validator and derivation. */
export { ACTOR_MODELS, ITEM_MODELS } from "./models.ts";
export * as choices from "./choices.ts";
export { validateItemSystem, validateActorSystem, type ValidateOptions } from "./validation.ts";
export { deriveActor, type ActorDeriveInput, type ActorDerived } from "./actor/derive.ts";
export { collectItems, isItemActive } from "./actor/derive-items.ts";
export { EFFECT_CHANGE_KEYS, validateEffectChanges } from "./effect-keys.ts";

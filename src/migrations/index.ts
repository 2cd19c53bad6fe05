/** Public migrations API (`globalThis.meshal.migrations`): the world migration's steps and its pure planners. */
export { migrateActor, migrateSceneTokens } from "./register.ts";
export { migrateActorSystem, migrateItemSystem, actorSystemNeedsMigration } from "../data/migrations/transforms.ts";
export { planTokenDelta } from "./token-delta.ts";
export { CURRENT_SCHEMA_VERSION } from "./version.ts";
export type { Failures } from "./attempt.ts";

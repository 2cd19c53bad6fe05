/** Public documents API (`globalThis.meshal.documents`) and the pure planners other modules may call. */
export { MeshalActor } from "./actor.ts";
export { MeshalItem } from "./item.ts";
export { MeshalActiveEffect } from "./active-effect.ts";
export { planDamage, planRecover, planSpendMobility, planRestoreMobility, planAbortLongAction, planRevive } from "./logic/pools.ts";
export { planRest } from "./logic/rest.ts";
export { planEquip, planUnequip, carriedCounts } from "./logic/equip.ts";
export { planRaiseTrained, planObtain, planIntensify, planRenounce, obtainCost } from "./logic/potential.ts";
export { lifeSync } from "./logic/statuses.ts";
export { giftsLostWith } from "./logic/lost-gifts.ts";
export { isActorType, isItemType } from "./type-guards.ts";

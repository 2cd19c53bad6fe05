/** The combat part of the public API (`meshal.combat`): the pure adapters and the in-world entry points. */
export { trackerOrder, tiesToBreak, rollUnits } from "./tracker/tracker-order.ts";
export { planInitiative } from "./initiative/initiative-plan.ts";
export { defenseChoices, chanceToStop } from "./attack/defense-options.ts";
export { resolveTargets, rangeVerdict } from "./attack/targets/targets.ts";
export { planApplication, undoRestore } from "./attack/damage-record.ts";
export { defendHit, resolveTarget, assignTargets } from "./attack/attack-state.ts";
export { startAttack as attack } from "./attack/start/attack-start.ts";
export { requestAttackChange as request } from "./attack/gm/attack-query.ts";

/**
 * The stage every attack flow starts from: the strict flow stage with tokens the GM can look up, the document
 * classes, PointsRoll registered, and the GM's attack and attack-start queries answering. Modules are imported only
 * after the stage is up (they read Foundry's globals when loaded).
 */
import { itemSystem } from "../../fixtures/data-items.ts";
import { resolveTokens } from "./attack-cast.ts";
import { flowStage, loadDocumentClasses } from "./world.ts";
import { loadGmSettling } from "../../support/gm-settling.ts";

export async function attackFlowStage() {
  const stage = flowStage();
  resolveTokens(stage);
  const { MeshalActor } = await loadDocumentClasses();
  const { PointsRoll } = await import("../../../src/dice/points-roll.ts");
  (CONFIG.Dice.rolls as unknown[]).push(PointsRoll);
  const { attackStateOf, registerAttackQuery, requestAttackChange } = await import("../../../src/combat/attack/gm/attack-query.ts");
  const { startAttack } = await import("../../../src/combat/attack/start/attack-start.ts");
  const { registerAttackStartQuery } = await import("../../../src/combat/attack/start/attack-start-query.ts");
  registerAttackQuery();
  await loadGmSettling();
  registerAttackStartQuery();
  return { stage, MeshalActor, PointsRoll, attackStateOf, requestAttackChange, startAttack };
}

/** Dirty Fighting as an owned ability: a 1⚡ reaction, once a round, attacking with the natural weapon. */
export const DIRTY_FIGHTING_ID = "dirtyfighting001";
export const dirtyFighting = {
  id: DIRTY_FIGHTING_ID, name: "Dirty Fighting", type: "ability" as const,
  system: itemSystem("ability", { identifier: "dirty-fighting", activation: { kind: "reaction", cost: 1, limit: { max: "1", per: "round" } }, attacks: [{ weapon: "natural", mode: "", dice: { divisor: 1, bonus: 0 }, riders: [] }] }),
};

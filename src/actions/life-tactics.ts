/**
 * Tactics of the optional life rules, used from the sheet: change posture (§9.4, 1⚡), search (1⚡, or 3⚡ with the
 * difficulty table under `search3`, §10.2), carry a creature on the back or set it down (§5.5, 3⚡) and the daily
 * natural-death attempt once aged (§7.2). Each pays its ⚡ through `spendAction` (refused in a fight when it cannot be
 * paid; nothing is spent outside one) and writes only the acting actor.
 */
import {
  CARRY_CREATURE_COST, naturalDeathDice, naturalDeathDue, POSTURE_CHANGE_COST, searchCost, survivesNaturalDeath,
  postureToggles, type AttributeId, type Posture,
} from "../rules/index.ts";
import { rollActorCheck } from "../dice/check.ts";
import { warn } from "../core/notify.ts";
import { optionalRule } from "../documents/runtime.ts";
import { namedModifiers } from "./modifier-sources.ts";
import { spendAction } from "./spend-action.ts";
import { postureSource } from "./posture-source.ts";
import { carriedCreature } from "./carry-state.ts";
import { localize } from "../core/i18n.ts";

/** The acting character: the tactics are characters' (the sheet offers them to no one else). */
export type TacticActor = Actor.Implementation & Actor.OfType<"character">;

/** Changes posture (1⚡ tactic); true when done. Refused (false) with the rule off or when it is already the posture. */
export async function changePosture(actor: TacticActor, posture: Posture): Promise<boolean> {
  if (!optionalRule("postures")) return false;
  const toggles = postureToggles(actor.statuses, posture);
  if (!toggles.length) return false;
  if (!(await spendAction(actor, { kind: "tactic", cost: POSTURE_CHANGE_COST }))) return false;
  for (const t of toggles) await actor.toggleStatusEffect(t.id, { active: t.active });
  return true;
}

/**
 * One search: pays 1⚡ (3⚡ with `search3`) and rolls Spirit with the items' search modifiers against `difficulty`
 * (the table's, `search3`; otherwise the roll dialog's own).
 */
export async function searchTactic(actor: TacticActor, difficulty: number | null, event?: Event): Promise<boolean> {
  const search3 = optionalRule("search3");
  if (!(await spendAction(actor, { kind: "tactic", cost: searchCost(search3) }))) return false;
  const mods = namedModifiers([...actor.items.contents, ...postureSource(actor)], { roll: "search", pools: ["spirit"] });
  await rollActorCheck(actor, {
    expression: "spirit", advantage: mods.advantage, disadvantage: mods.disadvantage, sources: mods.sources,
    difficulty: search3 ? difficulty : null, purpose: localize("MESHAL.Tactic.search.purpose"), event,
  });
  return true;
}

/**
 * Carries `target` on the back, or (with no target needed) sets the carried creature down: 3⚡ either way. The state
 * is the carrier's own (`system.carrying`). Refused with the rule off, without a target to pick up, or when the
 * target is the carrier itself.
 */
export async function carryOrSetDown(actor: TacticActor, target: { uuid: string; name: string | null } | null): Promise<boolean> {
  if (!optionalRule("carryCreature")) return false;
  const carried = carriedCreature(actor.system);
  // Setting the carried creature down, or picking `target` up.
  let carrying = { uuid: "", name: "" };
  if (!carried) {
    if (!target) return void warn("MESHAL.Tactic.carry.noTarget"), false;
    if (target.uuid === actor.uuid) return void warn("MESHAL.Tactic.carry.self"), false;
    carrying = { uuid: target.uuid, name: target.name ?? "" };
  }
  if (!(await spendAction(actor, { kind: "tactic", cost: CARRY_CREATURE_COST }))) return false;
  await actor.update({ system: { carrying } });
  return true;
}

/** Current dice per attribute as the natural-death roll reads them (void: null). */
function currentDice(system: TacticActor["system"]): Record<AttributeId, number | null> {
  const a = system.attributes;
  const read = (id: AttributeId) => (a[id].invalid ? null : Math.max(0, Math.trunc(a[id].value)));
  return { might: read("might"), energy: read("energy"), spirit: read("spirit") };
}

/**
 * The day's natural-death attempt (§7.2 [OPT]): rolls all current attribute dice for points against the years since
 * becoming aged; the creature dies (stored death) unless the points beat it. Null when no attempt is due.
 */
export async function naturalDeathAttempt(actor: TacticActor): Promise<{ survived: boolean } | null> {
  const system = actor.system;
  if (!naturalDeathDue(optionalRule("age"), system.details?.ageStage ?? "", system.life?.dead === true)) return null;
  const years = Math.max(0, Math.trunc(system.details?.agedYears ?? 0));
  const roll = await rollActorCheck(actor, {
    expression: String(naturalDeathDice(currentDice(actor.system))), difficulty: years, skipDialog: true,
    purpose: localize("MESHAL.Life.naturalDeath.purpose"),
  });
  if (!roll) return null;
  const survived = survivesNaturalDeath(Math.max(0, Math.trunc(roll.total ?? 0)), years);
  if (!survived) await actor.update({ system: { life: { dead: true } } });
  return { survived };
}

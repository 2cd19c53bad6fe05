/**
 * What the optional life rules add to the character sheet (pure): the age stage and the natural-death attempt (§7.2),
 * the posture and its change (§9.4), carrying a creature (§5.5) and the search tactic (§10.2). Each part is null while
 * its rule is off, so the template shows nothing of it.
 */
import { carriedCreature } from "../../actions/carry-state.ts";
import { AGE_STAGE_CHOICES } from "../../data/choices.ts";
import {
  CARRY_CREATURE_COST, magicTagsOf, naturalDeathDue, POSTURE_CHANGE_COST, POSTURE_IDS, searchCost, type Posture,
} from "../../rules/index.ts";
import { costText } from "./attack-view.ts";
import type { CharacterSystem } from "./view-types.ts";

/** The switches the sheet reads (world settings; all off when absent). */
export interface LifeRules {
  age?: boolean;
  postures?: boolean;
  carryCreature?: boolean;
  search3?: boolean;
  carryingCapacity?: boolean;
  magic?: boolean;
}

/** The sheet's data for those rules. */
export interface LifeView {
  age: {
    stage: string;
    stageKey: string | null;
    years: number;
    choices: { id: string; labelKey: string; selected: boolean }[];
    /** The day's natural-death attempt is offered. */
    naturalDeath: boolean;
  } | null;
  posture: {
    current: Posture;
    labelKey: string;
    cost: string;
    options: { id: Posture; labelKey: string; current: boolean }[];
  } | null;
  carry: { carrying: string | null; cost: string } | null;
  search: { cost: string; table: boolean };
}

/** An ability's magic tags as lang keys (§3.6 [OPT]); none with the rule off. */
export function magicTagKeys(styles: unknown, magicRule: boolean): string[] {
  return magicTagsOf(Array.isArray(styles) ? styles.map(String) : [], magicRule).map((t) => `MESHAL.Choice.abilityStyle.${t}`);
}

/** Builds the view (see module doc). */
export function lifeView(system: CharacterSystem, rules: LifeRules = {}): LifeView {
  const stage = String(system.details.ageStage ?? "");
  const posture = system.posture ?? "standing";
  const carried = carriedCreature(system);
  return {
    age: rules.age ? {
      stage,
      stageKey: stage ? `MESHAL.Choice.ageStage.${stage}` : null,
      years: Math.max(0, Math.trunc(Number(system.details.agedYears ?? 0)) || 0),
      choices: AGE_STAGE_CHOICES.map((id) => ({ id, labelKey: `MESHAL.Choice.ageStage.${id || "none"}`, selected: id === stage })),
      naturalDeath: naturalDeathDue(true, stage, system.consciousness === "dead"),
    } : null,
    posture: rules.postures ? {
      current: posture,
      labelKey: `MESHAL.Posture.${posture}`,
      cost: costText(POSTURE_CHANGE_COST),
      options: POSTURE_IDS.map((id) => ({ id, labelKey: `MESHAL.Posture.${id}`, current: id === posture })),
    } : null,
    carry: rules.carryCreature ? { carrying: carried ? carried.name || carried.uuid : null, cost: costText(CARRY_CREATURE_COST) } : null,
    search: { cost: costText(searchCost(Boolean(rules.search3))), table: Boolean(rules.search3) },
  };
}

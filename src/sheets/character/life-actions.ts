/**
 * The character sheet's handlers of the optional life rules' tactics (life-view.ts shows them): change posture, search
 * (the difficulty table's dialog is a lazy chunk, loaded on the click), carry the targeted creature or set it down,
 * and the daily natural-death attempt. The rules and the ⚡ are in actions/life-tactics.ts, loaded on the first click
 * (its own chunk, like the search dialog).
 */
import type { TacticActor } from "../../actions/life-tactics.ts";
import { optionalRule } from "../../documents/runtime.ts";
import { isPosture } from "../../rules/index.ts";
import type { LifeAction } from "./actions.ts";
import type { LifeRules } from "./life-view.ts";

/** The switches the sheet shows (read when it renders). */
export function lifeRulesNow(): LifeRules {
  return {
    age: optionalRule("age"), postures: optionalRule("postures"), carryCreature: optionalRule("carryCreature"),
    search3: optionalRule("search3"), carryingCapacity: optionalRule("carryingCapacity"), magic: optionalRule("magic"),
  };
}

/** The sheet surface the handlers use. */
interface LifeSheet {
  actor: Actor.Implementation;
  isEditable: boolean;
}

const tactics = () => import("../../actions/life-tactics.ts");
// cast: the system's actor has every member TacticActor names (statuses, toggleStatusEffect, update)
const tacticActor = (sheet: LifeSheet) => sheet.actor as unknown as TacticActor;

/** The actor of the first token this user targets, as the carry tactic names it. */
function targetedCreature(): { uuid: string; name: string | null } | null {
  for (const token of game.user?.targets ?? []) {
    const actor = token.actor;
    if (actor) return { uuid: actor.uuid, name: token.name ?? actor.name };
  }
  return null;
}

type Handler = (this: LifeSheet, event: PointerEvent, target: HTMLElement) => Promise<unknown>;

export const LIFE_HANDLERS = {
  async changePosture(_e: PointerEvent, target: HTMLElement) {
    const posture = target.dataset.posture;
    if (!this.isEditable || !isPosture(posture)) return;
    const { changePosture } = await tactics();
    await changePosture(tacticActor(this), posture);
  },
  async searchTactic(event: PointerEvent) {
    if (!this.isEditable) return;
    let difficulty: number | null = null;
    if (optionalRule("search3")) {
      const { askSearchDifficulty } = await import("./search-dialog.ts");
      difficulty = await askSearchDifficulty(this.actor.name ?? "");
      if (difficulty === null) return;
    }
    const { searchTactic } = await tactics();
    await searchTactic(tacticActor(this), difficulty, event);
  },
  async carryCreature() {
    if (!this.isEditable) return;
    const { carryOrSetDown } = await tactics();
    await carryOrSetDown(tacticActor(this), targetedCreature());
  },
  async naturalDeath() {
    if (!this.isEditable) return;
    const { naturalDeathAttempt } = await tactics();
    const result = await naturalDeathAttempt(tacticActor(this));
    if (!result) return;
    const key = result.survived ? "MESHAL.Life.naturalDeath.survived" : "MESHAL.Life.naturalDeath.died";
    ui.notifications?.info(game.i18n!.format(key, { name: this.actor.name ?? "" }));
  },
} satisfies Record<LifeAction, Handler>;

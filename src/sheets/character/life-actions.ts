/**
 * The character sheet's handlers of the optional life rules' tactics (life-view.ts shows them): change posture, search
 * (the difficulty table's dialog is a lazy chunk, loaded on the click), carry the targeted creature or set it down,
 * and the daily natural-death attempt. The rules and the ⚡ are in actions/life-tactics.ts, loaded on the first click
 * (its own chunk, like the search dialog).
 */
import type { TacticActor } from "../../actions/life-tactics.ts";
import { optionalRule } from "../../documents/runtime.ts";
import { isActorType } from "../../documents/type-guards.ts";
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
/** The acting character as the tactics read it, or null for any other actor (the tactics are characters'). */
function tacticActor(sheet: LifeSheet): TacticActor | null {
  const actor = sheet.actor;
  return isActorType(actor, "character") ? actor : null;
}

/** The actor of the first token this user targets, as the carry tactic names it. */
function targetedCreature(): { uuid: string; name: string | null } | null {
  for (const token of game.user?.targets ?? []) {
    const actor = token.actor;
    if (actor) return { uuid: actor.uuid, name: token.name ?? actor.name };
  }
  return null;
}

type Handler = (this: LifeSheet, event: PointerEvent, target: HTMLElement) => Promise<void>;

export const LIFE_HANDLERS = {
  async changePosture(_e: PointerEvent, target: HTMLElement) {
    const posture = target.dataset.posture;
    const actor = tacticActor(this);
    if (!this.isEditable || !isPosture(posture) || !actor) return;
    const { changePosture } = await tactics();
    await changePosture(actor, posture);
  },
  async searchTactic(event: PointerEvent) {
    const actor = tacticActor(this);
    if (!this.isEditable || !actor) return;
    let difficulty: number | null = null;
    if (optionalRule("search3")) {
      const { askSearchDifficulty } = await import("./search-dialog.ts");
      difficulty = await askSearchDifficulty(this.actor.name ?? "");
      if (difficulty === null) return;
    }
    const { searchTactic } = await tactics();
    await searchTactic(actor, difficulty, event);
  },
  async carryCreature() {
    const actor = tacticActor(this);
    if (!this.isEditable || !actor) return;
    const { carryOrSetDown } = await tactics();
    await carryOrSetDown(actor, targetedCreature());
  },
  async naturalDeath() {
    const actor = tacticActor(this);
    if (!this.isEditable || !actor) return;
    const { naturalDeathAttempt } = await tactics();
    const result = await naturalDeathAttempt(actor);
    if (!result) return;
    const key = result.survived ? "MESHAL.Life.naturalDeath.survived" : "MESHAL.Life.naturalDeath.died";
    ui.notifications?.info(game.i18n!.format(key, { name: this.actor.name ?? "" }));
  },
} satisfies Record<LifeAction, Handler>;

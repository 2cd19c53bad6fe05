/**
 * The character sheet's handlers of the optional life rules' tactics (life-view.ts shows them): change posture, search
 * (the difficulty table's dialog is a lazy chunk, loaded on the click), carry the targeted creature or set it down,
 * and the daily natural-death attempt. The rules and the ⚡ are in actions/life-tactics.ts, loaded on the first click
 * (its own chunk, like the search dialog).
 */
import type { TacticActor } from "../../actions/life-tactics.ts";
import { loadLazily } from "../../core/lazy.ts";
import { optionalRule } from "../../documents/runtime.ts";
import { isActorType } from "../../documents/type-guards.ts";
import { isPosture } from "../../rules/index.ts";
import type { LifeAction } from "./actions.ts";
import type { LifeRules } from "./life-view.ts";
import { format } from "../../core/i18n.ts";

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

/** The tactics' chunk, or null (after the error notification) when it cannot be loaded. */
const tactics = () => loadLazily(() => import("../../actions/life-tactics.ts"));
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
    await (await tactics())?.changePosture(actor, posture);
  },
  async searchTactic(event: PointerEvent) {
    const actor = tacticActor(this);
    if (!this.isEditable || !actor) return;
    let difficulty: number | null = null;
    if (optionalRule("search3")) {
      const search = await loadLazily(() => import("./search-dialog.ts"));
      difficulty = search ? await search.askSearchDifficulty(this.actor.name ?? "") : null;
      if (difficulty === null) return;
    }
    await (await tactics())?.searchTactic(actor, difficulty, event);
  },
  async carryCreature() {
    const actor = tacticActor(this);
    if (!this.isEditable || !actor) return;
    await (await tactics())?.carryOrSetDown(actor, targetedCreature());
  },
  async naturalDeath() {
    const actor = tacticActor(this);
    if (!this.isEditable || !actor) return;
    const result = await (await tactics())?.naturalDeathAttempt(actor);
    if (!result) return;
    const key = result.survived ? "MESHAL.Life.naturalDeath.survived" : "MESHAL.Life.naturalDeath.died";
    ui.notifications?.info(format(key, { name: this.actor.name ?? "" }));
  },
} satisfies Record<LifeAction, Handler>;

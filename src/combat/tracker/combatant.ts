/**
 * MeshalCombatant: the flags the tracker adapter reads (tie-break rolls, the round a late joiner arrived, the round
 * its own turn last started) and its row for the pure order; its initiative rolls go through the combat's. An
 * attackable object never joins a combat. Flags, not a data model: no stored schema changes.
 */
import { SYSTEM_ID } from "../../core/settings.ts";
import { warn } from "../../core/notify.ts";
import { isRecord, recordAt } from "../../rules/guards.ts";
import { PointsRoll } from "../../dice/points-roll.ts";
import { optionalRule } from "../../documents/runtime.ts";
import { initiativeDiceOf } from "../initiative/initiative-dice.ts";
import { OBJECT_ACTOR_TYPE } from "../attack/object-target.ts";
import type { TurnMarker } from "./mobility-ledger.ts";
import type { TrackerRow } from "./tracker-order.ts";

/** Flag keys on a combatant. */
export const COMBATANT_FLAGS = { tieBreaks: "tieBreaks", joinedRound: "joinedRound", turnStartedRound: "turnStartedRound" } as const;

const wholeOr = (value: unknown, fallback: number): number => (typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : fallback);

/** The combatant's stored tie-break rolls (bad stored values are ignored, never trusted). */
export function tieBreaksOf(flags: unknown): number[] {
  const list = isRecord(flags) ? flags[COMBATANT_FLAGS.tieBreaks] : undefined;
  return Array.isArray(list) ? list.filter((v): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0) : [];
}

/** Our Combatant document class. */
export class MeshalCombatant extends Combatant {
  private get meshalFlags(): Record<string, unknown> {
    return recordAt(this.flags, SYSTEM_ID) ?? {};
  }

  /** Tie-break face sums rolled so far, in order. */
  get tieBreaks(): number[] {
    return tieBreaksOf(this.meshalFlags);
  }

  /** Round in which it joined a started combat (0 = there from the start). */
  get joinedRound(): number {
    return wholeOr(this.meshalFlags[COMBATANT_FLAGS.joinedRound], 0);
  }

  /** When its own turn last started (the ⚡ reset marker). */
  get turnMarker(): TurnMarker {
    return { startedRound: wholeOr(this.meshalFlags[COMBATANT_FLAGS.turnStartedRound], 0) };
  }

  /** Its row for the pure tracker adapter. */
  get trackerRow(): TrackerRow {
    const actor = this.actor;
    return {
      id: this.id ?? "",
      actorId: actor?.id ?? null,
      isNpc: actor?.type === "npc",
      initiative: typeof this.initiative === "number" ? this.initiative : null,
      tieBreaks: this.tieBreaks,
      joinedRound: this.joinedRound,
    };
  }

  /**
   * Rolls this combatant's initiative the system's way (the 3-dice tie-breaks, the card, a player's roll through the
   * active GM): core's version rolls plain dice and writes only this combatant, and modules, macros and the tracker
   * call it. A formula is ignored: the dice are the rules' (§5.2).
   */
  override async rollInitiative(_formula?: string): Promise<this> {
    const id = this.id;
    if (id) await this.parent?.rollInitiative([id]);
    return this;
  }

  /**
   * The initiative roll as one Roll, for code that asks for it (core's own initiative paths, modules): a face sum of
   * the dice the system rolls (§5.2). The tie-breaks are not in it; only `rollInitiative` rolls them. A formula is
   * ignored.
   */
  override getInitiativeRoll(_formula?: string): PointsRoll {
    const newerDice = optionalRule("newerDice");
    const purpose = game.i18n?.localize("MESHAL.Combat.initiativeTitle") ?? "";
    return PointsRoll.forCount(initiativeDiceOf(this.actor, newerDice), "faceSum", purpose, newerDice);
  }

  /** A combatant added to a started combat is a late joiner (§5.2): it remembers the round it arrived in. */
  protected override async _preCreate(...args: Parameters<Combatant["_preCreate"]>) {
    const allowed = await super._preCreate(...args);
    if (allowed === false) return false;
    // §8.2: an attackable object takes no turns, rolls no initiative and has no ⚡.
    if (this.actor?.type === OBJECT_ACTOR_TYPE) return warn("MESHAL.Warn.objectNoCombat", { name: this.actor.name });
    const combat = this.parent;
    if (combat?.started) this.updateSource({ flags: { [SYSTEM_ID]: { [COMBATANT_FLAGS.joinedRound]: Math.max(1, combat.round) } } });
    return allowed;
  }
}

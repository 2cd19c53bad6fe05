/**
 * MeshalCombat: initiative as Energy dice face sums with 3-dice tie-breaks (§5.2), rolled on the active GM's client (a
 * player's roll goes through it, as a tie-break writes other combatants; another GM's too, for its write queue), the
 * order from the pure tracker adapter (late joiners, optional group initiative), and the ⚡ reset at the start of each
 * combatant's own turn, run once on the active GM's client (§5.3); a turn the combat jumps past has not started. A
 * fight starts and ends with full ⚡ and no long action in progress.
 */
import { runQueued } from "../../core/queries.ts";
import { closeRestWindows } from "../../documents/advance-windows.ts";
import { SYSTEM_ID } from "../../core/settings.ts";
import { refreshExpiredEffects } from "../../core/version/effect-expiry.ts";
import { COMBATANT_FLAGS } from "./combatant.ts";
import { fightersOf } from "../fighters.ts";
import type { FaceSumRoller } from "../initiative/initiative-plan.ts";
import { requestInitiative } from "../initiative/initiative-query.ts";
import { orderOptions, rollInitiativeHere, rowsOf, writingInitiative } from "../initiative/initiative-roll.ts";
import { fightBoundaryMobility, TurnStartGate, turnStartDue } from "./mobility-ledger.ts";
import { creatureOf } from "../../documents/system-views.ts";
import { orderRanks } from "./tracker-order.ts";
import { loadLazily } from "../../core/lazy.ts";

const gate = new TurnStartGate();

/** Our Combat document class. */
export class MeshalCombat extends Combat {
  /** Dice source for initiative; a test may replace it to force a tie. */
  static rollFaceSum: FaceSumRoller | null = null;

  /**
   * Rolls initiative for `ids` (a group under the group-initiative rule rolls once), then the 3-dice tie-breaks
   * until no tie is left, stores both, keeps the turn on the current combatant, and posts one chat message telling
   * what happened. Every entry point lands here: core's `rollAll` / `rollNPC` and an actor's roll call this, and so
   * do the combatant's own `rollInitiative` (combatant.ts). The active GM rolls here, on its write queue (one roll per
   * combat at a time); anyone else asks it: a player for the combatants they own, another GM for any, so that no roll
   * runs beside the queue. Nothing to roll (core's `rollNPC` for a player) asks nothing. A formula is ignored: the
   * dice are the rules' (§5.2).
   */
  override async rollInitiative(ids: string | string[], options: Combat.InitiativeOptions = {}): Promise<this> {
    const list = typeof ids === "string" ? [ids] : ids;
    if (!list.length) return this;
    if (!game.user?.isActiveGM) await requestInitiative(this, list);
    else await runQueued(this.id ?? "", () => rollInitiativeHere(this, list, { updateTurn: options.updateTurn !== false }));
    return this;
  }

  /**
   * A fight starts with full ⚡ and no long action (docs/rules.md §5.3) and closes the fighters' advancement window a
   * rest opened (§3.5): written before the first turn starts, by the client starting the combat (only a GM may, and
   * only that client runs this).
   */
  override async startCombat(): Promise<this> {
    if (game.user?.isGM) {
      await freshFightMobility(this);
      await closeRestWindows(this.combatants.contents.map((c) => c.actor));
    }
    const started = await super.startCombat();
    // Each fighter's entry of the fight ledger, as the fight starts (a turn start may have written the first one).
    if (game.user?.isGM) await (await loadLazily(() => import("../ledger/ledger-gm.ts")))?.seedFight(this);
    return started;
  }

  /** Ending (deleting) a fight clears an unfinished long action and refills ⚡, once, on the active GM's client. */
  protected override _onDelete(...args: Parameters<Combat["_onDelete"]>): void {
    super._onDelete(...args);
    if (game.users?.activeGM?.isSelf) void freshFightMobility(this).catch((err: unknown) => console.error("meshal-lite | ⚡ reset at the end of a fight failed", err));
  }

  /** Order by the pure adapter (ranks cached per combat state), Foundry's own order as the fallback. */
  protected override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    const combat = a.parent;
    const ranks = combat ? ranksFor(combat) : null;
    const ra = ranks?.get(a.id ?? "");
    const rb = ranks?.get(b.id ?? "");
    if (ra !== undefined && rb !== undefined) return ra - rb;
    return (a.id ?? "").localeCompare(b.id ?? "");
  }

  /**
   * ⚡ reset at the start of the combatant's own turn (runs on the designated GM's client). A skipped turn (the combat
   * jumped past it) has not started (docs/rules.md §5.3): its ⚡ resets when its turn does start.
   */
  protected override async _onStartTurn(combatant: Combatant.Implementation, context: Combat.TurnEventContext): Promise<void> {
    await super._onStartTurn(combatant, context);
    if (context.skipped) return;
    await startOwnTurn(combatant, context.round);
  }
}

const rankCache = new WeakMap<object, { key: string; ranks: Map<string, number> }>();

function ranksFor(combat: Combat): Map<string, number> {
  const rows = rowsOf(combat);
  const options = orderOptions();
  const key = JSON.stringify([options, rows]);
  const cached = rankCache.get(combat);
  if (cached?.key === key) return cached.ranks;
  const ranks = orderRanks(rows, options);
  rankCache.set(combat, { key, ranks });
  return ranks;
}

/**
 * Full ⚡ and no long action for the actors of `combat` (a fight's start or end, §5.3), except those fighting in
 * another started combat (their ⚡ belongs to that fight). One write per actor that changes.
 */
async function freshFightMobility(combat: Combat): Promise<void> {
  const others = (game.combats?.contents ?? []).filter((c) => c !== combat && c.started);
  for (const actor of fightersOf(combat)) {
    if (others.some((c) => c.combatants.some((x) => x.actor === actor))) continue;
    const mobility = creatureOf(actor)?.system.mobility;
    const update = mobility ? fightBoundaryMobility(mobility) : null;
    if (update) await actor.update(update);
  }
}

/**
 * Starts a combatant's own turn once per round: marks the round and resets its ⚡ (paying a long action's debt first).
 * Called by the turn-start event and by the turn-change backstop; the marker and the gate keep it to one run.
 */
export async function startOwnTurn(combatant: Combatant.Implementation | undefined | null, round: number): Promise<void> {
  if (!combatant?.id || !game.users?.activeGM?.isSelf) return;
  if (!turnStartDue(combatant.turnMarker, round) || !gate.claim(combatant.id, round)) return;
  try {
    await combatant.setFlag(SYSTEM_ID, COMBATANT_FLAGS.turnStartedRound, round);
    // The maximum ⚡ is read after effects that ran out stop counting (v13 marks none; effect-expiry.ts).
    if (combatant.actor) refreshExpiredEffects([combatant.actor]);
    // The ⚡ and a long action's debt are the fight ledger's (combat/ledger/): a debt the owner cleared is still paid.
    const actor = combatant.actor;
    if (actor) await (await loadLazily(() => import("../ledger/ledger-gm.ts")))?.restoreAtTurnStart(actor);
  } catch (err) {
    gate.release(combatant.id, round);
    throw err;
  }
}

/**
 * The `combatTurnChange` backstop: starts the current combatant's turn when the turn events did not (going back to a
 * turn that has not started this round). Rolling initiative starts no turn: its turn changes only keep the turn where
 * it was.
 */
export function startTurnOnChange(combat: Combat, current: { round: number | null; combatantId: string | null }): void {
  if (!combat.started || current.round === null || writingInitiative(combat.id)) return;
  const started = startOwnTurn(current.combatantId ? combat.combatants.get(current.combatantId) : null, current.round)
    .catch((err: unknown) => console.error("meshal-lite | turn start", err));
  backstopWork = backstopWork.then(() => started);
}

/** The turn starts the backstop began, in order: a hook's caller does not wait for them. */
let backstopWork: Promise<unknown> = Promise.resolve();

/** Resolves once every turn start the backstop began so far has finished (tests, macros). */
export const backstopTurnStartsDone = (): Promise<unknown> => backstopWork;

/**
 * MeshalCombat: initiative as Energy dice face sums with 3-dice tie-breaks (§5.2), the order from the pure tracker
 * adapter (late joiners, optional group initiative), and the ⚡ reset at the start of each combatant's own turn,
 * run once on the active GM's client (§5.3).
 */
import { initiativeDice, sumFaces } from "../rules/index.ts";
import { optionalRule, rollFaces } from "../documents/runtime.ts";
import { SYSTEM_ID } from "../settings.ts";
import { COMBATANT_FLAGS } from "./combatant.ts";
import { postInitiativeMessage } from "./initiative-message.ts";
import { planInitiative, type FaceSumRoller } from "./initiative-plan.ts";
import { TurnStartGate, turnStartDue } from "./mobility-ledger.ts";
import { orderRanks, type OrderOptions, type TrackerRow } from "./tracker-order.ts";

const gate = new TurnStartGate();

/** The order options from the world settings. */
export function orderOptions(): OrderOptions {
  return { groupInitiative: optionalRule("groupInitiative") };
}

/** Initiative dice of a row's actor: its current Energy dice, 3 when void (§5.2). */
function energyDiceOf(combat: Combat, row: TrackerRow): number {
  const energy = (combat.combatants.get(row.id)?.actor?.system as { attributes?: { energy?: { value: number; invalid?: boolean } } } | undefined)
    ?.attributes?.energy;
  return initiativeDice(!energy || energy.invalid ? null : Math.max(0, Math.trunc(energy.value)));
}

const rowsOf = (combat: Combat): TrackerRow[] =>
  combat.combatants.contents.map((c) => c.trackerRow);

/** Our Combat document class. */
export class MeshalCombat extends Combat {
  /** Dice source for initiative; a test may replace it to force a tie. */
  static rollFaceSum: FaceSumRoller | null = null;

  /**
   * Rolls initiative for `ids` (a group under the group-initiative rule rolls once), then the 3-dice tie-breaks
   * until no tie is left, stores both, and posts one chat message telling what happened.
   */
  override async rollInitiative(ids: string | string[], options: Combat.InitiativeOptions = {}): Promise<this> {
    const list = typeof ids === "string" ? [ids] : ids;
    const roller: FaceSumRoller = MeshalCombat.rollFaceSum ?? ((dice) => sumFaces(rollFaces(dice)));
    const plan = planInitiative(rowsOf(this), list, orderOptions(), (row) => energyDiceOf(this, row), roller);
    const updates = plan.rows
      .filter((r) => plan.changed.has(r.id))
      .map((r) => ({ _id: r.id, initiative: r.initiative, [`flags.${SYSTEM_ID}.${COMBATANT_FLAGS.tieBreaks}`]: r.tieBreaks }));
    if (updates.length) await this.updateEmbeddedDocuments("Combatant", updates);
    if (options.updateTurn !== false && this.combatant) {
      const current = this.combatant.id;
      const turn = this.turns.findIndex((t) => t.id === current);
      if (turn >= 0 && turn !== this.turn) await this.update({ turn });
    }
    await postInitiativeMessage(this, plan.log);
    return this;
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

  /** ⚡ reset at the start of the combatant's own turn (runs on the designated GM's client). */
  protected override async _onStartTurn(combatant: Combatant.Implementation, context: Combat.TurnEventContext): Promise<void> {
    await super._onStartTurn(combatant, context);
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
 * Starts a combatant's own turn once per round: marks the round and resets its ⚡ (paying a long action's debt first).
 * Called by the turn-start event and by the turn-change backstop; the marker and the gate keep it to one run.
 */
export async function startOwnTurn(combatant: Combatant.Implementation | undefined | null, round: number): Promise<void> {
  if (!combatant?.id || !game.users?.activeGM?.isSelf) return;
  if (!turnStartDue(combatant.turnMarker, round) || !gate.claim(combatant.id, round)) return;
  try {
    await combatant.setFlag(SYSTEM_ID, COMBATANT_FLAGS.turnStartedRound, round);
    // Optional call kept: scripted stages may give a combatant an actor without the Meshal methods.
    await combatant.actor?.restoreMobility?.();
  } catch (err) {
    gate.release(combatant.id, round);
    throw err;
  }
}

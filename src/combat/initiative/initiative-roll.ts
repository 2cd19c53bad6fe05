/**
 * Rolling initiative on a GM's client (§5.2): the plan with this client's dice, one write of every changed combatant,
 * the turn kept on the combatant who had it, and the chat card. Core's `rollInitiative` writes the same way: updating
 * combatants re-sorts the turns and keeps the turn index, so the write and the turn's restore both go with turn events
 * off, or the active GM would start the turn of whoever now sits at that index (refilling its ⚡).
 */
import { sumFaces } from "../../rules/index.ts";
import { optionalRule, rollFaces } from "../../documents/runtime.ts";
import { SYSTEM_ID } from "../../core/settings.ts";
import { COMBATANT_FLAGS } from "../tracker/combatant.ts";
import { initiativeDiceOf } from "./initiative-dice.ts";
import { postInitiativeMessage } from "./initiative-message.ts";
import { planInitiative, type FaceSumRoller } from "./initiative-plan.ts";
import type { OrderOptions, TrackerRow } from "../tracker/tracker-order.ts";

/** The order options from the world settings. */
export function orderOptions(): OrderOptions {
  return { groupInitiative: optionalRule("groupInitiative") };
}

/** The combat's rows for the pure tracker adapter. */
export const rowsOf = (combat: Combat): TrackerRow[] => combat.combatants.contents.map((c) => c.trackerRow);

/** Combats whose initiative this client is writing: no turn starts from the turn changes those writes cause. */
const writing = new Set<string>();

/** Is this client writing `combatId`'s initiative right now? */
export const writingInitiative = (combatId: string | null | undefined): boolean => Boolean(combatId && writing.has(combatId));

/**
 * Rolls initiative for `ids` (a group under the group-initiative rule rolls once), then the 3-dice tie-breaks until
 * no tie is left, stores both, keeps the turn on the current combatant (unless `updateTurn` is false) and posts one
 * chat card. Every write is one this client may make: call it on a GM's client.
 */
export async function rollInitiativeHere(combat: Combat, ids: readonly string[], { updateTurn = true }: { updateTurn?: boolean } = {}): Promise<void> {
  const roller: FaceSumRoller = CONFIG.Combat.documentClass.rollFaceSum ?? ((dice) => sumFaces(rollFaces(dice)));
  const newerDice = optionalRule("newerDice");
  const plan = planInitiative(rowsOf(combat), ids, orderOptions(), (row) => initiativeDiceOf(combat.combatants.get(row.id)?.actor, newerDice), roller);
  const updates = plan.rows
    .filter((r) => plan.changed.has(r.id))
    .map((r) => ({ _id: r.id, initiative: r.initiative, [`flags.${SYSTEM_ID}.${COMBATANT_FLAGS.tieBreaks}`]: r.tieBreaks }));
  const key = combat.id ?? "";
  // Before the fight begins there is no turn to keep (starting the combat puts it on the first combatant).
  const currentId = combat.started ? (combat.combatant?.id ?? null) : null;
  writing.add(key);
  try {
    if (updates.length) await combat.updateEmbeddedDocuments("Combatant", updates, { turnEvents: false });
    if (updateTurn && currentId) {
      const turn = combat.turns.findIndex((t) => t.id === currentId);
      if (turn >= 0 && turn !== combat.turn) await combat.update({ turn }, { turnEvents: false });
    }
  } finally {
    writing.delete(key);
  }
  await postInitiativeMessage(combat, plan.log);
}

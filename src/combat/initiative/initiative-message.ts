/** Posts the initiative card (initiative-card.ts) that tells the table what an initiative roll did. */
import { createChatMessage } from "../../core/document-writes.ts";
import { INITIATIVE_CARD, initiativeState } from "./initiative-card.ts";
import type { InitiativePlan } from "./initiative-plan.ts";
import { localize } from "../../core/i18n.ts";

/**
 * Posts the summary; nothing when nothing was rolled. The dice come from Foundry's random source synchronously
 * (`rollFaces`), so the card lists the totals rather than carrying Roll objects. The speaker alias is the poster's
 * word for "Initiative"; the card itself is worded by each reader.
 */
export async function postInitiativeMessage(combat: Combat, log: InitiativePlan["log"]): Promise<void> {
  if (log.length === 0) return;
  const system = initiativeState(log, (id) => combat.combatants.get(id)?.name ?? id);
  const data = { type: INITIATIVE_CARD.type, system, speaker: { alias: localize("MESHAL.Combat.initiativeTitle") } };
  await createChatMessage(data);
}

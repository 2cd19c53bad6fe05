/** The chat message that tells the table what an initiative roll did: each unit's roll and every tie-break. */
import type { InitiativePlan } from "./initiative-plan.ts";

const escape = (text: string): string => foundry.utils.escapeHTML(text) as string;

/**
 * Posts the summary; nothing when nothing was rolled. The dice come from Foundry's random source synchronously
 * (`rollFaces`), so the message lists the totals rather than carrying Roll objects.
 */
export async function postInitiativeMessage(combat: Combat, log: InitiativePlan["log"]): Promise<void> {
  if (log.length === 0) return;
  const i18n = game.i18n!;
  const nameOf = (ids: string[]) => ids.map((id) => combat.combatants.get(id)?.name ?? id).join(", ");
  const lines = log.map((entry) => {
    const key = entry.kind === "initiative" ? "MESHAL.Combat.initiativeLine" : "MESHAL.Combat.tieBreakLine";
    return `<li>${escape(i18n.format(key, { names: nameOf(entry.ids), dice: String(entry.dice), total: String(entry.total) }))}</li>`;
  });
  const content = `<div class="meshal-initiative"><h4>${escape(i18n.localize("MESHAL.Combat.initiativeTitle"))}</h4><ul>${lines.join("")}</ul></div>`;
  await ChatMessage.create({ content, speaker: { alias: i18n.localize("MESHAL.Combat.initiativeTitle") } });
}

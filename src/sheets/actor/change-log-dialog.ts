/**
 * The GM's view of an actor's change log (docs/queries.md, "What the GM sees a player change"), opened from the actor
 * sheet's header: the changes the GM has not accepted (as the attack check reads them: seen changes, changes made
 * while no GM watched, differences from the compendium) and the last ones accepted, with Accept all on the active
 * GM's client. A lazy chunk: only a GM opens it.
 */
import { escapeHtml } from "../../core/escape.ts";
import { localization } from "../../core/i18n.ts";
import { actorLog } from "../../documents/change-log/change-log.ts";
import { changeLine } from "../../combat/attack/card/attack-changed-view.ts";
import type { CardChange } from "../../combat/attack/attack-changed.ts";
import { acceptChangesOf, changeLog, unacceptedOf } from "../../combat/gm-watch/change-watch.ts";

/** A list of changes as HTML (every text escaped), newest last. */
function listHtml(changes: readonly CardChange[]): string {
  const i18n = localization();
  if (changes.length === 0) return `<p class="meshal-change-log__none">${escapeHtml(i18n.localize("MESHAL.ChangeLog.none"))}</p>`;
  const reader = { localize: (key: string) => i18n.localize(key) };
  return `<ul class="meshal-change-log__list">${changes.map((c) => `<li>${escapeHtml(changeLine(reader, c))}</li>`).join("")}</ul>`;
}

/** Opens the log of `actor` (GMs only: the sheet shows the control to GMs). */
export async function openChangeLog(actor: Actor.Implementation): Promise<void> {
  if (!game.user?.isGM || !actor.id) return;
  const i18n = localization();
  const { entries } = await unacceptedOf(actor);
  const accepted = actorLog(changeLog(), actor.id).accepted;
  const heading = (key: string) => `<h3>${escapeHtml(i18n.localize(key))}</h3>`;
  const content = `<section class="meshal meshal-change-log">${heading("MESHAL.ChangeLog.pending")}${listHtml(entries)}${heading("MESHAL.ChangeLog.accepted")}${listHtml(accepted)}</section>`;
  // Only the active GM keeps the log: another GM reads it.
  const canAccept = game.user.isActiveGM && entries.length > 0;
  const answer: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: i18n.format("MESHAL.ChangeLog.heading", { name: actor.name ?? "" }) },
    content,
    rejectClose: false,
    buttons: [
      ...(canAccept ? [{ action: "accept", label: i18n.localize("MESHAL.ChangeLog.acceptAll"), icon: "fa-solid fa-check" }] : []),
      { action: "close", label: i18n.localize("MESHAL.ChangeLog.close"), default: true },
    ],
  });
  if (answer !== "accept") return;
  await acceptChangesOf(actor);
  ui.notifications?.info(i18n.format("MESHAL.ChangeLog.acceptedAll", { name: actor.name ?? "" }));
}

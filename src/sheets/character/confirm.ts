/** The confirmation of a potential spend: what it does, its exact cost, and strength/unspent before → after. */
import { escapeHtml } from "../../core/escape.ts";
import { formatData } from "../../core/notify.ts";
import type { AdvancementPreview } from "./advancement.ts";
import { localization } from "../../core/i18n.ts";

/** Localised lines of the confirmation (`format` = `game.i18n.format`). Pure. */
export function confirmLines(
  p: AdvancementPreview,
  what: Record<string, string | number>,
  format: (key: string, data: Record<string, string>) => string,
): string[] {
  return [
    format(`MESHAL.CharacterSheet.confirm.${p.action}`, formatData({ ...what, cost: p.cost })),
    format("MESHAL.CharacterSheet.confirm.after", { before: p.before.display, after: p.after.display }),
  ];
}

/** Asks the user; resolves true only on an explicit yes. */
export async function confirmSpend(p: AdvancementPreview, what: Record<string, string | number>): Promise<boolean> {
  const i18n = localization();
  const lines = confirmLines(p, what, (k, d) => i18n.format(k, d));
  const content = lines.map((l) => `<p>${foundry.utils.escapeHTML(l)}</p>`).join("");
  const title = p.action === "renounce" ? "MESHAL.CharacterSheet.confirm.renounceTitle" : "MESHAL.CharacterSheet.confirm.title";
  const answer = await foundry.applications.api.DialogV2.confirm({ window: { title }, content, rejectClose: false });
  return answer === true;
}

/** What the obtain dialog offers: spend (when obtaining is allowed), grant free (the GM, when the limits allow). */
export type ObtainAction = "spend" | "free" | "cancel";

/** The buttons of the obtain dialog, or null when nothing is offered (the caller shows the refusal). Pure. */
export function obtainActions(obtain: AdvancementPreview, grantAllowed: boolean, gm: boolean): ObtainAction[] | null {
  const actions: ObtainAction[] = [];
  if (obtain.ok) actions.push("spend");
  if (gm && grantAllowed) actions.push("free");
  return actions.length ? [...actions, "cancel"] : null;
}

/**
 * Asks how to obtain an ability after creation: its cost and strength before → after (or why it cannot be bought),
 * then "spend", "free" (offered to the GM) or cancel. Resolves to the choice, null when closed or cancelled.
 */
export async function chooseObtain(p: AdvancementPreview, name: string, actions: readonly ObtainAction[]): Promise<"spend" | "free" | null> {
  const i18n = localization();
  const format = (k: string, d: Record<string, string>) => i18n.format(k, d);
  const lines = p.ok ? confirmLines(p, { name }, format) : [format(p.reasonKey ?? "MESHAL.Warn.badNumber", formatData(p.reasonData))];
  const content = lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("");
  const labels: Record<ObtainAction, string> = {
    spend: format("MESHAL.CharacterSheet.confirm.spend", { cost: String(p.cost) }),
    free: i18n.localize("MESHAL.CharacterSheet.confirm.grantFree"),
    cancel: i18n.localize("MESHAL.CharacterSheet.confirm.cancel"),
  };
  // Labels are plain text: DialogV2 writes them as text (escaping them would show the entities).
  const buttons = actions.map((action, i) => ({ action, label: labels[action], default: i === 0 }));
  const answer: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: "MESHAL.CharacterSheet.confirm.obtainTitle" }, content, buttons, rejectClose: false,
  });
  return answer === "spend" || answer === "free" ? answer : null;
}

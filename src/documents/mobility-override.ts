/** The GM's "spend anyway" question for a refused ⚡ spending (only asked when the caller opted in). */
import { escapeHtml } from "../core/escape.ts";
import { localization } from "../core/i18n.ts";

/**
 * Asks the GM whether to spend `cost` ⚡ of `actorName` despite the refusal `reasonKey` (formatted with `data`).
 * Resolves true only for an explicit yes; names are user text and escaped.
 */
export async function confirmMobilityOverride(
  actorName: string,
  cost: number,
  reasonKey: string,
  data: Record<string, string | number> = {},
): Promise<boolean> {
  const i18n = localization();
  const strings = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, escapeHtml(String(v))]));
  const reason = i18n.format(reasonKey, strings);
  const name = escapeHtml(actorName);
  const answer = await foundry.applications.api.DialogV2.confirm({
    window: { title: i18n.localize("MESHAL.Mobility.override.title") },
    content: `<p>${i18n.format("MESHAL.Mobility.override.refused", { name, cost: String(cost), reason })}</p>`
      + `<p>${i18n.format("MESHAL.Mobility.override.question", { cost: String(cost) })}</p>`,
    yes: { label: i18n.localize("MESHAL.Mobility.override.spendAnyway") },
    no: { label: i18n.localize("MESHAL.Mobility.override.cancel") },
  });
  return answer === true;
}

/** The confirmation of a potential spend: what it does, its exact cost, and strength/unspent before → after. */
import { formatData } from "../../documents/notify.ts";
import type { AdvancementPreview } from "./advancement.ts";

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
  const i18n = game.i18n!;
  const lines = confirmLines(p, what, (k, d) => i18n.format(k, d));
  const content = lines.map((l) => `<p>${foundry.utils.escapeHTML(l)}</p>`).join("");
  const title = p.action === "renounce" ? "MESHAL.CharacterSheet.confirm.renounceTitle" : "MESHAL.CharacterSheet.confirm.title";
  const answer = await foundry.applications.api.DialogV2.confirm({ window: { title }, content, rejectClose: false });
  return answer === true;
}

/**
 * The search difficulty table (§9.2 [N], asked when the `search3` variant is on): what is sought and how well it is
 * hidden, in a DialogV2; the difficulty is `searchDifficulty`'s. Loaded on the Search click (its own chunk).
 */
import { searchDifficulty, type Concealment } from "../../rules/index.ts";
import { escapeHtml } from "../../core/escape.ts";
import { localization } from "../../core/i18n.ts";

/** What can be sought, as the table groups it (an item scale or a creature size). */
export const SEARCH_TARGETS = ["trivial", "light", "heavy", "tiny", "small", "medium", "large", "huge", "gargantuan"] as const;
/** How well it is hidden. */
export const SEARCH_CONCEALMENTS = ["none", "lightlyHidden", "wellHidden", "plainView"] as const satisfies readonly Concealment[];

type Target = (typeof SEARCH_TARGETS)[number];
const isTarget = (v: string): v is Target => SEARCH_TARGETS.some((t) => t === v);
const isConcealment = (v: string): v is Concealment => SEARCH_CONCEALMENTS.some((c) => c === v);

/** The difficulty of the dialog's choice, or null for an unknown one. */
export function difficultyOf(target: string, concealment: string): number | null {
  return isTarget(target) && isConcealment(concealment) ? searchDifficulty(target, concealment) : null;
}

/** Asks what is sought; resolves to the difficulty, or null when cancelled. */
export async function askSearchDifficulty(actorName: string): Promise<number | null> {
  const i18n = localization();
  const option = (group: string, id: string) => `<option value="${id}">${escapeHtml(i18n.localize(`MESHAL.Tactic.search.${group}.${id}`))}</option>`;
  const content = `<div class="form-group"><label for="meshal-search-target">${escapeHtml(i18n.localize("MESHAL.Tactic.search.sought"))}</label>`
    + `<select id="meshal-search-target" name="target">${SEARCH_TARGETS.map((id) => option("target", id)).join("")}</select></div>`
    + `<div class="form-group"><label for="meshal-search-hidden">${escapeHtml(i18n.localize("MESHAL.Tactic.search.hidden"))}</label>`
    + `<select id="meshal-search-hidden" name="concealment">${SEARCH_CONCEALMENTS.map((id) => option("concealment", id)).join("")}</select></div>`
    + `<p class="hint">${escapeHtml(i18n.localize("MESHAL.Tactic.search.tableHint"))}</p>`;
  const answer: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: i18n.format("MESHAL.Tactic.search.title", { name: actorName }) },
    content,
    rejectClose: false,
    buttons: [
      {
        action: "search",
        label: i18n.localize("MESHAL.Tactic.search.button"),
        icon: "fa-solid fa-magnifying-glass",
        default: true,
        callback: (_event, button) => difficultyOf(
          button.form?.querySelector<HTMLSelectElement>('select[name="target"]')?.value ?? "",
          button.form?.querySelector<HTMLSelectElement>('select[name="concealment"]')?.value ?? "",
        ),
      },
      { action: "cancel", label: i18n.localize("MESHAL.Rest.cancel"), callback: () => null },
    ],
  });
  return typeof answer === "number" ? answer : null;
}

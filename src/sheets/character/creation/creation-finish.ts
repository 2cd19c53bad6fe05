/**
 * Finishing creation: decided from the character's own items and fields (creation.ts `creationBudget`, over
 * rules/creation-legality.ts), whatever mode the sheet is in. A player is refused while any rule is broken and told
 * which steps; the GM is shown every unmet point and may finish anyway (a character the GM builds by hand, or grants
 * something the creation does not offer). Steps left empty that the rules allow (no raise, ability or gear) never
 * block: anyone finishing is asked first, with the list.
 */
import { escapeHtml } from "../../../core/escape.ts";
import { format, localize } from "../../../core/i18n.ts";
import { formatData, warn } from "../../../core/notify.ts";
import { SYSTEM_ID } from "../../../core/settings.ts";
import type { SpendOptions } from "../../../documents/logic/potential.ts";
import type { CharacterSystem, SheetCharacter } from "../view-types.ts";
import { creationBudget, type CreationBudget, type CreationNote } from "./creation.ts";
import type { CreationSources } from "./creation-facts.ts";

/** What finishing reads of the sheet (creation-sheet.ts `CreationHost` is one). */
export interface FinishHost {
  readonly actor: Actor.Implementation;
  readonly system: CharacterSystem;
  readonly sheetActor: SheetCharacter;
  readonly isEditable: boolean;
  readonly spendOptions: SpendOptions;
}

/** The names of the steps not yet met, in order (`name` localises a step's label key). Pure. */
export function unmetStepNames(budget: CreationBudget, name: (key: string) => string): string {
  return budget.steps.filter((s) => s.id !== "finish" && !s.done).map((s) => name(s.labelKey)).join(", ");
}

/** One unmet point as a sentence, its step's name first. */
function noteLine(note: CreationNote): string {
  const data = formatData(note.data);
  const attributeKey = data.attributeKey;
  const text = format(note.key, attributeKey ? { ...data, attribute: localize(attributeKey) } : data);
  return note.stepKey ? `${format("MESHAL.CharacterSheet.creation.stepNote", { step: localize(note.stepKey) })}${text}` : text;
}

/** Asks whether to finish with the unmet points `notes` (`leadKey` says why it asks); true only on an explicit yes. */
async function confirmUnfinished(notes: readonly CreationNote[], leadKey: string): Promise<boolean> {
  const items = notes.map((n) => `<li>${escapeHtml(noteLine(n))}</li>`).join("");
  const content = `<p>${escapeHtml(localize(leadKey))}</p><ul>${items}</ul>`;
  const answer = await foundry.applications.api.DialogV2.confirm({
    window: { title: "MESHAL.CharacterSheet.creation.finishAnywayTitle" }, content, rejectClose: false,
  });
  return answer === true;
}

/** The sheet's Finish button. */
export async function finishCreation(host: FinishHost, sources: CreationSources): Promise<void> {
  if (!host.isEditable) return;
  const budget = creationBudget(host.system, host.sheetActor.items, host.spendOptions, sources);
  if (!budget.canFinish) {
    if (!game.user?.isGM) return void warn("MESHAL.CharacterSheet.creation.unfinished", { steps: unmetStepNames(budget, localize) });
    if (!(await confirmUnfinished(budget.missing, "MESHAL.CharacterSheet.creation.finishAnyway"))) return;
  } else if (budget.emptySteps.length > 0 && !(await confirmUnfinished(budget.emptySteps, "MESHAL.CharacterSheet.creation.finishEmpty"))) return;
  await host.actor.setFlag(SYSTEM_ID, "creation", false);
  ui.notifications?.info(format("MESHAL.CharacterSheet.creation.finished", formatData({ name: host.actor.name })));
}

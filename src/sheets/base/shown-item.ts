/**
 * An item's text as this client's reader sees it (src/core/catalogue-text.ts): the catalogue's words in the reader's
 * language while the stored ones are the catalogue's, else the user's. For the sheets' play mode and item rows.
 */
import { readerLang, shownAttackLabels, shownDescription, shownName, type CatalogueLang } from "../../core/catalogue-text.ts";
import { isRecord } from "../../rules/guards.ts";

/** What a reader sees of an item: its name, description, and its stored attacks with their labels as shown. */
export interface ShownItemText {
  name: string;
  description: string;
  labels: string[];
  attacks: unknown[];
}

/** `doc` is an item, or its stored data (`{name, flags, system}` with `system` its stored fields). */
export function shownItemText(doc: { name?: string | null; flags?: unknown; system?: unknown }, lang: CatalogueLang = readerLang()): ShownItemText {
  const labels = shownAttackLabels(doc, lang);
  const stored = isRecord(doc.system) && Array.isArray(doc.system.attacks) ? doc.system.attacks : [];
  const attacks = stored.map((a: unknown, i) => (isRecord(a) ? { ...a, label: labels[i] ?? "" } : a));
  return { name: shownName(doc, lang), description: shownDescription(doc, lang), labels, attacks };
}

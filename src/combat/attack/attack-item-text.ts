/**
 * The item an attack card names, in each catalogue language (docs/data-model.md, "The catalogue in each language"):
 * kept on the card when the item (or the ability it is made through) carries the catalogue's text, so every reader
 * reads the title in their own language; a renamed item keeps its name in both.
 */
import { catalogueLang, catalogueTextOf, shownAttackLabel, shownName, type CatalogueDoc, type CatalogueLang } from "../../core/catalogue-text.ts";
import type { AttackState, CardItemText } from "./attack-state.ts";

const LANGS: readonly CatalogueLang[] = ["en", "cn"];

/**
 * The item's name and its attack's label (the ability's name when the attack is made through one) in both languages;
 * undefined when neither carries the catalogue's text (the card's stored name is all there is).
 */
export function cardItemText(item: CatalogueDoc, attackIndex: number, through: CatalogueDoc | null): CardItemText[] | undefined {
  if (!catalogueTextOf(item) && !(through && catalogueTextOf(through))) return undefined;
  return LANGS.map((lang) => ({
    lang,
    name: shownName(item, lang),
    label: through ? shownName(through, lang) : shownAttackLabel(item, attackIndex, lang),
  }));
}

/** The card's title for a reader of Foundry language `lang`: "<item> — <label>", in that language when the card keeps it. */
export function attackTitle(state: Pick<AttackState, "itemName" | "attackLabel" | "itemText">, lang: string | undefined): string {
  const text = state.itemText?.find((t) => t.lang === catalogueLang(lang ?? "en"));
  const name = text?.name ?? state.itemName;
  const label = text ? text.label : state.attackLabel;
  return label ? `${name} — ${label}` : name;
}

/** Rendering a chat card type for a reader in Node: real Handlebars, the card's own context, one lang file. */
import type { CardReader, ChatCardType } from "../../src/chat/card-type.ts";
import { compileTemplate } from "./handlebars.ts";
import { langString, readLang, type Lang } from "./lang.ts";

/** A reader of `lang` (like Foundry, an unknown key localises to itself) who owns the UUIDs in `owned`. */
export function readerFor(lang: Lang, owned: readonly string[] = []): CardReader & { lang: Lang } {
  const strings = readLang(lang);
  return { lang, localize: (key) => langString(strings, key) ?? key, owns: (uuid) => owned.includes(uuid) };
}

/** The card's HTML for `state` as `reader` sees it. */
export function renderCard<S>(card: ChatCardType<S>, state: S, reader: CardReader & { lang: Lang }): string {
  return compileTemplate(card.template.replace(/^templates\//, ""), reader.lang)(card.context(state, reader));
}

/** The context of the card an item posts to chat (templates/chat/item-card.hbs). Pure. */
import { magicTagsOf } from "../rules/magic.ts";

/** What the card shows of an item. */
export interface ItemCardSource {
  name: string | null;
  img: string | null;
  type: string;
  system: unknown;
}

/**
 * The card's context: name, picture, type, the enriched description and, for an ability with the magic rule on
 * (§3.6 [OPT]), its magic tags in words.
 */
export function itemCardContext(item: ItemCardSource, description: string, localize: (key: string) => string, magicRule: boolean) {
  const s = item.system;
  const styles = item.type === "ability" && s && typeof s === "object" && "styles" in s && Array.isArray(s.styles) ? s.styles.map(String) : [];
  return {
    name: item.name, img: item.img, typeLabel: localize(`TYPES.Item.${item.type}`), description,
    tags: magicTagsOf(styles, magicRule).map((t) => localize(`MESHAL.Choice.abilityStyle.${t}`)),
  };
}

/** The attribute a clicked control belongs to (its `data-attribute` ancestor), for the sheet and creation mode. */
import { isOneOf } from "../../rules/guards.ts";
import { ATTRIBUTE_IDS, type AttributeId } from "../../rules/index.ts";

export const attributeOf = (target: HTMLElement): AttributeId | undefined => {
  const id = target.closest<HTMLElement>("[data-attribute]")?.dataset.attribute;
  return isOneOf(ATTRIBUTE_IDS, id) ? id : undefined;
};

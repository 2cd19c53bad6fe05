/** The attribute a clicked control belongs to (its `data-attribute` ancestor), for the sheet and creation mode. */
import type { AttributeId } from "../../rules/index.ts";

export const attributeOf = (target: HTMLElement) => target.closest<HTMLElement>("[data-attribute]")?.dataset.attribute as AttributeId | undefined;

/**
 * A split of the damage in the reader's words ("Might −2, Energy −1"), as the card's Apply button offers it. Pure.
 */
import { ATTRIBUTE_IDS, type AttributeId } from "../../../rules/index.ts";
import type { CardReader } from "../../../chat/card-type.ts";
import { formatFor } from "../../../chat/reader-format.ts";

/** The shares of `split` in attribute order, each "Might −2"; shares of 0 are left out. */
export function suggestedSplitText(reader: Pick<CardReader, "localize">, split: Partial<Record<AttributeId, number>>): string {
  return ATTRIBUTE_IDS.flatMap((id) => {
    const dice = split[id] ?? 0;
    return dice > 0 ? [formatFor(reader, "MESHAL.Attack.card.removedPart", { attribute: reader.localize(`MESHAL.Attribute.${id}`), dice })] : [];
  }).join(", ");
}

/**
 * Writes one planned use of gear (gear-use.ts) on the owner's own items: the item's counts, the emptied stack removed,
 * and what it leaves behind (`becomes`) added to a stack the actor owns with that identifier, or copied from the
 * system's gear compendium.
 */
import { createEmbedded, updateDocument } from "../core/document-writes.ts";
import { readerPack } from "../core/catalogue-text.ts";
import { isRecord, numberOr, recordAt } from "../rules/guards.ts";
import type { GearUsePlan } from "./gear-use.ts";

/** The dataset identifier in the `system` of an item or a compendium index entry, or undefined. */
const identifierOf = (entry: unknown): unknown => recordAt(entry, "system")?.identifier;

/** The leftover's source data from the gear compendium in the user's language (the system's gear pack, where leftovers
 * such as the empty bottle are found by identifier), one of it, or null when the pack does not have it. */
async function leftoverFromPack(identifier: string): Promise<object | null> {
  const pack = readerPack("gear");
  if (!pack) return null;
  // cast: the index may carry any system field; fvtt-types lists only the document's top-level ones
  const index = await pack.getIndex({ fields: ["system.identifier"] as never });
  const entry = [...index].find((e) => identifierOf(e) === identifier);
  const doc = entry ? await pack.getDocument(entry._id) : null;
  if (!doc) return null;
  const source: unknown = doc.toObject();
  if (!isRecord(source)) return null;
  const { _id: _dropped, folder: _folder, sort: _sort, ownership: _ownership, ...data } = source;
  return { ...data, system: { ...recordAt(data, "system"), quantity: 1 }, _stats: { compendiumSource: doc.uuid } };
}

/** Adds one `identifier` item to the actor: to a stack it owns, or a new one from the compendium. */
async function addLeftover(actor: Actor.Implementation, identifier: string, except: string): Promise<void> {
  const stack = actor.items.find((i) => i.id !== except && identifierOf(i) === identifier);
  if (stack) {
    await updateDocument(stack, { "system.quantity": numberOr(recordAt(stack, "system")?.quantity, 0) + 1 });
    return;
  }
  const data = await leftoverFromPack(identifier);
  if (data) await createEmbedded(actor, "Item", [data]);
}

/** Writes an accepted plan for `item` (owned by `actor`). */
export async function applyGearUse(actor: Actor.Implementation, item: Item.Implementation, plan: Extract<GearUsePlan, { ok: true }>): Promise<void> {
  if (plan.remove) await item.delete();
  else if (Object.keys(plan.update).length) await updateDocument(item, plan.update);
  if (plan.leaves) await addLeftover(actor, plan.leaves, item.id ?? "");
}

/**
 * A continuing effect replaces the older one it repeats (docs/rules.md §3.6 duration, §10.2 `effectReplaceAny`): when an
 * effect is created on an actor, the creating user's client deletes the effects the new one replaces (a user who
 * may create an effect on the actor may delete its effects). An effect's ability is its origin's ability item; an
 * effect with no such origin is taken as its own ability's (the packs name every cast effect after its ability).
 * A lazy chunk, loaded by the hook in ./effect-replacement-hook.ts.
 */
import { optionalRule } from "../core/settings.ts";
import { effectChanges } from "../core/version/effect-data.ts";
import { changesSignature, replacedEffects, type EffectView } from "./logic/effect-replacement.ts";

/** What the replacement reads of an effect: its stored data (name, origin, statuses; its changes through the version seam). */
interface EffectLike {
  id: string | null;
  parent: unknown;
  toObject(): { name?: unknown; origin?: unknown; statuses?: unknown };
}

/** The effects an actor holds and deletes. */
interface EffectHolder {
  effects: { contents: EffectLike[] };
  deleteEmbeddedDocuments(name: "ActiveEffect", ids: string[]): Promise<unknown>;
}

const isHolder = (doc: unknown): doc is EffectHolder =>
  doc instanceof Actor && "effects" in doc && "deleteEmbeddedDocuments" in doc;

/** Name of the ability item `origin` names, or null (no origin, another kind of document, or an unknown UUID). */
function originAbility(origin: unknown): string | null {
  if (typeof origin !== "string" || origin === "") return null;
  let doc: unknown;
  try {
    doc = fromUuidSync(origin);
  } catch {
    return null; // a malformed UUID: no ability to name
  }
  if (typeof doc !== "object" || doc === null || !("type" in doc) || !("name" in doc)) return null;
  return doc.type === "ability" && typeof doc.name === "string" ? doc.name : null;
}

/** An effect as the pure rule reads it. */
export function effectView(effect: EffectLike): EffectView {
  const data = effect.toObject();
  const name = typeof data.name === "string" ? data.name : "";
  return {
    id: effect.id ?? "",
    name,
    sourceAbility: originAbility(data.origin) ?? (name === "" ? null : name),
    changes: changesSignature(effectChanges(data)),
    statuses: Array.isArray(data.statuses) ? data.statuses.map(String) : [],
  };
}

/**
 * Deletes the effects on `effect`'s actor that it replaces (the world's `effectReplaceAny` rule decides which). Only
 * effects in `older` (the ids the actor held when `effect` was created) are candidates, and only those still there are
 * deleted: an effect created after this one, or already replaced, is not this one's to remove.
 */
export async function replaceOlderEffects(effect: EffectLike, older: ReadonlySet<string>): Promise<void> {
  const actor = effect.parent;
  if (!isHolder(actor)) return;
  const held = actor.effects.contents.filter((e) => older.has(e.id ?? ""));
  const ids = replacedEffects(effectView(effect), held.map(effectView), optionalRule("effectReplaceAny"));
  if (ids.length > 0) await actor.deleteEmbeddedDocuments("ActiveEffect", ids);
}

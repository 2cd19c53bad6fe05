/**
 * A continuing effect replaces the older one it repeats (docs/rules.md §3.6 duration, §10.2 `effectReplaceAny`): when an
 * effect is created on an actor, the creating user's client deletes the effects the new one replaces (a user who
 * may create an effect on the actor may delete its effects). An effect's ability is its origin's ability item; an
 * effect with no such origin is taken as its own ability's (the packs name every cast effect after its ability).
 */
import { optionalRule } from "../core/settings.ts";
import { changesSignature, replacedEffects, type EffectView } from "./logic/effect-replacement.ts";

/** What the replacement reads of an effect: its stored data (name, origin, changes, statuses). */
interface EffectLike {
  id: string | null;
  parent: unknown;
  toObject(): { name?: unknown; origin?: unknown; changes?: unknown; statuses?: unknown };
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
    changes: changesSignature(Array.isArray(data.changes) ? data.changes : []),
    statuses: Array.isArray(data.statuses) ? data.statuses.map(String) : [],
  };
}

/** Deletes the effects on `effect`'s actor that it replaces (the world's `effectReplaceAny` rule decides which). */
export async function replaceOlderEffects(effect: EffectLike): Promise<void> {
  const actor = effect.parent;
  if (!isHolder(actor)) return;
  const ids = replacedEffects(effectView(effect), actor.effects.contents.map(effectView), optionalRule("effectReplaceAny"));
  if (ids.length > 0) await actor.deleteEmbeddedDocuments("ActiveEffect", ids);
}

/** Replaces older effects on every effect creation, on the creating user's client only; call during `init`. */
export function registerEffectReplacement(): void {
  Hooks.on("createActiveEffect", (effect, _options, userId) => {
    if (userId !== game.user?.id) return;
    replaceOlderEffects(effect).catch((err: unknown) => console.error("meshal-lite | effect replacement failed", err));
  });
}

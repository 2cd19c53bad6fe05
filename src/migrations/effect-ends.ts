/**
 * Schema 5: a cast buff names when it ends (flag `ends`, documents/logic/effect-timing.ts), which v14 needs for its
 * expiry event. Abilities copied from the packs before the flag existed get it on their embedded effect, found by the
 * ability's identifier; an effect someone wrote by hand, or one already flagged, is left alone.
 */
import { SYSTEM_ID } from "../core/settings.ts";
import { effectChanges } from "../core/version/effect-data.ts";
import { ENDS_FLAG } from "../documents/logic/ends-flag.ts";
import type { EffectEnd } from "../documents/logic/effect-timing.ts";
import { recordAt } from "../rules/guards.ts";
import { attemptWrite, type Failures } from "./attempt.ts";

/** The packs' cast buffs by ability identifier and when each ends (scripts/packs/abilities-active-effects.mjs; test/packs checks they agree). */
export const PACK_BUFF_ENDS: Readonly<Record<string, EffectEnd>> = {
  "blessing-of-courage": "nextTurn",
  "defy-death": "turnNextRound",
  "fortify-flesh": "nextTurn",
  haste: "nextRound",
  "life-ward": "nextTurn",
  "psychic-barrier": "nextRound",
};

/** An item as the step reads it: its type and identifier, its embedded effects, and how they are written. */
export interface EffectCarrier {
  name: string | null;
  type: string;
  system?: unknown;
  effects: Iterable<{ id: string | null; toObject(): unknown }>;
  updateEmbeddedDocuments(name: "ActiveEffect", updates: object[], options: object): Promise<unknown>;
}

/** The flag each of a pack ability's unflagged, changing effects gets (none for another item). Pure. */
export function planEffectEnds(item: Omit<EffectCarrier, "updateEmbeddedDocuments" | "name">): { _id: string; flags: Record<string, { ends: EffectEnd }> }[] {
  const identifier = recordAt(item, "system")?.identifier;
  const ends = item.type === "ability" && typeof identifier === "string" ? PACK_BUFF_ENDS[identifier] : undefined;
  if (!ends) return [];
  const out: { _id: string; flags: Record<string, { ends: EffectEnd }> }[] = [];
  for (const effect of item.effects) {
    const data = effect.toObject();
    if (!effect.id || recordAt(recordAt(data, "flags"), SYSTEM_ID)?.[ENDS_FLAG] !== undefined || effectChanges(data).length === 0) continue;
    out.push({ _id: effect.id, flags: { [SYSTEM_ID]: { [ENDS_FLAG]: ends } } });
  }
  return out;
}

/** Writes the flags `planEffectEnds` finds; a failed or cancelled write is added to `failures`. */
export async function migrateEffectEnds(item: EffectCarrier, options: object, failures: Failures): Promise<void> {
  const updates = planEffectEnds(item);
  if (updates.length === 0) return;
  await attemptWrite(item.name ?? "?", () => item.updateEmbeddedDocuments("ActiveEffect", updates, options), failures);
}

/**
 * Attribute pools as the sheets draw them (pure): current dice out of total as pips (lost dice empty), "–" for a void
 * attribute, and the stored values edit mode edits. Shared by the NPC and character sheets.
 */
import { recordAt } from "../../rules/guards.ts";
import { ATTRIBUTE_IDS, type AttributeId } from "../../rules/types.ts";

/** A derived attribute as the view reads it (`actor.system.attributes.<id>`). */
export interface DerivedPool {
  value: number;
  total: number;
  base: number;
  temp: number;
  lost: number;
  invalid: boolean;
}

/** One pool row. */
export interface PoolView {
  id: AttributeId;
  labelKey: string;
  /** What the attribute is, for its tooltip. */
  tipKey: string;
  invalid: boolean;
  value: number;
  total: number;
  /** "3/5", or "–" when void. */
  display: string;
  pips: { filled: boolean }[];
  base: number;
  temp: number;
  lost: number;
  /** Stored inputs for edit mode: `system.attributes.<id>.<key>`. */
  stored: { key: string; name: string; value: number | boolean; labelKey: string; kind: "number" | "checkbox"; min: number; max: number }[];
  canLose: boolean;
  canRecover: boolean;
}

const MAX_PIPS = 12;

/**
 * The pools of an actor. `storedKey` is `trained` (characters) or `base` (NPCs); `labelPrefix` the lang prefix of the
 * actor type's fields (`MESHAL.Actor.npc.FIELDS.attributes`).
 */
export function poolViews(
  derived: Record<AttributeId, DerivedPool>,
  /** The stored attributes (edit mode's inputs), read as untyped data. */
  source: unknown,
  storedKey: "trained" | "base",
  labelPrefix: string,
): PoolView[] {
  return ATTRIBUTE_IDS.map((id) => {
    const d = derived[id];
    const src = recordAt(source, id) ?? {};
    const shown = Math.min(d.total, MAX_PIPS);
    const pips = Array.from({ length: d.invalid ? 0 : shown }, (_, i) => ({ filled: i < d.value }));
    const num = (key: string, min: number, max: number) => ({
      key, name: `system.attributes.${id}.${key}`, value: Number(src[key] ?? 0), labelKey: `${labelPrefix}.${id}.${key}.label`,
      kind: "number" as const, min, max,
    });
    return {
      id,
      labelKey: `MESHAL.Attribute.${id}`,
      tipKey: `MESHAL.Tip.attribute.${id}`,
      invalid: d.invalid,
      value: d.value,
      total: d.total,
      display: d.invalid ? "–" : `${d.value}/${d.total}`,
      pips,
      base: d.base,
      temp: d.temp,
      lost: d.lost,
      stored: [
        num(storedKey, 0, 99),
        num("lost", 0, 999),
        num("temp", -99, 99),
        { key: "invalid", name: `system.attributes.${id}.invalid`, value: Boolean(src.invalid), labelKey: `${labelPrefix}.${id}.invalid.label`, kind: "checkbox", min: 0, max: 1 },
      ],
      canLose: !d.invalid && d.value > 0,
      canRecover: !d.invalid && d.value < d.total,
    };
  });
}

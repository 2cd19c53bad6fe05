/**
 * Attribute pools, protections and mobility as the sheet draws them (§3.2–3.4, §5.3): dice as pips (current out of
 * total, lost dice empty, void "–"), trained/base/temporary values, protections with weaknesses, immunities, ⚡ pips.
 * Pure: reads a prepared character's `system`.
 */
import { PROTECTION_TYPES, abilityCap } from "../../rules/index.ts";
import { poolViews, type PoolView } from "../view/pools.ts";
import type { CharacterSystem } from "./view-types.ts";

/** More pips than this are summarised by a number after the last pip. */
export const MAX_PIPS = 12;

/** One pip: filled (a die you still have) or empty (lost). */
export interface Pip {
  index: number;
  filled: boolean;
}

/** One attribute row: the shared pool view (sheets/view/pools.ts) plus what the character sheet adds. */
export interface AttributeView extends Omit<PoolView, "pips"> {
  pips: Pip[];
  /** Dice beyond `MAX_PIPS` (shown as "+N"). */
  overflow: number;
  trained: number;
  /** Load of abilities of this attribute and its cap (= base, at least 1; null for void). */
  load: number;
  cap: number | null;
  loadOver: boolean;
  /** 0 dice on a non-void attribute (the cause of unconsciousness). */
  empty: boolean;
}

/** Pips for `value` of `total` (at most MAX_PIPS). */
export function pips(value: number, total: number): { pips: Pip[]; overflow: number } {
  const shown = Math.max(0, Math.min(total, MAX_PIPS));
  return {
    pips: Array.from({ length: shown }, (_, i) => ({ index: i + 1, filled: i < value })),
    overflow: Math.max(0, total - shown),
  };
}

/** The three attribute rows; `source` = the stored attributes (edit mode's inputs). */
export function attributeViews(
  system: CharacterSystem,
  source: unknown = system.attributes,
): AttributeView[] {
  return poolViews(system.attributes, source, "trained", "MESHAL.Actor.character.FIELDS.attributes").map((pool) => {
    const a = system.attributes[pool.id];
    const shown = a.invalid ? { pips: [], overflow: 0 } : pips(a.value, a.total);
    return {
      ...pool,
      ...shown,
      trained: a.trained,
      load: a.load,
      cap: abilityCap(a.invalid ? null : a.base),
      loadOver: a.loadOver,
      empty: !a.invalid && a.value <= 0,
    };
  });
}

/** One protection. */
export interface ProtectionView {
  id: string;
  labelKey: string;
  /** What the protection does, for its tooltip. */
  tipKey: string;
  value: number;
  /** "+3", "0", "−2". */
  display: string;
  weakness: boolean;
}

/** Protections (negative = weakness) and immunities. */
export function protectionViews(system: CharacterSystem): { protections: ProtectionView[]; immunities: { id: string; labelKey: string }[] } {
  return {
    protections: PROTECTION_TYPES.map((id) => {
      const value = system.protection[id];
      return {
        id,
        labelKey: `MESHAL.Protection.${id}`,
        tipKey: `MESHAL.Tip.protection.${id}`,
        value,
        display: value > 0 ? `+${value}` : value < 0 ? `−${-value}` : "0",
        weakness: value < 0,
      };
    }),
    immunities: system.immune.map((id) => ({ id, labelKey: `MESHAL.AttackType.${id}` })),
  };
}

/** Mobility ⚡ as pips. */
export interface MobilityView {
  value: number;
  max: number;
  display: string;
  pips: Pip[];
  overflow: number;
  canSpend: boolean;
  canRestore: boolean;
  /** May the viewer click the pips (§5.3: the GM always, the owner on its own turn; `canEditPips`)? */
  editable: boolean;
  /** ⚡ a long action in progress still owes (0 = none). */
  owed: number;
}

/**
 * ⚡ current out of max; `editable` comes from `canEditPips` for the viewer. `shown`: the figures to show (during a
 * fight the GM's fight ledger's, combat/ledger/), else the actor's own.
 */
export function mobilityView(system: CharacterSystem, editable = false, shown: { value: number; max: number; owed?: number } = system.mobility): MobilityView {
  const { value, max } = shown;
  const owed = Math.max(0, Math.trunc(shown.owed ?? 0));
  return { value, max, display: `${value}/${max}`, ...pips(value, max), canSpend: value > 0, canRestore: value < max, editable, owed };
}

/**
 * What an item's action costs in ⚡ (§5.4): an attack's `action` and `cost`, an ability's `activation` or an
 * equipment's `use`. Passive and time-based activations, and actions without a cost, spend nothing. Pure.
 */
import { ACTION_KINDS, type ActionKind } from "../../rules/types.ts";

/** The stored shape of an action (an attack: `action`; an activation or use: `kind`). */
export interface StoredAction {
  action?: string | null;
  kind?: string | null;
  cost?: number | null;
}

/**
 * The action's kind and ⚡ cost as it is paid when used from a sheet or macro, or null when it spends nothing. An
 * attached action used there is being bolted onto an action the table is taking (§5.4), so it is paid like a
 * reaction: it must fit in the ⚡ left, in anyone's turn (an attached action is never refused as "alone").
 */
export function actionSpend(stored: StoredAction | null | undefined): { kind: Exclude<ActionKind, "attached">; cost: number } | null {
  const kind = stored?.action ?? stored?.kind;
  const cost = stored?.cost;
  if (!(ACTION_KINDS as readonly string[]).includes(kind ?? "")) return null;
  if (typeof cost !== "number" || !Number.isInteger(cost) || cost <= 0) return null;
  return { kind: kind === "attached" ? "reaction" : (kind as "tactic" | "reaction"), cost };
}

/** The action an item is used with (`useItem`): an ability's activation, otherwise its `use`. */
export function itemAction(system: { activation?: StoredAction | null; use?: StoredAction | null }): StoredAction | null {
  return system.activation ?? system.use ?? null;
}

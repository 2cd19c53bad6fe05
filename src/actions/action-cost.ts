/**
 * What an item's action costs in ⚡ (§5.4): an attack's `action` and `cost`, an ability's `activation` or an
 * equipment's `use`. Passive and time-based activations, and actions without a cost, spend nothing. Pure.
 */
import { isOneOf } from "../rules/guards.ts";
import { ACTION_KINDS, type ActionKind } from "../rules/types.ts";

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
  if (!isOneOf(ACTION_KINDS, kind)) return null;
  if (
    !Number.isInteger(cost) ||
    // Stryker disable next-line ConditionalExpression: narrows the type only — Number.isInteger refused non-numbers
    typeof cost !== "number" ||
    cost <= 0
  ) {
    return null;
  }
  return { kind: kind === "attached" ? "reaction" : kind, cost };
}

/** The parts of an item's `system` that name its action. */
export interface ActionItemSystem {
  activation?: StoredAction | null;
  use?: StoredAction | null;
}

/** The action an item is used with (`useItem`): an ability's activation, otherwise its `use`. */
export function itemAction(system: ActionItemSystem): StoredAction | null {
  return system.activation ?? system.use ?? null;
}

/**
 * What making one of an item's attacks costs: the attack's own cost when it has one (weapons), otherwise an ability's
 * activation (abilities keep their ⚡ there, not in their attacks; an item's `use` is not the attack). Null when it
 * spends nothing.
 */
export function attackSpend(
  attack: { action?: string | null; cost?: number | null },
  system: ActionItemSystem,
): ReturnType<typeof actionSpend> {
  if (
    (attack.cost ?? 0) > 0 &&
    // Stryker disable next-line ConditionalExpression: narrows the type only — a null or missing cost is not above 0
    typeof attack.cost === "number"
  ) {
    return actionSpend({ action: attack.action ?? "tactic", cost: attack.cost });
  }
  return actionSpend(system.activation);
}

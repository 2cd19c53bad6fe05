/** An optional rule's switch read where settings may not exist yet (before `init`, in Node tests): then it is off. */
import type { OptionalRuleId } from "./optional-rules.ts";
import { SYSTEM_ID } from "./settings.ts";

/** Is the rule's world setting on? False when no settings can be read. */
export function optionalRuleOrOff(id: OptionalRuleId): boolean {
  try {
    return game.settings.get(SYSTEM_ID, id) === true;
  } catch {
    return false;
  }
}

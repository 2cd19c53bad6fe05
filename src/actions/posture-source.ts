/**
 * The actor's posture as a roll-modifier source (§9.4 [OPT]: prone gives 2 disadvantages on Energy-dice rolls), named
 * in the roll dialog like an equipped item. `system.posture` is derived (standing unless the rule is on).
 */
import { isPosture, postureModifierSource, type Posture, type PostureSource } from "../rules/index.ts";

/** The key in the user's language; the key itself where no i18n exists (Node tests). */
function localized(key: string): string {
  // Checked rather than caught: outside Foundry a ReferenceError thrown on every sheet row is slow.
  if (typeof game === "undefined") return key;
  try {
    return game.i18n?.localize(key) ?? key;
  } catch {
    return key;
  }
}

/** Zero or one pseudo item to add to an actor's items wherever roll modifiers are read. */
export function postureSource(actor: { system: unknown }): PostureSource[] {
  const s = actor.system;
  const posture: Posture = s && typeof s === "object" && "posture" in s && isPosture(s.posture) ? s.posture : "standing";
  const source = postureModifierSource(posture, localized(`MESHAL.Posture.${posture}`));
  return source ? [source] : [];
}

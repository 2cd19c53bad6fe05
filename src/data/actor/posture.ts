/** The posture derivation reads (§9.4 [OPT]): the actor's posture statuses, only while the postures rule is on. */
import { optionalRuleOrOff } from "../../core/rule-switch.ts";
import { postureOf, type Posture } from "../../rules/index.ts";

/** Is the postures rule on? False where no settings exist yet (before `init`, in Node). */
export const posturesOn = (): boolean => optionalRuleOrOff("postures");

/** The posture of a prepared actor (`statuses` is filled from its effects before derivation runs). */
export function actorPosture(actor: { statuses?: Iterable<string> } | null | undefined): Posture {
  const statuses = actor?.statuses;
  if (!statuses) return "standing";
  return postureOf(statuses, posturesOn());
}

/**
 * Asked before anything is spent (issue 35): a target out of the attack's range cannot be hit until the GM rules it in
 * range (§4.3), yet making the attack spends its ⚡. The targets are measured here as the GM's client will measure them
 * (the attacker's token on the targets' scene, the attack's reach from the attacker's dice); the GM measures again.
 */
import { attributeDiceOf } from "../../../dice/actor-dice.ts";
import { creatureOf } from "../../../documents/system-views.ts";
import { escapeHtml } from "../../../core/escape.ts";
import { format, localization } from "../../../core/i18n.ts";
import { countKey } from "../../../core/plural.ts";
import { attackReach, type StructuredAttack } from "../attack-plan.ts";
import { targetLinesFor } from "../targets/attack-targets.ts";
import { attackerTokenFor } from "../targets/attacker-token.ts";
import { totalsOf } from "./attacker-dice.ts";

/** The targets measured out of range, each "Brute (5 steps)"; [] when every one is in range or nothing can be measured here. */
export function outOfRangeTargets(
  actor: Actor.Implementation, attack: Pick<StructuredAttack, "mode" | "range" | "area" | "cost">, named: TokenDocument.Implementation | null, targets: readonly TokenDocument.Implementation[],
): string[] {
  const creature = creatureOf(actor);
  const dice = creature ? attributeDiceOf(creature.system) : null;
  if (!creature || !dice?.ok || targets.length === 0) return [];
  const from = attackerTokenFor(actor, named, targets, false);
  if (!from.ok || !from.token) return [];
  const reach = attackReach(attack, { current: dice.dice, total: totalsOf(creature) });
  const { lines } = targetLinesFor({ reach, attackerTokenUuid: from.token.uuid ?? "", attackerUuid: actor.uuid, excludes: "" }, targets);
  return lines.filter((l) => l.range === "outOfRange").map((l) => (l.distance === null ? l.name : `${l.name} (${format(countKey("MESHAL.Grid.steps", l.distance), { n: String(l.distance) })})`));
}

/** Asks whether to attack targets out of range anyway; true = go on (also when all are in range: nothing is asked). */
export async function confirmOutOfRange(
  actor: Actor.Implementation, attack: Pick<StructuredAttack, "mode" | "range" | "area" | "cost">, named: TokenDocument.Implementation | null, targets: readonly TokenDocument.Implementation[],
): Promise<boolean> {
  const far = outOfRangeTargets(actor, attack, named, targets);
  if (far.length === 0) return true;
  const i18n = localization();
  const answer = await foundry.applications.api.DialogV2.confirm({
    window: { title: i18n.localize("MESHAL.Attack.start.outOfRangeTitle") },
    content: `<p>${escapeHtml(format("MESHAL.Attack.start.outOfRange", { names: far.join(", "), cost: String(attack.cost) }))}</p>`,
    rejectClose: false,
  });
  return answer === true;
}

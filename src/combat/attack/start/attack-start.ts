/**
 * Starting an attack from a sheet, the hotbar or a macro (`meshal.combat.attack`). Every attack card is written by a
 * GM (docs/queries.md, `meshal-lite.attackStart`): an attack with no target is confirmed first; the roll dialog is
 * shown (skipped by default for attacks: `shouldSkipAttackDialog`) and its counts read;
 * a GM then makes the attack on its own client (attack-issue.ts), a player asks the active GM to make it. Without a
 * connected GM nothing starts: the warning comes before the dialog, so nothing is chosen or spent in vain.
 */
import { configureCheck, diceForActor, initialCheckConfig } from "../../../dice/check.ts";
import { warn } from "../../../core/notify.ts";
import { escapeHtml } from "../../../core/escape.ts";
import { shouldSkipAttackDialog } from "../../../dice/settings.ts";
import { requesterRefusal } from "../../../actions/use-limit.ts";
import { isTokenDocument } from "../../actor-reads.ts";
import { loadLazily } from "../../../core/lazy.ts";
import { attackModifiersFor } from "../attack-modifiers.ts";
import { attackToMake, type AttackThrough } from "./attack-start-plan.ts";
import { requestAttackStart } from "./attack-start-query.ts";
import type { AttackStartConfig, AttackStartThrough } from "./attack-start-request.ts";
import type { CounterLink } from "../attack-state.ts";
import { localization, localize } from "../../../core/i18n.ts";

export type { AttackThrough } from "./attack-start-plan.ts";

/** Options of `startAttack`. */
export interface StartAttackOptions {
  /** The click that started it: its Shift state counts for skipping the roll dialog. */
  event?: Event;
  /** The targets; default: the user's targeted tokens. */
  targets?: TokenDocument.Implementation[];
  /** true skips the roll dialog, false always shows it; unset = the skip key and the client setting decide. */
  fastForward?: boolean;
  /** The attack is made through an ability (borrowed-attack.ts): it pays the ⚡ and may change the dice. */
  through?: AttackThrough;
  /** The ability item and attack `through` was read from (the GM reads it again from them). */
  throughItem?: AttackStartThrough;
  /** A counter-attack (counter.ts): the hit it answers. Always a request, the GM's own too: the GM checks the link. */
  answers?: CounterLink;
}

/** Is an active GM connected to write the card? Warns (before any dialog) when not. */
export function gmConnected(): boolean {
  if (game.users?.activeGM) return true;
  warn("MESHAL.Attack.start.noGM");
  return false;
}

/** The attacker's token here: one of its tokens the user controls, else its first token on the viewed scene. */
function attackerToken(actor: Actor.Implementation): TokenDocument.Implementation | null {
  // cast: an active token named "Token" is taken for the configured token document (see isTokenDocument)
  const own = actor.getActiveTokens(false, true).filter(isTokenDocument);
  const controlled = (canvas?.ready ? canvas.tokens?.controlled ?? [] : []).map((t) => t.document);
  return controlled.find((d) => own.includes(d)) ?? own[0] ?? null;
}

/** With no target, asks whether to attack anyway (the ⚡ is spent when the GM makes it); true = go on. */
async function attackWithoutTargets(): Promise<boolean> {
  const i18n = localization();
  const answer = await foundry.applications.api.DialogV2.confirm({
    window: { title: i18n.localize("MESHAL.Attack.start.noTargetsTitle") },
    content: `<p>${escapeHtml(i18n.localize("MESHAL.Attack.start.noTargets"))}</p>`,
    rejectClose: false,
  });
  return answer === true;
}

/** The user's targeted tokens. */
function userTargets(): TokenDocument.Implementation[] {
  return [...(game.user?.targets ?? [])].map((t) => t.document);
}

/**
 * Makes attack `attackIndex` of `item` for `actor` and has its card posted by a GM. Resolves to the card, or null when
 * no GM is connected, the attack does not exist, deals no damage by itself or is not ready, the actor cannot act or
 * the ability's uses are spent (src/actions/use-limit.ts), the dialog was cancelled,
 * or the GM refused it (then nothing was spent or posted, and the reason is shown here).
 */
export async function startAttack(
  actor: Actor.Implementation,
  item: Item.Implementation,
  attackIndex: number,
  options: StartAttackOptions = {},
): Promise<ChatMessage.Implementation | null> {
  if (!gmConnected()) return null;
  const through = options.through;
  const toMake = attackToMake(item, attackIndex, through);
  if (!toMake.ok) {
    warn(toMake.reasonKey, toMake.data);
    return null;
  }
  // An attack that fires rounds adds theirs (a chunk loaded only for such attacks; the GM reads them again).
  const fires = "system.reload.value" in toMake.ammo;
  const armory = fires ? await loadLazily(() => import("../attack-rounds.ts")) : null;
  if (fires && !armory) return null;
  const made = armory ? armory.armWithRounds(item, attackIndex, toMake) : null;
  const attack = made?.attack ?? toMake.attack;
  // Unconscious or dead, or the ability's uses spent: refused before the dialog (the GM checks again).
  const limited = (options.throughItem && actor.items.get(options.throughItem.abilityItemId)) || item;
  const refusal = requesterRefusal(actor, limited);
  if (refusal) {
    warn(refusal.reasonKey, refusal.data);
    return null;
  }
  const current = diceForActor(actor);
  if (!current) return null;
  const targets = options.targets ?? userTargets();
  // Asked before the dialog and before anything is spent: an attack at nobody is usually a forgotten target.
  if (targets.length === 0 && !options.answers && !(await attackWithoutTargets())) return null;
  const token = attackerToken(actor);
  // A target out of range cannot be hit, but the ⚡ would be spent: asked before the dialog too. The measuring is a
  // lazy chunk (range-confirm.ts), loaded only for an attack with targets.
  if (targets.length > 0 && !options.answers) {
    const range = await loadLazily(() => import("./range-confirm.ts"));
    if (!range || !(await range.confirmOutOfRange(actor, attack, token, targets))) return null;
  }
  const mods = attackModifiersFor(actor, item, attack, through, made?.rounds.modifiers);
  const label = through?.name || attack.label || localize("MESHAL.Sheet.attack");
  const checked = await configureCheck(
    initialCheckConfig({ expression: attack.dice, advantage: mods.advantage, disadvantage: mods.disadvantage, purpose: `${item.name}: ${label}` }),
    current,
    actor.name ?? "",
    { skipDialog: shouldSkipAttackDialog(options.fastForward, options.event), showChance: false, sources: mods.sources },
  );
  if (!checked) return null;
  const whole = (n: number) => (Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0);
  const config: AttackStartConfig = { advantage: whole(checked.advantage), disadvantage: whole(checked.disadvantage), voluntary: whole(checked.voluntary), mode: checked.mode };

  if (game.user?.isGM && !options.answers) {
    // Only a GM makes cards, so the making is a lazy chunk players never load.
    const issuing = await loadLazily(() => import("./attack-issue.ts"));
    if (!issuing) return null;
    const issued = await issuing.issueAttack({ actor, item, attackIndex, through, config, attackerToken: token, targets, own: true, byPlayer: false });
    if (issued.ok) return issued.message;
    if (issued.reasonKey !== "MESHAL.Attack.start.notSpent") warn(issued.reasonKey, issued.data);
    return null;
  }
  return requestAttackStart({
    actorUuid: actor.uuid,
    itemId: item.id ?? "",
    attackIndex,
    through: through && options.throughItem ? options.throughItem : null,
    attackerTokenUuid: token?.uuid ?? "",
    config,
    tokenUuids: [...new Set(targets.map((t) => t.uuid ?? "").filter((u) => u !== ""))],
    ...(options.answers ? { answers: options.answers } : {}),
  });
}

/**
 * Starting an attack from a sheet, the hotbar or a macro (`meshal.combat.attack`): the roll dialog (unless skipped),
 * the ⚡ spent in a started combat, one roll per hit (and the +N🎲 extra damage dice), the targets measured from the
 * attacker's token, then the attack card posted as the attacker. The card's state comes from the pure planner
 * (attack-plan.ts); nothing here computes a rule.
 */
import { configureCheck, diceForActor, initialCheckConfig } from "../dice/check.ts";
import { PointsRoll } from "../dice/points-roll.ts";
import { warn } from "../documents/notify.ts";
import type { AttributeDice, RollMode } from "../rules/index.ts";
import { attackSpend, type ActionItemSystem } from "../sheets/base/action-cost.ts";
import { spendAction } from "../sheets/base/spend-action.ts";
import { needsEquipping, type ReadyItemSystem } from "../sheets/base/attack-ready.ts";
import { attackModifiers, type NamedModifiers } from "../sheets/character/modifier-sources.ts";
import { targetLinesFor } from "./attack-targets.ts";
import { dealsDamage, initialAttackState, planAttack, type AttackPlan, type StructuredAttack } from "./attack-plan.ts";

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
}

/** An ability making the weapon attack: its name, the ⚡ it costs instead of the attack's, and its change of the pool. */
export interface AttackThrough {
  name: string;
  cost: number;
  kind: "tactic" | "reaction";
  advantage: number;
  disadvantage: number;
  /** The ability makes the attack undefendable (no defense is allowed, whatever the weapon allows). */
  undefendable: boolean;
}

/** The message data of a new card (ChatMessage.create's own type does not know the system's sub-types). */
interface AttackMessageData {
  type: "attack";
  system: unknown;
  rolls: object[];
  speaker: ReturnType<typeof ChatMessage.getSpeaker>;
}

/** The structured attacks of an item (its data model's `attacks`; other items have none). */
function attacksOf(item: Item.Implementation): StructuredAttack[] {
  // Cast: the item's `system` is a union of every item type's model; weapons, gear and abilities store `attacks`.
  return (item.system as unknown as { attacks?: StructuredAttack[] }).attacks ?? [];
}

/** Each attribute's total dice (null = void), for ranges that count the total. */
function totalsOf(actor: Actor.Implementation): AttributeDice {
  // Cast: the derived attributes of the system's actor models (docs/data-model.md "derived").
  const attributes = (actor.system as unknown as { attributes?: Record<string, { total?: number; invalid?: boolean }> }).attributes ?? {};
  const read = (id: string) => (attributes[id]?.invalid ? null : Math.max(0, Math.trunc(Number(attributes[id]?.total) || 0)));
  return { might: read("might"), energy: read("energy"), spirit: read("spirit") };
}

/** The attacker's token here: one of its tokens the user controls, else its first token on the viewed scene. */
function attackerToken(actor: Actor.Implementation): TokenDocument.Implementation | null {
  const own = actor.getActiveTokens(false, true) as TokenDocument.Implementation[];
  const controlled = (canvas?.ready ? canvas.tokens?.controlled ?? [] : []).map((t) => t.document);
  return controlled.find((d) => own.includes(d)) ?? own[0] ?? null;
}

/** The user's targeted tokens. */
function userTargets(): TokenDocument.Implementation[] {
  return [...(game.user?.targets ?? [])].map((t) => t.document);
}

/** The item modifiers with an ability's change of the pool added, the ability named as their source. */
function withThrough(mods: NamedModifiers, through: AttackThrough | undefined): NamedModifiers {
  if (!through || (!through.advantage && !through.disadvantage)) return mods;
  const amount = through.advantage - through.disadvantage;
  return {
    advantage: mods.advantage + through.advantage,
    disadvantage: mods.disadvantage + through.disadvantage,
    sources: [{ name: through.name, amount, applied: true, condition: "" }, ...mods.sources],
  };
}

/** Rolls `count` dice read in `mode`; resolves to the evaluated roll. */
async function rollDice(count: number, mode: RollMode, purpose: string): Promise<PointsRoll> {
  const roll = PointsRoll.forCount(count, mode, purpose);
  await roll.evaluate();
  return roll;
}

/** One roll per hit, then (for +N🎲 extra damage) one roll of the extra dice per hit. */
async function rollAttack(plan: AttackPlan, purpose: string): Promise<{ hitRolls: PointsRoll[]; extraRolls: PointsRoll[] }> {
  const hitRolls: PointsRoll[] = [];
  const extraRolls: PointsRoll[] = [];
  for (let i = 0; i < plan.hitCount; i++) hitRolls.push(await rollDice(plan.base.dice, plan.base.mode, purpose));
  if (plan.extraDice > 0) for (let i = 0; i < plan.hitCount; i++) extraRolls.push(await rollDice(plan.extraDice, "points", purpose));
  return { hitRolls, extraRolls };
}

/**
 * Makes attack `attackIndex` of `item` for `actor` and posts its card. Resolves to the card, or null when the attack
 * does not exist or deals no damage by itself, the dialog was cancelled, the roll was refused or the ⚡ spend was
 * refused (then nothing was spent or posted).
 */
export async function startAttack(
  actor: Actor.Implementation,
  item: Item.Implementation,
  attackIndex: number,
  options: StartAttackOptions = {},
): Promise<ChatMessage.Implementation | null> {
  const own = attacksOf(item)[attackIndex];
  const through = options.through;
  // What it costs: made through an ability, the ability's action and ⚡; else the attack's own, or (an ability's
  // attack, which keeps its ⚡ in the activation) the item's action.
  // Cast: the item's `system` is a union of every item type's model; this reads only its activation or use.
  const spend = through ? { cost: through.cost, kind: through.kind } : own ? attackSpend(own, item.system as unknown as ActionItemSystem) : null;
  const attack = own ? { ...own, cost: spend?.cost ?? 0, action: spend?.kind ?? own.action, ...(through?.undefendable ? { defenses: [] } : {}) } : own;
  if (!attack || !dealsDamage(attack)) {
    warn("MESHAL.Attack.start.notAnAttack");
    return null;
  }
  // Cast: the item's `system` is a union of every item type's model; the check reads only the equip fields.
  if (needsEquipping(attack, item.system as ReadyItemSystem)) {
    warn("MESHAL.Attack.start.notEquipped", { item: item.name ?? "" });
    return null;
  }
  const current = diceForActor(actor);
  if (!current) return null;
  const kinds = (item.system as { kinds?: string[] }).kinds ?? [];
  const mods = withThrough(attackModifiers(actor.items.contents, { dice: attack.dice, mode: attack.mode }, kinds), through);
  const label = through?.name || attack.label || game.i18n!.localize("MESHAL.Sheet.attack");
  const purpose = `${item.name}: ${label}`;
  const config = await configureCheck(
    initialCheckConfig({ expression: attack.dice, advantage: mods.advantage, disadvantage: mods.disadvantage, purpose }),
    current,
    actor.name ?? "",
    { skipDialog: options.fastForward, event: options.event, showChance: false, sources: mods.sources },
  );
  if (!config) return null;

  const token = attackerToken(actor);
  const planned = planAttack({
    identity: { attackerUuid: actor.uuid, attackerTokenUuid: token?.uuid ?? "", attackerName: actor.name ?? "", itemName: item.name ?? "", attackLabel: through?.name ?? attack.label ?? "" },
    attack,
    attacker: { current, total: totalsOf(actor) },
    choice: { expression: config.expression, mode: config.mode, advantage: config.advantage, disadvantage: config.disadvantage, voluntary: config.voluntary },
    sources: mods.sources.filter((s) => s.applied).map((s) => s.name),
  });
  if (!planned.ok) {
    warn(planned.reasonKey, planned.data);
    return null;
  }
  const { plan } = planned;
  const paid = plan.base.cost > 0 ? { kind: attack.action === "reaction" ? "reaction" : "tactic", cost: plan.base.cost } as const : null;
  if (!(await spendAction(actor, paid))) return null;

  const { hitRolls, extraRolls } = await rollAttack(plan, purpose);
  const lines = targetLinesFor({ reach: plan.base.reach, attackerTokenUuid: plan.base.attackerTokenUuid }, options.targets ?? userTargets());
  const state = initialAttackState(plan, { hits: hitRolls.map((r) => r.faces), extraFaces: extraRolls.map((r) => r.faces) }, lines);
  // Always public: every target's owner must see the card to defend, whatever the roll mode is.
  const data: AttackMessageData = {
    type: "attack",
    system: state,
    rolls: [...hitRolls, ...extraRolls].map((r) => r.toJSON()),
    speaker: ChatMessage.getSpeaker({ actor, ...(token ? { token } : {}) }),
  };
  // Cast: ChatMessage.create is typed for the core message fields; "attack" is the system's registered sub-type.
  return (await ChatMessage.create(data as never)) ?? null;
}

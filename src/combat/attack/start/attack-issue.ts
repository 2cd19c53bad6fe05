/**
 * Making an attack on a GM's client (docs/queries.md, `meshal-lite.attackStart`): the one path every attack card is
 * created by, whether the GM attacks or serves a player's request. The attack is read from the actor's own item
 * (attack-start-plan.ts), planned with the bounded dialog counts, its dice rolled here, its targets measured, its card
 * state checked against the schema, and only then its ⚡ spent, the rounds or charge it fires taken from the weapon,
 * and the card created with this GM as author and the attacker as speaker. A refusal spends and posts nothing, and is
 * returned for the requester to show (nothing is toasted on the GM's screen for a player's request).
 */
import { attributeDiceOf } from "../../../dice/actor-dice.ts";
import { PointsRoll } from "../../../dice/points-roll.ts";
import { actorCombatTurn } from "../../../documents/actor-turn.ts";
import { planSpendMobility } from "../../../documents/logic/pools.ts";
import { actorSystem, creatureOf, type CreatureActor } from "../../../documents/system-views.ts";
import { createChatMessage, updateDocument } from "../../../core/document-writes.ts";
import { refuse, type QueryAnswer } from "../../../core/query-core.ts";
import type { RollMode } from "../../../rules/index.ts";
import { claimedAdvantageCap, optionalRule, SYSTEM_ID } from "../../../core/settings.ts";
import { spendAction } from "../../../actions/spend-action.ts";
import { cannotActNow, confirmUseOverride, countedFor, planItemUse, recordUse, useRecordOf } from "../../../actions/use-limit.ts";
import { loadedCountOf } from "../../../actions/ammo-use.ts";
import { entryForDecision } from "../../ledger/ledger-write.ts";
import { recordOnLedger, spendFromLedger, type HeldEntry } from "../../ledger/ledger-decisions.ts";
import { countedRecord, loadedRounds } from "../../ledger/ledger-plan.ts";
import { initialAttackState, ownRollLines, planAttack, type AttackPlan } from "../attack-plan.ts";
import { grantedPool, type AttackStartConfig } from "./attack-start-request.ts";
import { attackToMake, type AttackThrough } from "./attack-start-plan.ts";
import { armWithRounds } from "../attack-rounds.ts";
import { cardItemText } from "../attack-item-text.ts";
import { ATTACK_START_CARD_FLAG } from "./attack-start-request.ts";
import { attackModifiersFor } from "../attack-modifiers.ts";
import { targetLinesFor } from "../targets/attack-targets.ts";
import { attackerTokenFor } from "../targets/attacker-token.ts";
import { totalsOf } from "./attacker-dice.ts";
import { withLeftOut, type CounterLink } from "../attack-state.ts";
import { format, localize } from "../../../core/i18n.ts";
import { readCardState } from "../../../chat/card-schema.ts";
import { ATTACK_CARD } from "../attack-card.ts";
import { storedAttackState } from "../attack-stored.ts";
import type { ChangeMark } from "../attack-changed.ts";

/** What the GM makes: everything read from documents on this client, the config already bounded. */
export interface IssueInput {
  actor: Actor.Implementation;
  item: Item.Implementation;
  attackIndex: number;
  through?: AttackThrough;
  config: AttackStartConfig;
  attackerToken: TokenDocument.Implementation | null;
  targets: readonly TokenDocument.Implementation[];
  /** The GM's own attack: a refused ⚡ spend asks this GM whether to spend anyway. A request is refused instead. */
  own: boolean;
  /**
   * Asked by a player (not a GM): the advantages claimed beyond the sheet's are capped (grantedPool), and the attack
   * is refused when the attacker has no token on the targets' scene to measure from.
   */
  byPlayer: boolean;
  /** The request slip served, recorded on the card. */
  slipId?: string;
  /** A counter-attack: the hit of the card it answers, recorded on the new card (counter.ts). */
  answers?: CounterLink;
  /** Made with changes a player made that the GM has not accepted: marked on the card (gm-watch/held-attack.ts). */
  changed?: ChangeMark;
}

/** The card made, or why not. */
export type IssueResult = { ok: true; message: ChatMessage.Implementation | null } | Extract<QueryAnswer, { ok: false }>;

/** A refusal of the attack: nothing was spent or posted. */
const refused = (reasonKey: string, data?: Record<string, string>): IssueResult => (data ? { ok: false, reasonKey, data } : { ok: false, reasonKey });

/** The message data of a new card (ChatMessage.create's own type does not know the system's sub-types). */
interface AttackMessageData {
  type: "attack";
  system: unknown;
  rolls: object[];
  speaker: ReturnType<typeof ChatMessage.getSpeaker>;
  flags: Record<string, Record<string, string>>;
}

export { totalsOf } from "./attacker-dice.ts";

/** Rolls `count` dice read in `mode`. */
async function rollDice(count: number, mode: RollMode, purpose: string, newerDice = false): Promise<PointsRoll> {
  const roll = PointsRoll.forCount(count, mode, purpose, newerDice);
  await roll.evaluate();
  return roll;
}

/** One roll per hit, then (for +N🎲 extra damage) one roll of the extra dice per hit. */
async function rollAttack(plan: AttackPlan, purpose: string): Promise<{ hitRolls: PointsRoll[]; extraRolls: PointsRoll[] }> {
  const hitRolls: PointsRoll[] = [];
  const extraRolls: PointsRoll[] = [];
  for (let i = 0; i < plan.hitCount; i++) hitRolls.push(await rollDice(plan.base.dice, plan.base.mode, purpose, plan.base.newerDice === true));
  if (plan.extraDice > 0) for (let i = 0; i < plan.hitCount; i++) extraRolls.push(await rollDice(plan.extraDice, "points", purpose));
  return { hitRolls, extraRolls };
}

/**
 * Spends the attack's ⚡. The GM's own attack goes through the sheet's spend (a refusal asks whether to spend anyway);
 * a request is first checked with the pure planner, so a refusal reaches the requester with its reason and spends
 * nothing.
 */
async function spend(actor: CreatureActor, paid: { kind: "tactic" | "reaction"; cost: number } | null, own: boolean, held: HeldEntry | null): Promise<QueryAnswer> {
  if (!paid) return { ok: true };
  // During a fight the ⚡ is the ledger's (combat/ledger/): what the player wrote on their actor adds nothing.
  if (held) return spendFromLedger(actor, held, paid, own);
  if (own) return (await spendAction(actor, paid)) ? { ok: true } : refuse("MESHAL.Attack.start.notSpent");
  const view = actorSystem(actor);
  const plan = planSpendMobility(view, paid.cost, { kind: paid.kind, ...actorCombatTurn(actor), state: view.consciousness });
  if (!plan.ok) return refuse(plan.warn, Object.fromEntries(Object.entries(plan.data ?? {}).map(([k, v]) => [k, String(v)])));
  // No override is offered for a request.
  return (await actor.spendMobility(paid.cost, { kind: paid.kind })) ? { ok: true } : refuse("MESHAL.Attack.start.notSpent");
}

/** Makes the attack on this (a GM's) client and creates its card. */
export async function issueAttack(input: IssueInput): Promise<IssueResult> {
  const { actor, item, through, config } = input;
  // During a started fight the uses, rounds and ⚡ that decide are the GM's fight ledger (combat/ledger/).
  const held = await entryForDecision(actor);
  const loaded = held ? loadedRounds(held.entry, item.id ?? "", loadedCountOf(item.system)) : undefined;
  const checked = attackToMake(item, input.attackIndex, through, loaded);
  if (!checked.ok) return refused(checked.reasonKey, checked.data);
  const { attack, ammo, rounds } = armWithRounds(item, input.attackIndex, checked);
  // §7.1: an unconscious or dead creature makes no attack, in or out of a fight.
  const cannotAct = cannotActNow(actor);
  if (cannotAct) return refused(cannotAct);
  // The use limit of the ability the attack is made with (the one it is made through, else the item itself).
  const limited = (through?.itemId && actor.items.get(through.itemId)) || item;
  const limitedId = limited.id ?? "";
  const use = held ? planItemUse(actor, limited, countedRecord(countedFor(actor, limited), held.entry.uses[limitedId], useRecordOf(actor, limitedId))) : planItemUse(actor, limited);
  if (!use.ok) {
    if (!input.own) return refused(use.reasonKey, use.data);
    if (!(await confirmUseOverride(actor.name ?? "", use.reasonKey, use.data))) return refused("MESHAL.Attack.start.notSpent");
  }
  // Only a creature (character or NPC) has the dice and the ⚡ an attack is made with.
  const attacker = creatureOf(actor);
  if (!attacker) return refused("MESHAL.Dice.noAttributes", { name: actor.name ?? "" });
  const read = attributeDiceOf(attacker.system);
  if (!read.ok) return refused(read.reasonKey, { name: actor.name ?? "" });
  // The token measured from is the GM's choice: the attacker's own on the targets' scene.
  const from = attackerTokenFor(actor, input.attackerToken, input.targets, input.byPlayer);
  if (!from.ok) return refused(from.reasonKey, from.data);
  const attackerToken = from.token;
  const mods = attackModifiersFor(actor, item, attack, through, rounds.modifiers);
  // The sheet's advantages are the GM's reading; a player's claims beyond them are capped and marked on the card.
  const pool = grantedPool(config, mods, input.byPlayer ? claimedAdvantageCap() : null);
  const label = through?.name || attack.label || localize("MESHAL.Sheet.attack");
  const purpose = `${item.name}: ${label}`;
  const planned = planAttack({
    identity: {
      attackerUuid: actor.uuid,
      attackerTokenUuid: attackerToken?.uuid ?? "",
      attackerName: actor.name ?? "",
      // The rounds fired are named with the weapon: their effects are in the card's types, penetration and riders.
      itemName: rounds.names.length ? format("MESHAL.Attack.firedRounds", { item: item.name ?? "", rounds: rounds.names.join(", ") }) : (item.name ?? ""),
      attackLabel: through?.name ?? attack.label ?? "",
      // Both languages' text (a mixed table): not for fired rounds, whose name is worded in the GM's language.
      ...(rounds.names.length ? {} : { itemText: cardItemText(item, input.attackIndex, (through?.itemId && actor.items.get(through.itemId)) || null) }),
    },
    attack,
    attacker: { current: read.dice, total: totalsOf(attacker) },
    // The dice come from the item's expression; the dialog only counts advantages, disadvantages and dropped dice.
    choice: { expression: attack.dice, mode: config.mode, advantage: pool.advantage, disadvantage: pool.disadvantage, voluntary: config.voluntary },
    sources: mods.sources.filter((s) => s.applied).map((s) => s.name),
    newerDice: optionalRule("newerDice"),
  });
  if (!planned.ok) return refused(planned.reasonKey, planned.data);
  const { plan } = planned;
  const paid = plan.base.cost > 0 ? ({ kind: attack.action === "reaction" ? "reaction" : "tactic", cost: plan.base.cost } as const) : null;

  // Rolled and checked against the card's schema before anything is spent: a card that could not be stored (a name,
  // a UUID or a distance beyond its bounds) refuses the attack with nothing spent (rolling spends nothing).
  const { hitRolls, extraRolls } = await rollAttack(plan, purpose);
  const { lines, leftOut } = targetLinesFor(plan.base, input.targets);
  // An attack on each creature once (issue 21 #11): the first line takes the roll above, each other line rolls its own.
  const lineRolls: PointsRoll[][] = ownRollLines(plan, lines.length) ? [hitRolls] : [];
  for (let i = 1; i < ownRollLines(plan, lines.length); i++) lineRolls.push((await rollAttack({ ...plan, extraDice: 0 }, purpose)).hitRolls);
  const targetHits = lineRolls.length ? { targetHits: lineRolls.map((rolls) => rolls.map((r) => r.faces)) } : {};
  const rolled = initialAttackState(plan, { hits: hitRolls.map((r) => r.faces), extraFaces: extraRolls.map((r) => r.faces), ...targetHits }, lines);
  const state = withLeftOut(pool.claimed ? { ...rolled, claimed: pool.claimed } : rolled, leftOut);
  const system = { ...state, ...(input.answers ? { answers: { ...input.answers } } : {}), ...(input.changed ? { changed: input.changed } : {}) };
  if (!readCardState(ATTACK_CARD, system)) return refused("MESHAL.Attack.start.cardInvalid");

  const spent = await spend(attacker, paid, input.own, held);
  if (!spent.ok) return spent;
  await recordUse(actor, limitedId, use.record);
  // The rounds or charge fired leave the weapon with the ⚡, on this GM's client (ammo-use.ts).
  if (Object.keys(ammo).length) await updateDocument(item, ammo);
  const left = ammo["system.reload.value"];
  if (held) await recordOnLedger(actor, held, { itemId: limitedId, record: use.record }, { itemId: item.id ?? "", loaded: typeof left === "number" ? left : null });
  // Always public: every target's owner must see the card to defend, whatever the roll mode is.
  const data: AttackMessageData = {
    type: "attack",
    system: storedAttackState(system),
    rolls: [...hitRolls, ...lineRolls.slice(1).flat(), ...extraRolls].map((r) => r.toJSON()),
    speaker: ChatMessage.getSpeaker({ actor, ...(attackerToken ? { token: attackerToken } : {}) }),
    flags: input.slipId ? { [SYSTEM_ID]: { [ATTACK_START_CARD_FLAG]: input.slipId } } : {},
  };
  return { ok: true, message: (await createChatMessage(data)) ?? null };
}

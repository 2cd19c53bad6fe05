/**
 * What the GM's client accepts as a player's request to make an attack (docs/queries.md, `meshal-lite.attackStart`).
 * The requester writes a slip on its own User document (only that user or a GM can write it) naming the attacker, the
 * item and attack index, the ability it is made through (if any), the roll dialog's bounded result and the targeted
 * tokens, and sends only `{userId, slipId}`. Everything the card states is re-derived by the GM from the actor's own
 * items; the slip only chooses among what the attacker could do anyway. Strict reading of untrusted data. Pure.
 */
import { ROLL_MODES, type RollMode } from "../../../rules/index.ts";
import { actorUuid as readActorUuid, BAD_PAYLOAD, boundedInt, documentId, exactObject, oneOf, tokenUuid, type Parsed } from "../../../core/query-core.ts";
import { ATTACK_CARD_LIMITS } from "../attack-card-schema.ts";
import { MAX_TARGETS } from "../targets/targets.ts";
import type { CounterLink } from "../attack-state.ts";
import type { SlipPayload, UserSlipFlag } from "../../../core/slip.ts";

/** The card flag naming the request slip a card was made for (the requester finds its card by it). */
export const ATTACK_START_CARD_FLAG = "attackStart" as const;

/** Most structured attacks one item holds, as far as an index may point. */
export const MAX_ATTACK_INDEX = 49;

/** The roll dialog's result as the GM accepts it: counts only, never a formula (the dice come from the item). */
export interface AttackStartConfig {
  advantage: number;
  disadvantage: number;
  /** Dice the roller chose to drop (§2.2). */
  voluntary: number;
  mode: RollMode;
}

/** The ability a weapon attack is made through: which of its attacks borrows the weapon. */
export interface AttackStartThrough {
  abilityItemId: string;
  attackIndex: number;
}

/** The slip a requester keeps on its own User document (flag `meshal-lite.attackStartSlip`). */
export interface AttackStartSlip {
  /** A fresh 16-character id per request. */
  id: string;
  actorUuid: string;
  /** The item whose attack is made (the weapon, when made through an ability). */
  itemId: string;
  attackIndex: number;
  through: AttackStartThrough | null;
  /** The attacker's token the requester's client chose ("" = none); the GM measures from the attacker's token on the targets' scene (attacker-token.ts). */
  attackerTokenUuid: string;
  config: AttackStartConfig;
  tokenUuids: string[];
  /** A counter-attack (Dirty Fighting, counter.ts): the hit of the attack card it answers; absent = an ordinary attack. */
  answers?: CounterLink;
}

/** The User flag holding a requester's attack slip. */
export const ATTACK_START_SLIP_FLAG = "attackStartSlip" satisfies UserSlipFlag;

/** What the GM's run works on: the wire payload and the slip it names, read from the requesting user. */
export type AttackStartPayload = SlipPayload<AttackStartSlip>;

const bad = <T>(): Parsed<T> => ({ ok: false, reasonKey: BAD_PAYLOAD });

/** Reads the dialog's counts: each a whole number of dice within the card's dice limit. */
export function parseAttackStartConfig(value: unknown): AttackStartConfig | undefined {
  const o = exactObject(value, ["advantage", "disadvantage", "voluntary", "mode"]);
  const max = ATTACK_CARD_LIMITS.dice;
  const advantage = boundedInt(o?.advantage, 0, max);
  const disadvantage = boundedInt(o?.disadvantage, 0, max);
  const voluntary = boundedInt(o?.voluntary, 0, max);
  const mode = oneOf(o?.mode, ROLL_MODES);
  if (advantage === undefined || disadvantage === undefined || voluntary === undefined || !mode) return undefined;
  return { advantage, disadvantage, voluntary, mode };
}

function readThrough(value: unknown): AttackStartThrough | null | undefined {
  if (value === null) return null;
  const o = exactObject(value, ["abilityItemId", "attackIndex"]);
  const abilityItemId = documentId(o?.abilityItemId);
  const attackIndex = boundedInt(o?.attackIndex, 0, MAX_ATTACK_INDEX);
  return abilityItemId && attackIndex !== undefined ? { abilityItemId, attackIndex } : undefined;
}

function readTokenUuids(value: unknown): string[] | undefined {
  if (!Array.isArray(value) || value.length > MAX_TARGETS) return undefined;
  if (!value.every((u): u is string => tokenUuid(u) !== undefined)) return undefined;
  return new Set(value).size === value.length ? [...value] : undefined;
}

const SLIP_KEYS = ["id", "actorUuid", "itemId", "attackIndex", "through", "attackerTokenUuid", "config", "tokenUuids"] as const;

/** The hit a counter answers: a message id, a target line and a hit index, nothing else. */
function readAnswers(value: unknown): CounterLink | undefined {
  const o = exactObject(value, ["messageId", "target", "hit"]);
  const messageId = documentId(o?.messageId);
  const target = boundedInt(o?.target, 0, MAX_TARGETS - 1);
  const hit = boundedInt(o?.hit, 0, ATTACK_CARD_LIMITS.hits - 1);
  return messageId && target !== undefined && hit !== undefined ? { messageId, target, hit } : undefined;
}

/**
 * Reads a stored slip: exactly its keys (and `answers` for a counter), each typed and bounded; distinct world token
 * UUIDs, at most MAX_TARGETS.
 */
export function parseAttackStartSlip(data: unknown): Parsed<AttackStartSlip> {
  const counter = typeof data === "object" && data !== null && "answers" in data;
  const o = exactObject(data, counter ? [...SLIP_KEYS, "answers"] : SLIP_KEYS);
  if (!o) return bad();
  const answers = counter ? readAnswers(o.answers) : undefined;
  if (counter && !answers) return bad();
  const id = documentId(o.id);
  const actorUuid = readActorUuid(o.actorUuid);
  const itemId = documentId(o.itemId);
  const attackIndex = boundedInt(o.attackIndex, 0, MAX_ATTACK_INDEX);
  const through = readThrough(o.through);
  const token = o.attackerTokenUuid;
  const attackerTokenUuid = token === "" ? token : tokenUuid(token);
  const config = parseAttackStartConfig(o.config);
  const tokenUuids = readTokenUuids(o.tokenUuids);
  if (!id || !actorUuid || !itemId || attackIndex === undefined || through === undefined || attackerTokenUuid === undefined || !config || !tokenUuids) {
    return bad();
  }
  return { ok: true, value: { id, actorUuid, itemId, attackIndex, through, attackerTokenUuid, config, tokenUuids, ...(answers ? { answers } : {}) } };
}

/** The advantages and disadvantages the GM rolls with, and how many of the advantages were claimed beyond the sheet. */
export interface GrantedPool {
  advantage: number;
  disadvantage: number;
  /** Advantages a player claimed beyond those the GM read from the sheet (0 for a GM's own attack). */
  claimed: number;
}

/**
 * What the GM grants of the dialog's counts. `sheet` is the GM's own reading of the attacker's modifier sources
 * (attack-modifiers.ts). A player (`cap` a number) gets the sheet's advantages plus at most `cap` situational ones
 * they claim, and cannot drop the sheet's disadvantages (dropping one would be an advantage claimed past the cap); a
 * GM (`cap` null) gets the counts as asked. Pure.
 */
export function grantedPool(asked: Pick<AttackStartConfig, "advantage" | "disadvantage">, sheet: { advantage: number; disadvantage: number }, cap: number | null): GrantedPool {
  if (cap === null) return { advantage: asked.advantage, disadvantage: asked.disadvantage, claimed: 0 };
  const claimed = Math.min(Math.max(0, cap), Math.max(0, asked.advantage - sheet.advantage));
  return { advantage: sheet.advantage + claimed, disadvantage: Math.max(asked.disadvantage, sheet.disadvantage), claimed };
}

/** What the GM's client found for a parsed slip before making the attack. */
export interface AttackStartEvidence {
  /** Is the requester a GM? */
  isGM: boolean;
  actorFound: boolean;
  /** Does the requester own the attacker? */
  ownsActor: boolean;
  /** Is the item one of the attacker's own items (and the ability, when made through one)? */
  itemFound: boolean;
  /** Is the attacker token, when one is named, a token of the attacker? */
  tokenFits: boolean;
}

/** May the requester have this attack made? A GM for any actor, a player for an actor it owns, with its own items. */
export function decideAttackStart(evidence: AttackStartEvidence): { ok: true } | { ok: false; reasonKey: string } {
  if (!evidence.actorFound) return { ok: false, reasonKey: "MESHAL.Attack.start.noActor" };
  if (!evidence.isGM && !evidence.ownsActor) return { ok: false, reasonKey: "MESHAL.Attack.start.notYourActor" };
  if (!evidence.itemFound) return { ok: false, reasonKey: "MESHAL.Attack.start.noItem" };
  if (!evidence.tokenFits) return { ok: false, reasonKey: "MESHAL.Attack.start.notYourToken" };
  return { ok: true };
}

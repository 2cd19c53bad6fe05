/**
 * What the GM's client accepts as a change to an attack card (docs/queries.md, `meshal-lite.attack`). The requester
 * writes its request as a "slip" on its own User document (only that user or a GM can write it) and sends the GM
 * only `{userId, slipId}`; the GM reads the slip from that user, so the user the request acts for is the one the
 * server vouches for. Everything here reads untrusted data strictly. Pure.
 */
import { ATTRIBUTE_IDS, DEFENSE_KINDS, type AttributeId, type DefenseKind } from "../../../rules/index.ts";
import { BAD_PAYLOAD, boundedInt, documentId, exactObject, oneOf, tokenUuid, type Parsed } from "../../../core/query-core.ts";
import { isPlainRecord, isRecord } from "../../../rules/guards.ts";
import type { SlipPayload, UserSlipFlag } from "../../../core/slip.ts";
import { ATTACK_CARD_LIMITS } from "../attack-card-schema.ts";
import { MAX_TARGETS, refusesLine } from "../targets/targets.ts";

/** A split of the damage: dice each attribute loses. */
export type DamageAllocation = Partial<Record<AttributeId, number>>;

/** A change to one attack card. */
export type AttackRequest =
  | { op: "defend"; target: number; hit: number; kind: DefenseKind }
  | { op: "take"; target: number; hit: number }
  /** The hit answered with another reaction (an ability such as Dirty Fighting): no defense on it then (§6.2). */
  | { op: "react"; target: number; hit: number }
  /** A coup de grâce declared on the target before Apply (§7.2). */
  | { op: "coupDeGrace"; target: number }
  | { op: "apply"; target: number; allocation: DamageAllocation | null }
  | { op: "undo"; target: number }
  | { op: "assign"; tokenUuids: string[] }
  /** The GM rules an out-of-range target line in range (§4.3, e.g. a map with no grid): GM only. */
  | { op: "overrideRange"; target: number }
  /** The GM ends the wait of a hit answered by a counter whose card never resolved: taken as not made (counter.ts). GM only. */
  | { op: "endCounter"; target: number; hit: number };

export type AttackOp = AttackRequest["op"];

/** The GM's decision on a card held for it (gm-watch/held-attack.ts): accept the player's changes and make the attack, or refuse it. GM only. */
export type HeldRequest = { op: "acceptChanges" } | { op: "refuseChanges" };

/**
 * One click for many lines: take every open hit (`takeAll`) or apply every resolved hit with the suggested split
 * (`applyAll`) on the named target lines. The GM decides each line by that line's own rights, so a line the requester
 * may not decide is left as it is.
 */
export type BatchRequest = { op: "takeAll"; targets: number[] } | { op: "applyAll"; targets: number[] };

/** Any request on an attack card. */
export type CardRequest = AttackRequest | HeldRequest | BatchRequest;

/** The slip a requester keeps on its own User document (flag `meshal-lite.attackSlip`). */
export interface AttackSlip {
  /** A fresh 16-character id per request. */
  id: string;
  /** The attack card. */
  messageId: string;
  request: CardRequest;
}

/**
 * The slip as stored: the request is kept as JSON text, because Foundry merges an object written over an older flag
 * object key by key, which would leave keys of the previous request inside the new one.
 */
export interface StoredAttackSlip {
  id: string;
  messageId: string;
  request: string;
}

/** The User flag holding a requester's slip. */
export const ATTACK_SLIP_FLAG = "attackSlip" satisfies UserSlipFlag;

/** What the GM's run works on: the wire payload and the slip it names, read from the requesting user. */
export type AttackPayload = SlipPayload<AttackSlip>;

/** Most characters of a stored request (the longest valid one, 24 token UUIDs, is well under this). */
export const MAX_REQUEST_TEXT = 2000;

/** Most dice one attribute can be asked to lose in a split. */
export const MAX_SHARE = ATTACK_CARD_LIMITS.damage;

const bad = <T>(): Parsed<T> => ({ ok: false, reasonKey: BAD_PAYLOAD });

/** A split: only attribute ids as keys, each a whole number of dice from 0 to MAX_SHARE. */
export function readAllocation(value: unknown): DamageAllocation | null | undefined {
  if (value === null) return null;
  if (!isPlainRecord(value)) return undefined;
  const out: DamageAllocation = {};
  for (const key of Object.keys(value)) {
    const id = oneOf(key, ATTRIBUTE_IDS);
    const share = boundedInt(value[key], 0, MAX_SHARE);
    if (!id || share === undefined) return undefined;
    out[id] = share;
  }
  return out;
}

/** A real list of 1 to MAX_TARGETS entries each `read` accepts (`distinct`: no entry twice), or undefined. */
function readList<T>(value: unknown, read: (entry: unknown) => T | undefined, distinct: boolean): T[] | undefined {
  if (!Array.isArray(value) || value.length < 1 || value.length > MAX_TARGETS) return undefined;
  const out: T[] = [];
  for (let i = 0; i < value.length; i++) {
    const entry = read(value[i]);
    if (entry === undefined || (distinct && out.includes(entry))) return undefined;
    out.push(entry);
  }
  return out;
}

/** Token UUIDs of an assignment: 1 to MAX_TARGETS world token UUIDs. */
const readTokenUuids = (value: unknown) => readList(value, tokenUuid, false);

/** Target lines of a batch: 1 to MAX_TARGETS distinct line indexes. */
const readLines = (value: unknown) => readList(value, (v) => boundedInt(v, 0, MAX_TARGETS - 1), true);

/** Reads one request; anything but exactly one of the request shapes is refused. */
export function parseAttackRequest(value: unknown): Parsed<CardRequest> {
  const op = oneOf(isRecord(value) ? value.op : undefined, ["defend", "take", "react", "apply", "undo", "coupDeGrace", "assign", "overrideRange", "endCounter", "acceptChanges", "refuseChanges", "takeAll", "applyAll"] as const);
  const target = (o: Record<string, unknown>) => boundedInt(o.target, 0, MAX_TARGETS - 1);
  const hit = (o: Record<string, unknown>) => boundedInt(o.hit, 0, ATTACK_CARD_LIMITS.hits - 1);
  switch (op) {
    case "defend": {
      const o = exactObject(value, ["op", "target", "hit", "kind"]);
      const t = o && target(o);
      const h = o && hit(o);
      const kind = oneOf(o?.kind, DEFENSE_KINDS);
      return t === undefined || h === undefined || !kind ? bad() : { ok: true, value: { op, target: t, hit: h, kind } };
    }
    case "take":
    case "react":
    case "endCounter": {
      const o = exactObject(value, ["op", "target", "hit"]);
      const t = o && target(o);
      const h = o && hit(o);
      return t === undefined || h === undefined ? bad() : { ok: true, value: { op, target: t, hit: h } };
    }
    case "apply": {
      const o = exactObject(value, ["op", "target", "allocation"]);
      const t = o && target(o);
      const allocation = o ? readAllocation(o.allocation) : undefined;
      return t === undefined || allocation === undefined ? bad() : { ok: true, value: { op, target: t, allocation } };
    }
    case "undo":
    case "coupDeGrace": {
      const o = exactObject(value, ["op", "target"]);
      const t = o && target(o);
      return t === undefined ? bad() : { ok: true, value: { op, target: t } };
    }
    case "overrideRange": {
      const o = exactObject(value, ["op", "target"]);
      const t = o && target(o);
      return t === undefined ? bad() : { ok: true, value: { op, target: t } };
    }
    case "assign": {
      const o = exactObject(value, ["op", "tokenUuids"]);
      const tokenUuids = readTokenUuids(o?.tokenUuids);
      return !tokenUuids ? bad() : { ok: true, value: { op, tokenUuids } };
    }
    case "acceptChanges":
    case "refuseChanges":
      return exactObject(value, ["op"]) ? { ok: true, value: { op } } : bad();
    case "takeAll":
    case "applyAll": {
      const o = exactObject(value, ["op", "targets"]);
      const targets = readLines(o?.targets);
      return !targets ? bad() : { ok: true, value: { op, targets } };
    }
    default:
      return bad();
  }
}

/** The slip as it is stored (request as JSON text). */
export function storeAttackSlip(slip: AttackSlip): StoredAttackSlip {
  return { id: slip.id, messageId: slip.messageId, request: JSON.stringify(slip.request) };
}

/** Reads a stored slip `{id, messageId, request}` strictly; the request text is bounded before it is parsed. */
export function parseAttackSlip(value: unknown): Parsed<AttackSlip> {
  const o = exactObject(value, ["id", "messageId", "request"]);
  const id = documentId(o?.id);
  const messageId = documentId(o?.messageId);
  const text = o?.request;
  if (!id || !messageId || typeof text !== "string" || text.length > MAX_REQUEST_TEXT) return bad();
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return bad();
  }
  const request = parseAttackRequest(raw);
  return request.ok ? { ok: true, value: { id, messageId, request: request.value } } : bad();
}

/** The requesting user's standing towards one card, judged on the GM's client. */
export interface Requester {
  isGM: boolean;
  /** Owns the actor of the target line the request names. */
  ownsTarget: boolean;
  /** Owns the card's attacker actor. */
  ownsAttacker: boolean;
}

/**
 * May this user ask for `op`? Defend, take and react: the GM or the target's owner. Apply and undo: also the
 * attacker's owner (the card's author only when they own the attacker; the split stays the defender's, see
 * attack-decide.ts). A coup de grâce: the GM or the attacker's owner. Assign: the GM only.
 */
export function mayRequest(op: AttackOp, who: Requester): boolean {
  if (who.isGM) return true;
  switch (op) {
    case "defend":
    case "take":
    case "react":
      return who.ownsTarget;
    case "coupDeGrace":
      // §7.2: the attacker declares it (its owner, or the GM); the downed target's owner cannot.
      return who.ownsAttacker;
    case "apply":
    case "undo":
      return who.ownsTarget || who.ownsAttacker;
    case "assign":
    case "overrideRange":
    case "endCounter":
      return false;
  }
}

/**
 * Does `op` on a line measured at `range` wait for the GM's ruling? A target out of the attack's range cannot be hit
 * (§4.3): nothing that defends, resolves or damages it is taken — from anyone, the GM included — until the GM rules it
 * in range (`overrideRange`). Undo stays open (an application made before stays undoable).
 */
export function needsGmRuling(op: AttackOp, range: string): boolean {
  return refusesLine(range) && op !== "undo" && op !== "overrideRange" && op !== "assign" && op !== "endCounter";
}

/** The lang key of the refusal of `op` by `who` on a line measured at `range`, or null when they may ask for it. */
export function rightsRefusalFor(op: AttackOp, who: Requester, range: string): string | null {
  if (!mayRequest(op, who)) return rightsRefusal(op);
  if (needsGmRuling(op, range)) return "MESHAL.Attack.request.outOfRange";
  return null;
}

/** The lang key of a refusal by rights. */
export function rightsRefusal(op: AttackOp): string {
  if (op === "assign" || op === "overrideRange" || op === "endCounter") return "MESHAL.Attack.request.gmOnly";
  return op === "defend" || op === "take" || op === "react" ? "MESHAL.Attack.request.notYourTarget" : "MESHAL.Attack.request.notYourCard";
}


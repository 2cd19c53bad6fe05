/**
 * What the GM's client accepts as a request about a progressive card (docs/queries.md, `meshal-lite.progressive`).
 * The requester writes a slip on its own User document (only that user or a GM can write it) and sends
 * `{userId, slipId}`; the slip holds one ask as JSON text: start a card, roll a side's next period, assist a side, or
 * join a contest. An ask carries ids and bounded choices only (kind, target, an expression in the rules notation,
 * an actor UUID, the roll dialog's advantages), never a result: the GM rolls every die on its own client. Pure.
 */
import { formatDiceExpression, parseDiceFormula } from "../../rules/index.ts";
import { isOneOf, isRecord } from "../../rules/guards.ts";
import { actorUuid, BAD_PAYLOAD, boundedInt, documentId, exactObject, oneOf, type Parsed } from "../../core/query-core.ts";
import type { SlipPayload, UserSlipFlag } from "../../core/slip.ts";
import { PROGRESSIVE_LIMITS } from "./progressive-card.ts";

/** The User flag holding a requester's progressive slip. */
export const PROGRESSIVE_SLIP_FLAG = "progressiveSlip" satisfies UserSlipFlag;

/** Longest slip text accepted (a start with the longest purpose fits). */
export const MAX_ASK_TEXT = 2000;

/** Most advantages, disadvantages or voluntary cuts one roll may ask for. */
export const MAX_ROLL_MODIFIER = 20;

/** The roll dialog's choices for one roll; the dice count itself is worked out by the GM. */
export interface RollChoices {
  advantage: number;
  disadvantage: number;
  voluntary: number;
}

/** One ask, as the slip's text holds it. */
export type ProgressiveAsk =
  | {
      op: "start";
      kind: "attempt" | "contest";
      target: number;
      /** In the rules notation, as re-formatted by the parser. */
      expression: string;
      /** The side's actor; null only for a GM's card with no actor. */
      actorUuid: string | null;
      purpose: string;
      assistMode: "add" | "takeHigher";
      /** Roll side 0's first period at once (a check's progressive attempt), or not (a contest waits). */
      roll: RollChoices | null;
      /** A contest's opponent (side 1's actor), or null: only it (or a GM's choice) may join. */
      opponent: string | null;
    }
  | { op: "roll"; messageId: string; side: 0 | 1; roll: RollChoices }
  | { op: "assist"; messageId: string; side: 0 | 1; actorUuid: string; roll: RollChoices }
  | { op: "join"; messageId: string; actorUuid: string; roll: RollChoices };

export type ProgressiveOp = ProgressiveAsk["op"];

/** The slip on the requester's User document: a fresh id and the ask as JSON text. */
export interface ProgressiveSlip {
  id: string;
  ask: string;
}

/** What the GM's run works on: the wire payload and the slip it names, with the ask it holds. */
export type ProgressivePayload = SlipPayload<{ id: string; ask: ProgressiveAsk }>;

/** The flag a GM-written card keeps: the slip id it answered (the requester finds its card by it). */
export const CARD_REQUEST_FLAG = "request" as const;

const bad = <T>(): Parsed<T> => ({ ok: false, reasonKey: BAD_PAYLOAD });

/** Reads what the GM is sent, `{userId, slipId}`: the slip protocol's reader, the same for every query (the name the progressive query's hostile-input tests use). */
export { parseSlipQuery as parseProgressiveQuery } from "../../core/slip.ts";

/** An actor UUID of a world actor or a token's actor, nothing else (the shared reader of core/query-core.ts). */
export const actorUuidOf = actorUuid;

/** A dice expression in the rules notation, re-formatted; undefined for anything the grammar does not read. */
export function expressionOf(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > PROGRESSIVE_LIMITS.expressionLength) return undefined;
  try {
    const text = formatDiceExpression(parseDiceFormula(value));
    return text.length <= PROGRESSIVE_LIMITS.expressionLength ? text : undefined;
  } catch {
    return undefined;
  }
}

/** `{advantage, disadvantage, voluntary}`, each a whole number 0–MAX_ROLL_MODIFIER. */
export function rollChoicesOf(value: unknown): RollChoices | undefined {
  const o = exactObject(value, ["advantage", "disadvantage", "voluntary"]);
  const advantage = boundedInt(o?.advantage, 0, MAX_ROLL_MODIFIER);
  const disadvantage = boundedInt(o?.disadvantage, 0, MAX_ROLL_MODIFIER);
  const voluntary = boundedInt(o?.voluntary, 0, MAX_ROLL_MODIFIER);
  return advantage === undefined || disadvantage === undefined || voluntary === undefined ? undefined : { advantage, disadvantage, voluntary };
}

function parseStart(value: unknown): ProgressiveAsk | undefined {
  const o = exactObject(value, ["op", "kind", "target", "expression", "actorUuid", "purpose", "assistMode", "roll", "opponent"]);
  if (!o) return undefined;
  const kind = oneOf(o.kind, ["attempt", "contest"] as const);
  const target = boundedInt(o.target, 0, PROGRESSIVE_LIMITS.target);
  const expression = expressionOf(o.expression);
  const actorUuid = o.actorUuid === null ? null : actorUuidOf(o.actorUuid);
  const purpose = typeof o.purpose === "string" && o.purpose.length <= PROGRESSIVE_LIMITS.purposeLength ? o.purpose : undefined;
  const assistMode = oneOf(o.assistMode, ["add", "takeHigher"] as const);
  const roll = o.roll === null ? null : rollChoicesOf(o.roll);
  const opponent = o.opponent === null ? null : actorUuidOf(o.opponent);
  if (!kind || target === undefined || !expression || actorUuid === undefined || purpose === undefined || !assistMode || roll === undefined || opponent === undefined) return undefined;
  return { op: "start", kind, target, expression, actorUuid, purpose, assistMode, roll, opponent };
}

function parseChange(value: unknown, op: Exclude<ProgressiveOp, "start">): ProgressiveAsk | undefined {
  const keys = { roll: ["op", "messageId", "side", "roll"], assist: ["op", "messageId", "side", "actorUuid", "roll"], join: ["op", "messageId", "actorUuid", "roll"] }[op];
  const o = exactObject(value, keys);
  if (!o) return undefined;
  const messageId = documentId(o.messageId);
  const roll = rollChoicesOf(o.roll);
  const side = op === "join" ? 1 : isOneOf([0, 1] as const, o.side) ? o.side : undefined;
  const actorUuid = op === "roll" ? "" : actorUuidOf(o.actorUuid);
  if (!messageId || !roll || side === undefined || actorUuid === undefined) return undefined;
  if (op === "roll") return { op, messageId, side, roll };
  if (op === "assist") return { op, messageId, side, actorUuid, roll };
  return { op, messageId, actorUuid, roll };
}

/** Reads one ask (an object); anything but exactly one of the shapes above is refused. */
export function parseProgressiveAsk(value: unknown): Parsed<ProgressiveAsk> {
  const op = oneOf(isRecord(value) ? value.op : undefined, ["start", "roll", "assist", "join"] as const);
  const ask = op === undefined ? undefined : op === "start" ? parseStart(value) : parseChange(value, op);
  return ask ? { ok: true, value: ask } : bad();
}

/** Reads a stored slip: `{id, ask}` with `ask` the JSON text of one ask. */
export function parseProgressiveSlip(value: unknown): Parsed<{ id: string; ask: ProgressiveAsk }> {
  const o = exactObject(value, ["id", "ask"]);
  const id = documentId(o?.id);
  if (!id || typeof o?.ask !== "string" || o.ask.length > MAX_ASK_TEXT) return bad();
  let raw: unknown;
  try {
    raw = JSON.parse(o.ask);
  } catch {
    return bad();
  }
  const ask = parseProgressiveAsk(raw);
  return ask.ok ? { ok: true, value: { id, ask: ask.value } } : ask;
}

/** The slip for `ask` (the ask kept as text: Foundry merges an object flag key by key, text is replaced whole). */
export function storeProgressiveSlip(id: string, ask: ProgressiveAsk): ProgressiveSlip {
  return { id, ask: JSON.stringify(ask) };
}

/**
 * What the GM's client accepts as a change to a progressive card (docs/queries.md). A request names the card, the
 * change (roll a period, assist, join a contest) and the side, and points at a roll message: the GM records only a
 * roll its author posted for an actor that author owns, reads the dice from that roll, recomputes the total from the
 * faces, and refuses a roll already recorded or older than the card. Pure: the Foundry side gathers the evidence.
 */
import { countPoints, formatDiceExpression, MAX_ROLL_DICE, parseDiceFormula, sumFaces } from "../rules/index.ts";
import { isFace } from "../dice/points.ts";
import { BAD_PAYLOAD, boundedInt, documentId, exactObject, oneOf, type Parsed } from "../documents/query-core.ts";
import { PROGRESSIVE_LIMITS } from "./progressive-card.ts";
import { addAssist, addPeriodRoll, joinContest, type ProgressiveState, type RollSummary, type Transition } from "./progressive-state.ts";

/** The changes a player may ask for. */
export const PROGRESSIVE_OPS = ["roll", "assist", "join"] as const;

/** A request, as sent to the GM. */
export interface ProgressiveRequest {
  /** The card. */
  messageId: string;
  op: (typeof PROGRESSIVE_OPS)[number];
  /** 0 or 1; a join is always side 1. */
  side: 0 | 1;
  /** The roll message the requester posted for this change. */
  rollMessageId: string;
}

/** Reads a request; anything but exactly this shape is refused. */
export function parseProgressiveRequest(data: unknown): Parsed<ProgressiveRequest> {
  const o = exactObject(data, ["messageId", "op", "side", "rollMessageId"]);
  const messageId = documentId(o?.messageId);
  const op = oneOf(o?.op, PROGRESSIVE_OPS);
  const side = boundedInt(o?.side, 0, 1) as 0 | 1 | undefined;
  const rollMessageId = documentId(o?.rollMessageId);
  if (!messageId || !op || side === undefined || !rollMessageId || messageId === rollMessageId) return { ok: false, reasonKey: BAD_PAYLOAD };
  if (op === "join" && side !== 1) return { ok: false, reasonKey: BAD_PAYLOAD };
  return { ok: true, value: { messageId, op, side, rollMessageId } };
}

/** What the GM's client read from the roll message a request points at. */
export interface RollEvidence {
  /** The message's author (set by the server, so it can be trusted) and whether that user is a GM. */
  authorId: string;
  authorIsGM: boolean;
  /** The speaker's actor, and whether the author owns it; `null` when the message speaks for no actor. */
  actor: { uuid: string; name: string; ownedByAuthor: boolean } | null;
  /** The first roll's active die results, points or face-sum mode and dice expression, as stored (untrusted). */
  faces: unknown;
  mode: unknown;
  expression: unknown;
  /** The card this roll was already recorded on, if any. */
  usedOn: string | null;
  /** Was the roll posted at or after the card? */
  afterCard: boolean;
}

/** The card as the GM's client holds it now. */
export interface CardSnapshot {
  state: ProgressiveState;
  authorId: string | null;
}

/** The outcome: the card's next state, or why not. */
export type RequestOutcome = { ok: true; state: ProgressiveState } | { ok: false; reasonKey: string; data?: Record<string, string> };

const no = (reasonKey: string, data?: Record<string, string>): RequestOutcome => (data ? { ok: false, reasonKey, data } : { ok: false, reasonKey });

/** Two expressions read the same (compared in the rules notation; text that does not parse is compared as text). */
export function sameExpression(a: string, b: string): boolean {
  const norm = (t: string) => {
    try {
      return formatDiceExpression({ ...parseDiceFormula(t), mode: "points" });
    } catch {
      return t.trim();
    }
  };
  return norm(a) === norm(b);
}

/** The roll as the card stores it, the total recomputed from the faces; `null` when the faces are not a d6 roll. */
export function summaryFromEvidence(roll: RollEvidence, by: string): RollSummary | null {
  const faces = roll.faces;
  if (!Array.isArray(faces) || faces.length < 1 || faces.length > Math.min(MAX_ROLL_DICE, PROGRESSIVE_LIMITS.faces)) return null;
  if (!faces.every(isFace)) return null;
  const total = roll.mode === "faceSum" ? sumFaces(faces) : countPoints(faces);
  return { total, faces: [...faces], by: by.slice(0, PROGRESSIVE_LIMITS.nameLength) };
}

/** Does the roll's author speak for an actor they own (a GM owns every actor)? */
function ownedActor(roll: RollEvidence): RollEvidence["actor"] {
  return roll.actor && (roll.actor.ownedByAuthor || roll.authorIsGM) ? roll.actor : null;
}

/** Decides a request against the card's current state and the roll it points at. */
export function decideProgressiveRequest(card: CardSnapshot, request: ProgressiveRequest, roll: RollEvidence): RequestOutcome {
  if (roll.usedOn !== null) return no("MESHAL.Query.rollUsed");
  if (!roll.afterCard) return no("MESHAL.Query.rollTooOld");
  const actor = ownedActor(roll);
  const state = card.state;
  const side = state.sides[request.side];
  let next: Transition;
  if (request.op === "join") {
    const first = state.sides[0];
    if (!actor || !first) return no("MESHAL.Query.notYourRoll");
    if (first.actorUuid === actor.uuid) return no("MESHAL.Chat.progressive.sameActor");
    if (!sameExpression(String(roll.expression ?? ""), first.expression)) return no("MESHAL.Query.wrongExpression", { expression: first.expression });
    const summary = summaryFromEvidence(roll, actor.name);
    if (!summary) return no("MESHAL.Query.badRoll");
    const joined = joinContest(state, { name: actor.name.slice(0, PROGRESSIVE_LIMITS.nameLength), actorUuid: actor.uuid, expression: first.expression });
    next = joined.ok ? addPeriodRoll(joined.state, 1, summary) : joined;
  } else {
    if (!side) return no("MESHAL.Chat.progressive.noSide");
    if (request.op === "roll") {
      // A GM rolls any side; a side tied to an actor is rolled by that actor's owners, one without by the card's author.
      const allowed = roll.authorIsGM || (side.actorUuid ? actor?.uuid === side.actorUuid : roll.authorId === card.authorId);
      if (!allowed) return no("MESHAL.Query.notYourRoll");
      if (!sameExpression(String(roll.expression ?? ""), side.expression)) return no("MESHAL.Query.wrongExpression", { expression: side.expression });
    } else if (!actor) return no("MESHAL.Query.notYourRoll");
    const summary = summaryFromEvidence(roll, actor?.name ?? side.name);
    if (!summary) return no("MESHAL.Query.badRoll");
    next = request.op === "roll" ? addPeriodRoll(state, request.side, summary) : addAssist(state, request.side, summary);
  }
  return next.ok ? { ok: true, state: next.state } : no(next.reasonKey);
}

/**
 * What the GM's client accepts as a player's initiative roll (docs/queries.md, `meshal-lite.initiative`). The
 * requester writes a slip on its own User document (only that user or a GM can write it) naming the combat and the
 * combatants to roll for, and sends only `{userId, slipId}`; the GM reads the slip from that user, so the rights
 * checked are those of the user the server vouches for. Everything here reads untrusted data strictly. Pure.
 */
import { BAD_PAYLOAD, documentId, exactObject, refuse, type Parsed, type QueryAnswer } from "../../core/query-core.ts";

/** Most combatants one request may name (a big fight still fits). */
export const MAX_INITIATIVE_IDS = 100;

/** The slip a requester keeps on its own User document (flag `meshal-lite.initiativeSlip`). */
export interface InitiativeSlip {
  /** A fresh 16-character id per request. */
  id: string;
  combatId: string;
  /** The combatants to roll for, each at most once. */
  combatantIds: string[];
}

const bad = <T>(): Parsed<T> => ({ ok: false, reasonKey: BAD_PAYLOAD });

/** Reads a stored slip: `{id, combatId, combatantIds}` with 1 to MAX_INITIATIVE_IDS distinct document ids. */
export function parseInitiativeSlip(data: unknown): Parsed<InitiativeSlip> {
  const o = exactObject(data, ["id", "combatId", "combatantIds"]);
  const id = documentId(o?.id);
  const combatId = documentId(o?.combatId);
  const list = o?.combatantIds;
  if (!id || !combatId || !Array.isArray(list) || list.length < 1 || list.length > MAX_INITIATIVE_IDS) return bad();
  const combatantIds = list.map(documentId).filter((c): c is string => c !== undefined);
  if (combatantIds.length !== list.length || new Set(combatantIds).size !== combatantIds.length) return bad();
  return { ok: true, value: { id, combatId, combatantIds } };
}

/** What the GM reads on its own client before rolling. */
export interface InitiativeEvidence {
  /** Is the requester a GM? */
  isGM: boolean;
  /** Does the combat exist? */
  combatFound: boolean;
  /** For each requested combatant in the combat: does the requester own it (its actor)? Missing = not in the combat. */
  owned: ReadonlyMap<string, boolean>;
}

/** May the requester have initiative rolled for `combatantIds`? A GM for any combatant of the combat, a player for its own. */
export function decideInitiativeRequest(combatantIds: readonly string[], evidence: InitiativeEvidence): QueryAnswer {
  if (!evidence.combatFound || combatantIds.some((id) => !evidence.owned.has(id))) return refuse("MESHAL.Query.noCombat");
  if (!evidence.isGM && combatantIds.some((id) => evidence.owned.get(id) !== true)) return refuse("MESHAL.Query.notYourCombatant");
  return { ok: true };
}

/**
 * The GM's side of the encounter panel (§8.1): the fight's creatures read from the combat on the GM's own client
 * (actor types, strengths, life), their sides as the GM decides them (kept on the Combat: see `sidesOf`), and the
 * award — each eligible player character's potential total raised by its share, with a log entry naming the
 * encounter. Nothing here reads what a player sent, nor a disposition a player set; a character's strength counts only
 * when the GM's change log holds no change of its potential the GM has not accepted (gm-watch/change-watch.ts).
 */
import { isRecord } from "../../rules/guards.ts";
import { SYSTEM_ID } from "../../core/settings.ts";
import type { EncounterCreature, EncounterSide } from "./encounter-view.ts";
import { awardShares, ENCOUNTER_SIDES, encounterView, sideOf } from "./encounter-view.ts";
import { optionalRule } from "../../documents/runtime.ts";
import { escapeHtml } from "../../core/escape.ts";
import { localization } from "../../core/i18n.ts";
import { isActorDocument } from "../../core/document-guards.ts";
import { ACTOR_DOC } from "../../documents/change-log/change-log.ts";
import { unacceptedOf } from "../gm-watch/change-watch.ts";

/** Longest encounter name kept in a log entry. */
export const ENCOUNTER_NAME_MAX = 100;

/** A combatant as this module reads it. */
interface CombatantLike {
  id?: string | null;
  name?: string | null;
  actor?: ActorLike | null;
  token?: { disposition?: unknown } | null;
}

/** An actor as this module reads it: type, derived strength and life, and its stored potential. */
interface ActorLike {
  uuid: string;
  name?: string | null;
  type: string;
  system: unknown;
  /** Core's `hasPlayerOwner`: some user who is not a GM owns it. */
  hasPlayerOwner?: boolean;
  update(changes: Record<string, unknown>): Promise<unknown>;
}

/** A combat as this module reads it. */
export interface EncounterCombat {
  combatants: Iterable<CombatantLike> | { contents: CombatantLike[] };
  /** The combat's flags: an award is recorded on the combat, so a second one for the same fight is asked about. */
  getFlag?(scope: string, key: string): unknown;
  setFlag?(scope: string, key: string, value: unknown): Promise<unknown>;
}

/** The combat flag naming the encounter already awarded for this fight. */
export const AWARDED_FLAG = "encounterAwarded";

/** The combat flag holding the sides the GM decided, by combatant id (written by the GM only: the Combat is the GM's). */
export const SIDES_FLAG = "encounterSides";

/** The sides kept on the combat, by combatant id; anything else stored there is ignored. */
export function sidesOf(combat: EncounterCombat): Record<string, EncounterSide> {
  const stored = combat.getFlag?.(SYSTEM_ID, SIDES_FLAG);
  const out: Record<string, EncounterSide> = {};
  if (!isRecord(stored)) return out;
  for (const [id, side] of Object.entries(stored)) {
    const known = ENCOUNTER_SIDES.find((s) => s === side);
    if (known) out[id] = known;
  }
  return out;
}

/** A number at `path` of a record, or 0. */
function numberAt(value: unknown, ...path: string[]): number {
  let at: unknown = value;
  for (const key of path) at = isRecord(at) ? at[key] : undefined;
  return typeof at === "number" && Number.isFinite(at) ? at : 0;
}

function lifeOf(system: unknown): EncounterCreature["state"] {
  const state = isRecord(system) ? system["consciousness"] : undefined;
  return state === "unconscious" || state === "dead" ? state : "conscious";
}

const combatantsOf = (combat: EncounterCombat): CombatantLike[] => ("contents" in combat.combatants ? combat.combatants.contents : [...combat.combatants]);

/**
 * The combat's creatures: one per combatant with an actor, with the side the GM kept for it; characters' strength from
 * their spent potential, marked when its actor's UUID is in `unaccepted` (see `unacceptedStrengths`).
 */
export function encounterCreatures(combat: EncounterCombat, unaccepted: ReadonlySet<string> = new Set()): EncounterCreature[] {
  const out: EncounterCreature[] = [];
  const sides = sidesOf(combat);
  for (const c of combatantsOf(combat)) {
    const actor = c.actor;
    if (!actor) continue;
    const pc = actor.type === "character";
    const disposition = c.token?.disposition;
    const side = c.id ? sides[c.id] : undefined;
    out.push({
      ...(c.id ? { combatantId: c.id } : {}),
      ...(actor.hasPlayerOwner === true ? { playerOwned: true } : {}),
      ...(side ? { side } : {}),
      actorUuid: actor.uuid,
      name: c.name || actor.name || "",
      pc,
      disposition: typeof disposition === "number" ? disposition : null,
      strength: pc ? numberAt(actor.system, "potential", "strength") : numberAt(actor.system, "strength"),
      ...(pc && unaccepted.has(actor.uuid) ? { unaccepted: true } : {}),
      state: lifeOf(actor.system),
    });
  }
  return out;
}

/**
 * When the GM opens the panel: every creature without a kept side gets the one it counts on now (a player's creature
 * friendly, another by its token's disposition), kept on the combat, so a disposition changed later moves nobody; the
 * GM moves creatures in the panel (`setEncounterSide`). Nothing is written when every side is kept already.
 */
export async function keepOpeningSides(combat: EncounterCombat): Promise<void> {
  if (game.user?.isGM !== true || !combat.setFlag) return;
  const kept = sidesOf(combat);
  const added = encounterCreatures(combat).filter((c) => c.combatantId && !kept[c.combatantId]);
  if (added.length === 0) return;
  await combat.setFlag(SYSTEM_ID, SIDES_FLAG, { ...kept, ...Object.fromEntries(added.map((c) => [c.combatantId, sideOf(c)])) });
}

/** The GM moves a combatant to `side` (kept on the combat). A player's client changes nothing. */
export async function setEncounterSide(combat: EncounterCombat, combatantId: string, side: EncounterSide): Promise<boolean> {
  if (game.user?.isGM !== true || !combat.setFlag || !ENCOUNTER_SIDES.includes(side)) return false;
  if (!combatantsOf(combat).some((c) => c.id === combatantId)) return false;
  await combat.setFlag(SYSTEM_ID, SIDES_FLAG, { ...sidesOf(combat), [combatantId]: side });
  return true;
}

/** The actors of the combat by UUID (the first combatant's actor for each). */
function actorsByUuid(combat: EncounterCombat): Map<string, ActorLike> {
  const map = new Map<string, ActorLike>();
  for (const c of combatantsOf(combat)) if (c.actor && !map.has(c.actor.uuid)) map.set(c.actor.uuid, c.actor);
  return map;
}

/**
 * The characters of `combat` (by actor UUID) whose potential a player changed and the GM has not accepted, as the GM's
 * change log reads now: their strength is the player's word, not the GM's record.
 */
export async function unacceptedStrengths(combat: EncounterCombat): Promise<Set<string>> {
  const out = new Set<string>();
  for (const actor of actorsByUuid(combat).values()) {
    if (actor.type !== "character" || !isActorDocument(actor)) continue;
    const { entries } = await unacceptedOf(actor);
    if (entries.some((e) => e.doc === ACTOR_DOC && e.path.startsWith("potential"))) out.add(actor.uuid);
  }
  return out;
}

/** One confirmation naming the encounter and what each player character receives; true = award. */
async function confirmAward(name: string, shares: readonly { name: string; amount: number }[], awardedBefore: string | null): Promise<boolean> {
  const i18n = localization();
  const again = awardedBefore === null ? "" : `<p class="notification warning">${escapeHtml(i18n.format("MESHAL.Encounter.awardedBefore", { encounter: awardedBefore }))}</p>`;
  const lines = shares.map((s) => `<li>${escapeHtml(i18n.format("MESHAL.Encounter.confirmLine", { name: s.name, amount: String(s.amount) }))}</li>`).join("");
  const answer = await foundry.applications.api.DialogV2.confirm({
    window: { title: i18n.localize("MESHAL.Encounter.confirmTitle") },
    content: `${again}<p>${escapeHtml(i18n.format("MESHAL.Encounter.confirm", { encounter: name }))}</p><ul>${lines}</ul>`,
    rejectClose: false,
  });
  return answer === true;
}

/** The award's result: who received how much, or why nothing was written. */
export type AwardResult = { ok: true; awarded: { name: string; amount: number }[] } | { ok: false; reasonKey: string; data?: Record<string, string> };

/**
 * Awards the fight's reward (§8.1) to each eligible player character of `combat`, as the GM: the shares are worked out
 * again from the combat as this client reads it; `bonuses` (actor UUID → asked bonus) only count with the bonus rule
 * on, clamped to 0…min(3, reward). After one confirmation, each PC's potential total rises by its share and its log
 * records the encounter. A cancelled confirmation writes nothing (`reasonKey` ""). Refused, asking nothing, while a
 * character counted on a side has a change of its potential the GM has not accepted (`data.names` names them).
 */
export async function awardEncounter(combat: EncounterCombat, name: string, bonuses: Readonly<Record<string, number>> = {}): Promise<AwardResult> {
  if (game.user?.isGM !== true) return { ok: false, reasonKey: "MESHAL.Warn.gmOnly" };
  const view = encounterView(encounterCreatures(combat, await unacceptedStrengths(combat)), optionalRule("potentialBonus"));
  if (view.unaccepted.length > 0) return { ok: false, reasonKey: "MESHAL.Encounter.unacceptedStrength", data: { names: view.unaccepted.join(", ") } };
  const shares = awardShares(view, bonuses);
  if (shares.length === 0) return { ok: false, reasonKey: "MESHAL.Encounter.nothingToAward" };
  const target = name.trim().slice(0, ENCOUNTER_NAME_MAX);
  const before = combat.getFlag?.(SYSTEM_ID, AWARDED_FLAG);
  if (!(await confirmAward(target, shares, typeof before === "string" ? before : null))) return { ok: false, reasonKey: "" };
  await combat.setFlag?.(SYSTEM_ID, AWARDED_FLAG, target);
  const actors = actorsByUuid(combat);
  const awarded: { name: string; amount: number }[] = [];
  for (const share of shares) {
    const actor = actors.get(share.actorUuid);
    if (!actor) continue;
    const total = numberAt(actor.system, "potential", "total");
    const log = isRecord(actor.system) && isRecord(actor.system["potential"]) && Array.isArray(actor.system["potential"]["log"]) ? actor.system["potential"]["log"] : [];
    const note = share.bonus > 0 ? `+${share.amount - share.bonus} +${share.bonus}` : `+${share.amount}`;
    await actor.update({
      "system.potential.total": total + share.amount,
      "system.potential.log": [...log, { kind: "spend", reason: "reward", amount: 0, target, note }],
    });
    awarded.push({ name: share.name, amount: share.amount });
  }
  return { ok: true, awarded };
}

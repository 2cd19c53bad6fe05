/**
 * The encounter-strength panel's view (§8.1): the fight's creatures on each side with their strength, the gap, the band
 * and the potential each player character would receive, and (with the bonus rule on) how much bonus each may get.
 * Pure: the panel (encounter-panel.ts) and the GM's award (encounter-award.ts) read a combat through it alike.
 */
import { assessEncounter, ENCOUNTER_TABLE, potentialBonus, rewardEligible, type EncounterBand } from "../../rules/index.ts";

/** Foundry's token dispositions (CONST.TOKEN_DISPOSITIONS). */
export const DISPOSITION = { secret: -2, hostile: -1, neutral: 0, friendly: 1 } as const;

/** Which side of the fight a creature counts on; "neutral" = neither (a neutral or secret token). */
export type EncounterSide = "hostile" | "friendly" | "neutral";

/** The sides a creature can count on, in the panel's order. */
export const ENCOUNTER_SIDES: readonly EncounterSide[] = ["hostile", "friendly", "neutral"];

/** A combatant as the panel reads it. */
export interface EncounterCreature {
  /** The combatant's id (the key of the GM's choice of side); absent for a creature read without one. */
  combatantId?: string;
  actorUuid: string;
  name: string;
  /** A player character (a character actor): it can receive the reward. */
  pc: boolean;
  /** Its token's disposition; null without a token. Read only for a creature no player owns (a player sets their own). */
  disposition: number | null;
  /** Some player (not a GM) owns its actor: friendly unless the GM says otherwise. Absent = no. */
  playerOwned?: boolean;
  /** The side the GM set in the panel (kept on the Combat); absent = not set. */
  side?: EncounterSide;
  /** Character: the strength its spent potential gives; NPC: its strength rating. */
  strength: number;
  /** Character: a player changed its potential and the GM has not accepted it (its strength is not to be trusted). */
  unaccepted?: boolean;
  state: "conscious" | "unconscious" | "dead";
}

/** One creature on a side. */
export interface CreatureRow {
  /** The combatant's id ("" when read without one), for the GM's change of its side. */
  id: string;
  name: string;
  strength: number;
  side: EncounterSide;
  /** Its strength comes from a potential the GM has not accepted (marked in the panel). */
  unaccepted?: boolean;
}

/** A player character's share of the reward. */
export interface PcShare {
  actorUuid: string;
  name: string;
  /** Receives the reward (on the friendly side, neither unconscious nor dead, §8.1). */
  eligible: boolean;
  /** Why not (lang key), or "". */
  reasonKey: string;
  reward: number;
  /** The most bonus potential the GM may add (§8.1 [OPT]: 1–3, never above the reward); 0 without the rule. */
  bonusMax: number;
}

/** The panel's data. */
export interface EncounterView {
  hostile: CreatureRow[];
  friendly: CreatureRow[];
  /** Neutral and secret tokens: not counted on either side. */
  neutral: CreatureRow[];
  hostileStrength: number;
  friendlyStrength: number;
  /** Null when no creature is on the friendly side (the gap divides by their number, `divisor`). */
  assessment: { gap: number; band: EncounterBand; bandKey: string; reward: number; divisor: number } | null;
  /** The band table (§8.1): each band's gap range in numbers ("−30 … −1", "≥ 90"), its reward, the one this fight is in. */
  bands: { bandKey: string; range: string; reward: number; current: boolean }[];
  pcs: PcShare[];
  /** The bonus rule is on. */
  bonus: boolean;
  /** Someone eligible would receive something. */
  canAward: boolean;
  /** The names of the creatures counted on a side whose strength the GM has not accepted: no award until accepted. */
  unaccepted: string[];
}

/**
 * The side a creature counts on, decided by the GM: the side the GM set in the panel; else friendly for a creature a
 * player owns (its token's disposition is the player's to set, so it is never read); else its token's disposition;
 * without a token a PC is friendly, anyone else hostile.
 */
export function sideOf(creature: Pick<EncounterCreature, "disposition" | "pc" | "side" | "playerOwned">): EncounterSide {
  if (creature.side) return creature.side;
  if (creature.playerOwned) return "friendly";
  if (creature.disposition === null) return creature.pc ? "friendly" : "hostile";
  if (creature.disposition === DISPOSITION.hostile) return "hostile";
  if (creature.disposition === DISPOSITION.friendly) return "friendly";
  return "neutral";
}

const rowOf = (c: EncounterCreature, side: EncounterSide): CreatureRow =>
  ({ id: c.combatantId ?? "", name: c.name, strength: c.strength, side, ...(c.unaccepted ? { unaccepted: true } : {}) });
const sum = (rows: readonly CreatureRow[]) => rows.reduce((s, r) => s + r.strength, 0);

/** Why a PC receives nothing (lang key), or "" when it receives the reward. */
function ineligibleReason(c: EncounterCreature, side: EncounterSide): string {
  if (side !== "friendly") return "MESHAL.Encounter.notFriendly";
  if (!rewardEligible({ fled: false, state: c.state })) return `MESHAL.Encounter.state.${c.state}`;
  return "";
}

/** A number as the table prints it: a true minus sign. */
const signed = (n: number) => String(n).replace("-", "−");

/** The band table's rows, each band's gap range read from the next band's lower bound. */
function bandRows(current: EncounterBand | null): EncounterView["bands"] {
  return ENCOUNTER_TABLE.map((row, i) => {
    const next = ENCOUNTER_TABLE[i + 1];
    const range = !Number.isFinite(row.from) ? `≤ ${signed((next?.from ?? 0) - 1)}`
      : next ? `${signed(row.from)} … ${signed(next.from - 1)}` : `≥ ${signed(row.from)}`;
    return { bandKey: `MESHAL.Encounter.band.${row.band}`, range, reward: row.reward, current: row.band === current };
  });
}

/** The panel's view of the fight's creatures. `potentialBonusRule`: the §8.1 [OPT] bonus rule is on. */
export function encounterView(creatures: readonly EncounterCreature[], potentialBonusRule: boolean): EncounterView {
  const sides = creatures.map((c) => ({ c, side: sideOf(c) }));
  const on = (side: EncounterSide) => sides.filter((s) => s.side === side).map((s) => rowOf(s.c, side));
  const hostile = on("hostile");
  const friendly = on("friendly");
  const found = friendly.length > 0 ? assessEncounter(hostile.map((r) => r.strength), friendly.map((r) => r.strength)) : null;
  const assessment = found
    ? { gap: Math.trunc(found.gap), band: found.band, bandKey: `MESHAL.Encounter.band.${found.band}`, reward: found.reward, divisor: friendly.length }
    : null;
  const reward = assessment?.reward ?? 0;
  const seen = new Set<string>();
  const pcs: PcShare[] = [];
  for (const { c, side } of sides) {
    if (!c.pc || seen.has(c.actorUuid)) continue;
    seen.add(c.actorUuid);
    const reasonKey = ineligibleReason(c, side);
    const eligible = reasonKey === "" && assessment !== null;
    pcs.push({
      actorUuid: c.actorUuid, name: c.name, eligible, reasonKey,
      reward: eligible ? reward : 0,
      bonusMax: eligible && potentialBonusRule ? potentialBonus(3, reward) : 0,
    });
  }
  return {
    hostile, friendly, neutral: on("neutral"),
    hostileStrength: sum(hostile), friendlyStrength: sum(friendly),
    assessment, pcs, bonus: potentialBonusRule,
    bands: bandRows(assessment?.band ?? null),
    canAward: pcs.some((p) => p.eligible && p.reward > 0),
    unaccepted: [...hostile, ...friendly].filter((r) => r.unaccepted).map((r) => r.name),
  };
}

/**
 * What each eligible PC receives: the reward plus the bonus the GM asked for, clamped to 0…min(3, reward) (§8.1 [OPT];
 * no bonus without the rule). PCs receiving nothing are left out.
 */
export function awardShares(view: EncounterView, bonuses: Readonly<Record<string, number>>): { actorUuid: string; name: string; amount: number; bonus: number }[] {
  return view.pcs
    .filter((p) => p.eligible && p.reward > 0)
    .map((p) => {
      const asked = Number(bonuses[p.actorUuid] ?? 0);
      const bonus = view.bonus && Number.isFinite(asked) ? potentialBonus(asked, p.reward) : 0;
      return { actorUuid: p.actorUuid, name: p.name, amount: p.reward + bonus, bonus };
    });
}

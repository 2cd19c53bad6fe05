/**
 * The working of each resolved hit, in the reader's words (issue 22 "every number explained"): the roll, protection
 * less penetration, the defense roll and whether it stopped the hit, the extra damage and the damage; and, once
 * applied, what each attribute actually lost against the dice it had. Pure.
 */
import { applyPenetration, ATTRIBUTE_IDS, countPoints, formatExtraDamage, type AttributeDice } from "../../../rules/index.ts";
import { extraOps, hitRoll, targetFaces, undefended, type AttackState, type AttackTarget } from "../attack-state.ts";
import { formatFor } from "../../../chat/reader-format.ts";
import type { CardReader } from "../../../chat/card-type.ts";

const K = "MESHAL.Attack.card.working";
type Reader = Pick<CardReader, "localize">;

/** "+2 claimed": the advantages a player claimed beyond their sheet's (the GM capped them), "" when none. */
export function claimedText(reader: Reader, state: Pick<AttackState, "claimed">): string {
  return state.claimed ? formatFor(reader, "MESHAL.Attack.card.claimed", { count: state.claimed }) : "";
}

/** The extra damage as the card writes it, with "damage" said so "×2" cannot read as a second hit. */
export function extraDamageText(reader: Reader, state: Pick<AttackState, "extra">): string {
  const ops = extraOps(state.extra).map(formatExtraDamage).join(", ");
  return ops ? formatFor(reader, "MESHAL.Attack.card.extraDamage", { ops }) : "";
}

/** The steps of hit `index` on a resolved line, or [] when the line has not resolved or kept no working. */
export function hitWorking(reader: Reader, state: AttackState, target: AttackTarget, index: number): string[] {
  const w = target.working?.[index];
  if (!target.resolved || !w) return [];
  const roll = hitRoll(state, targetFaces(state, target, index));
  const unit = reader.localize(state.mode === "points" ? "MESHAL.Dice.points" : "MESHAL.Dice.faceSum");
  const steps = [formatFor(reader, `${K}.roll`, { roll, unit })];
  if (roll === 0) return [...steps, reader.localize(`${K}.autoMiss`)];
  if (w.protection === null) return [...steps, reader.localize(`${K}.immune`)];
  const met = applyPenetration(w.protection, state.penetration);
  steps.push(state.penetration > 0
    ? formatFor(reader, `${K}.protectionLessPenetration`, { protection: w.protection, penetration: state.penetration, left: met })
    : formatFor(reader, `${K}.protection`, { protection: met }));
  const afterProtection = roll - met;
  const d = target.defenses[index];
  if (d && !undefended(d.kind) && afterProtection > 0) {
    const points = countPoints(d.faces);
    const stopped = afterProtection - points <= 0;
    steps.push(formatFor(reader, stopped ? `${K}.defenseStopped` : `${K}.defenseFailed`, { defense: reader.localize(`MESHAL.Defense.${d.kind}`), points }));
  } else if (afterProtection <= 0) {
    steps.push(reader.localize(`${K}.protectionStopped`));
  }
  const remainder = afterProtection - (d && !undefended(d.kind) ? countPoints(d.faces) : 0);
  if (remainder > 0) {
    steps.push(formatFor(reader, `${K}.left`, { points: remainder }));
    const extra = extraDamageText(reader, state);
    const dicePoints = countPoints(state.extraFaces[index] ?? []);
    if (extra) steps.push(state.extra.some((e) => e.op === "addDice") ? formatFor(reader, `${K}.extraRolled`, { extra, points: dicePoints }) : extra);
  }
  steps.push(formatFor(reader, `${K}.damage`, { damage: w.damage }));
  return steps;
}

/** "Might −2 of 2 (all it had)" per attribute an application removed dice from, against the dice it had before. */
export function lossParts(reader: Reader, removed: Record<string, number>, before: AttributeDice | null): string[] {
  return ATTRIBUTE_IDS.flatMap((id) => {
    const dice = removed[id] ?? 0;
    if (dice <= 0) return [];
    const attribute = reader.localize(`MESHAL.Attribute.${id}`);
    const had = before?.[id] ?? null;
    if (had === null) return [formatFor(reader, "MESHAL.Attack.card.removedPart", { attribute, dice })];
    return [formatFor(reader, dice >= had ? `${K}.lostAll` : `${K}.lostOf`, { attribute, dice, had })];
  });
}

/** "6 damage, 4 dice lost: no more dice to take" when the attributes' dice capped the loss, else "". */
export function cappedNote(reader: Reader, damage: number, removed: Record<string, number>): string {
  const lost = ATTRIBUTE_IDS.reduce((n, id) => n + (removed[id] ?? 0), 0);
  return lost < damage ? formatFor(reader, `${K}.capped`, { damage, lost }) : "";
}

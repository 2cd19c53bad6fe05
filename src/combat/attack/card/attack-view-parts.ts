/**
 * Small pieces the attack card's view shares between its header and its target lines: the chance text and
 * localised label lists. Pure.
 */
import type { CardReader } from "../../../chat/card-type.ts";
import type { AttackReader } from "./attack-reader.ts";
import type { TargetLine } from "../targets/targets.ts";

/**
 * A chance as the card prints it: a percentage with one decimal; exactly 100% or 0% only when it is certain, so a
 * 99.96% chance reads 99.9% rather than a promise.
 */
export function chanceText(chance: number): string {
  if (chance >= 1) return "100%";
  if (chance <= 0) return "0%";
  const pct = Math.min(99.9, Math.max(0.1, Math.round(chance * 1000) / 10));
  return `${pct.toFixed(1)}%`;
}

/**
 * A target line's name for the reader. A hidden token's line stores no name (the card is public): players read "an
 * unseen creature", the GM the token's name as its client reads it.
 */
export function lineName(reader: Pick<AttackReader, "localize" | "isGM" | "tokenName">, line: Pick<TargetLine, "name" | "hidden" | "tokenUuid">): string {
  if (!line.hidden) return line.name;
  return (reader.isGM === true && reader.tokenName?.(line.tokenUuid)) || reader.localize("MESHAL.Attack.card.unseen");
}

/** Localised labels of ids under a lang group, joined with " / ". */
export function labelList(reader: Pick<CardReader, "localize">, group: string, ids: readonly string[]): string {
  return ids.map((id) => reader.localize(`${group}.${id}`)).join(" / ");
}

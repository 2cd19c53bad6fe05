/**
 * Fate expense (docs/rules.md §2.4 [N, OPT]), the pure part: which roll offers it, what the roller's choice does, the
 * record the card keeps, and the roll's stored data with the chosen faces. After a check of one of your own
 * attributes you may set any of its dice to faces you choose; every die changed is lost from that attribute.
 */
import { ATTRIBUTE_IDS, countPoints, fateExpense, sumFaces, type AttributeId, type RollMode } from "../rules/index.ts";
import { escapeHtml } from "../core/escape.ts";
import { scoreResults, type ScorableResult } from "./points.ts";

/** What a roll's card keeps of a fate expense: the attribute paid, the faces before, the dice lost, who chose. */
export interface FateRecord {
  attribute: AttributeId;
  faces: number[];
  lost: number;
  by: string;
}

const isAttribute = (value: unknown): value is AttributeId => ATTRIBUTE_IDS.some((id) => id === value);

/** Reads a record stored in roll options, dropping anything malformed (a hand-edited message). */
export function readFate(value: unknown): FateRecord | null {
  if (typeof value !== "object" || value === null) return null;
  if (!("attribute" in value) || !("faces" in value) || !("lost" in value) || !("by" in value)) return null;
  const { attribute, faces, lost, by } = value;
  if (!isAttribute(attribute) || typeof by !== "string" || typeof lost !== "number" || !Number.isInteger(lost) || lost < 0) return null;
  if (!Array.isArray(faces) || !faces.every((f) => Number.isInteger(f) && f >= 1 && f <= 6)) return null;
  return { attribute, faces: faces.map(Number), lost, by };
}

/** The roll facts fate expense depends on. */
export interface FateRoll {
  /** The check's expression text: fate expense needs a bare attribute id ("might"), the roller's own dice. */
  expression: string;
  actorUuid: string | null;
  fate: FateRecord | null;
  /** How many dice were rolled. */
  dice: number;
}

/** The attribute whose dice a roll may spend on fate (once per roll), or null when the roll does not offer it. */
export function fateAttribute(roll: FateRoll): AttributeId | null {
  if (roll.fate || !roll.actorUuid || roll.dice <= 0) return null;
  const expression = roll.expression.trim();
  return isAttribute(expression) ? expression : null;
}

export type FatePlan = { ok: true; faces: number[]; lost: number } | { ok: false; reasonKey: string };

/**
 * The roll after the roller's choice (die index → face): the new faces and the dice lost. Refused when it would cost
 * more dice than the attribute has now (`current`), or names a die or a face that does not exist.
 */
export function planFate(faces: readonly number[], changes: Readonly<Record<number, number>>, current: number): FatePlan {
  let result: { faces: number[]; diceLost: number };
  try {
    result = fateExpense(faces, changes);
  } catch {
    return { ok: false, reasonKey: "MESHAL.Fate.badChoice" };
  }
  if (result.diceLost > Math.max(0, current)) return { ok: false, reasonKey: "MESHAL.Fate.tooFew" };
  return { ok: true, faces: result.faces, lost: result.diceLost };
}

/**
 * A roll's stored data (`Roll#toJSON`) with its dice showing `faces` in order, each result scored again, the total
 * recomputed and the fate record in its options. Reads the dice terms under `terms` (Foundry's data) and under `dice`
 * alike.
 */
export function withFate<T extends object>(json: T, faces: readonly number[], mode: RollMode, record: FateRecord): T {
  const out = structuredClone(json);
  for (const key of ["terms", "dice"]) {
    const terms: unknown = Reflect.get(out, key);
    if (!Array.isArray(terms)) continue;
    let at = 0;
    for (const term of terms) {
      const results: unknown = typeof term === "object" && term !== null ? Reflect.get(term, "results") : undefined;
      if (!Array.isArray(results)) continue;
      const scorable: ScorableResult[] = results;
      for (const r of scorable) if (r.active !== false) r.result = faces[at++] ?? r.result;
      if (mode === "points") scoreResults(scorable);
    }
  }
  Reflect.set(out, "total", mode === "points" ? countPoints(faces) : sumFaces(faces));
  const options: unknown = Reflect.get(out, "options");
  Reflect.set(out, "options", { ...(typeof options === "object" ? options : {}), fate: record });
  return out;
}

/** The dialog's form: one select per die (`die-<index>`); the dice whose face changed, index → new face. */
export function readFateForm(values: Record<string, unknown>, faces: readonly number[]): Record<number, number> {
  const changes: Record<number, number> = {};
  faces.forEach((face, index) => {
    const chosen = Number(values[`die-${index}`]);
    if (Number.isInteger(chosen) && chosen >= 1 && chosen <= 6 && chosen !== face) changes[index] = chosen;
  });
  return changes;
}

/** The dialog's HTML: the rule in a sentence, then each die with a choice of face (its own face selected). */
export function fateDialogContent(faces: readonly number[], intro: string, dieLabel: (n: number) => string): string {
  const rows = faces.map((face, index) => {
    const options = [1, 2, 3, 4, 5, 6].map((f) => `<option value="${f}"${f === face ? " selected" : ""}>${f}</option>`).join("");
    return `<div class="form-group"><label for="meshal-fate-${index}">${escapeHtml(dieLabel(index + 1))}</label>`
      + `<div class="form-fields"><select id="meshal-fate-${index}" name="die-${index}">${options}</select></div></div>`;
  });
  return `<div class="meshal meshal-fate"><p class="hint">${escapeHtml(intro)}</p>${rows.join("")}</div>`;
}

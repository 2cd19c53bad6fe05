/**
 * The listed requirements of an ability as creation checks them (§3.6: "all listed requirements must be met"). The
 * compendium stores them as lines of text, in Chinese or (translated) in English, written from the dataset's
 * structured requirements in a few fixed shapes: knowing another ability, knowing N abilities of a style, a size, not a
 * form, training, a task. The first four are checked against what the character owns now; training and a task are the
 * table's to judge (the character's past), so they are marked, not checked. A line of any other shape is shown as it
 * is. Pure.
 */

/** Met, not met, or for the table to judge (training, a task, a line of unknown shape). */
export type RequirementStatus = "met" | "unmet" | "table";

/** One requirement line with its state, and the lang key naming the state on the row. */
export interface RequirementMark {
  text: string;
  status: RequirementStatus;
  labelKey: string;
}

/** What the checks read of the character: names in the compendium's language, as the requirement lines write them. */
export interface RequirementFacts {
  /** Owned abilities' names. */
  abilities: readonly string[];
  /** Owned size features' names. */
  sizes: readonly string[];
  /** Owned form features' names. */
  forms: readonly string[];
  /** How many owned abilities carry the style labelled `label` (either language), or null when no style has it. */
  styleCount(label: string): number | null;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const owns = (names: readonly string[], name: string) => names.some((n) => same(n, name));
const trimEnd = (s: string) => s.replace(/[。.]\s*$/, "").trim();

type Check = (m: RegExpExecArray, facts: RequirementFacts) => RequirementStatus;

const byBool = (ok: boolean): RequirementStatus => (ok ? "met" : "unmet");
const styleCheck: Check = (m, facts) => {
  const have = facts.styleCount(trimEnd(m[2] ?? ""));
  return have === null ? "table" : byBool(have >= Number(m[1]));
};
const sizeCheck = (split: RegExp): Check => (m, facts) => byBool(trimEnd(m[1] ?? "").split(split).some((s) => owns(facts.sizes, s)));

/** The shapes the pack writes (scripts/packs/abilities-words.mjs `requirementWords`), in both languages. */
const SHAPES: readonly (readonly [RegExp, Check])[] = [
  [/^须已掌握至少(\d+)个(.+?)能力/, styleCheck],
  [/^Must know at least (\d+) (.+?) abilities/i, styleCheck],
  [/^须已掌握(.+)$/, (m, facts) => byBool(owns(facts.abilities, trimEnd(m[1] ?? "")))],
  [/^Must already know (.+)$/i, (m, facts) => byBool(owns(facts.abilities, trimEnd(m[1] ?? "")))],
  [/^体型须为(.+)$/, sizeCheck(/或/)],
  [/^Size (.+) only\.?$/i, sizeCheck(/\s+or\s+/i)],
  [/^形态不能是(.+)$/, (m, facts) => byBool(!owns(facts.forms, trimEnd(m[1] ?? "")))],
  [/^Form must not be (.+)$/i, (m, facts) => byBool(!owns(facts.forms, trimEnd(m[1] ?? "")))],
];

/** The state of one requirement line. */
export function requirementStatus(text: string, facts: RequirementFacts): RequirementStatus {
  const line = text.trim();
  for (const [shape, check] of SHAPES) {
    const m = shape.exec(line);
    if (m) return check(m, facts);
  }
  return "table";
}

/** Every line of `requirements` with its state. */
export function markRequirements(requirements: readonly string[], facts: RequirementFacts): RequirementMark[] {
  return requirements.map((text) => {
    const status = requirementStatus(text, facts);
    return { text, status, labelKey: `MESHAL.CharacterSheet.creation.need.${status}` };
  });
}

/**
 * What the optional-rules menu shows: the switches whose code exists, grouped by chapter, each chapter's seed rules
 * before the newer edition's variants. Pure, so the preview and the tests build the same view.
 */
import { isOptionalRuleShown, OPTIONAL_RULE_IDS, OPTIONAL_RULES, type OptionalRuleId, type RuleChapter, type RuleEdition } from "../../core/optional-rules.ts";

export const RULE_CHAPTERS: readonly RuleChapter[] = ["character", "dice", "combat", "life", "gm"];
const EDITIONS: readonly RuleEdition[] = ["seed", "newer"];

export interface RuleSwitchView {
  id: OptionalRuleId;
  section: string;
  checked: boolean;
  /** Lang keys. */
  name: string;
  hint: string;
}

export interface RuleEditionView {
  edition: RuleEdition;
  label: string;
  rules: RuleSwitchView[];
}

export interface RuleChapterView {
  chapter: RuleChapter;
  label: string;
  editions: RuleEditionView[];
}

/** The menu's chapters (empty ones left out), given whether each rule is on now. */
export function rulesMenuView(isOn: (id: OptionalRuleId) => boolean): RuleChapterView[] {
  const shown = OPTIONAL_RULE_IDS.filter(isOptionalRuleShown);
  return RULE_CHAPTERS.map((chapter) => ({
    chapter,
    label: `MESHAL.RulesMenu.chapter.${chapter}`,
    editions: EDITIONS.map((edition) => ({
      edition,
      label: `MESHAL.RulesMenu.edition.${edition}`,
      rules: shown
        .filter((id) => OPTIONAL_RULES[id].chapter === chapter && OPTIONAL_RULES[id].edition === edition)
        .map((id) => ({
          id,
          section: OPTIONAL_RULES[id].section,
          checked: isOn(id),
          name: `MESHAL.OptionalRule.${id}.name`,
          hint: `MESHAL.OptionalRule.${id}.hint`,
        })),
    })).filter((e) => e.rules.length > 0),
  })).filter((c) => c.editions.length > 0);
}

/**
 * The settings a submitted form changes: each shown rule's checkbox against its current value (an unchecked box is
 * absent from the form data). Hidden rules and unknown keys are never touched.
 */
export function ruleChanges(submitted: Record<string, unknown>, isOn: (id: OptionalRuleId) => boolean): [OptionalRuleId, boolean][] {
  const changes: [OptionalRuleId, boolean][] = [];
  for (const id of OPTIONAL_RULE_IDS.filter(isOptionalRuleShown)) {
    const wanted = submitted[id] === true;
    if (wanted !== isOn(id)) changes.push([id, wanted]);
  }
  return changes;
}

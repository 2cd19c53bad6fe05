/**
 * The item sheet's view model (pure), one for every item type: header, a readable play-mode summary (key facts and
 * every attack with its dice), the edit-mode fields of every stored value (from the item specs), the description and
 * the effects list.
 */
import { ITEM_SPECS } from "../../data/item-specs.ts";
import { choiceLabels, ATTACK_MODES, ATTACK_TYPES, ITEM_SCALES, ABILITY_TYPES } from "../../data/choices.ts";
import type { ItemType } from "../../data/types.ts";
import type { DiceExpression } from "../../rules/types.ts";
import { effectGroups, type EffectGroup, type EffectSource } from "./effects.ts";
import { fieldViews, type Entry, type LabelScope } from "./fields.ts";
import { expressionText, labelsOf, type ViewEnv } from "./labels.ts";

/** What the item sheet is built from (a Foundry Item or a fixture). */
export interface ItemSheetInput {
  name: string;
  img?: string | null;
  type: ItemType;
  /** The stored `system` (edit mode edits these values). */
  source: Record<string, unknown>;
  effects?: Iterable<EffectSource>;
  /** The description, enriched for display (HTML). */
  enrichedDescription?: string;
}

/** One attack as the summary shows it. */
export interface AttackSummary {
  index: number;
  label: string;
  modeKey: string | null;
  expression: string;
  cost: number;
  hits: number;
  typeKeys: string[];
}

/** The sheet's data. */
export interface ItemSheetView {
  item: { name: string; img: string; type: ItemType; typeLabelKey: string };
  facts: { labelKey: string; value: string; valueKey?: string }[];
  attacks: AttackSummary[];
  fields: Entry[];
  description: { name: string; value: string; enriched: string };
  effects: EffectGroup[];
}

const BASE_FIELDS = new Set(["identifier", "description", "source"]);
const scopeOf = (type: ItemType): LabelScope => ({ prefix: `MESHAL.Item.${type}`, basePrefix: "MESHAL.Item.base", baseFields: BASE_FIELDS });
const choiceKey = (list: readonly string[], id: string) => choiceLabels(list)?.[id] ?? id;

interface AttackSys { label?: string; mode?: string; cost?: number; hits?: number; types?: string[]; dice?: DiceExpression }

/** Key facts of the play-mode summary. */
function factsOf(type: ItemType, s: Record<string, unknown>): ItemSheetView["facts"] {
  const facts: ItemSheetView["facts"] = [];
  const scope = `MESHAL.Item.${type}.FIELDS`;
  if (typeof s.scale === "string") facts.push({ labelKey: `${scope}.scale.label`, value: "", valueKey: choiceKey(ITEM_SCALES, s.scale) });
  if (typeof s.quantity === "number") facts.push({ labelKey: `${scope}.quantity.label`, value: String(s.quantity) });
  if (type === "ability") {
    facts.push({ labelKey: `${scope}.level.label`, value: String(s.level) });
    facts.push({ labelKey: `${scope}.attributeType.label`, value: "", valueKey: choiceKey(ABILITY_TYPES, String(s.attributeType)) });
  }
  const uses = s.uses as { value: number; max: number } | undefined;
  if (uses && uses.max > 0) facts.push({ labelKey: `${scope}.uses.label`, value: `${uses.value}/${uses.max}` });
  const protection = s.protection as Record<string, number> | undefined;
  if (protection && type !== "feature") {
    const parts = Object.entries(protection).filter(([, v]) => v !== 0).map(([k, v]) => `${k}:${v}`);
    if (parts.length) facts.push({ labelKey: `${scope}.protection.label`, value: parts.join(" ") });
  }
  return facts;
}

/** Builds the item sheet's view model. */
export function itemSheetView(input: ItemSheetInput, env: ViewEnv): ItemSheetView {
  const s = input.source;
  const labels = labelsOf(env);
  const attacks = ((s.attacks as AttackSys[] | undefined) ?? []).map((a, index): AttackSummary => ({
    index,
    label: a.label || env.localize("MESHAL.Sheet.attack"),
    modeKey: a.mode ? choiceKey(ATTACK_MODES, a.mode) : null,
    expression: a.dice ? expressionText(a.dice, labels) : "?",
    cost: a.cost ?? 0,
    hits: a.hits ?? 1,
    typeKeys: (a.types ?? []).map((t) => choiceKey(ATTACK_TYPES, t)),
  }));
  const spec = ITEM_SPECS[input.type];
  const fields = fieldViews(spec, s, "system", scopeOf(input.type)).filter((f) => f.name !== "system.description");
  return {
    item: { name: input.name, img: input.img || "icons/svg/item-bag.svg", type: input.type, typeLabelKey: `TYPES.Item.${input.type}` },
    facts: factsOf(input.type, s),
    attacks,
    fields,
    description: { name: "system.description", value: String(s.description ?? ""), enriched: input.enrichedDescription ?? String(s.description ?? "") },
    effects: effectGroups(input.effects ?? []),
  };
}

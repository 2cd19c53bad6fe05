/**
 * The item sheet's view model (pure), one for every item type: header, a readable play-mode summary (key facts and
 * every attack with its dice), the edit-mode fields of every stored value (from the model's schema), the description and
 * the effects list.
 */
import { choiceLabels, ACTIVATION_KINDS, ATTACK_MODES, ATTACK_TYPES, FEATURE_KINDS, ITEM_SCALES, ABILITY_TYPES, SIZES } from "../../data/choices.ts";
import { ITEM_LABEL_GROUPS, itemLabelPrefixes } from "../../data/item/labels.ts";
import type { ItemType } from "../../data/types.ts";
import type { DiceExpression } from "../../rules/types.ts";
import { magicTagsOf } from "../../rules/magic.ts";
import { effectGroups, type EffectGroup, type EffectSource } from "./effects.ts";
import { fieldViews, type Entry, type LabelScope } from "./fields.ts";
import type { SystemSchema } from "./schema-fields.ts";
import { expressionText, labelsOf, type ViewEnv } from "./labels.ts";
import { attackWords, type AttackWordsSource, type WordLine } from "./attack-words.ts";
import { fieldSections, type FieldSection } from "./field-sections.ts";
import { featureWords, giftLinks, protectionWords, refillWords, type GiftLink, type RefillSource } from "./item-words.ts";

/** What the item sheet is built from (a Foundry Item or a fixture). */
export interface ItemSheetInput {
  name: string;
  img?: string | null;
  type: ItemType;
  /** The stored `system` (edit mode edits these values). */
  source: Record<string, unknown>;
  /** The item model's schema (in Foundry the live `item.system.schema`); edit mode's inputs are built from it. */
  schema: SystemSchema;
  effects?: Iterable<EffectSource>;
  /** The description, enriched for display (HTML). */
  enrichedDescription?: string;
  /** The name of the item whose dataset id is `identifier` (a set's partner), when one can be found. */
  nameOfIdentifier?: (identifier: string) => string | null;
  /** The compendium ability whose dataset id is `identifier` (a feature's gifts link to it), when one can be found. */
  abilityOfIdentifier?: (identifier: string) => { uuid: string; name: string } | null;
  /** The [OPT] magic rule (§3.6): an ability's magic tags are listed among its facts. */
  magicRule?: boolean;
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
  /** The attack in words: range, targets, attributes, defenses, penetration, extra damage, ammunition, hits. */
  lines: WordLine[];
}

/** The sheet's data. */
export interface ItemSheetView {
  item: { name: string; img: string; type: ItemType; typeLabelKey: string };
  facts: { labelKey: string; value: string; valueKey?: string }[];
  attacks: AttackSummary[];
  fields: Entry[];
  /** Edit mode's fields in collapsible sections. */
  sections: FieldSection[];
  /** A feature's gifted abilities, linked to the compendium where found. */
  gifts: GiftLink[];
  description: { name: string; value: string; enriched: string };
  effects: EffectGroup[];
}

/** The fields every item has, labelled under `MESHAL.Item.base`. */
const COMMON_FIELDS = new Set(["identifier", "description", "source"]);

/** Labels as the item model's `LOCALIZATION_PREFIXES` place them: shared groups, the base, then the type's own. */
function scopeOf(type: ItemType, fieldNames: readonly string[]): LabelScope {
  const prefixes = itemLabelPrefixes(type, fieldNames);
  const groupOf = new Map<string, string>(Object.entries(ITEM_LABEL_GROUPS).flatMap(([group, names]) => names.map((n) => [n, `MESHAL.Item.${group}`] as const)));
  return {
    prefixOf: (name) => {
      const group = groupOf.get(name);
      if (group && prefixes.includes(group)) return group;
      return COMMON_FIELDS.has(name) ? "MESHAL.Item.base" : `MESHAL.Item.${type}`;
    },
  };
}
const choiceKey = (list: readonly string[], id: string) => choiceLabels(list)?.[id] ?? id;

interface AttackSys extends AttackWordsSource { label?: string; mode?: string; cost?: number; dice?: DiceExpression }

interface ActivationSys { kind: string; cost: number | null; costVariable?: boolean; time?: string }

/** What follows an activation's kind in the summary: its ⚡ cost, or the time it takes. */
function activationDetail(a: ActivationSys): string {
  if (a.cost !== null) return ` ${a.cost}${a.costVariable ? "+" : ""}⚡`;
  return a.time ? ` (${a.time})` : "";
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** A feature's summary: its kind, size, speed, base attribute changes, initial potential change and gifts. */
function featureFacts(s: Record<string, unknown>, label: (field: string) => string, localize: ViewEnv["localize"]): ItemSheetView["facts"] {
  const facts: ItemSheetView["facts"] = [{ labelKey: label("kind"), value: "", valueKey: choiceKey(FEATURE_KINDS, String(s.kind)) }];
  if (typeof s.size === "string") facts.push({ labelKey: label("size"), value: "", valueKey: choiceKey(SIZES, s.size) });
  if (typeof s.speed === "number") facts.push({ labelKey: label("speed"), value: String(s.speed) });
  const changes = Object.entries((s.attributes as Record<string, number> | undefined) ?? {}).filter(([, v]) => v !== 0);
  if (changes.length) facts.push({ labelKey: label("attributes"), value: changes.map(([id, v]) => `${localize(`MESHAL.Attribute.${id}`)} ${signed(v)}`).join(", ") });
  if (typeof s.initialPotential === "number" && s.initialPotential !== 0) facts.push({ labelKey: label("initialPotential"), value: signed(s.initialPotential) });
  facts.push(...featureWords(s, { localize }).map((l) => ({ labelKey: l.labelKey, value: l.text })));
  return facts;
}

/** The set fact: the partner items (by name when known) and the bonus the whole set grants, e.g. "Murmur · Spirit +1". */
function setFact(s: Record<string, unknown>, label: (field: string) => string, localize: ViewEnv["localize"], nameOf: ItemSheetInput["nameOfIdentifier"]): ItemSheetView["facts"] {
  const set = s.set as { key: string; partners: string[]; bonus: Record<string, number> } | undefined;
  if (!set || set.key === "") return [];
  const partners = set.partners.map((id) => nameOf?.(id) ?? id);
  const bonus = Object.entries(set.bonus).filter(([, v]) => v !== 0).map(([id, v]) => `${localize(`MESHAL.Attribute.${id}`)} ${signed(v)}`);
  return [{ labelKey: label("set"), value: [partners.join(", "), ...bonus].join(" · ") }];
}

/** Key facts of the play-mode summary. */
function factsOf(type: ItemType, s: Record<string, unknown>, labels: LabelScope, localize: ViewEnv["localize"], nameOf?: ItemSheetInput["nameOfIdentifier"]): ItemSheetView["facts"] {
  const facts: ItemSheetView["facts"] = [];
  const label = (field: string) => `${labels.prefixOf(field)}.FIELDS.${field}.label`;
  if (typeof s.scale === "string") facts.push({ labelKey: label("scale"), value: "", valueKey: choiceKey(ITEM_SCALES, s.scale) });
  if (typeof s.quantity === "number") facts.push({ labelKey: label("quantity"), value: String(s.quantity) });
  if (type === "ability") {
    facts.push({ labelKey: label("level"), value: String(s.level) });
    facts.push({ labelKey: label("attributeType"), value: "", valueKey: choiceKey(ABILITY_TYPES, String(s.attributeType)) });
  }
  if (type === "feature") facts.push(...featureFacts(s, label, localize));
  for (const key of ["activation", "use"] as const) {
    const act = s[key] as ActivationSys | undefined;
    if (act && (key === "activation" || act.kind !== "passive")) facts.push({ labelKey: label(key), value: activationDetail(act), valueKey: choiceKey(ACTIVATION_KINDS, act.kind) });
  }
  const uses = s.uses as { value: number; max: number } | undefined;
  if (uses && uses.max > 0) facts.push({ labelKey: label("uses"), value: `${uses.value}/${uses.max}` });
  const protection = s.protection as Record<string, number> | undefined;
  if (protection && type !== "feature") {
    const text = protectionWords(protection, { localize });
    if (text) facts.push({ labelKey: label("protection"), value: text });
  }
  if (type === "weapon") {
    for (const kind of ["reload", "charge"] as const) {
      // Cast: the stored system is read as a plain record; the weapon schema gives reload and charge this shape.
      const text = refillWords(kind, s[kind] as RefillSource | undefined, { localize }, nameOf);
      if (text) facts.push({ labelKey: label(kind), value: text });
    }
  }
  facts.push(...setFact(s, label, localize, nameOf));
  return facts;
}

/**
 * The key facts of an item as labelled lines in the reader's words (an inventory row's inline summary): the play-mode
 * facts, then each attack in one line. Labels come from the stored fields' names (an owned item stores every field).
 */
export function itemSummaryLines(type: ItemType, source: Record<string, unknown>, env: ViewEnv, nameOf?: ItemSheetInput["nameOfIdentifier"]): { label: string; text: string }[] {
  const facts = factsOf(type, source, scopeOf(type, Object.keys(source)), env.localize, nameOf)
    .map((f) => ({ label: env.localize(f.labelKey), text: `${f.valueKey ? env.localize(f.valueKey) : ""}${f.value}`.trim() }));
  const attacks = ((source.attacks as AttackSys[] | undefined) ?? []).map((a) => ({
    label: a.label || env.localize("MESHAL.Sheet.attack"),
    text: [a.dice ? expressionText(a.dice, labelsOf(env)) : "", ...attackWords(a, env).map((l) => l.text)].filter(Boolean).join(" · "),
  }));
  return [...facts, ...attacks];
}

/** An ability's magic tags as one fact, with the magic rule on (§3.6 [OPT]). */
function magicFact(input: ItemSheetInput, env: ViewEnv): ItemSheetView["facts"] {
  if (input.type !== "ability") return [];
  const tags = magicTagsOf(input.source.styles as string[] | undefined, Boolean(input.magicRule));
  return tags.length ? [{ labelKey: "MESHAL.Magic.tags", value: tags.map((t) => env.localize(`MESHAL.Choice.abilityStyle.${t}`)).join(", ") }] : [];
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
    lines: attackWords(a, env),
  }));
  const fields = fieldViews(input.schema, s, "system", scopeOf(input.type, Object.keys(input.schema))).filter((f) => f.name !== "system.description");
  return {
    item: { name: input.name, img: input.img || "icons/svg/item-bag.svg", type: input.type, typeLabelKey: `TYPES.Item.${input.type}` },
    facts: [...factsOf(input.type, s, scopeOf(input.type, Object.keys(input.schema)), env.localize, input.nameOfIdentifier), ...magicFact(input, env)],
    attacks,
    fields,
    sections: fieldSections(fields),
    gifts: input.type === "feature" ? giftLinks((s.giftedAbilities as string[] | undefined) ?? [], input.abilityOfIdentifier) : [],
    description: { name: "system.description", value: String(s.description ?? ""), enriched: input.enrichedDescription ?? String(s.description ?? "") },
    effects: effectGroups(input.effects ?? []),
  };
}

/**
 * The item sheet's view model (pure), one for every item type: header, a readable play-mode summary (key facts and
 * every attack with its dice), the edit-mode fields of every stored value (from the model's schema), the description and
 * the effects list.
 */
import { choiceLabelKey, ACTIVATION_KINDS, ATTACK_MODES, ATTACK_TYPES, FEATURE_KINDS, ITEM_SCALES, ABILITY_TYPES, SIZES } from "../../data/choices.ts";
import { ITEM_LABEL_GROUPS, itemLabelPrefixes } from "../../data/item/labels.ts";
import type { ItemType } from "../../data/types.ts";
import { isRecord, numberOr, recordAt, stringOr, stringsOf } from "../../rules/guards.ts";
import { magicTagsOf } from "../../rules/magic.ts";
import { effectGroups, type EffectGroup, type EffectSource } from "./effects.ts";
import { fieldViews, type Entry, type LabelScope } from "./fields.ts";
import type { SystemSchema } from "./schema-fields.ts";
import { expressionText, labelsOf, type ViewEnv } from "./labels.ts";
import { attackWords, attackWordsSourceOf, type WordLine } from "./attack-words.ts";
import { storedAttack } from "./stored-attacks.ts";
import { fieldSections, type FieldSection } from "./field-sections.ts";
import { featureWords, giftLinks, numbersOf, protectionWords, refillSourceOf, refillWords, type GiftLink } from "./item-words.ts";

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

/** The shared label group's prefix of each field a group labels (built once: every item summary looks fields up here). */
const GROUP_OF = new Map<string, string>(Object.entries(ITEM_LABEL_GROUPS).flatMap(([group, names]) => names.map((n) => [n, `MESHAL.Item.${group}`] as const)));

/** Labels as the item model's `LOCALIZATION_PREFIXES` place them: shared groups, the base, then the type's own. */
function scopeOf(type: ItemType, fieldNames: readonly string[]): LabelScope {
  const prefixes = itemLabelPrefixes(type, fieldNames);
  return {
    prefixOf: (name) => {
      const group = GROUP_OF.get(name);
      if (group && prefixes.includes(group)) return group;
      return COMMON_FIELDS.has(name) ? "MESHAL.Item.base" : `MESHAL.Item.${type}`;
    },
  };
}
const choiceKey = (list: readonly string[], id: string) => choiceLabelKey(list, id) ?? id;

/** The entries of a stored list (an attack list); none when it is not a list. */
const storedList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A stored attack as the summary reads it: its dice and cost, and the fields it is told in words by. */
const attackOf = (value: unknown) => ({ attack: storedAttack(value), words: attackWordsSourceOf(value) });

/** What follows an activation's kind in the summary: its ⚡ cost, or the time it takes. */
function activationDetail(a: Record<string, unknown>): string {
  if (typeof a.cost === "number") return ` ${a.cost}${a.costVariable ? "+" : ""}⚡`;
  return typeof a.time === "string" && a.time ? ` (${a.time})` : "";
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** A feature's summary: its kind, size, speed, base attribute changes, initial potential change and gifts. */
function featureFacts(s: Record<string, unknown>, label: (field: string) => string, localize: ViewEnv["localize"]): ItemSheetView["facts"] {
  const facts: ItemSheetView["facts"] = [{ labelKey: label("kind"), value: "", valueKey: choiceKey(FEATURE_KINDS, String(s.kind)) }];
  if (typeof s.size === "string") facts.push({ labelKey: label("size"), value: "", valueKey: choiceKey(SIZES, s.size) });
  if (typeof s.speed === "number") facts.push({ labelKey: label("speed"), value: String(s.speed) });
  const changes = Object.entries(numbersOf(s.attributes)).filter(([, v]) => v !== 0);
  if (changes.length) facts.push({ labelKey: label("attributes"), value: changes.map(([id, v]) => `${localize(`MESHAL.Attribute.${id}`)} ${signed(v)}`).join(", ") });
  if (typeof s.initialPotential === "number" && s.initialPotential !== 0) facts.push({ labelKey: label("initialPotential"), value: signed(s.initialPotential) });
  facts.push(...featureWords(s, { localize }).map((l) => ({ labelKey: l.labelKey, value: l.text })));
  return facts;
}

/** The set fact: the partner items (by name when known) and the bonus the whole set grants, e.g. "Murmur · Spirit +1". */
function setFact(s: Record<string, unknown>, label: (field: string) => string, localize: ViewEnv["localize"], nameOf: ItemSheetInput["nameOfIdentifier"]): ItemSheetView["facts"] {
  const set = recordAt(s, "set");
  if (!set || stringOr(set.key, "") === "") return [];
  const partners = stringsOf(set.partners).map((id) => nameOf?.(id) ?? id);
  const bonus = Object.entries(numbersOf(set.bonus)).filter(([, v]) => v !== 0).map(([id, v]) => `${localize(`MESHAL.Attribute.${id}`)} ${signed(v)}`);
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
    const act = recordAt(s, key);
    const kind = stringOr(act?.kind, "");
    if (act && (key === "activation" || kind !== "passive")) facts.push({ labelKey: label(key), value: activationDetail(act), valueKey: choiceKey(ACTIVATION_KINDS, kind) });
  }
  const uses = recordAt(s, "uses");
  if (uses && numberOr(uses.max, 0) > 0) facts.push({ labelKey: label("uses"), value: `${numberOr(uses.value, 0)}/${numberOr(uses.max, 0)}` });
  if (isRecord(s.protection) && type !== "feature") {
    const text = protectionWords(numbersOf(s.protection), { localize });
    if (text) facts.push({ labelKey: label("protection"), value: text });
  }
  if (type === "weapon") {
    for (const kind of ["reload", "charge"] as const) {
      const text = refillWords(kind, refillSourceOf(s[kind]), { localize }, nameOf);
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
  const attacks = storedList(source.attacks).map(attackOf).map(({ attack: a, words }) => ({
    label: a.label || env.localize("MESHAL.Sheet.attack"),
    text: [expressionText(a.dice, labelsOf(env)), ...attackWords(words, env).map((l) => l.text)].filter(Boolean).join(" · "),
  }));
  return [...facts, ...attacks];
}

/** An ability's magic tags as one fact, with the magic rule on (§3.6 [OPT]). */
function magicFact(input: ItemSheetInput, env: ViewEnv): ItemSheetView["facts"] {
  if (input.type !== "ability") return [];
  const tags = magicTagsOf(stringsOf(input.source.styles), Boolean(input.magicRule));
  return tags.length ? [{ labelKey: "MESHAL.Magic.tags", value: tags.map((t) => env.localize(`MESHAL.Choice.abilityStyle.${t}`)).join(", ") }] : [];
}

/** Builds the item sheet's view model. */
export function itemSheetView(input: ItemSheetInput, env: ViewEnv): ItemSheetView {
  const s = input.source;
  const labels = labelsOf(env);
  const attacks = storedList(s.attacks).map(attackOf).map(({ attack: a, words }, index): AttackSummary => ({
    index,
    label: a.label || env.localize("MESHAL.Sheet.attack"),
    modeKey: a.mode ? choiceKey(ATTACK_MODES, a.mode) : null,
    expression: expressionText(a.dice, labels),
    cost: a.cost,
    hits: a.hits,
    typeKeys: a.types.map((t) => choiceKey(ATTACK_TYPES, t)),
    lines: attackWords(words, env),
  }));
  const fields = fieldViews(input.schema, s, "system", scopeOf(input.type, Object.keys(input.schema))).filter((f) => f.name !== "system.description");
  return {
    item: { name: input.name, img: input.img || "icons/svg/item-bag.svg", type: input.type, typeLabelKey: `TYPES.Item.${input.type}` },
    facts: [...factsOf(input.type, s, scopeOf(input.type, Object.keys(input.schema)), env.localize, input.nameOfIdentifier), ...magicFact(input, env)],
    attacks,
    fields,
    sections: fieldSections(fields),
    gifts: input.type === "feature" ? giftLinks(stringsOf(s.giftedAbilities), input.abilityOfIdentifier) : [],
    description: { name: "system.description", value: String(s.description ?? ""), enriched: input.enrichedDescription ?? String(s.description ?? "") },
    effects: effectGroups(input.effects ?? []),
  };
}

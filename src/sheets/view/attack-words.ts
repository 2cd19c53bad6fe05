/**
 * An attack in words (pure), as the item sheet's play mode and a row's inline summary show it: range, targets, the
 * attributes it damages, the defenses allowed, penetration, extra damage, ammunition and hits, each a labelled line in
 * the reader's language.
 */
import { isRecord, numberOr, recordAt, recordsOf, stringOr, stringsOf } from "../../rules/guards.ts";
import type { ViewEnv } from "./labels.ts";
import { countKey } from "../../core/plural.ts";

/** One labelled line: "Range — up to 15 steps". */
export interface WordLine {
  labelKey: string;
  text: string;
}

/** The stored attack fields this reads (every one optional: old or partial data shows what it has). */
export interface AttackWordsSource {
  range?: { kind?: string; min?: number | null; max?: number | null; maxAttribute?: string; maxUsesDice?: boolean; maxMultiplier?: number; direction?: string; noBeyondRange?: boolean };
  targets?: { count?: number | null; kind?: string; relation?: string; excludesSelf?: boolean };
  targetAttributes?: string[];
  hits?: number;
  types?: string[];
  defenses?: string[];
  penetration?: number;
  extraDamage?: { op: string; value: number }[];
  consumes?: { self?: boolean; ammunition?: number; ammunitionMax?: number; charge?: number };
}

/** Fills `{name}` placeholders of a localised string. */
export function fill(template: string, data: Record<string, string | number>): string {
  if (!template.includes("{")) return template;
  return template.replace(/\{(\w+)\}/g, (all, key: string) => (key in data ? String(data[key]) : all));
}

const FIELD = "MESHAL.Item.attack.FIELDS.attacks.element";
const W = "MESHAL.ItemView";

/** A list of localised names joined the reader's way ("Block, Dodge" / "格挡、闪避"). */
function listOf(ids: readonly string[], keyOf: (id: string) => string, env: ViewEnv): string {
  return ids.map((id) => env.localize(keyOf(id))).join(env.localize(`${W}.listSeparator`));
}

/** How far the attack reaches. */
export function rangeWords(range: NonNullable<AttackWordsSource["range"]>, env: ViewEnv): string {
  const t = (key: string, data: Record<string, string | number> = {}) => fill(env.localize(`${W}.range.${key}`), data);
  let text: string;
  if (range.kind === "self") text = t("self");
  else if (range.kind === "steps") {
    const attribute = range.maxAttribute ? env.localize(`MESHAL.Attribute.${range.maxAttribute}`) : "";
    const multiplier = Math.max(1, range.maxMultiplier ?? 1);
    if (attribute) text = t(range.maxUsesDice ? "attributeDice" : "attribute", { attribute, multiplier });
    else if (range.max !== null && range.max !== undefined) text = range.min ? t("between", { min: range.min, max: range.max }) : t(countKey("upTo", range.max), { max: range.max });
    else text = t("unlimited");
  } else text = t("adjacent");
  if (range.direction === "front") text = t("front", { range: text });
  if (range.noBeyondRange && range.kind === "steps") text = t("noBeyond", { range: text });
  return text;
}

/** Who or what it is aimed at: "1 creature (hostile)". */
export function targetWords(targets: NonNullable<AttackWordsSource["targets"]>, env: ViewEnv): string {
  const kind = env.localize(`MESHAL.Choice.targetKind.${targets.kind ?? "creature"}`);
  const anyNumber = targets.count === null || targets.count === undefined;
  let text = fill(env.localize(anyNumber ? `${W}.targets.any` : `${W}.targets.count`), { count: targets.count ?? 0, kind });
  if (targets.relation && targets.relation !== "any") text = fill(env.localize(`${W}.targets.relation`), { targets: text, relation: env.localize(`MESHAL.Choice.targetRelation.${targets.relation}`) });
  if (targets.excludesSelf) text = fill(env.localize(`${W}.targets.notSelf`), { targets: text });
  return text;
}

/** Extra damage steps in words, never as a bare number: "damage ×2", "+1 die of damage (🎲)". */
export function extraDamageWords(steps: readonly { op: string; value: number }[], env: ViewEnv): string {
  return steps.map((s) => fill(env.localize(`${W}.extra.${s.op}`), { n: s.value })).join(env.localize(`${W}.listSeparator`));
}

/** What one use of the attack uses up. */
function consumesWords(c: NonNullable<AttackWordsSource["consumes"]>, env: ViewEnv): string {
  const parts: string[] = [];
  if (c.ammunition) parts.push(fill(env.localize(c.ammunitionMax && c.ammunitionMax > c.ammunition ? `${W}.consumes.ammunitionUpTo` : `${W}.consumes.ammunition`), { n: c.ammunition, max: c.ammunitionMax ?? 0 }));
  if (c.charge) parts.push(fill(env.localize(`${W}.consumes.charge`), { n: c.charge }));
  if (c.self) parts.push(env.localize(`${W}.consumes.self`));
  return parts.join(env.localize(`${W}.listSeparator`));
}

/** Every line of one attack, in the order a player reads them. Lines with nothing to say are left out. */
export function attackWords(a: AttackWordsSource, env: ViewEnv): WordLine[] {
  const lines: WordLine[] = [];
  const add = (field: string, text: string) => { if (text) lines.push({ labelKey: `${FIELD}.${field}.label`, text }); };
  if (a.range) add("range", rangeWords(a.range, env));
  if (a.targets) add("targets", targetWords(a.targets, env));
  add("targetAttributes", listOf(a.targetAttributes ?? [], (id) => `MESHAL.Attribute.${id}`, env));
  add("types", listOf(a.types ?? [], (id) => `MESHAL.Choice.attackType.${id}`, env));
  const defenses = a.defenses ?? [];
  add("defenses", defenses.length ? listOf(defenses, (id) => `MESHAL.Choice.defense.${id}`, env) : env.localize(`${W}.undefendable`));
  if (a.penetration) add("penetration", String(a.penetration));
  add("extraDamage", extraDamageWords(a.extraDamage ?? [], env));
  if (a.consumes) add("consumes", consumesWords(a.consumes, env));
  const hits = a.hits ?? 1;
  add("hits", fill(env.localize(hits === 1 ? `${W}.hitsOne` : `${W}.hitsMany`), { count: hits }));
  return lines;
}

const numberOrAbsent = (v: unknown) => (typeof v === "number" ? v : undefined);
const numberNullOrAbsent = (v: unknown) => (v === null ? null : numberOrAbsent(v));
const stringOrAbsent = (v: unknown) => (typeof v === "string" ? v : undefined);
const booleanOrAbsent = (v: unknown) => (typeof v === "boolean" ? v : undefined);

/** The fields `attackWords` reads from a stored attack, each checked (a malformed one is left out). */
export function attackWordsSourceOf(value: unknown): AttackWordsSource {
  const a = isRecord(value) ? value : {};
  const range = recordAt(a, "range");
  const targets = recordAt(a, "targets");
  const consumes = recordAt(a, "consumes");
  return {
    range: range && {
      kind: stringOrAbsent(range.kind), min: numberNullOrAbsent(range.min), max: numberNullOrAbsent(range.max),
      maxAttribute: stringOrAbsent(range.maxAttribute), maxUsesDice: booleanOrAbsent(range.maxUsesDice),
      maxMultiplier: numberOrAbsent(range.maxMultiplier), direction: stringOrAbsent(range.direction), noBeyondRange: booleanOrAbsent(range.noBeyondRange),
    },
    targets: targets && {
      count: numberNullOrAbsent(targets.count), kind: stringOrAbsent(targets.kind), relation: stringOrAbsent(targets.relation),
      excludesSelf: booleanOrAbsent(targets.excludesSelf),
    },
    targetAttributes: stringsOf(a.targetAttributes),
    hits: numberOrAbsent(a.hits),
    types: stringsOf(a.types),
    defenses: stringsOf(a.defenses),
    penetration: numberOrAbsent(a.penetration),
    extraDamage: recordsOf(a.extraDamage).map((e) => ({ op: stringOr(e.op, ""), value: numberOr(e.value, 0) })),
    consumes: consumes && {
      self: booleanOrAbsent(consumes.self), ammunition: numberOrAbsent(consumes.ammunition),
      ammunitionMax: numberOrAbsent(consumes.ammunitionMax), charge: numberOrAbsent(consumes.charge),
    },
  };
}

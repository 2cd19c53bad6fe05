/**
 * Item facts in words (pure): protections ("Physical 3, Erosion −2"), a weapon's reload or charge, a feature's senses,
 * movement modes, equip slots and gifted abilities. Labels are the model's field labels; values are localised here.
 */
import { isRecord, numberOr, stringOr } from "../../rules/guards.ts";
import { fill, type WordLine } from "./attack-words.ts";
import { signed, type ViewEnv } from "./labels.ts";
import { countKey } from "../../core/plural.ts";

const W = "MESHAL.ItemView";
const sep = (env: ViewEnv) => env.localize(`${W}.listSeparator`);

/** Protections with a value, by attack type name: "Physical 3, Erosion −2" ("" when none). */
export function protectionWords(protection: Record<string, number> | undefined, env: ViewEnv): string {
  return Object.entries(protection ?? {})
    .filter(([, v]) => v !== 0)
    .map(([type, v]) => `${env.localize(`MESHAL.Choice.attackType.${type}`)} ${v > 0 ? v : signed(v)}`)
    .join(sep(env));
}

/** A reload or charge: "6/6 loaded · 9mm Round · refill ⚡2, 1 per action". */
export interface RefillSource { capacity?: number; value?: number; cost?: number | null; time?: string; perAction?: number; ammunition?: string }

export function refillWords(kind: "reload" | "charge", r: RefillSource | undefined, env: ViewEnv, nameOf?: (identifier: string) => string | null): string {
  if (!r || !r.capacity) return "";
  const parts = [fill(env.localize(`${W}.${kind}.state`), { value: r.value ?? 0, capacity: r.capacity })];
  if (r.ammunition) parts.push(nameOf?.(r.ammunition) ?? r.ammunition);
  const per = r.perAction ?? 1;
  if (r.cost !== null && r.cost !== undefined) parts.push(fill(env.localize(`${W}.refill.cost`), { cost: r.cost, n: per }));
  else if (r.time) parts.push(fill(env.localize(`${W}.refill.time`), { time: r.time, n: per }));
  return parts.join(" · ");
}

interface Poorable { poor?: boolean }

/** Entries with "(poor)" after the ones the creature manages only poorly. */
function poorList<T extends Poorable>(list: readonly T[], nameKey: (e: T) => string, env: ViewEnv): string {
  return list.map((e) => {
    const name = env.localize(nameKey(e));
    return e.poor ? fill(env.localize(`${W}.poor`), { name }) : name;
  }).join(sep(env));
}

/** The stored feature fields this reads. */
export interface FeatureWordsSource {
  senses?: { sense: string; poor?: boolean }[];
  perceptionRange?: number | null;
  movementModes?: { mode: string; poor?: boolean }[];
  equipSlots?: { slot: string; count: number }[];
  protection?: Record<string, number>;
  immune?: string[];
  invalidAttributes?: string[];
}

/** A feature's senses, movement, slots, protections and immunities, each a line labelled by its field. */
export function featureWords(s: FeatureWordsSource, env: ViewEnv): WordLine[] {
  const label = (field: string) => `MESHAL.Item.feature.FIELDS.${field}.label`;
  const lines: WordLine[] = [];
  const add = (field: string, text: string) => { if (text) lines.push({ labelKey: label(field), text }); };
  add("senses", poorList(s.senses ?? [], (e) => `MESHAL.Choice.sense.${e.sense}`, env));
  if (s.perceptionRange) add("perceptionRange", fill(env.localize(countKey("MESHAL.Grid.steps", s.perceptionRange)), { n: s.perceptionRange }));
  add("movementModes", poorList(s.movementModes ?? [], (e) => `MESHAL.Choice.movementMode.${e.mode}`, env));
  add("equipSlots", (s.equipSlots ?? []).map((e) => {
    const slot = env.localize(`MESHAL.Choice.equipSlot.${e.slot}`);
    return e.count === 1 ? slot : fill(env.localize(`${W}.slotCount`), { slot, n: e.count });
  }).join(sep(env)));
  add("protection", protectionWords(s.protection, env));
  add("immune", (s.immune ?? []).map((t) => env.localize(`MESHAL.Choice.attackType.${t}`)).join(sep(env)));
  add("invalidAttributes", (s.invalidAttributes ?? []).map((a) => env.localize(`MESHAL.Attribute.${a}`)).join(sep(env)));
  return lines;
}

/** A gifted ability as the feature sheet links it: its compendium uuid and name when found, else its identifier. */
export interface GiftLink {
  identifier: string;
  name: string;
  uuid: string | null;
}

/** Links of a feature's gifted abilities, resolved by identifier (unresolved ones keep their identifier as the name). */
export function giftLinks(identifiers: readonly string[], resolve?: (identifier: string) => { uuid: string; name: string } | null): GiftLink[] {
  return identifiers.map((identifier) => {
    const found = resolve?.(identifier) ?? null;
    return { identifier, name: found?.name ?? identifier, uuid: found?.uuid ?? null };
  });
}

/** A stored reload or charge (`system.reload`, `system.charge`), each field checked, or undefined when there is none. */
export function refillSourceOf(value: unknown): RefillSource | undefined {
  if (!isRecord(value)) return undefined;
  const cost = value.cost;
  return {
    capacity: numberOr(value.capacity, 0), value: numberOr(value.value, 0), cost: typeof cost === "number" ? cost : null,
    time: stringOr(value.time, ""), perAction: numberOr(value.perAction, 1), ammunition: stringOr(value.ammunition, ""),
  };
}

/** A stored record of numbers (protections, attribute changes), other entries dropped. */
export function numbersOf(value: unknown): Record<string, number> {
  return Object.fromEntries(Object.entries(isRecord(value) ? value : {}).filter((e): e is [string, number] => typeof e[1] === "number"));
}

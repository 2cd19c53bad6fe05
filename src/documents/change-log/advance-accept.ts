/**
 * A player's advancement inside the window the GM keeps (§3.5 [DEC], documents/advance-windows.ts) is accepted without
 * the GM's click: the GM's watch asks this whether one change to a character's own deciding fields is nothing but
 * advancement — trained attributes rising, each rise paid at the rulebook's cost by a raise entry of its attribute,
 * and spend entries added to the end of the potential log, with nothing overspent. Anything else (a lower trained value,
 * a changed or removed log entry, a renounce, which lowers strength, a new total) waits for the GM as before. Pure.
 */
import { ATTRIBUTE_IDS, potentialSummary, trainedRaiseTotal, type AttributeId } from "../../rules/index.ts";
import type { FlatFields } from "./deciding-fields.ts";

const LOG = "system.potential.log";
const trainedPath = (id: AttributeId) => `system.attributes.${id}.trained`;

/** One log entry read back from flat fields. */
interface FlatEntry {
  kind: string;
  reason: string;
  target: string;
  amount: number;
}

const parse = (text: string | undefined): unknown => {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The log entries of a flat reading, by index (an entry missing a field reads as undefined). */
function logEntries(fields: FlatFields): (FlatEntry | undefined)[] {
  const indices = Object.keys(fields).map((k) => /^system\.potential\.log\.(\d+)\./.exec(k)?.[1]).filter((i) => i !== undefined).map(Number);
  const length = indices.length ? Math.max(...indices) + 1 : 0;
  return Array.from({ length }, (_, i) => {
    const read = (key: string) => parse(fields[`${LOG}.${i}.${key}`]);
    const [kind, reason, target, amount] = [read("kind"), read("reason"), read("target"), read("amount")];
    const ok = typeof kind === "string" && typeof reason === "string" && typeof target === "string" && typeof amount === "number" && Number.isInteger(amount) && amount >= 0;
    return ok ? { kind, reason, target, amount } : undefined;
  });
}

const trained = (fields: FlatFields, id: AttributeId): number | undefined => {
  const value = parse(fields[trainedPath(id)]);
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : undefined;
};

/** Is the change from `before` to `after` (a character's deciding fields) only advancement paid in full? */
export function advancementOnly(before: FlatFields, after: FlatFields): boolean {
  const allowed = (path: string) => path === LOG || path.startsWith(`${LOG}.`) || ATTRIBUTE_IDS.some((id) => path === trainedPath(id));
  const paths = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed = [...paths].filter((p) => before[p] !== after[p]);
  if (changed.length === 0 || !changed.every(allowed)) return false;
  const old = logEntries(before);
  const now = logEntries(after);
  // Entries are only added at the end: every old index keeps every field.
  if (now.length < old.length || changed.some((p) => Number(/^system\.potential\.log\.(\d+)\./.exec(p)?.[1] ?? Infinity) < old.length)) return false;
  const added = now.slice(old.length);
  if (added.some((e) => e === undefined || e.kind !== "spend")) return false;
  const spends = added.filter((e): e is FlatEntry => e !== undefined);
  for (const id of ATTRIBUTE_IDS) {
    const from = trained(before, id);
    const to = trained(after, id);
    if (from === undefined || to === undefined || to < from) return false;
    const paid = spends.filter((e) => e.reason === "raise" && e.target === id).reduce((sum, e) => sum + e.amount, 0);
    if (paid !== trainedRaiseTotal(from, to)) return false;
  }
  const total = parse(after["system.potential.total"]);
  if (typeof total !== "number" || !Number.isFinite(total) || now.some((e) => e === undefined)) return false;
  return !potentialSummary(total, now.filter((e): e is FlatEntry => e !== undefined).map((e) => ({ kind: e.kind === "renounce" ? "renounce" : "spend", amount: e.amount }))).overspent;
}

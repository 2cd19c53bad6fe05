/**
 * Active Effect data as each Foundry version keeps it, for the stage's effect fake (server-documents.ts) and the pack
 * tests. v13 stores what it is given: `changes` with a numeric `mode`, a duration in `rounds` / `turns` / `seconds`
 * with its start beside them. v14 converts v13-shaped data when it loads it (foundryvtt#13740, #14112; v14 API pages
 * `ActiveEffectChangeData`, `EffectDurationData`, `EffectStartData`): the changes move to `system.changes`, each mode
 * becomes a string `type` and a value that parses as JSON is stored parsed (FoundryVTT-Level-Up-Official#643); the
 * duration becomes one `value` in `units` (seconds first, then rounds, then turns) with no expiry event, not expired,
 * and its start moves to `start`. Modelled from those public pages and issues, not from core's code.
 *
 * Sources: https://foundryvtt.com/api/v13/variables/CONST.ACTIVE_EFFECT_MODES.html;
 * https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.ActiveEffectChangeData.html,
 * https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.EffectDurationData.html,
 * https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.EffectStartData.html;
 * https://github.com/foundryvtt/foundryvtt/issues/13740, https://github.com/foundryvtt/foundryvtt/issues/14112.
 */
import { isRecord } from "../../src/rules/guards.ts";

type Rec = Record<string, unknown>;

/** v13's modes by number (CUSTOM 0, MULTIPLY 1, ADD 2, DOWNGRADE 3, UPGRADE 4, OVERRIDE 5) as v14's types. */
export const MODE_TYPES = ["custom", "multiply", "add", "downgrade", "upgrade", "override"] as const;

/** A stored value as v14 keeps it after loading: parsed when it is JSON ("1" → 1, "physical" stays text). */
function parsedValue(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

const positive = (v: unknown): number | null => (typeof v === "number" && v > 0 ? v : null);

/** One v13 change as v14 converts it. */
function v14Change(change: Rec): Rec {
  const type = typeof change.type === "string" ? change.type : (MODE_TYPES[Number(change.mode ?? 2)] ?? "custom");
  return { key: change.key ?? "", type, value: parsedValue(change.value), phase: change.phase ?? "initial", priority: change.priority ?? null };
}

/** A v13 duration (or none) as v14 converts it: one value in one unit, with its start kept apart. */
function v14Duration(duration: Rec): { duration: Rec; start: Rec } {
  if ("units" in duration) return { duration: { value: null, expiry: null, expired: false, ...duration }, start: {} };
  const seconds = positive(duration.seconds);
  const rounds = positive(duration.rounds);
  const turns = positive(duration.turns);
  const [value, units] = seconds !== null ? [seconds, "seconds"] : rounds !== null ? [rounds, "rounds"] : turns !== null ? [turns, "turns"] : [null, "seconds"];
  const start = { combat: duration.combat ?? null, combatant: null, initiative: null, round: duration.startRound ?? null, turn: duration.startTurn ?? null, time: duration.startTime ?? 0 };
  return { duration: { value, units, expiry: null, expired: false }, start };
}

/** An effect's source as v14 holds it once loaded: v13-shaped data converted, v14-shaped data kept. */
export function v14EffectSource(source: Rec): Rec {
  const out: Rec = structuredClone(source);
  const system: Rec = isRecord(out.system) ? out.system : {};
  if (Array.isArray(out.changes)) system.changes = out.changes.filter(isRecord).map(v14Change);
  else if (Array.isArray(system.changes)) system.changes = system.changes.filter(isRecord).map(v14Change);
  else system.changes = [];
  delete out.changes;
  out.system = system;
  const { duration, start } = v14Duration(isRecord(out.duration) ? out.duration : {});
  out.duration = duration;
  out.start = { combat: null, combatant: null, initiative: null, round: null, turn: null, time: 0, ...start, ...(isRecord(out.start) ? out.start : {}) };
  return out;
}

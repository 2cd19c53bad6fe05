/**
 * How an update deletes or replaces a key, as each version does it (public sources only: draw-steel PR 1747,
 * fvtt-system-rqg #890, foundryvtt#14573, foundryvtt-fallout #751, dnd5e 5.3's `Item5e#deleteActivity`):
 * - v13: the key `-=name` (value null) deletes `name`; the key `==name` replaces `name` outright instead of merging
 *   into it. It has no operator objects: one passed as a value is stored like any other data.
 * - v14: `{name: _del}` deletes `name`, `{name: _replace(value)}` replaces it (`_del` and `_replace` are globals, the
 *   `ForcedDeletion` singleton and `ForcedReplacement.create`). The old keys still work and log a deprecation warning
 *   until v16 (test/stage/deprecations.ts). Where it differs from core: the operators are the stage's own classes
 *   (core's are `foundry.data.operators.*`); the deprecation text is paraphrased; operators nested inside a `_replace`
 *   are not applied (as foundryvtt#14573 reports of 14.36x).
 *
 * Sources: v13's `-=` deletion keys, https://foundryvtt.com/api/v13/functions/foundry.utils.mergeObject.html
 * (`performDeletions`); v14's operators,
 * https://foundryvtt.com/api/v14/classes/foundry.data.operators.ForcedDeletion.html and
 * https://foundryvtt.com/api/v14/classes/foundry.data.operators.ForcedReplacement.html; the migration pull request
 * https://github.com/MetaMorphic-Digital/draw-steel/pull/1747; nested operators inside a replacement,
 * https://github.com/foundryvtt/foundryvtt/issues/14573.
 */
import { logDeprecation } from "./deprecations.ts";
import { onV14 } from "./version.ts";

type Rec = Record<string, unknown>;

/** The stage's forced deletion (v14's `_del`). */
export class StageForcedDeletion {}
/** The stage's forced replacement (what v14's `_replace(value)` returns). */
export class StageForcedReplacement {
  constructor(readonly value: unknown) {}
}

const DELETION = new StageForcedDeletion();

/** Puts v14's `_del` and `_replace` globals in place on the v14 stage, and removes them on the v13 stage. */
export function installUpdateOperators(): void {
  const g = globalThis as Record<string, unknown>;
  if (onV14) {
    g._del = DELETION;
    g._replace = (value: unknown) => new StageForcedReplacement(value);
  } else {
    delete g._del;
    delete g._replace;
  }
}

/** What one key of an update does to the object it applies to. */
export type UpdateStep =
  | { kind: "delete"; key: string }
  | { kind: "replace"; key: string; value: unknown }
  | { kind: "set"; key: string; value: unknown };

/** Reads one key and value of an update as this run's version does (a deprecated form logs its warning on v14). */
export function updateStep(key: string, value: unknown): UpdateStep {
  if (onV14 && value instanceof StageForcedDeletion) return { kind: "delete", key };
  if (onV14 && value instanceof StageForcedReplacement) return { kind: "replace", key, value: value.value };
  const legacy = /^(-=|==)(.+)$/.exec(key);
  if (!legacy) return { kind: "set", key, value };
  const [, op, name] = legacy as unknown as [string, "-=" | "==", string];
  if (onV14) {
    const what = op === "-=" ? "deletion" : "replacement";
    const instead = op === "-=" ? `{${name}: _del}` : `{${name}: _replace(value)}`;
    logDeprecation(`The {${key}: …} syntax for forced ${what} of a data field value is deprecated in favor of ${instead}`);
  }
  return op === "-=" ? { kind: "delete", key: name } : { kind: "replace", key: name, value };
}

/** A value as an update stores it: a copy (an operator object, which v13 does not read, is kept as it is). */
export const storedValue = (value: unknown): unknown => (value instanceof StageForcedDeletion || value instanceof StageForcedReplacement ? value : structuredClone(value));

const isPlain = (v: unknown): v is Rec => typeof v === "object" && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** Applies an expanded update to `target` in place as core merges one: objects key by key, the rest replaced. */
export function applyUpdate(target: Rec, changes: Rec): void {
  for (const [rawKey, rawValue] of Object.entries(changes)) {
    const step = updateStep(rawKey, rawValue);
    if (step.kind === "delete") delete target[step.key];
    else if (step.kind === "replace") target[step.key] = storedValue(step.value);
    else if (isPlain(step.value) && isPlain(target[step.key])) applyUpdate(target[step.key] as Rec, step.value);
    else target[step.key] = isPlain(step.value) ? applied(step.value) : storedValue(step.value);
  }
}

/** A new object built from an update (its operators applied to nothing: a deletion leaves no key). */
function applied(changes: Rec): Rec {
  const out: Rec = {};
  applyUpdate(out, changes);
  return out;
}

/** The update that deletes the key at a dotted `path`, in the form this run's core writes itself (no warning). */
export function coreDeletion(path: string): Rec {
  const at = path.lastIndexOf(".");
  const [head, key] = at < 0 ? ["", path] : [path.slice(0, at + 1), path.slice(at + 1)];
  return onV14 ? { [`${head}${key}`]: DELETION } : { [`${head}-=${key}`]: null };
}

/** The entry a test expects where an update deletes `key`, in this run's version's own form. */
export function expectedDeletion(key: string): Rec {
  return coreDeletion(key);
}

/** The entry a test expects where an update replaces `key` with `value`, in this run's version's own form. */
export function expectedReplacement(key: string, value: unknown): Rec {
  return onV14 ? { [key]: new StageForcedReplacement(value) } : { [`==${key}`]: value };
}

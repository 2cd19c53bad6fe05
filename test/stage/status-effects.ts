/**
 * `CONFIG.statusEffects` as each version holds it (public sources only: foundryvtt#13122, SR5-FoundryVTT PR 1960, dnd5e
 * 5.3's `_configureStatusEffects`/`performPreLocalization`, mclemente/healthEstimate #336/#337):
 * - v13: a plain array of `{id, name, img, …}`.
 * - v14: a registry keyed by id (`CONFIG.statusEffects[id]`, `Object.values` for the list) that keeps array
 *   compatibility for old code: `find`, `map`, `forEach`, `filter`, `some`, `slice`, `push` (adds by id), `length`,
 *   indexed reads and iteration work; `icon` is an alias of an entry's `img`; assigning an array to
 *   `CONFIG.statusEffects` turns it into the registry (dnd5e 5.3 and SR5 assign arrays on v14). `splice` and `sort`
 *   misbehave (SR5 PR 1960: a splice "shifted the numeric entries in place, but did not preserve the full ID-keyed
 *   registry", and default statuses went missing; dnd5e 5.3 sorts only on v13). How the stage's `splice`/`sort`
 *   misbehave is a model, not read from core: they are Array's generic methods run on the registry, whose index `i`
 *   names the `i`-th id, so a write to index `i` puts an entry under another entry's id and a shortened length drops
 *   the last ids. After a splice that removes an entry in the middle, the entries after it sit under their neighbours'
 *   ids and the last id is gone: looking one up by its id fails.
 *
 * Sources: https://foundryvtt.com/api/v13/variables/CONFIG.statusEffects.html,
 * https://github.com/foundryvtt/foundryvtt/issues/13122, https://github.com/SR5-FoundryVTT/SR5-FoundryVTT/pull/1960,
 * dnd5e 5.3 `dnd5e.mjs` (`_configureStatusEffects`).
 */
import { onV14 } from "./version.ts";

type Rec = Record<string, unknown>;
/** A status entry as the stage's tests write one. */
export interface StageStatus extends Rec {
  id: string;
  name: string;
  img?: string | null;
}

/** Core's statuses a world starts with (a few of v13/v14's defaults; enough for the tests). */
export const CORE_STATUSES: readonly StageStatus[] = [
  { id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" },
  { id: "unconscious", name: "EFFECT.StatusUnconscious", img: "icons/svg/unconscious.svg" },
  { id: "sleep", name: "EFFECT.StatusAsleep", img: "icons/svg/sleep.svg" },
  { id: "stun", name: "EFFECT.StatusStunned", img: "icons/svg/daze.svg" },
  { id: "prone", name: "EFFECT.StatusProne", img: "icons/svg/falling.svg" },
  { id: "blind", name: "EFFECT.StatusBlind", img: "icons/svg/blind.svg" },
];

const ARRAY_READS = ["find", "findIndex", "filter", "map", "forEach", "some", "every", "reduce", "slice", "includes", "indexOf"] as const;
const isIndex = (prop: string | symbol): boolean => typeof prop === "string" && /^(0|[1-9]\d*)$/.test(prop);

/** An entry with v14's `icon` alias of `img`. */
function withIconAlias(entry: Rec): Rec {
  if (!Object.getOwnPropertyDescriptor(entry, "icon")?.get) {
    Object.defineProperty(entry, "icon", { get: () => entry.img, set: (value: unknown) => void (entry.img = value), enumerable: false, configurable: true });
  }
  return entry;
}

/** v14's registry over `entries` (see the module comment). */
function keyedRegistry(entries: Iterable<Rec>): Rec {
  const target: Record<string, Rec> = {};
  for (const entry of entries) target[String(entry.id)] = withIconAlias(entry);
  const ids = () => Object.keys(target);
  const values = () => Object.values(target);
  const proxy: Rec = new Proxy(target, {
    get(_t, prop) {
      if (prop === "length") return ids().length;
      if (prop === Symbol.iterator) return () => values()[Symbol.iterator]();
      if (isIndex(prop)) return values()[Number(prop)];
      if (prop === "push") return (...added: Rec[]) => {
        for (const entry of added) target[String(entry.id)] = withIconAlias(entry);
        return ids().length;
      };
      // Array's generic methods run on the registry itself: their index writes land on other entries' ids.
      if (prop === "splice" || prop === "sort") return (...args: unknown[]) => (Array.prototype[prop] as (...a: unknown[]) => unknown).apply(proxy, args);
      if ((ARRAY_READS as readonly (string | symbol)[]).includes(prop)) {
        const method = Array.prototype[prop as (typeof ARRAY_READS)[number]] as (...a: unknown[]) => unknown;
        return (...args: unknown[]) => method.apply(values(), args);
      }
      return typeof prop === "string" ? target[prop] : undefined;
    },
    has(_t, prop) {
      return isIndex(prop) ? Number(prop) < ids().length : prop in target;
    },
    set(_t, prop, value) {
      if (prop === "length") {
        for (const id of ids().slice(Number(value))) delete target[id];
        return true;
      }
      if (typeof prop !== "string") return false;
      const record = value as Rec;
      if (isIndex(prop)) {
        const id = ids()[Number(prop)];
        target[id ?? String(record.id)] = withIconAlias(record);
        return true;
      }
      target[prop] = withIconAlias(record);
      return true;
    },
    deleteProperty(_t, prop) {
      if (typeof prop !== "string") return false;
      const id = isIndex(prop) ? ids()[Number(prop)] : prop;
      if (id !== undefined) delete target[id];
      return true;
    },
  });
  return proxy;
}

/** `CONFIG.statusEffects` holding `entries` (copied) as this run's version holds them. */
export function statusEffectsOf(entries: readonly Rec[]): unknown {
  const copies = entries.map((e) => ({ ...e }));
  return onV14 ? keyedRegistry(copies) : copies;
}

/**
 * Puts `CONFIG.statusEffects` on `config` with `entries` as this run's version holds it; on v14 an assigned array (or
 * object) becomes the registry again, as core's CONFIG does.
 */
export function installStatusEffects(config: Rec, entries: readonly Rec[] = []): void {
  let current = statusEffectsOf(entries);
  Object.defineProperty(config, "statusEffects", {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (value: unknown) => {
      if (!onV14) current = value;
      else current = keyedRegistry(Array.isArray(value) ? (value as Rec[]) : Object.values(value as Record<string, Rec>));
    },
  });
}

/** The statuses as the token HUD and the effect sheet list them: the array on v13, the registry's values on v14. */
export function listedStatuses(registry: unknown): Rec[] {
  return Array.isArray(registry) ? (registry as Rec[]) : Object.values(registry as Record<string, Rec>);
}

/** The status core finds for `id`: `find` on v13's array, the key on v14's registry. */
export function statusById(registry: unknown, id: string): Rec | undefined {
  return onV14 ? (registry as Record<string, Rec | undefined>)[id] : (registry as Rec[]).find((s) => s.id === id);
}

/**
 * A fake of v13's world settings (`game.settings`) for one client, as the system uses them:
 * - `register(namespace, key, config)` declares a setting; `get` of a key never registered throws, as core does;
 * - `get` returns the stored value, or the registered default while none is stored;
 * - `set` of a world setting is a round trip to the server: the value is stored and the setting's `onChange(value)`
 *   runs when the server's answer arrives, each write in its own task (a socket message of its own), after the round
 *   trip's latency; `set` resolves after `onChange` has run. Writes sent together arrive one after another. Where it
 *   differs from v13: one client only (the system's module state is one client's); no Setting documents, no permission
 *   check (core refuses a player's write of a world setting), no type casting or `choices` validation.
 *
 * Sources: https://foundryvtt.com/api/v13/classes/foundry.helpers.ClientSettings.html (`register`, `get`, `set`,
 * `registerMenu`), https://foundryvtt.com/api/v13/interfaces/foundry.types.SettingConfig.html (`scope`, `default`,
 * `onChange`: "Executes when the value of this Setting changes"), "Settings"
 * (https://foundryvtt.com/article/settings/).
 */

type Rec = Record<string, unknown>;

export interface StageSettingConfig extends Rec {
  scope?: string;
  default?: unknown;
  onChange?: (value: unknown) => void;
}

export class StageSettings {
  readonly registered = new Map<string, StageSettingConfig>();
  readonly menus = new Map<string, Rec>();
  readonly stored = new Map<string, unknown>();
  /** Every write the server applied, in order. */
  readonly writes: { key: string; value: unknown }[] = [];

  /** @param latencyMs the round trip of one write */
  constructor(readonly latencyMs = 5) {}

  register(namespace: string, key: string, config: StageSettingConfig): void {
    this.registered.set(`${namespace}.${key}`, config);
  }

  registerMenu(namespace: string, key: string, config: Rec): void {
    this.menus.set(`${namespace}.${key}`, config);
  }

  get(namespace: string, key: string): unknown {
    const id = `${namespace}.${key}`;
    const config = this.registered.get(id);
    if (!config) throw new Error(`"${id}" is not a registered game setting`);
    return this.stored.has(id) ? this.stored.get(id) : config.default;
  }

  async set(namespace: string, key: string, value: unknown): Promise<unknown> {
    const id = `${namespace}.${key}`;
    const config = this.registered.get(id);
    if (!config) throw new Error(`"${id}" is not a registered game setting`);
    await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
    this.stored.set(id, value);
    this.writes.push({ key: id, value });
    config.onChange?.(value);
    return value;
  }
}

/** Puts a StageSettings in place of `game.settings` (on the `game` a stage installed) and returns it. */
export function installStageSettings(latencyMs?: number): StageSettings {
  const settings = new StageSettings(latencyMs);
  (globalThis as unknown as { game: Rec }).game.settings = settings;
  return settings;
}

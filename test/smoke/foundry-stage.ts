/**
 * A bare stage for loading the built bundle outside Foundry: empty classes and registries where the bundle expects
 * Foundry's globals, and a hook recorder. It implements no Foundry behaviour, so the smoke test built on it checks
 * only what the bundle itself does when it loads and runs its hooks: which classes and settings it registers.
 */
import { releaseOf, STAGE_GENERATION } from "../stage/version.ts";
import { installStatusEffects } from "../stage/status-effects.ts";
import { installUpdateOperators } from "../stage/update-operators.ts";

type Callback = (...args: unknown[]) => unknown;

export interface Stage {
  hooks: Map<string, Callback[]>;
  settings: Map<string, Record<string, unknown>>;
  keybindings: Map<string, Record<string, unknown>>;
  /** Settings menus (`game.settings.registerMenu`): key → data. */
  menus: Map<string, Record<string, unknown>>;
  /** Sheets registered through `foundry.documents.collections.Actors/Items.registerSheet`: document name → entries. */
  sheets: Map<string, { sheet: unknown; types: string[]; makeDefault: boolean; label: string }[]>;
  config: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- mirrors Foundry's untyped CONFIG
  run(hook: string): Promise<void>;
}

const emptyClass = (name: string) => ({ [name]: class {} })[name]!;

/** Installs the stage on globalThis and returns it. */
export function installStage(): Stage {
  const hooks = new Map<string, Callback[]>();
  const settings = new Map<string, Record<string, unknown>>();
  const keybindings = new Map<string, Record<string, unknown>>();
  const menus = new Map<string, Record<string, unknown>>();
  const sheets: Stage["sheets"] = new Map();
  const sheetCollection = (documentName: string) => ({
    registerSheet: (_scope: string, sheet: unknown, options: { types: string[]; makeDefault: boolean; label: string }) =>
      sheets.set(documentName, [...(sheets.get(documentName) ?? []), { sheet, ...options }]),
  });
  const add = (name: string, fn: Callback) => hooks.set(name, [...(hooks.get(name) ?? []), fn]);
  const Roll = emptyClass("Roll");
  const Die = class Die {
    static MODIFIERS: Record<string, string> = { r: "reroll" };
  };
  const config = {
    Actor: { dataModels: {}, trackableAttributes: {} },
    Item: { dataModels: {} },
    ActiveEffect: {},
    ChatMessage: { dataModels: {} },
    Combat: {},
    Combatant: {},
    Dice: { rolls: [Roll], terms: {} },
    TextEditor: { enrichers: [] as unknown[] },
    queries: {},
    specialStatusEffects: { DEFEATED: "dead" },
    ui: {},
  };
  // CONFIG.statusEffects: an array on v13, a registry keyed by id on v14 (test/stage/status-effects.ts).
  installStatusEffects(config);
  installUpdateOperators();
  Object.assign(globalThis, {
    Hooks: { once: add, on: add, callAll: () => true, call: () => true },
    Roll,
    Actor: emptyClass("Actor"),
    Item: emptyClass("Item"),
    ActiveEffect: emptyClass("ActiveEffect"),
    ChatMessage: emptyClass("ChatMessage"),
    Combat: emptyClass("Combat"),
    Combatant: emptyClass("Combatant"),
    CONFIG: config,
    document: { addEventListener: () => undefined, body: {} },
    foundry: {
      abstract: { TypeDataModel: emptyClass("TypeDataModel"), DataModel: emptyClass("DataModel") },
      applications: {
        api: {
          ApplicationV2: emptyClass("ApplicationV2"),
          HandlebarsApplicationMixin: (base: new () => object) => class extends base {},
          DialogV2: emptyClass("DialogV2"),
        },
        handlebars: { renderTemplate: async () => "", loadTemplates: async () => [] },
        sheets: { ActorSheetV2: emptyClass("ActorSheetV2"), ItemSheetV2: emptyClass("ItemSheetV2") },
        ux: { TextEditor: { implementation: emptyClass("TextEditor") } },
        sidebar: { tabs: { CombatTracker: emptyClass("CombatTracker") } },
      },
      dice: { terms: { Die } },
      documents: { collections: { Actors: sheetCollection("Actor"), Items: sheetCollection("Item") } },
      utils: {},
    },
    game: {
      release: releaseOf(STAGE_GENERATION),
      settings: {
        register: (ns: string, key: string, data: Record<string, unknown>) => settings.set(`${ns}.${key}`, data),
        registerMenu: (ns: string, key: string, data: Record<string, unknown>) => menus.set(`${ns}.${key}`, data),
        get: (ns: string, key: string) => settings.get(`${ns}.${key}`)?.default,
      },
      keybindings: { register: (ns: string, key: string, data: Record<string, unknown>) => keybindings.set(`${ns}.${key}`, data) },
      i18n: { localize: (key: string) => key, format: (key: string) => key },
      user: { isActiveGM: false, isGM: false },
    },
  });
  return {
    hooks,
    settings,
    keybindings,
    menus,
    sheets,
    config,
    async run(hook) {
      for (const fn of hooks.get(hook) ?? []) await fn();
    },
  };
}

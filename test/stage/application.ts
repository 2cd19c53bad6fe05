/**
 * A strict fake of v13's ApplicationV2 + HandlebarsApplicationMixin, for the render pipeline this system depends on:
 * - `render(options)` → `_configureRenderOptions` (sets `isFirstRender`) → `_prepareContext` → `_preFirstRender` (first
 *   render) → `_preRender` → `_renderHTML` → `_replaceHTML` → `_onFirstRender` (first render) → `_onRender`; renders
 *   are queued one after another, and a render without `force` of an app that is not rendered does nothing;
 * - `_renderHTML` asks `_configureRenderParts(options)` for the configured parts (default: a deep clone of `PARTS`);
 *   `options.parts` defaults to all of them; a requested part that is not configured is skipped with a
 *   `ui.notifications.warn` (recorded: `takeNotifications`; `failOnNotifications` fails a test that leaves one unread);
 * - each part is rendered with real Handlebars from the system's template files and must have exactly one root element
 *   (otherwise it throws, as core does); the root gets `data-application-part`;
 * - `_replaceHTML` replaces a rendered part in place or appends a new one, and never removes a part, even one that is
 *   no longer configured;
 * - `changeTab(tab, group)` marks the group's tab and panel active in place (no render);
 * - `close()` drops the element; the next forced render is a first render again;
 * - a rendered app is listed in `foundry.applications.instances` under its id from its first render until it closes
 *   (where the stage installs that registry: `installApplicationStage`);
 * - `_createContextMenu(handler, selector)` asks the handler for the entries once; `openContextMenu(target)` shows them
 *   as the run's version reads their keys (v13 `name`/`condition`/`callback`, v14 `label`/`visible`/`onClick`, v13's
 *   keys deprecated there);
 * - the first render inserts the element into the main window's document (`stageDocument.body`); on v14 a render with
 *   `window: {detached: true}` (API v14 `ApplicationWindowRenderOptions#detached`; foundryvtt#13132) moves it into a
 *   new popped-out window's document, and `detached: false` back into the main one; v13 knows no such option and keeps
 *   every window in the main document. The DOM is the element model of `application-dom.ts`. Form submission lives with
 *   the document sheets (`application-sheets.ts`), as in v13.
 *
 * Sources: https://foundryvtt.com/api/v13/classes/foundry.applications.api.ApplicationV2.html (`render`,
 * `_configureRenderOptions`, `_prepareContext`, `_renderHTML`, `_replaceHTML`, `_onFirstRender`, `_onRender`, `close`),
 * https://foundryvtt.com/api/v13/functions/foundry.applications.api.HandlebarsApplicationMixin.html (`PARTS`,
 * `_configureRenderParts`, `_preparePartContext`),
 * https://foundryvtt.com/api/v13/variables/foundry.applications.instances.html, `changeTab` on the same ApplicationV2 page; a part's single root element, the error
 * the mixin throws in v13 (docs/testing-in-foundry.md; not on an API page); context menus:
 * https://foundryvtt.com/api/v13/classes/foundry.applications.ux.ContextMenu.html,
 * https://foundryvtt.com/api/v14/interfaces/foundry.applications.ux.ContextMenu.ContextMenuEntry.html,
 * https://github.com/MetaMorphic-Digital/draw-steel/pull/1752; popped-out windows:
 * https://github.com/foundryvtt/foundryvtt/issues/13132.
 */
import { readFileSync } from "node:fs";
import { afterEach } from "vitest";
import type Handlebars from "handlebars";
import { SYSTEM_ID } from "../../src/core/settings.ts";
import { previewHandlebars } from "../preview/handlebars.ts";
import type { Lang } from "../support/lang.ts";
import { fromRoot } from "../support/project.ts";
import { createStageElement, parseFragment, popOutDocument, StageElement, StageInputElement, StageTextAreaElement, stageDocument, type StageDocument } from "./application-dom.ts";
import { logDeprecation } from "./deprecations.ts";
import { onV14, STAGE_GENERATION } from "./version.ts";

type Rec = Record<string, unknown>;
/** A part as `PARTS` declares it. */
export interface StagePart {
  template: string;
  templates?: string[];
  id?: string;
  classes?: string[];
  scrollable?: string[];
}
/** Render options as the stage reads them (the real ones carry more). */
export interface StageRenderOptions extends Rec {
  force?: boolean;
  isFirstRender?: boolean;
  parts?: string[];
  /** v14: render in a popped-out window (`true`) or back in the main one (`false`). */
  window?: { detached?: boolean };
}
export interface StageNotification {
  level: "info" | "warn" | "error";
  message: string;
}

const notifications: StageNotification[] = [];

/** The notifications shown since the last call (and forgets them, so the strictness check passes). */
export function takeNotifications(): StageNotification[] {
  return notifications.splice(0);
}

/** A template path (`systems/<id>/…`) as a file of this repository. */
function templateFile(path: string): string {
  const prefix = `systems/${SYSTEM_ID}/`;
  if (!path.startsWith(prefix)) throw new Error(`${path} is not one of this system's templates`);
  return fromRoot(path.slice(prefix.length));
}

let handlebars: typeof Handlebars | null = null;
const compiled = new Map<string, Handlebars.TemplateDelegate>();

/** Renders a system template with real Handlebars (strict: a missing context field throws). */
export async function renderStageTemplate(path: string, context: object): Promise<string> {
  let template = compiled.get(path);
  if (!template) {
    template = handlebars!.compile(readFileSync(templateFile(path), "utf8"), { strict: true });
    compiled.set(path, template);
  }
  return template(context);
}

/** Defines a template in memory under a path (for stage tests that need markup no system template has). */
export function defineStageTemplate(path: string, source: string): void {
  compiled.set(path, handlebars!.compile(source, { strict: true }));
}

function registerPartials(part: StagePart): void {
  for (const partial of part.templates ?? []) {
    if (!handlebars!.partials[partial]) handlebars!.registerPartial(partial, readFileSync(templateFile(partial), "utf8"));
  }
}

const RENDER_STATES = { NONE: 0, RENDERED: 2, CLOSED: -1 } as const;

/** `foundry.applications.instances`, when the stage installed it. */
function instanceRegistry(): Map<string, unknown> | null {
  const registry = (globalThis as { foundry?: { applications?: { instances?: unknown } } }).foundry?.applications?.instances;
  return registry instanceof Map ? registry : null;
}

/** Merges `DEFAULT_OPTIONS` down the class chain: `classes` add up, `actions` merge, the rest is overridden. */
function defaultOptions(cls: unknown): Rec {
  const chain: Rec[] = [];
  for (let c = cls; typeof c === "function"; c = Object.getPrototypeOf(c)) {
    if (Object.hasOwn(c, "DEFAULT_OPTIONS")) chain.unshift((c as unknown as { DEFAULT_OPTIONS: Rec }).DEFAULT_OPTIONS);
  }
  const out: Rec = { tag: "div", classes: [], actions: {} };
  for (const o of chain) {
    Object.assign(out, o, {
      classes: [...(out.classes as string[]), ...((o.classes as string[] | undefined) ?? [])],
      actions: { ...(out.actions as Rec), ...((o.actions as Rec | undefined) ?? {}) },
    });
  }
  return out;
}

/** The ApplicationV2 fake. */
export class StageApplicationV2 {
  static DEFAULT_OPTIONS: Rec = {};
  static TABS: Record<string, { initial?: string }> = {};
  options: Rec;
  tabGroups: Record<string, string | null> = {};
  /** Context menus the app asked for (`_createContextMenu`): the selector of each. */
  readonly contextMenus: string[] = [];
  /** The entries of each context menu, as the handler gave them when the menu was made (core asks once). */
  readonly #menus: { selector: string; entries: Rec[] }[] = [];
  #state: number = RENDER_STATES.NONE;
  #element: StageElement | null = null;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(options: Rec = {}) {
    this.options = { ...defaultOptions(this.constructor), ...options };
    const tabs = (this.constructor as typeof StageApplicationV2).TABS;
    for (const [group, config] of Object.entries(tabs)) this.tabGroups[group] = config.initial ?? null;
  }

  get id(): string {
    return String(this.options.id ?? this.constructor.name);
  }
  get element(): StageElement {
    return this.#element!;
  }
  get form(): StageElement | null {
    return this.options.tag === "form" ? this.#element : null;
  }
  get rendered(): boolean {
    return this.#state === RENDER_STATES.RENDERED;
  }

  /** `render(options)` or the legacy `render(force, options)`. */
  render(options: boolean | StageRenderOptions = {}, legacy: StageRenderOptions = {}): Promise<this> {
    const opts: StageRenderOptions = typeof options === "boolean" ? { ...legacy, force: options } : { ...options };
    const run = this.#queue.then(() => this.#render(opts));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async #render(options: StageRenderOptions): Promise<this> {
    if (!this.rendered && !options.force) return this;
    this._configureRenderOptions(options);
    const context = await this._prepareContext(options);
    if (options.isFirstRender) await this._preFirstRender(context, options);
    await this._preRender(context, options);
    const result = await this._renderHTML(context, options);
    if (options.isFirstRender) {
      const root = createStageElement(String(this.options.tag));
      root.setAttribute("id", this.id);
      root.classList.add("application", ...(this.options.classes as string[]));
      const content = createStageElement("section");
      content.classList.add("window-content");
      root.append(content);
      this.#element = root;
      instanceRegistry()?.set(this.id, this);
      stageDocument.body.append(root);
    }
    this.#placeWindow(options);
    this._replaceHTML(result, this.#element!.querySelector("section.window-content")!, options);
    this.#state = RENDER_STATES.RENDERED;
    if (options.isFirstRender) await this._onFirstRender(context, options);
    await this._onRender(context, options);
    return this;
  }

  /** The document the app's window is in: the main window's, or (v14) a popped-out window's. */
  get windowDocument(): StageDocument | null {
    return this.#element?.ownerDocument ?? null;
  }

  /** v14's `window.detached` render option: into a new popped-out window, or back into the main one. */
  #placeWindow(options: StageRenderOptions): void {
    const detached = options.window?.detached;
    if (STAGE_GENERATION !== 14 || detached === undefined) return;
    const inMain = this.#element!.ownerDocument === stageDocument;
    if (detached && inMain) popOutDocument().body.append(this.#element!);
    else if (!detached && !inMain) stageDocument.body.append(this.#element!);
  }

  async close(_options: object = {}): Promise<this> {
    this.#element?.remove();
    this.#element = null;
    this.#state = RENDER_STATES.CLOSED;
    instanceRegistry()?.delete(this.id);
    return this;
  }

  /**
   * `changeTab(tab, group)`: the group's active tab is now `tab`; every element of the group (`[data-group][data-tab]`:
   * the nav's links and the panels) is `active` when it is that tab's, as core does without re-rendering (API v13/v14
   * `ApplicationV2#changeTab`). A tab the group does not render throws: a test asking for one is wrong.
   */
  changeTab(tab: string, group: string, _options: object = {}): void {
    const members = this.#element?.querySelectorAll(`[data-group="${group}"][data-tab]`) ?? [];
    if (!members.some((el) => el.dataset.tab === tab)) throw new Error(`No tab "${tab}" in group "${group}"`);
    for (const el of members) el.classList.toggle("active", el.dataset.tab === tab);
    this.tabGroups[group] = tab;
  }

  protected _configureRenderOptions(options: StageRenderOptions): void {
    options.isFirstRender = !this.rendered;
  }
  protected async _prepareContext(_options: StageRenderOptions): Promise<Rec> {
    return {};
  }
  protected async _preFirstRender(_context: Rec, _options: StageRenderOptions): Promise<void> {}
  protected async _preRender(_context: Rec, _options: StageRenderOptions): Promise<void> {}
  protected async _renderHTML(_context: Rec, _options: StageRenderOptions): Promise<unknown> {
    return undefined;
  }
  protected _replaceHTML(_result: unknown, _content: StageElement, _options: StageRenderOptions): void {}
  protected async _onFirstRender(_context: Rec, _options: StageRenderOptions): Promise<void> {}
  protected async _onRender(_context: Rec, _options: StageRenderOptions): Promise<void> {}
  protected _createContextMenu(handler: () => unknown, selector: string): void {
    this.contextMenus.push(selector);
    const entries = handler();
    this.#menus.push({ selector, entries: Array.isArray(entries) ? (entries as Rec[]) : [] });
  }

  /**
   * Opens the context menu on `target` (a right click): the entries of the menus whose selector `target` is inside,
   * as this run's version reads them (`contextMenuItem`), the hidden ones left out.
   */
  openContextMenu(target: StageElement): StageMenuItem[] {
    return this.#menus.flatMap(({ selector, entries }) => {
      const at = target.closest<StageElement>(selector);
      return at ? entries.map((entry) => contextMenuItem(entry, at)).filter((item): item is StageMenuItem => item !== null) : [];
    });
  }
}

/** A context-menu entry as the user sees it: its label (not localised) and icon, and its click. */
export interface StageMenuItem {
  label: string;
  icon: string;
  click(): unknown;
}

/** v13's entry keys and v14's names for them. */
const MENU_KEYS = [["name", "label"], ["condition", "visible"], ["callback", "onClick"]] as const;

/**
 * An entry as each version reads it, or `null` when hidden for `target`. v13 reads `name`, `condition(target)` and
 * `callback(target)` and knows nothing of v14's keys (an entry with only those has no label and does nothing). v14
 * reads `label`, `visible(target)` and `onClick(event, target)`, and still honours v13's keys with a deprecation
 * warning each (draw-steel PR 1752; FoundryVTT-Fabula-Ultima PR 1383).
 */
export function contextMenuItem(entry: Rec, target: StageElement): StageMenuItem | null {
  const call = (fn: unknown, ...args: unknown[]): unknown => (typeof fn === "function" ? (fn as (...a: unknown[]) => unknown)(...args) : undefined);
  const icon = typeof entry.icon === "string" ? entry.icon : "";
  if (!onV14) {
    if (typeof entry.condition === "function" && !call(entry.condition, target)) return null;
    return { label: typeof entry.name === "string" ? entry.name : "", icon, click: () => call(entry.callback, target) };
  }
  for (const [old, now] of MENU_KEYS) if (old in entry) logDeprecation(`ContextMenuEntry#${old} is deprecated. Use ContextMenuEntry#${now} instead.`);
  const visible = entry.visible ?? entry.condition;
  if (typeof visible === "function" && !call(visible, target)) return null;
  const label = entry.label ?? entry.name;
  const event = { type: "click", target, preventDefault: () => undefined, stopPropagation: () => undefined };
  return {
    label: typeof label === "string" ? label : "",
    icon,
    click: () => (typeof entry.onClick === "function" ? call(entry.onClick, event, target) : call(entry.callback, target)),
  };
}

type AppConstructor = new (...args: never[]) => StageApplicationV2;

/** The HandlebarsApplicationMixin fake. */
export function StageHandlebarsApplicationMixin<Base extends AppConstructor>(BaseApplication: Base) {
  // The mixin pattern needs a constructor of `any[]` arguments (TS2545).
  return class HandlebarsApplication extends (BaseApplication as unknown as new (...args: any[]) => StageApplicationV2) { // eslint-disable-line @typescript-eslint/no-explicit-any
    static PARTS: Record<string, StagePart> = {};
    #parts: Record<string, StageElement> = {};

    /** The rendered parts by id (every part ever rendered since the app opened). */
    get parts(): Record<string, StageElement> {
      return this.#parts;
    }

    protected _configureRenderParts(_options: StageRenderOptions): Record<string, StagePart> {
      return structuredClone((this.constructor as unknown as { PARTS: Record<string, StagePart> }).PARTS);
    }

    protected async _preparePartContext(_partId: string, context: Rec, _options: StageRenderOptions): Promise<Rec> {
      return context;
    }

    protected override async _renderHTML(context: Rec, options: StageRenderOptions): Promise<Record<string, StageElement>> {
      const configured = this._configureRenderParts(options);
      const rendered: Record<string, StageElement> = {};
      for (const partId of options.parts ?? Object.keys(configured)) {
        const part = configured[partId];
        if (!part) {
          ui.notifications!.warn(`Part "${partId}" is not a supported template part for ${this.constructor.name}`);
          continue;
        }
        registerPartials(part);
        const partContext = await this._preparePartContext(partId, { ...context }, options);
        const html = await renderStageTemplate(part.template, partContext);
        const roots = parseFragment(html).filter((n): n is StageElement => n instanceof StageElement);
        if (roots.length !== 1) throw new Error(`Template part "${partId}" must render a single HTML element.`);
        const root = roots[0]!;
        root.setAttribute("data-application-part", partId);
        if (part.id) root.setAttribute("id", `${this.id}-${part.id}`);
        if (part.classes?.length) root.classList.add(...part.classes);
        rendered[partId] = root;
      }
      return rendered;
    }

    protected override _replaceHTML(result: unknown, content: StageElement, options: StageRenderOptions): void {
      super._replaceHTML(result, content, options);
      for (const [partId, element] of Object.entries(result as Record<string, StageElement>)) {
        const prior = this.#parts[partId];
        if (prior) prior.replaceWith(element);
        else content.append(element);
        this.#parts[partId] = element;
      }
    }

    override async close(options: object = {}): Promise<this> {
      this.#parts = {};
      return super.close(options);
    }
  };
}

/** `foundry.utils.mergeObject` for plain data (in place unless `inplace: false`); `-=key` deletes. */
export function mergeObject<T extends object>(original: T, other: object, options: { inplace?: boolean } = {}): T {
  const target = (options.inplace === false ? structuredClone(original) : original) as Rec;
  for (const [key, value] of Object.entries(other)) {
    if (key.startsWith("-=")) {
      delete target[key.slice(2)];
      continue;
    }
    const current = target[key];
    const bothObjects = value && typeof value === "object" && !Array.isArray(value) && current && typeof current === "object" && !Array.isArray(current);
    target[key] = bothObjects ? mergeObject(current as object, value as object) : structuredClone(value);
  }
  return target as T;
}

/** `foundry.utils.expandObject`: `{"a.b": 1}` → `{a: {b: 1}}`. */
export function expandObject(flat: Rec): Rec {
  const out: Rec = {};
  for (const [path, value] of Object.entries(flat)) {
    const keys = path.split(".");
    let node = out;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Rec;
    node[keys.at(-1)!] = value;
  }
  return out;
}

type Globals = { foundry: { applications: { api: Rec; instances?: unknown }; utils: Rec }; ui: Rec; CSS?: Rec };

/**
 * Installs the fakes on a stage from `installStage` (smoke stage): ApplicationV2, the Handlebars mixin, the registry
 * of rendered apps (`foundry.applications.instances`), the element classes the sheets test with `instanceof`,
 * `CSS.escape`, `foundry.utils` merging helpers, and a recording `ui.notifications`. Call before loading the src
 * modules (they read the globals at import time).
 */
export function installApplicationStage(lang: Lang = "en"): void {
  const g = globalThis as unknown as Globals;
  handlebars = previewHandlebars(lang);
  compiled.clear();
  notifications.length = 0;
  Object.assign(g.foundry.applications.api, { ApplicationV2: StageApplicationV2, HandlebarsApplicationMixin: StageHandlebarsApplicationMixin });
  g.foundry.applications.instances = new Map<string, unknown>();
  g.foundry.utils = { ...g.foundry.utils, deepClone: structuredClone, mergeObject, expandObject };
  const note = (level: StageNotification["level"]) => (message: unknown) => void notifications.push({ level, message: String(message) });
  g.ui = { ...g.ui, notifications: { info: note("info"), warn: note("warn"), error: note("error") } };
  g.CSS = { ...g.CSS, escape: (s: string) => s.replace(/["\\]/g, "\\$&") };
  Object.assign(globalThis, { HTMLElement: StageElement, HTMLInputElement: StageInputElement, HTMLTextAreaElement: StageTextAreaElement });
  stageDocument.activeElement = null;
}

/** For a test file: fails any test that leaves a notification unread (a toast in play is a fault unless expected). */
export function failOnNotifications(): void {
  afterEach(() => {
    const left = takeNotifications();
    if (left.length) throw new Error(`notifications shown during the test: ${left.map((n) => `${n.level}: ${n.message}`).join("; ")}`);
  });
}

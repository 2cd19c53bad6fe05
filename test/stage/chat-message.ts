/**
 * ChatMessage rendering as v13 does it where the system depends on it, learnt from Foundry's public API pages
 * (ChatMessage#renderHTML, hookEvents.renderChatMessageHTML) and the v13 systems that build on it (Draw Steel 0.11.1's
 * StandardModel#renderHTML, dnd5e 5.x's ChatMessage5e#renderHTML):
 * - `renderHTML({canDelete, canClose})` builds one `<li class="chat-message message flexcol">` element: a header
 *   (sender, timestamp, delete/dismiss) and `.message-content` holding the message's `content`. A message whose content
 *   holds no element and which has `rolls` shows the rolls' HTML (`roll.render()`) there; content the reader may not
 *   see is left out. When the message's `system` model has a `renderHTML`, that builds the element instead.
 * - Then, on that finished element, `Hooks.callAll("renderChatMessageHTML", message, html, context)`: every hook in
 *   registration order, none awaited (an async hook's later changes land after `renderHTML` resolved).
 * - `renderHTML` resolves to the very element the hooks changed. Hooks here is a real registry
 *   (on/once/off/callAll/call). Elements come from application-dom.ts, with the few DOM features chat code needs that
 *   it lacks (`textContent`/`innerHTML` assignment, string arguments to `append`, and a bubbling `click`).
 *
 * Sources: https://foundryvtt.com/api/v13/classes/foundry.documents.ChatMessage.html (`renderHTML`, `isContentVisible`,
 * `isRoll`), https://foundryvtt.com/api/v13/functions/hookEvents.renderChatMessageHTML.html, "Hooks are never awaited"
 * (https://foundryvtt.com/api/v13/modules/hookEvents.html),
 * https://foundryvtt.com/api/v13/functions/foundry.utils.parseHTML.html; Draw Steel 0.11.1
 * `src/module/data/message/standard.mjs` (a `system` model's `renderHTML`) and dnd5e 5.3
 * `module/documents/chat-message.mjs` (`ChatMessage5e#renderHTML`).
 */
import { createStageElement, parseFragment, StageElement, StageText } from "./application-dom.ts";

type Hook = (...args: unknown[]) => unknown;

/** A v13-like Hooks registry. */
export class StageHooks {
  readonly #hooks = new Map<string, { fn: Hook; once: boolean; id: number }[]>();
  #nextId = 1;

  on(name: string, fn: Hook, { once = false } = {}): number {
    const id = this.#nextId++;
    this.#hooks.set(name, [...(this.#hooks.get(name) ?? []), { fn, once, id }]);
    return id;
  }
  once(name: string, fn: Hook): number {
    return this.on(name, fn, { once: true });
  }
  off(name: string, fnOrId: Hook | number): void {
    this.#hooks.set(name, (this.#hooks.get(name) ?? []).filter((h) => h.fn !== fnOrId && h.id !== fnOrId));
  }
  /** Calls every hook of `name` in order; a returned promise is not awaited. */
  callAll(name: string, ...args: unknown[]): true {
    for (const hook of [...(this.#hooks.get(name) ?? [])]) {
      if (hook.once) this.off(name, hook.id);
      void hook.fn(...args);
    }
    return true;
  }
  /** Calls hooks of `name` in order until one returns false. */
  call(name: string, ...args: unknown[]): boolean {
    for (const hook of [...(this.#hooks.get(name) ?? [])]) {
      if (hook.once) this.off(name, hook.id);
      if (hook.fn(...args) === false) return false;
    }
    return true;
  }
}

/* DOM features chat code uses that application-dom.ts lacks (added only where missing). ---------------------- */

/** The event `click` dispatches. */
export interface StageClick {
  type: "click";
  target: StageElement;
  defaultPrevented: boolean;
  propagationStopped: boolean;
  preventDefault(): void;
  stopPropagation(): void;
}

function addMissingDomFeatures(): void {
  const proto = StageElement.prototype as unknown as Record<string, unknown>;
  const own = (name: string) => Object.getOwnPropertyDescriptor(StageElement.prototype, name);
  const clear = (el: StageElement) => {
    for (const child of [...el.childNodes]) el.removeChild(child);
  };
  const textGetter = own("textContent")?.get;
  if (textGetter && !own("textContent")?.set) {
    Object.defineProperty(proto, "textContent", {
      configurable: true,
      get: textGetter,
      set(this: StageElement, text: string) {
        clear(this);
        if (text) this.append(new StageText(String(text)));
      },
    });
  }
  const htmlGetter = own("innerHTML")?.get;
  if (htmlGetter && !own("innerHTML")?.set) {
    Object.defineProperty(proto, "innerHTML", {
      configurable: true,
      get: htmlGetter,
      set(this: StageElement, html: string) {
        clear(this);
        this.append(...parseFragment(String(html)));
      },
    });
  }
  if (!own("className")) {
    Object.defineProperty(proto, "className", {
      configurable: true,
      get(this: StageElement) {
        return this.getAttribute("class") ?? "";
      },
      set(this: StageElement, value: string) {
        this.setAttribute("class", value);
      },
    });
  }
  const append = StageElement.prototype.append;
  if (!(append as { acceptsStrings?: boolean }).acceptsStrings) {
    const withStrings = function (this: StageElement, ...nodes: (StageElement | StageText | string)[]) {
      append.apply(this, nodes.map((n) => (typeof n === "string" ? new StageText(n) : n)));
    };
    Object.assign(withStrings, { acceptsStrings: true });
    proto.append = withStrings;
  }
}

/** Clicks `target` as a user would: its listeners, then each ancestor's, until one stops the propagation. */
export function click(target: StageElement): StageClick {
  const event: StageClick = {
    type: "click",
    target,
    defaultPrevented: false,
    propagationStopped: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
    stopPropagation() {
      this.propagationStopped = true;
    },
  };
  for (let node: StageElement | null = target; node && !event.propagationStopped; node = node.parentNode) {
    // Cast: the listeners take the stage's plain event; a click carries more than it declares.
    for (const l of node.listeners) if (l.type === "click") l.listener(event as never);
  }
  return event;
}

/** Parses an HTML string as `foundry.utils.parseHTML` does: the element when there is one root, else the nodes. */
export function parseHTML(html: string): StageElement | StageElement[] {
  const nodes = parseFragment(html).filter((n): n is StageElement => n instanceof StageElement);
  return nodes.length === 1 ? nodes[0]! : nodes;
}

/* The ChatMessage fake --------------------------------------------------------------------------------------- */

/** A user of the stage's world. */
export interface StageUser {
  id: string;
  name: string;
  isGM: boolean;
}

/** What a stage message is made from. */
export interface StageMessageData {
  _id?: string;
  type?: string;
  system?: object;
  content?: string;
  flavor?: string;
  rolls?: { render(options?: object): Promise<string> }[];
  flags?: Record<string, unknown>;
  author?: StageUser;
  whisper?: string[];
  blind?: boolean;
  timestamp?: number;
  speaker?: { alias?: string };
}

/** The stage's world: its users and who is reading. */
export interface ChatWorld {
  users: StageUser[];
  user: StageUser;
}

const escapeHTML = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;" })[c]!);

/** Core's ChatMessage as the stage renders it. */
export class StageChatMessage {
  readonly id: string;
  readonly type: string;
  readonly system: object;
  readonly content: string;
  readonly flavor: string;
  readonly rolls: NonNullable<StageMessageData["rolls"]>;
  readonly flags: Record<string, unknown>;
  readonly author: StageUser | null;
  readonly whisper: string[];
  readonly blind: boolean;
  readonly timestamp: number;
  readonly speaker: { alias?: string };

  constructor(data: StageMessageData = {}) {
    this.id = data._id ?? "message000000001";
    this.type = data.type ?? "base";
    this.system = data.system ?? {};
    this.content = data.content ?? "";
    this.flavor = data.flavor ?? "";
    this.rolls = data.rolls ?? [];
    this.flags = data.flags ?? {};
    this.author = data.author ?? chatWorld().user;
    this.whisper = data.whisper ?? [];
    this.blind = data.blind ?? false;
    this.timestamp = data.timestamp ?? Date.now();
    this.speaker = data.speaker ?? {};
  }

  /** The message's data as plain values (`toObject(false)`: the prepared values). */
  toObject(_source = true): Record<string, unknown> {
    const { id, type, system, content, flavor, flags, whisper, blind, timestamp, speaker } = this;
    return { _id: id, type, system: { ...system }, content, flavor, flags, whisper, blind, timestamp, speaker, author: this.author?.id ?? null };
  }

  get isRoll(): boolean {
    return this.rolls.length > 0;
  }
  get alias(): string {
    return this.speaker.alias ?? this.author?.name ?? "";
  }
  /** Whispered or blind content is visible to the GM, the author (unless blind) and the whispered users. */
  get isContentVisible(): boolean {
    const user = chatWorld().user;
    if (user.isGM) return true;
    if (this.blind) return false;
    return !this.whisper.length || this.author?.id === user.id || this.whisper.includes(user.id);
  }

  async renderHTML({ canDelete, canClose = false, ...rest }: { canDelete?: boolean; canClose?: boolean } = {}): Promise<StageElement> {
    const world = chatWorld();
    canDelete ??= world.user.isGM;
    const context = {
      ...rest,
      canDelete,
      canClose,
      message: this,
      user: world.user,
      author: this.author,
      alias: this.alias,
      isWhisper: this.whisper.length > 0,
      whisperTo: this.whisper.map((id) => world.users.find((u) => u.id === id)?.name ?? "").join(", "),
    };
    const system = this.system as { renderHTML?: (options: object) => Promise<StageElement> };
    const html = typeof system.renderHTML === "function" ? await system.renderHTML({ ...rest, canDelete, canClose }) : await this.#defaultHTML(context);
    chatStageHooks().callAll("renderChatMessageHTML", this, html, context);
    return html;
  }

  async #defaultHTML(context: { canDelete: boolean; canClose: boolean; isWhisper: boolean; whisperTo: string }): Promise<StageElement> {
    let content = this.isContentVisible ? this.content : "";
    const hasElements = parseFragment(content).some((n) => n instanceof StageElement);
    if (this.isRoll && this.isContentVisible && !hasElements) content = (await Promise.all(this.rolls.map((r) => r.render()))).join("");
    const classes = ["chat-message", "message", "flexcol", context.isWhisper ? "whisper" : "", this.blind ? "blind" : ""].filter(Boolean);
    const html = `<li class="${classes.join(" ")}" data-message-id="${this.id}">`
      + `<header class="message-header flexrow"><h4 class="message-sender">${escapeHTML(this.alias)}</h4>`
      + `<span class="message-metadata"><time class="message-timestamp">now</time>`
      + (context.canDelete ? `<a class="message-delete" data-action="deleteMessage"><i class="fa-solid fa-trash"></i></a>` : "")
      + (context.canClose ? `<a class="message-dismiss" data-action="dismissMessage"><i class="fa-solid fa-xmark"></i></a>` : "")
      + `</span>${context.isWhisper ? `<span class="whisper-to">To: ${escapeHTML(context.whisperTo)}</span>` : ""}`
      + (this.flavor ? `<span class="flavor-text">${this.flavor}</span>` : "")
      + `</header><div class="message-content">${content}</div></li>`;
    return parseHTML(html) as StageElement;
  }
}

let stageHooks = new StageHooks();
let world: ChatWorld | null = null;
const chatStageHooks = () => stageHooks;
function chatWorld(): ChatWorld {
  if (!world) throw new Error("installChatStage() first");
  return world;
}

/** What `installChatStage` put in place. */
export interface ChatStage {
  hooks: StageHooks;
  world: ChatWorld;
  /** Sets who is reading. */
  readAs(user: StageUser): void;
}

export const GM: StageUser = { id: "gm00000000000001", name: "Game Master", isGM: true };
export const PLAYER: StageUser = { id: "player0000000001", name: "Ann", isGM: false };

/**
 * Installs the chat stage on globalThis: `Hooks`, `ChatMessage` (the fake above), `HTMLElement`, `document.createElement`,
 * `foundry.utils.{escapeHTML, parseHTML, timeSince}`, `game.user(s)` and an identity `game.i18n`. Other globals
 * (`foundry.applications.handlebars.renderTemplate`, `fromUuidSync`, …) are left to the test. Call it before importing
 * code that extends `ChatMessage`.
 */
export function installChatStage(reader: StageUser = GM): ChatStage {
  addMissingDomFeatures();
  stageHooks = new StageHooks();
  world = { users: [GM, PLAYER], user: reader };
  const g = globalThis as unknown as Record<string, Record<string, unknown> | undefined>;
  const foundry = (g.foundry ??= {}) as { utils?: Record<string, unknown> };
  foundry.utils = { ...foundry.utils, escapeHTML, parseHTML, timeSince: () => "now" };
  const game = (g.game ??= {}) as Record<string, unknown>;
  const activeWorld = world;
  Object.defineProperty(game, "user", { configurable: true, get: () => activeWorld.user });
  game.users = Object.assign([...activeWorld.users], { get: (id: string) => activeWorld.users.find((u) => u.id === id), activeGM: GM });
  game.i18n ??= { localize: (key: string) => key, format: (key: string) => key };
  Object.assign(globalThis, {
    Hooks: stageHooks,
    ChatMessage: StageChatMessage,
    HTMLElement: StageElement, // the stage's elements, so `instanceof HTMLElement` checks (src/core/dom.ts) hold
    document: { ...(g.document ?? {}), createElement: createStageElement },
  });
  return {
    hooks: stageHooks,
    world: activeWorld,
    readAs(user) {
      activeWorld.user = user;
    },
  };
}

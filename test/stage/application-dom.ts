/**
 * A minimal element model for the ApplicationV2 stage: no DOM library is installed (no jsdom / happy-dom), and the
 * sheets touch only a small part of the DOM (query by simple selectors, `closest`, `classList`, `dataset`, attributes,
 * `replaceWith`/`append`, listeners, `instanceof HTMLInputElement`). Parsing is strict: a tag that closes the wrong
 * element throws, and a selector outside the supported grammar throws instead of matching nothing. Documents: the main
 * window's and popped-out windows' (`StageDocument`); events bubble to the element's own document only. Supported
 * selectors: lists (`a, b`), descendant and child combinators, tag, `#id`, `.class`, `[attr]`, `[attr=v]`.
 *
 * Sources: the DOM as MDN documents it — https://developer.mozilla.org/en-US/docs/Web/API/Element,
 * https://developer.mozilla.org/en-US/docs/Web/API/Element/closest,
 * https://developer.mozilla.org/en-US/docs/Web/API/Node/textContent,
 * https://developer.mozilla.org/en-US/docs/Web/API/Element/insertAdjacentHTML,
 * https://developer.mozilla.org/en-US/docs/Web/API/Event/bubbles (an event bubbles to its own document),
 * https://developer.mozilla.org/en-US/docs/Web/API/Web_components/Using_custom_elements (`connectedCallback` on each
 * insertion, an adopted element keeps its definition).
 */
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const RAW_TEXT = new Set(["script", "style", "textarea"]);
const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g;
const ATTRIBUTE = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: "\"", apos: "'", nbsp: "\u00a0" };

/** Decodes the character references Handlebars and our templates produce. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === "#") return String.fromCodePoint(ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}
const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (s: string) => escapeText(s).replace(/"/g, "&quot;");

/** An event as the stage dispatches it: it bubbles from its target to the root, then to the root's document. */
export interface StageEvent {
  type: string;
  target: StageElement;
  currentTarget: StageElement | StageDocument | null;
  defaultPrevented: boolean;
  propagationStopped: boolean;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  /** A keyboard event's key ("Enter", " ", "ArrowRight" …); "" for other events. */
  key: string;
  stopPropagation(): void;
  preventDefault(): void;
}
type Listener = (event: StageEvent) => unknown;
type KeyState = Partial<Pick<StageEvent, "shiftKey" | "ctrlKey" | "altKey" | "metaKey" | "key">>;

/** A text node. */
export class StageText {
  readonly nodeType = 3;
  parentNode: StageElement | null = null;
  constructor(public data: string) {}
  get textContent(): string {
    return this.data;
  }
}

/**
 * A document: the main window's (`stageDocument`, what the global `document` is) or a popped-out window's
 * (`popOutDocument()`: v14's detached application windows, or the PopOut! module on either version). Its `body` is
 * where an application's element is inserted; an element is in a document (connected) when its root is that body.
 * An event bubbles up its element's tree and then to the listeners of that element's own document only: a listener
 * on the main document never hears a click in a popped-out window. Nothing is focused unless a test focuses it.
 */
export class StageDocument {
  activeElement: StageElement | null = null;
  readonly body: StageElement;
  readonly listeners: { type: string; listener: Listener }[] = [];
  constructor(readonly name: string) {
    this.body = new StageElement("body", this);
    bodies.set(this.body, this);
  }
  createElement(tag: string): StageElement {
    return createStageElement(tag, this);
  }
  addEventListener(type: string, listener: Listener): void {
    this.listeners.push({ type, listener });
  }
}

/** Each document's body → its document. */
const bodies = new WeakMap<StageElement, StageDocument>();

/**
 * Custom elements the stage knows (core's `<enriched-content>`): `connected` runs each time such an element is
 * inserted into a document's tree, including when it moves to another window's document (as the browser's
 * `connectedCallback` does; an element keeps its definition when adopted into another window).
 */
const customElements = new Map<string, (element: StageElement) => void>();
export function defineStageElement(tag: string, connected: (element: StageElement) => void): void {
  customElements.set(tag.toLowerCase(), connected);
}

/** An element. Subclasses exist only for `instanceof HTMLInputElement` / `HTMLTextAreaElement` checks. */
export class StageElement {
  readonly localName: string;
  readonly nodeType = 1;
  readonly #attributes = new Map<string, string>();
  childNodes: (StageElement | StageText)[] = [];
  parentNode: StageElement | null = null;
  readonly listeners: { type: string; listener: Listener }[] = [];
  /** The document that made the element (it stays there until inserted into another document's tree). */
  #madeIn: StageDocument | null;

  constructor(tag: string, madeIn: StageDocument | null = null) {
    this.localName = tag.toLowerCase();
    this.#madeIn = madeIn;
  }

  get tagName(): string {
    return this.localName.toUpperCase();
  }
  /** The top of the element's tree (itself when detached). */
  get root(): StageElement {
    return this.parentNode?.root ?? this;
  }
  /** Is the element in a document (its root is a document's body)? */
  get isConnected(): boolean {
    return bodies.has(this.root);
  }
  /** The document whose tree holds the element, else the one that made it (the main document by default). */
  get ownerDocument(): StageDocument {
    const root = this.root;
    return bodies.get(root) ?? root.#madeIn ?? stageDocument;
  }
  get children(): StageElement[] {
    return this.childNodes.filter((n): n is StageElement => n instanceof StageElement);
  }
  get parentElement(): StageElement | null {
    return this.parentNode;
  }

  /** The attributes in order (read as the DOM's NamedNodeMap by test-failure printers too). */
  get attributes(): { name: string; value: string }[] {
    return [...this.#attributes].map(([name, value]) => ({ name, value }));
  }
  getAttributeNames(): string[] {
    return [...this.#attributes.keys()];
  }
  getAttribute(name: string): string | null {
    return this.#attributes.get(name.toLowerCase()) ?? null;
  }
  setAttribute(name: string, value: string): void {
    this.#attributes.set(name.toLowerCase(), String(value));
  }
  hasAttribute(name: string): boolean {
    return this.#attributes.has(name.toLowerCase());
  }
  removeAttribute(name: string): void {
    this.#attributes.delete(name.toLowerCase());
  }
  get id(): string {
    return this.getAttribute("id") ?? "";
  }
  get hidden(): boolean {
    return this.hasAttribute("hidden");
  }
  get name(): string {
    return this.getAttribute("name") ?? "";
  }

  /** `classList` over the `class` attribute. */
  get classList() {
    const read = () => (this.getAttribute("class") ?? "").split(/\s+/).filter(Boolean);
    const write = (list: string[]) => this.setAttribute("class", [...new Set(list)].join(" "));
    return {
      contains: (c: string) => read().includes(c),
      add: (...cs: string[]) => write([...read(), ...cs]),
      remove: (...cs: string[]) => write(read().filter((c) => !cs.includes(c))),
      toggle: (c: string, force?: boolean) => {
        const on = force ?? !read().includes(c);
        write(on ? [...read(), c] : read().filter((x) => x !== c));
        return on;
      },
    };
  }

  /** `dataset`: `data-foo-bar` as `fooBar`, read and written through the attributes. */
  get dataset(): Record<string, string | undefined> {
    const attr = (key: string) => `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
    return new Proxy({}, {
      get: (_t, key) => (typeof key === "string" ? (this.getAttribute(attr(key)) ?? undefined) : undefined),
      set: (_t, key, value) => {
        this.setAttribute(attr(String(key)), String(value));
        return true;
      },
    });
  }

  get textContent(): string {
    return this.childNodes.map((n) => n.textContent).join("");
  }
  set textContent(text: string) {
    this.#replaceChildren(text ? [new StageText(text)] : []);
  }
  get innerHTML(): string {
    return this.childNodes.map((n) => (n instanceof StageText ? escapeText(n.data) : n.outerHTML)).join("");
  }
  set innerHTML(html: string) {
    this.#replaceChildren(parseFragment(html));
  }
  #replaceChildren(nodes: (StageElement | StageText)[]): void {
    for (const n of this.childNodes) n.parentNode = null;
    this.childNodes = [];
    this.append(...nodes);
  }
  get outerHTML(): string {
    const attrs = [...this.#attributes].map(([k, v]) => (v === "" ? ` ${k}` : ` ${k}="${escapeAttribute(v)}"`)).join("");
    return VOID.has(this.localName) ? `<${this.localName}${attrs}>` : `<${this.localName}${attrs}>${this.innerHTML}</${this.localName}>`;
  }

  /** Test-failure printers show the markup. */
  toJSON(): string {
    return this.outerHTML;
  }

  get className(): string {
    return this.getAttribute("class") ?? "";
  }
  set className(value: string) {
    this.setAttribute("class", value);
  }

  /** Appends nodes (a string as a text node, as the DOM does), moving each from wherever it was. */
  append(...items: (StageElement | StageText | string)[]): void {
    const nodes = items.map((n) => (typeof n === "string" ? new StageText(n) : n));
    for (const node of nodes) {
      node.parentNode?.removeChild(node);
      node.parentNode = this;
      this.childNodes.push(node);
      connect(node);
    }
  }
  removeChild(node: StageElement | StageText): void {
    this.childNodes = this.childNodes.filter((n) => n !== node);
    node.parentNode = null;
  }
  /** Replaces this element in its parent; a detached element stays detached (as in the DOM). */
  /** Parses `html` and puts its nodes before, at the start of, at the end of, or after this element. */
  insertAdjacentHTML(position: "beforebegin" | "afterbegin" | "beforeend" | "afterend", html: string): void {
    const nodes = parseFragment(html);
    const parent = this.parentNode;
    if (position === "beforeend") return this.append(...nodes);
    if (position === "afterbegin") return this.#replaceChildren([...nodes, ...this.childNodes]);
    if (!parent) throw new Error(`stage: insertAdjacentHTML("${position}") on an element with no parent`);
    const at = parent.childNodes.indexOf(this) + (position === "afterend" ? 1 : 0);
    const after = parent.childNodes.slice(at);
    for (const n of after) parent.removeChild(n);
    parent.append(...nodes, ...after);
  }
  replaceWith(node: StageElement): void {
    const parent = this.parentNode;
    if (!parent) return;
    node.parentNode?.removeChild(node);
    parent.childNodes = parent.childNodes.map((n) => (n === this ? node : n));
    node.parentNode = parent;
    this.parentNode = null;
    connect(node);
  }
  remove(): void {
    this.parentNode?.removeChild(this);
  }
  contains(other: StageElement | null): boolean {
    for (let n = other; n; n = n.parentNode) if (n === this) return true;
    return false;
  }

  /** Every descendant element in document order. */
  descendants(): StageElement[] {
    return this.children.flatMap((c) => [c, ...c.descendants()]);
  }
  matches(selector: string): boolean {
    return parseSelector(selector).some((complex) => matchesComplex(this, complex));
  }
  querySelectorAll<T = StageElement>(selector: string): T[] {
    const list = parseSelector(selector);
    return this.descendants().filter((el) => list.some((complex) => matchesComplex(el, complex))) as T[];
  }
  querySelector<T = StageElement>(selector: string): T | null {
    return this.querySelectorAll<T>(selector)[0] ?? null;
  }
  closest<T = StageElement>(selector: string): T | null {
    if (this.matches(selector)) return this as unknown as T;
    return this.parentNode?.closest<T>(selector) ?? null;
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners.push({ type, listener });
  }
  /**
   * Dispatches an event of `type` at this element: its listeners, then each ancestor's, then — when the element is in
   * a document — that document's, until one stops the propagation. Returns the event (`defaultPrevented`, …).
   */
  dispatch(type: string, keys: KeyState = {}): StageEvent {
    const event: StageEvent = {
      type, target: this, currentTarget: null, defaultPrevented: false, propagationStopped: false,
      shiftKey: false, ctrlKey: false, altKey: false, metaKey: false, key: "", ...keys,
      stopPropagation() {
        this.propagationStopped = true;
      },
      preventDefault() {
        this.defaultPrevented = true;
      },
    };
    const path: (StageElement | StageDocument)[] = [this];
    for (let node = this.parentNode; node; node = node.parentNode) path.push(node);
    const document = bodies.get(this.root);
    if (document) path.push(document);
    for (const node of path) {
      if (event.propagationStopped) break;
      event.currentTarget = node;
      for (const l of [...node.listeners]) if (l.type === type) l.listener(event);
    }
    event.currentTarget = null;
    return event;
  }
  focus(): void {
    this.ownerDocument.activeElement = this;
  }
}

/** Runs the connected callback of each custom element in `node`'s subtree, when the subtree is now in a document. */
function connect(node: StageElement | StageText): void {
  if (!(node instanceof StageElement) || !customElements.size || !node.isConnected) return;
  for (const el of [node, ...node.descendants()]) customElements.get(el.localName)?.(el);
}

/** The main window's document (the global `document` of the stages that install one). */
export const stageDocument = new StageDocument("main");

/** A new popped-out window's document: what the window holds is in it, not in the main document. */
export function popOutDocument(): StageDocument {
  return new StageDocument("pop-out");
}

/** `<input>`: `value` (the live value) and `defaultValue` (the attribute), as the pending-edit guard reads them. */
export class StageInputElement extends StageElement {
  #value: string | null = null;
  get value(): string {
    return this.#value ?? this.getAttribute("value") ?? "";
  }
  set value(v: string) {
    this.#value = v;
  }
  get defaultValue(): string {
    return this.getAttribute("value") ?? "";
  }
  get type(): string {
    return this.getAttribute("type") ?? "text";
  }
  get checked(): boolean {
    return this.hasAttribute("checked");
  }
  selectionStart: number | null = null;
  selectionEnd: number | null = null;
  setSelectionRange(start: number, end: number): void {
    this.selectionStart = start;
    this.selectionEnd = end;
  }
}

/** `<textarea>`: its text content is the default value. */
export class StageTextAreaElement extends StageInputElement {
  override get defaultValue(): string {
    return this.textContent;
  }
  override get value(): string {
    return super.value === "" ? this.textContent : super.value;
  }
  override set value(v: string) {
    super.value = v;
  }
}

/** Creates an element of the right class for its tag, made in `document` (the main one unless given). */
export function createStageElement(tag: string, document: StageDocument | null = null): StageElement {
  const name = tag.toLowerCase();
  if (name === "input") return new StageInputElement(name, document);
  if (name === "textarea") return new StageTextAreaElement(name, document);
  return new StageElement(name, document);
}

/** Parses an HTML fragment into top-level nodes (elements and non-blank text). Throws on malformed markup. */
export function parseFragment(html: string): (StageElement | StageText)[] {
  const root = new StageElement("#fragment");
  let current = root;
  let last = 0;
  const text = (upTo: number) => {
    const raw = html.slice(last, upTo);
    if (raw.trim()) current.append(new StageText(decodeEntities(raw)));
  };
  TAG.lastIndex = 0;
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    text(m.index);
    last = m.index + m[0].length;
    const [, closing, rawName, rawAttributes = "", selfClosing] = m;
    if (!rawName) continue; // a comment
    const name = rawName.toLowerCase();
    if (closing) {
      if (current.localName !== name) throw new Error(`</${name}> closes <${current.localName}> at offset ${m.index}`);
      current = current.parentNode!;
      continue;
    }
    const el = createStageElement(name);
    for (const a of rawAttributes.matchAll(ATTRIBUTE)) el.setAttribute(a[1]!, decodeEntities(a[2] ?? a[3] ?? a[4] ?? ""));
    current.append(el);
    if (VOID.has(name) || selfClosing) continue;
    if (RAW_TEXT.has(name)) {
      const end = html.toLowerCase().indexOf(`</${name}>`, last);
      if (end < 0) throw new Error(`unclosed <${name}>`);
      if (end > last) el.append(new StageText(decodeEntities(html.slice(last, end))));
      last = end + name.length + 3;
      TAG.lastIndex = last;
      continue;
    }
    current = el;
  }
  if (current !== root) throw new Error(`unclosed <${current.localName}>`);
  text(html.length);
  const nodes = [...root.childNodes];
  for (const n of nodes) root.removeChild(n);
  return nodes;
}

/* Selectors ------------------------------------------------------------------------------------------------ */

interface Compound {
  tag: string | null;
  ids: string[];
  classes: string[];
  attributes: { name: string; value: string | null }[];
}
/** Compounds from right to left, each with the combinator that links it to the next one on its left. */
type Complex = { compound: Compound; combinator: " " | ">" }[];

const SIMPLE = /^(?:([a-zA-Z][\w-]*|\*)|#([\w-]+)|\.([\w-]+)|\[\s*([\w-]+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([\w-]+))\s*)?\])/;

function parseCompound(text: string, selector: string): Compound {
  const out: Compound = { tag: null, ids: [], classes: [], attributes: [] };
  let rest = text;
  while (rest) {
    const m = SIMPLE.exec(rest);
    if (!m) throw new Error(`the stage's selector engine does not support "${rest}" in "${selector}"`);
    if (m[1]) out.tag = m[1] === "*" ? null : m[1].toLowerCase();
    else if (m[2]) out.ids.push(m[2]);
    else if (m[3]) out.classes.push(m[3]);
    else out.attributes.push({ name: m[4]!.toLowerCase(), value: m[5] ?? m[6] ?? m[7] ?? null });
    rest = rest.slice(m[0].length);
  }
  return out;
}

/** Splits on a separator outside brackets and quotes. */
function splitOutside(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "\"" || c === "'") quote = c;
    else if (c === "[") depth++;
    else if (c === "]") depth--;
    else if (depth === 0 && separator.test(c)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function parseSelector(selector: string): Complex[] {
  return splitOutside(selector, /,/).map((one) => {
    const tokens = splitOutside(one.replace(/\s*>\s*/g, " > ").trim(), /\s/).filter(Boolean);
    const complex: Complex = [];
    let combinator: " " | ">" = " ";
    for (const token of tokens.reverse()) {
      if (token === ">") {
        combinator = ">";
        continue;
      }
      if (complex.length) complex[complex.length - 1]!.combinator = combinator;
      complex.push({ compound: parseCompound(token, selector), combinator: " " });
      combinator = " ";
    }
    if (!complex.length) throw new Error(`empty selector in "${selector}"`);
    return complex;
  });
}

function matchesCompound(el: StageElement, c: Compound): boolean {
  if (c.tag && el.localName !== c.tag) return false;
  if (c.ids.some((id) => el.id !== id)) return false;
  if (c.classes.some((cls) => !el.classList.contains(cls))) return false;
  return c.attributes.every((a) => (a.value === null ? el.hasAttribute(a.name) : el.getAttribute(a.name) === a.value));
}

function matchesComplex(el: StageElement, complex: Complex, index = 0): boolean {
  const step = complex[index]!;
  if (!matchesCompound(el, step.compound)) return false;
  if (index === complex.length - 1) return true;
  for (let up = el.parentNode; up && up.localName !== "#fragment"; up = up.parentNode) {
    if (matchesComplex(up, complex, index + 1)) return true;
    if (step.combinator === ">") return false;
  }
  return false;
}

/**
 * DialogV2 as v13 runs it, where the system depends on it: `wait` / `confirm` / `prompt` with `{window: {title},
 * content, buttons: [{action, label, icon, default, callback}], render, rejectClose}`.
 * - The window title and every button label are localised and written as text (a user reads `&amp;` when handed
 *   `&amp;`); only `content` is HTML.
 * - A click resolves the dialog with `await callback(event, button, dialog)`, or the button's `action` when the
 *   callback is absent or gives null/undefined; `button` is the clicked `<button>` (its `form` is the dialog's form).
 * - `render(event, dialog)` runs once the element is built, with `dialog.element` the whole window.
 * - Closing without a button resolves `null`, or rejects when `rejectClose` is true (false when not given, as v13).
 * - Strict: `buttons` must be an array of buttons each with its own `action` (v1-style records are refused).
 *
 * Sources: https://foundryvtt.com/api/v13/classes/foundry.applications.api.DialogV2.html (`wait`, `confirm`, `prompt`),
 * https://foundryvtt.com/api/v13/interfaces/foundry.applications.api.DialogV2Button.html,
 * https://foundryvtt.com/api/v13/interfaces/foundry.applications.api.DialogV2WaitOptions.html (`rejectClose`); Draw
 * Steel 0.11.1 `src/module/documents/combatant-group.mjs` calls `DialogV2.prompt` this way. That titles and labels are
 * set as text is read from those pages and Draw Steel's calls, not checked on a live build
 * (docs/testing-in-foundry.md).
 */
import { createStageElement, parseFragment, StageText, type StageElement } from "./application-dom.ts";

type Callback = (event: StageEvent, button: StageElement, dialog: StageDialog) => unknown;

/** One button as the system passes it. */
export interface DialogButton {
  action: string;
  label?: string;
  icon?: string;
  default?: boolean;
  type?: string;
  callback?: Callback;
}

/** The configuration the system passes to `wait`, `confirm` or `prompt`. */
export interface DialogConfig {
  window?: { title?: string; icon?: string };
  content?: string;
  buttons?: DialogButton[];
  yes?: Partial<DialogButton>;
  no?: Partial<DialogButton>;
  ok?: Partial<DialogButton>;
  render?: (event: StageEvent, dialog: StageDialog) => void;
  rejectClose?: boolean;
}

/** The event the stage hands to callbacks. */
export interface StageEvent {
  type: string;
  target: StageElement | null;
}

/** An open dialog: its element, and what a user sees and does with it. */
export class StageDialog {
  readonly element: StageElement;
  readonly form: StageElement;
  #settle: (value: unknown, error?: Error) => void = () => undefined;
  #closed = false;

  constructor(
    readonly options: DialogConfig,
    readonly buttons: readonly DialogButton[],
    localize: (key: string) => string,
  ) {
    this.element = createStageElement("dialog");
    this.element.setAttribute("class", "application dialog");
    const header = createStageElement("header");
    header.setAttribute("class", "window-header");
    header.append(textElement("h1", "window-title", localize(options.window?.title ?? "")));
    this.form = createStageElement("form");
    this.form.setAttribute("class", "window-content dialog-form standard-form");
    if (options.content) {
      const content = createStageElement("div");
      content.setAttribute("class", "dialog-content standard-form");
      content.append(...parseFragment(options.content));
      this.form.append(content);
    }
    const footer = createStageElement("footer");
    footer.setAttribute("class", "form-footer");
    for (const button of buttons) footer.append(this.#buttonElement(button, localize));
    this.form.append(footer);
    this.element.append(header, this.form);
  }

  #buttonElement(button: DialogButton, localize: (key: string) => string): StageElement {
    const el = createStageElement("button");
    el.setAttribute("type", button.type ?? "submit");
    el.setAttribute("data-action", button.action);
    if (button.default) el.setAttribute("autofocus", "");
    if (button.icon) {
      const icon = createStageElement("i");
      icon.setAttribute("class", button.icon);
      el.append(icon);
    }
    el.append(textElement("span", "", localize(button.label ?? button.action)));
    Object.defineProperty(el, "form", { value: this.form });
    return el;
  }

  /** The window title as a user reads it. */
  get title(): string {
    return this.element.querySelector(".window-title")?.textContent ?? "";
  }
  /** Each button's text as a user reads it, in order. */
  get buttonTexts(): string[] {
    return this.element.querySelectorAll("footer button").map((b) => b.textContent);
  }
  /** The content's text as a user reads it. */
  get contentText(): string {
    return this.element.querySelector(".dialog-content")?.textContent ?? "";
  }
  /** The `<button>` of `action`. */
  button(action: string): StageElement {
    const el = this.element.querySelector(`footer button[data-action="${action}"]`);
    if (!el) throw new Error(`the dialog has no "${action}" button (it has ${this.buttons.map((b) => b.action).join(", ")})`);
    return el;
  }

  /** The user clicks the button of `action`; resolves once the dialog has settled. */
  async click(action: string): Promise<void> {
    const target = this.button(action);
    if (target.hasAttribute("disabled")) throw new Error(`the "${action}" button is disabled: a user cannot click it`);
    const config = this.buttons.find((b) => b.action === action)!;
    const result = (await config.callback?.({ type: "click", target }, target, this)) ?? config.action;
    this.#finish(result);
  }

  /** The user closes the window without choosing. */
  close(): void {
    if (this.options.rejectClose === true) this.#finish(undefined, new Error("Dialog was dismissed without pressing a button."));
    else this.#finish(null);
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** @internal the promise `wait` returns. */
  open(): Promise<unknown> {
    const settled = new Promise<unknown>((resolve, reject) => {
      this.#settle = (value, error) => (error ? reject(error) : resolve(value));
    });
    this.options.render?.({ type: "render", target: this.element }, this);
    return settled;
  }

  #finish(value: unknown, error?: Error): void {
    if (this.#closed) throw new Error("the dialog is already closed");
    this.#closed = true;
    this.#settle(value, error);
  }
}

function textElement(tag: string, cssClass: string, text: string): StageElement {
  const el = createStageElement(tag);
  if (cssClass) el.setAttribute("class", cssClass);
  el.append(new StageText(text));
  return el;
}

/** The stage: the DialogV2 static API to install, and the dialogs it opened. */
export interface DialogStage {
  DialogV2: {
    wait(config: DialogConfig): Promise<unknown>;
    confirm(config?: DialogConfig): Promise<unknown>;
    prompt(config?: DialogConfig): Promise<unknown>;
  };
  opened: StageDialog[];
  /** The last dialog opened (throws when none is). */
  current(): StageDialog;
  /** The next dialog not yet handed out by `opening`, once it opens (for code that awaits a dialog's answer). */
  opening(): Promise<StageDialog>;
  /** Forgets every dialog opened so far (between tests). */
  reset(): void;
}

function checkedButtons(buttons: unknown): DialogButton[] {
  if (!Array.isArray(buttons)) throw new TypeError("DialogV2: `buttons` must be an array of DialogV2Button (a v1-style record is not read)");
  const actions = new Set<string>();
  for (const b of buttons as DialogButton[]) {
    if (typeof b?.action !== "string" || !b.action) throw new TypeError("DialogV2: every button needs an `action`");
    if (actions.has(b.action)) throw new TypeError(`DialogV2: two buttons share the action "${b.action}"`);
    actions.add(b.action);
  }
  if (!actions.size) throw new TypeError("DialogV2: a dialog needs at least one button");
  return buttons as DialogButton[];
}

/**
 * A DialogV2 stage localising through `localize` (Foundry's `game.i18n.localize`; unknown keys stay as they are).
 * Install it with `installDialogStage`, or put `stage.DialogV2` where the code under test reads it.
 */
export function dialogStage(localize: (key: string) => string = (key) => key): DialogStage {
  const opened: StageDialog[] = [];
  const waiting: ((dialog: StageDialog) => void)[] = [];
  let handedOut = 0;
  const wait = (config: DialogConfig): Promise<unknown> => {
    const dialog = new StageDialog(config, checkedButtons(config.buttons), localize);
    opened.push(dialog);
    const answer = dialog.open();
    while (waiting.length && handedOut < opened.length) waiting.shift()!(opened[handedOut++]!);
    return answer;
  };
  return {
    opened,
    reset() {
      opened.length = 0;
      handedOut = 0;
    },
    opening() {
      if (handedOut < opened.length) return Promise.resolve(opened[handedOut++]!);
      return new Promise((resolve) => waiting.push(resolve));
    },
    current() {
      const dialog = opened.at(-1);
      if (!dialog) throw new Error("no dialog was opened");
      return dialog;
    },
    DialogV2: {
      wait,
      confirm: ({ yes, no, ...config }: DialogConfig = {}) =>
        wait({
          ...config,
          buttons: [
            { action: "yes", label: "Yes", icon: "fa-solid fa-check", default: true, ...yes, callback: yes?.callback ?? (() => true) },
            { action: "no", label: "No", icon: "fa-solid fa-xmark", ...no, callback: no?.callback ?? (() => false) },
          ],
        }),
      prompt: ({ ok, ...config }: DialogConfig = {}) =>
        wait({ ...config, buttons: [{ action: "ok", label: "Confirm", icon: "fa-solid fa-check", default: true, ...ok }] }),
    },
  };
}

/** Puts a fresh DialogV2 stage at `foundry.applications.api.DialogV2` (creating the path) and returns it. */
export function installDialogStage(localize?: (key: string) => string): DialogStage {
  const stage = dialogStage(localize ?? ((key) => (globalThis as { game?: { i18n?: { localize(k: string): string } } }).game?.i18n?.localize(key) ?? key));
  const g = globalThis as unknown as { foundry?: { applications?: { api?: Record<string, unknown> } } };
  g.foundry ??= {};
  g.foundry.applications ??= {};
  g.foundry.applications.api ??= {};
  g.foundry.applications.api.DialogV2 = stage.DialogV2;
  return stage;
}

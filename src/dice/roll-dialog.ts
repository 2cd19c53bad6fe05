/**
 * The roll dialog (ApplicationV2): formula, advantage/disadvantage steppers, voluntary reduction,
 * difficulty with its guide, roll mode and visibility, and the exact chance of success, updated live.
 * `RollDialog.prompt` resolves to the configured check, or `null` when the window is closed, and rejects when the
 * window cannot render.
 */
import { expressionLabels, localizeExpression } from "./expression-label.ts";
import type { AttributeDice } from "../rules/types.ts";
import { type CheckConfig, difficultyGuide, readCheckForm, summarizeCheck } from "./check-config.ts";
import { rollDialogContext, type ModifierSource } from "./dialog-context.ts";
import { localization } from "../core/i18n.ts";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

const RollDialogBase = HandlebarsApplicationMixin(ApplicationV2);

/** The configure-your-roll window; open it with `RollDialog.prompt`. */
export class RollDialog extends RollDialogBase {
  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: ["meshal", "meshal-roll-dialog"],
    window: { title: "MESHAL.Roll.dialogTitle", icon: "fa-solid fa-dice-six", contentClasses: ["standard-form"] },
    position: { width: 440, height: "auto" as const },
    form: { handler: RollDialog.#onSubmit, closeOnSubmit: true },
    actions: { step: RollDialog.#onStep },
  };

  // Each part renders one root element (the Handlebars mixin refuses more). With `tag: "form"` both parts are
  // children of the form, so the live refresh and the submit read the inputs and the button together.
  static override PARTS = {
    content: { template: "systems/meshal-lite/templates/dice/roll-dialog.hbs" },
    footer: { template: "systems/meshal-lite/templates/dice/roll-dialog-footer.hbs" },
  };

  #config: CheckConfig;
  readonly #dice: AttributeDice;
  readonly #subject: string;
  readonly #showChance: boolean;
  readonly #sources: readonly ModifierSource[];
  readonly #withAssist: boolean;
  #result: CheckConfig | null = null;
  #listening = false;

  constructor(config: CheckConfig, dice: AttributeDice, subject: string, showChance = true, sources: readonly ModifierSource[] = [], withAssist = false) {
    super({});
    this.#withAssist = withAssist;
    this.#config = config;
    this.#dice = dice;
    this.#subject = subject;
    this.#showChance = showChance;
    this.#sources = sources;
  }

  /**
   * Opens the dialog; resolves with the configured check or `null` if it was closed without rolling.
   * Rejects when the dialog fails to render (or renders nothing), so the caller is never left waiting for a close
   * that cannot come. `showChance: false` hides the chance read-out where one roll's chance would mislead
   * (progressive attempts, whose difficulty is reached by several rolls added up). `sources` names where prefilled
   * advantages and disadvantages come from (e.g. equipped items). `assist` offers the helper's-result field (§2.4).
   */
  static async prompt(
    config: CheckConfig, dice: AttributeDice, subject = "",
    { showChance = true, sources = [], assist = false }: { showChance?: boolean; sources?: readonly ModifierSource[]; assist?: boolean } = {},
  ): Promise<CheckConfig | null> {
    const app = new RollDialog(config, dice, subject, showChance, sources, assist);
    let isClosed = false;
    const closed = new Promise<void>((resolve) => {
      app.addEventListener("close", () => {
        isClosed = true;
        resolve();
      }, { once: true });
    });
    try {
      await app.render({ force: true });
    } catch (err) {
      app.close().catch(() => undefined); // tidy up whatever was drawn; the render error is the one to report
      throw err;
    }
    if (!app.rendered && !isClosed) throw new Error("The roll dialog did not render.");
    await closed;
    return app.#result;
  }

  override get title(): string {
    const base = game.i18n?.localize("MESHAL.Roll.dialogTitle") ?? "";
    return this.#subject ? `${base}: ${this.#subject}` : base;
  }

  protected override async _prepareContext(): Promise<Record<string, unknown>> {
    return { ...rollDialogContext(this.#config, this.#dice, this.#subject !== "", this.#sources, this.#withAssist, expressionLabels((key) => localization().localize(key))) };
  }

  protected override async _onRender(...args: Parameters<InstanceType<typeof RollDialogBase>["_onRender"]>): Promise<void> {
    await super._onRender(...args);
    if (!this.#listening) {
      this.element.addEventListener("input", () => this.#refresh());
      this.element.addEventListener("change", () => this.#refresh());
      this.#listening = true;
    }
    this.#refresh();
  }

  /** Reads the form into the configuration and updates the read-out without re-rendering (keeps focus). */
  #refresh(): void {
    const form = this.element instanceof HTMLFormElement ? this.element : this.element.querySelector("form");
    if (!form) return;
    this.#config = readCheckForm(Object.fromEntries(new FormData(form).entries()), this.#config);
    const summary = summarizeCheck(this.#config, this.#dice);
    const i18n = localization();
    const set = (name: string, text: string) => {
      const el = form.querySelector<HTMLElement>(`[data-summary="${name}"]`);
      if (el) el.textContent = text;
    };
    if (summary.ok) {
      set("dice", summary.plan.diceCount === 0
        ? i18n.localize("MESHAL.Roll.noDice")
        : i18n.format("MESHAL.Roll.rollingDice", { count: String(summary.plan.diceCount), formula: summary.plan.formula }));
      set("chance", summary.chance === null || !this.#showChance ? "" : i18n.format("MESHAL.Roll.chance", { chance: summary.chanceText }));
      form.querySelector<HTMLElement>('[data-summary="chance"]')?.setAttribute("data-tier", summary.chanceTier);
      set("band", summary.difficultyKey ? i18n.localize(summary.difficultyKey) : "");
      // The typed formula keeps the ids (its syntax); the reader sees it in their own words beside it.
      set("words", localizeExpression(this.#config.expression, expressionLabels((key) => i18n.localize(key))));
      set("error", "");
    } else {
      set("dice", "");
      set("words", "");
      set("chance", "");
      set("error", i18n.format("MESHAL.Roll.badFormula", { error: summary.error }));
    }
    const active = difficultyGuide(this.#config.difficulty).find((r) => r.active)?.id;
    for (const row of form.querySelectorAll<HTMLElement>("[data-band]")) row.classList.toggle("active", row.dataset.band === active);
    const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
    if (submit) submit.disabled = !summary.ok;
  }

  /** Stepper buttons: `data-field` names the input, `data-delta` the change (never below 0). */
  static #onStep(this: RollDialog, _event: PointerEvent, target: HTMLElement): void {
    const input = this.element.querySelector<HTMLInputElement>(`input[name="${target.dataset.field ?? ""}"]`);
    if (!input) return;
    const next = Math.max(0, (Number(input.value) || 0) + (Number(target.dataset.delta) || 0));
    input.value = String(next);
    this.#refresh();
  }

  static async #onSubmit(this: RollDialog): Promise<void> {
    this.#refresh();
    if (summarizeCheck(this.#config, this.#dice).ok) this.#result = this.#config;
  }
}

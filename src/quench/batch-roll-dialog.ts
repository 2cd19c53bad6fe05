/** Batch (b): the roll dialog opens, submits the form's values, and resolves null when closed. */
import type { QuenchBatchContext } from "./types.ts";
import { api, waitFor } from "./world.ts";

/** An open application as this batch finds it. */
interface OpenApp {
  rendered: boolean;
  element: HTMLElement;
  close(): Promise<unknown>;
}

/** The roll dialog that is open now, once it has rendered. */
function openDialog(): Promise<OpenApp> {
  const RollDialog = api().dice.RollDialog;
  return waitFor(() => {
    const apps = [...foundry.applications.instances.values()];
    return apps.find((app) => app instanceof RollDialog && app.rendered);
  });
}

/** The form of an open dialog (the application element is the form). */
function formOf(app: OpenApp): HTMLFormElement {
  const form = app.element instanceof HTMLFormElement ? app.element : app.element.querySelector("form");
  if (!form) throw new Error("the roll dialog has no form");
  return form;
}

/** Sets a named input or select, telling the dialog as a user's typing would. */
function setField(form: HTMLFormElement, name: string, value: string): void {
  const field = form.elements.namedItem(name);
  if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) throw new Error(`the roll dialog has no field "${name}"`);
  field.value = value;
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

const baseConfig = () => ({
  expression: "might",
  advantage: 0,
  disadvantage: 0,
  voluntary: 0,
  difficulty: null,
  mode: "points" as const,
  rollMode: "publicroll" as const,
  purpose: "",
});
const dice = { might: 4, energy: 3, spirit: 2 };

export function rollDialogBatch({ describe, it, afterEach, assert }: QuenchBatchContext): void {
  afterEach(async () => {
    // A failed test may leave a dialog open.
    const RollDialog = api().dice.RollDialog;
    for (const app of foundry.applications.instances.values()) {
      if (app instanceof RollDialog) await app.close();
    }
  });

  describe("RollDialog.prompt", () => {
    it("resolves to the configuration the submitted form holds", async () => {
      const pending = api().dice.RollDialog.prompt(baseConfig(), dice, "Quench");
      const form = formOf(await openDialog());
      setField(form, "expression", "energy+1");
      setField(form, "advantage", "1");
      setField(form, "difficulty", "4");
      setField(form, "purpose", "Climb the wall");
      const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
      assert.isFalse(Boolean(submit?.disabled), "the submit button is disabled for a valid formula");
      form.requestSubmit(submit ?? undefined);
      const result = await pending;
      assert.isNotNull(result);
      assert.deepEqual(
        { expression: result?.expression, advantage: result?.advantage, difficulty: result?.difficulty, purpose: result?.purpose },
        { expression: "energy+1", advantage: 1, difficulty: 4, purpose: "Climb the wall" },
      );
    });

    it("disables submitting a formula the rules cannot read", async () => {
      const pending = api().dice.RollDialog.prompt(baseConfig(), dice, "Quench");
      const app = await openDialog();
      const form = formOf(app);
      setField(form, "expression", "might+");
      assert.isTrue(Boolean(form.querySelector<HTMLButtonElement>("button[type=submit]")?.disabled));
      await app.close();
      assert.isNull(await pending);
    });

    it("resolves null when the window is closed without rolling", async () => {
      const pending = api().dice.RollDialog.prompt(baseConfig(), dice);
      await (await openDialog()).close();
      assert.isNull(await pending);
    });
  });
}

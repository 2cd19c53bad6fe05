/**
 * The buttons a points-roll card carries inside any chat message (re-roll, fate expense), bound in
 * `renderChatMessageHTML`. A user who may not use a button never sees it; a click runs its action for the roll the
 * button sits on, one run at a time (a double click would act twice).
 */

/** Binds every `[data-meshal-action=<action>]` button of `html`, or removes them all when not `allowed`. */
export function bindRollButtons(html: HTMLElement, action: string, allowed: boolean, run: (rollIndex: number) => Promise<unknown>, label: string): void {
  const cards = [...html.querySelectorAll<HTMLElement>(".meshal-roll")];
  for (const button of html.querySelectorAll<HTMLElement>(`[data-meshal-action="${action}"]`)) {
    if (!allowed) {
      button.remove();
      continue;
    }
    const card = button.closest<HTMLElement>(".meshal-roll");
    const index = card ? Math.max(0, cards.indexOf(card)) : 0;
    button.addEventListener("click", (event) => {
      event.preventDefault();
      event.stopPropagation(); // the card sits in .dice-roll, whose click toggles the tooltip
      if (button.hasAttribute("disabled")) return;
      button.setAttribute("disabled", "");
      run(index)
        .catch((err: unknown) => console.error(`meshal-lite | ${label} failed`, err))
        .finally(() => button.removeAttribute("disabled"));
    });
  }
}

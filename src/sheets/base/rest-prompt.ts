/**
 * The Rest button's question: how many whole hours to rest (1–24, 8 by default), asked in a DialogV2 with a number
 * input. The rest itself and its card are `restActor` (src/actions/rest.ts).
 */

/** Hours a rest from the sheet may last. */
export const REST_HOURS = { min: 1, max: 24, initial: 8 } as const;

/** The hours typed, as whole hours within 1–24, or null when the entry is not a number. */
export function restHoursFrom(raw: string): number | null {
  const n = Number(raw);
  if (raw.trim() === "" || !Number.isFinite(n)) return null;
  return Math.min(REST_HOURS.max, Math.max(REST_HOURS.min, Math.trunc(n)));
}

/** Asks the hours; resolves to them, or null when the user cancels or closes the dialog. */
export async function askRestHours(actorName: string): Promise<number | null> {
  const i18n = game.i18n!;
  const label = i18n.localize("MESHAL.Rest.hours");
  const content = `<div class="form-group"><label for="meshal-rest-hours">${label}</label>`
    + `<input id="meshal-rest-hours" type="number" name="hours" value="${REST_HOURS.initial}" min="${REST_HOURS.min}" max="${REST_HOURS.max}" step="1" autofocus></div>`
    + `<p class="hint">${i18n.localize("MESHAL.Rest.hint")}</p>`;
  const answer: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: i18n.format("MESHAL.Rest.title", { name: actorName }) },
    content,
    rejectClose: false,
    buttons: [
      {
        action: "rest",
        label: i18n.localize("MESHAL.Rest.confirm"),
        icon: "fa-solid fa-bed",
        default: true,
        callback: (_event, button) => restHoursFrom(button.form?.querySelector<HTMLInputElement>('input[name="hours"]')?.value ?? ""),
      },
      { action: "cancel", label: i18n.localize("MESHAL.Rest.cancel"), callback: () => null },
    ],
  });
  return typeof answer === "number" ? answer : null;
}

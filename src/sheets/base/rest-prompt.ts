/**
 * The Rest button's question: how many whole hours to rest (1–24, 8 by default), asked in a DialogV2 with a number
 * input; with replenishment on (§7.4), also whether the rest included food, drink and sleep. The rest itself and its
 * card are `restActor` (src/actions/rest.ts). The party rest dialog (src/sheets/party-rest/dialog.ts) asks the same.
 */
import { isDaySupply, type DaySupply } from "../../rules/index.ts";
import { isRecord } from "../../rules/guards.ts";
import { localization } from "../../core/i18n.ts";

/** Hours a rest from the sheet may last. */
export const REST_HOURS = { min: 1, max: 24, initial: 8 } as const;

/** The hours typed, as whole hours within 1–24, or null when the entry is not a number. */
export function restHoursFrom(raw: string): number | null {
  const n = Number(raw);
  if (raw.trim() === "" || !Number.isFinite(n)) return null;
  return Math.min(REST_HOURS.max, Math.max(REST_HOURS.min, Math.trunc(n)));
}

/** The needs a rest may lack, each a checkbox named after the DaySupply key. */
const SUPPLY_KEYS = [["ate", "food"], ["drank", "drink"], ["slept", "sleep"]] as const;

/** The hours input (an id unique to the dialog). */
export function hoursField(localize: (key: string) => string, id: string): string {
  return `<div class="form-group"><label for="${id}">${localize("MESHAL.Rest.hours")}</label>`
    + `<input id="${id}" type="number" name="hours" value="${REST_HOURS.initial}" min="${REST_HOURS.min}" max="${REST_HOURS.max}" step="1" autofocus></div>`;
}

/** The replenishment checkboxes (§7.4): each need the rest included, all ticked at first. */
export function supplyFields(localize: (key: string) => string): string {
  const boxes = SUPPLY_KEYS.map(([key, need]) =>
    `<label class="checkbox"><input type="checkbox" name="${key}" checked> ${localize(`MESHAL.PartyRest.need.${need}`)}</label>`).join("");
  return `<fieldset class="meshal-rest-supply"><legend>${localize("MESHAL.PartyRest.supplyLegend")}</legend>${boxes}`
    + `<p class="hint">${localize("MESHAL.PartyRest.supplyDayHint")}</p></fieldset>`;
}

/** The supply ticked in a form (a missing box counts as supplied, as when replenishment is off). */
export function supplyFrom(form: { querySelector<T>(selector: string): T | null } | null | undefined): DaySupply {
  const ticked = (name: string) => form?.querySelector<{ checked: boolean }>(`input[name="${name}"]`)?.checked ?? true;
  return { ate: ticked("ate"), drank: ticked("drank"), slept: ticked("slept") };
}

/** What the rest dialog answers. `supply` is present only when replenishment is on. */
export interface RestAnswer {
  hours: number;
  supply?: DaySupply;
}

/** Asks the hours (and the supply with replenishment on); resolves to them, or null when cancelled or closed. */
export async function askRest(actorName: string, replenishment: boolean): Promise<RestAnswer | null> {
  const i18n = localization();
  const localize = (key: string) => i18n.localize(key);
  const content = hoursField(localize, "meshal-rest-hours")
    + (replenishment ? supplyFields(localize) : "")
    + `<p class="hint">${localize("MESHAL.Rest.hint")}</p>`;
  const answer: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: i18n.format("MESHAL.Rest.title", { name: actorName }) },
    content,
    rejectClose: false,
    buttons: [
      {
        action: "rest",
        label: localize("MESHAL.Rest.confirm"),
        icon: "fa-solid fa-bed",
        default: true,
        callback: (_event, button): RestAnswer | null => {
          const hours = restHoursFrom(button.form?.querySelector<HTMLInputElement>('input[name="hours"]')?.value ?? "");
          if (hours === null) return null;
          return replenishment ? { hours, supply: supplyFrom(button.form) } : { hours };
        },
      },
      { action: "cancel", label: localize("MESHAL.Rest.cancel"), callback: () => null },
    ],
  });
  return isRestAnswer(answer) ? answer : null;
}

function isRestAnswer(value: unknown): value is RestAnswer {
  return isRecord(value) && typeof value.hours === "number" && (value.supply === undefined || isDaySupply(value.supply));
}

/**
 * The party rest dialog's form (§7.3, §7.4), pure: who rests (the player characters, or the actors of the selected
 * tokens), how many hours, and with replenishment on what the rest lacked. The dialog (./dialog.ts) shows it; the
 * preview renders it.
 */
import type { DaySupply } from "../../rules/index.ts";
import { escapeHtml } from "../../core/escape.ts";
import { hoursField, restHoursFrom, supplyFields, supplyFrom } from "../base/rest-prompt.ts";

/** Who rests: every actor a player owns, or the selected tokens' actors. */
export type PartyChoice = "party" | "selected";

/** What the form shows. */
export interface PartyRestFormInput {
  /** Names of the player characters. */
  party: readonly string[];
  /** Names of the selected tokens' actors. */
  selected: readonly string[];
  replenishment: boolean;
}

/** What the form answers. */
export interface PartyRestAnswer {
  who: PartyChoice;
  hours: number;
  supply?: DaySupply;
}

type Localize = (key: string) => string;
type Format = (key: string, data: Record<string, string>) => string;

function choice(value: PartyChoice, names: readonly string[], checked: boolean, localize: Localize, format: Format): string {
  const list = names.length ? names.map(escapeHtml).join(", ") : localize("MESHAL.PartyRest.nobody");
  return `<label class="meshal-party-rest__choice"><input type="radio" name="who" value="${value}"${checked ? " checked" : ""}${names.length ? "" : " disabled"}> `
    + `${format(`MESHAL.PartyRest.who.${value}`, { count: String(names.length) })}</label>`
    + `<p class="hint meshal-party-rest__names">${list}</p>`;
}

/** The dialog's content: the selected tokens are offered first when there are any. */
export function partyRestContent(input: PartyRestFormInput, localize: Localize, format: Format): string {
  const selectedFirst = input.selected.length > 0;
  return `<fieldset class="meshal-party-rest__who"><legend>${localize("MESHAL.PartyRest.whoLegend")}</legend>`
    + choice("selected", input.selected, selectedFirst, localize, format)
    + choice("party", input.party, !selectedFirst, localize, format)
    + `</fieldset>`
    + hoursField(localize, "meshal-party-rest-hours")
    + (input.replenishment ? supplyFields(localize) : "")
    + `<p class="hint">${localize("MESHAL.PartyRest.hint")}</p>`;
}

/** Reads the form; null when the hours are not a number. */
export function partyRestAnswer(
  form: { querySelector<T>(selector: string): T | null } | null | undefined, replenishment: boolean,
): PartyRestAnswer | null {
  const hours = restHoursFrom(form?.querySelector<{ value: string }>('input[name="hours"]')?.value ?? "");
  if (hours === null) return null;
  const who: PartyChoice = form?.querySelector<{ checked: boolean }>('input[name="who"][value="selected"]')?.checked ? "selected" : "party";
  return replenishment ? { who, hours, supply: supplyFrom(form) } : { who, hours };
}

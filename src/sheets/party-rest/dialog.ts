/**
 * The GM's party rest dialog (loaded on demand: `openPartyRest` from the Actors directory's button or a macro). It
 * asks who rests, the hours and (replenishment on) what the rest lacked, then rests them through `partyRest`
 * (src/actions/party-rest.ts), which posts one card.
 */
import { partyActors, partyRest } from "../../actions/party-rest.ts";
import type { PartyRestState } from "../../actions/party-rest-view.ts";
import { warn } from "../../core/notify.ts";
import { optionalRule } from "../../documents/runtime.ts";
import { partyRestAnswer, partyRestContent, type PartyRestAnswer } from "./form.ts";
import { localization } from "../../core/i18n.ts";
import { isRecord } from "../../rules/guards.ts";
import { isDaySupply } from "../../rules/life.ts";

/** The actors of the selected tokens, each once. */
function selectedActors(): Actor.Implementation[] {
  const tokens = canvas?.ready ? (canvas.tokens?.controlled ?? []) : [];
  return [...new Set(tokens.flatMap((t) => (isActor(t.actor) ? [t.actor] : [])))];
}

/** Opens the dialog (GM only); resolves to the card's state, or null when cancelled or refused. */
export async function openPartyRest(): Promise<PartyRestState | null> {
  if (game.user?.isGM !== true) {
    warn("MESHAL.Warn.gmOnly");
    return null;
  }
  const i18n = localization();
  const replenishment = optionalRule("replenishment");
  const party = partyActors((game.actors?.contents ?? []).flatMap((a) => (isActor(a) ? [a] : [])));
  const selected = selectedActors();
  const content = partyRestContent(
    { party: party.map((a) => a.name ?? ""), selected: selected.map((a) => a.name ?? ""), replenishment },
    (key) => i18n.localize(key),
    (key, data) => i18n.format(key, data),
  );
  const answer: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: i18n.localize("MESHAL.PartyRest.title"), icon: "fa-solid fa-campground" },
    content,
    rejectClose: false,
    buttons: [
      {
        action: "rest",
        label: i18n.localize("MESHAL.Rest.confirm"),
        icon: "fa-solid fa-bed",
        default: true,
        callback: (_event, button) => partyRestAnswer(button.form, replenishment),
      },
      { action: "cancel", label: i18n.localize("MESHAL.Rest.cancel"), callback: () => null },
    ],
  });
  if (!isAnswer(answer)) return null;
  return partyRest(answer.who === "selected" ? selected : party, answer.supply ? { hours: answer.hours, supply: answer.supply } : { hours: answer.hours });
}

/** Narrows the world's stored actors to the configured Actor class the rest reads. */
function isActor(value: unknown): value is Actor.Implementation {
  return value instanceof Actor;
}

function isAnswer(value: unknown): value is PartyRestAnswer {
  return isRecord(value) && typeof value.hours === "number" && (value.who === "party" || value.who === "selected")
    && (value.supply === undefined || isDaySupply(value.supply));
}

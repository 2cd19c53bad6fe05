/**
 * The GM's "Party rest" button in the Actors directory's header. Its dialog is a separate chunk, loaded on the click.
 */
import { loadLazily } from "../../core/lazy.ts";
import { localize } from "../../core/i18n.ts";

/** Adds the button to a rendered Actors directory (GM only; once per render). */
export function addPartyRestButton(html: HTMLElement): void {
  if (game.user?.isGM !== true || html.querySelector(".meshal-party-rest-button")) return;
  // v13's directory header holds the create buttons in `.header-actions`; the others are fallbacks for a changed layout.
  const actions = html.querySelector(".header-actions") ?? html.querySelector(".directory-header") ?? html.querySelector(".directory-footer");
  if (!actions) return;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "meshal-party-rest-button";
  button.dataset["tooltip"] = localize("MESHAL.PartyRest.tooltip");
  button.innerHTML = `<i class="fa-solid fa-campground" aria-hidden="true"></i> `;
  button.append(localize("MESHAL.PartyRest.button"));
  button.addEventListener("click", () => void openPartyRestLazily());
  actions.append(button);
}

/**
 * Opens the party rest dialog, loading its code first (for the button and for macros: `meshal.applications`); null,
 * after the error notification, when that code cannot be loaded.
 */
export async function openPartyRestLazily(): Promise<unknown> {
  const dialog = await loadLazily(() => import("./dialog.ts"));
  return dialog ? dialog.openPartyRest() : null;
}

/** Registers the directory hook (called in `init`). */
export function registerPartyRestButton(): void {
  Hooks.on("renderActorDirectory", (_app, html) => {
    if (html instanceof HTMLElement) addPartyRestButton(html);
  });
}

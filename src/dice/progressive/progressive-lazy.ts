/**
 * What `init` registers for progressive cards without loading the requester's side: the card's buttons and the starter
 * checks call load progressive-actions.ts / progressive-ops.ts (a lazy chunk, src/core/lazy.ts) on first use.
 */
import { loadLazily } from "../../core/lazy.ts";
import type { CardAction, CardActions } from "../../chat/card-registry.ts";
import type { ProgressiveStarter } from "../progressive-starter.ts";

/** The card's `data-action` names (templates/chat/progressive.hbs), as progressive-actions.ts handles them. */
export const PROGRESSIVE_BUTTONS = ["rollPeriod", "assistRoll", "joinContest"] as const;

const button = (name: string): CardAction => async (message, event, target) => {
  const loaded = await loadLazily(() => import("./progressive-actions.ts"));
  await loaded?.PROGRESSIVE_ACTIONS[name]?.(message, event, target);
};

/** The card's button handlers, each loading the real one on its first click. */
export const LAZY_PROGRESSIVE_ACTIONS: CardActions = Object.fromEntries(PROGRESSIVE_BUTTONS.map((name) => [name, button(name)]));

/** The starter checks call (progressive-starter.ts): loads the requester's side, then asks the GM for the card. */
export const lazyProgressiveStarter: ProgressiveStarter = async (options) =>
  (await loadLazily(() => import("./progressive-ops.ts")))?.postProgressiveCard(options);

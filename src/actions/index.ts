/** The actions for macros and other modules (`meshal.actions`): using items, making their attacks, resting. */
export { postItemCard, rollItemAttack, useItem } from "./item-use.ts";
export { restActor } from "./rest.ts";

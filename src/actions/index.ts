/**
 * The actions for macros and other modules (`meshal.actions`): posting an item's card, resting. Using an item and
 * making its attacks join them in the API from combat, which makes the attack card (src/api.ts).
 */
export { postItemCard } from "./item-use.ts";
export { restActor } from "./rest.ts";

/**
 * The few words the change log and the attack card's mark share (docs/queries.md, "What the GM sees a player
 * change"), kept apart so the card, which every client renders, does not pull the log's code into the main bundle.
 */

/** Entry paths that name a whole item a player created or deleted. */
export const CREATED = "(created)";
export const DELETED = "(deleted)";

/** Longest value text kept in a change (the card and the log show it). */
export const MAX_VALUE_TEXT = 60;

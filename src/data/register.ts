/** Registers the TypeDataModels for every Actor and Item type, and the token-bar attributes. */
import { ACTOR_MODELS, ITEM_MODELS } from "./models.ts";

/** Called on `init`: data models into CONFIG, trackable attribute pools for token bars. */
export function registerDataModels(): void {
  Object.assign(CONFIG.Actor.dataModels, ACTOR_MODELS);
  Object.assign(CONFIG.Item.dataModels, ITEM_MODELS);
  const bars = { bar: ["attributes.might", "attributes.energy", "attributes.spirit"], value: ["mobility.value", "speed"] };
  CONFIG.Actor.trackableAttributes = { character: bars, npc: bars, object: { bar: ["durability"], value: [] } };
}

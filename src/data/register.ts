/** Registers the TypeDataModels for every Actor and Item type (filled in by the data-model issue). */
export function registerDataModels(): void {
  CONFIG.Actor.trackableAttributes = {
    character: { bar: ["attributes.might", "attributes.energy", "attributes.spirit"], value: [] },
    npc: { bar: ["attributes.might", "attributes.energy", "attributes.spirit"], value: [] },
  };
}

/** NPC actors: the same core as characters with GM-friendly direct values (base per attribute), strength rating, loot. */
import { htmlField, intField } from "../fields/helpers.ts";
import { applyDerived, storedAttributes, type ActorDerivedData } from "./base.ts";
import { commonActorFields, detailsField, npcAttributesField } from "./fields.ts";
import { migrateActorSource } from "../../migrations/transforms.ts";

function defineNpcSchema() {
  return {
    attributes: npcAttributesField(),
    ...commonActorFields(),
    strength: intField("strength", 0),
    loot: htmlField(),
    details: detailsField(),
  };
}

/** Schema type of NPCs. */
export type NpcSchema = ReturnType<typeof defineNpcSchema>;

/** `system` of an NPC actor. */
export class NpcData extends foundry.abstract.TypeDataModel<NpcSchema, Actor.Implementation, {}, ActorDerivedData> {
  static override LOCALIZATION_PREFIXES = ["MESHAL.Actor.base", "MESHAL.Actor.npc"];

  static override defineSchema(): NpcSchema {
    return defineNpcSchema();
  }

  static override migrateData(source: Record<string, unknown>) {
    migrateActorSource("npc", source);
    return super.migrateData(source);
  }

  override prepareDerivedData(): void {
    applyDerived(this, {
      kind: "npc",
      attributes: storedAttributes(this.attributes, (id) => this.attributes[id].base),
      protection: { ...this.protection },
      immune: this.immune,
      mobilityMax: this.mobility.max,
      speedBonus: this.speed,
      dead: this.life.dead,
      items: this.parent?.items ?? [],
    });
  }
}

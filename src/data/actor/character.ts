/** Character actors (§3): trained attributes, dice lost, potential log; everything else derived via src/rules. */
import { POTENTIAL_LOG_KINDS, POTENTIAL_LOG_REASONS } from "../choices.ts";
import { choiceField, intField, textField } from "../fields/helpers.ts";
import { applyDerived, storedAttributes, type ActorDerivedData } from "./base.ts";
import { characterAttributesField, commonActorFields, detailsField } from "./fields.ts";
import { migrateActorSource } from "../../migrations/transforms.ts";

function defineCharacterSchema() {
  const f = foundry.data.fields;
  return {
    attributes: characterAttributesField(),
    ...commonActorFields(),
    potential: new f.SchemaField({
      total: intField("potential", 36),
      log: new f.ArrayField(
        new f.SchemaField({
          kind: choiceField(POTENTIAL_LOG_KINDS, "spend"),
          reason: choiceField(POTENTIAL_LOG_REASONS, "adjust"),
          amount: intField("potentialAmount", 0),
          target: textField(),
          note: textField(),
        }),
        { required: true, initial: [] },
      ),
    }),
    details: detailsField(),
  };
}

/** Schema type of characters. */
export type CharacterSchema = ReturnType<typeof defineCharacterSchema>;

/** Derived properties of a character: the shared ones plus the potential summary. */
export type CharacterDerivedData = ActorDerivedData & {
  potential: {
    total: number;
    log: { kind: "spend" | "renounce"; reason: string; amount: number; target: string; note: string }[];
    granted: number; strength: number; unspent: number; display: string; overspent: boolean;
  };
};

/** `system` of a character actor. */
export class CharacterData extends foundry.abstract.TypeDataModel<CharacterSchema, Actor.Implementation, {}, CharacterDerivedData> {
  static override LOCALIZATION_PREFIXES = ["MESHAL.Actor.base", "MESHAL.Actor.character"];

  static override defineSchema(): CharacterSchema {
    return defineCharacterSchema();
  }

  static override migrateData(source: Record<string, unknown>) {
    migrateActorSource("character", source);
    return super.migrateData(source);
  }

  override prepareDerivedData(): void {
    const d = applyDerived(this, {
      kind: "character",
      attributes: storedAttributes(this.attributes, (id) => this.attributes[id].trained),
      protection: { ...this.protection },
      immune: this.immune,
      mobilityMax: this.mobility.max,
      speedBonus: this.speed,
      dead: this.life.dead,
      potential: { total: this.potential.total, log: this.potential.log },
      items: this.parent?.items ?? [],
    });
    if (d?.potential) Object.assign(this.potential, d.potential);
  }
}

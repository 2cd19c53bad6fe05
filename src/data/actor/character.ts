/** Character actors (§3): trained attributes, dice lost, potential log; everything else derived via src/rules. */
import { POTENTIAL_LOG_KINDS, POTENTIAL_LOG_REASONS } from "../choices.ts";
import { choiceField, intField, textField } from "../fields/helpers.ts";
import type { ActorDerivedData } from "./base.ts";
import { characterAttributesField, commonActorFields, detailsField } from "./fields.ts";

/** The fields of a character's `system`. */
export function defineCharacterSchema() {
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
    log: { kind: "spend" | "renounce"; reason: (typeof POTENTIAL_LOG_REASONS)[number]; amount: number; target: string; note: string }[];
    granted: number; strength: number; unspent: number; display: string; overspent: boolean;
  };
};


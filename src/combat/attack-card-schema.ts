/**
 * The attack card's model schema with real Foundry fields (self-contained, not built from card-spec): every number
 * bounded, every choice listed, every list capped, so a stored card can never hold a state the transitions in
 * attack-state.ts would not produce. Needs `foundry`; call at `init`.
 */
import { ATTACK_TYPES, ATTRIBUTE_IDS, DEFENSE_KINDS, ROLL_MODES } from "../rules/index.ts";
import { MAX_TARGETS } from "./targets.ts";

/** Bounds of the stored state. */
export const ATTACK_CARD_LIMITS = { hits: 20, dice: 200, text: 200, uuid: 300, damage: 9999, cost: 99 } as const;

const RANGE_STATUSES = ["inRange", "tooClose", "beyond", "outOfRange", "unmeasured"] as const;
const EXTRA_OPS = ["mul", "div", "add", "addDice", "sub"] as const;

/** The fields of the attack card's `system`. */
export function defineAttackCardSchema() {
  const f = foundry.data.fields;
  const int = (min: number, max: number, initial = min) => new f.NumberField({ required: true, nullable: false, integer: true, min, max, initial });
  const text = (max: number) =>
    new f.StringField({ required: true, blank: true, initial: "", validate: (v: unknown) => typeof v !== "string" || v.length <= max, validationError: `must be at most ${max} characters` });
  const list = <T extends foundry.data.fields.DataField.Any>(of: T, max: number) =>
    new f.ArrayField(of, { required: true, initial: [], validate: (v: unknown) => !Array.isArray(v) || v.length <= max, validationError: `must have at most ${max} entries` });
  const faces = () => list(int(1, 6, 1), ATTACK_CARD_LIMITS.dice);
  const removed = () => new f.SchemaField(Object.fromEntries(ATTRIBUTE_IDS.map((id) => [id, int(0, ATTACK_CARD_LIMITS.damage)])));
  return {
    attackerUuid: text(ATTACK_CARD_LIMITS.uuid),
    attackerTokenUuid: text(ATTACK_CARD_LIMITS.uuid),
    attackerName: text(ATTACK_CARD_LIMITS.text),
    itemName: text(ATTACK_CARD_LIMITS.text),
    attackLabel: text(ATTACK_CARD_LIMITS.text),
    mode: new f.StringField({ required: true, choices: [...ROLL_MODES], initial: "points" }),
    types: list(new f.StringField({ required: true, choices: [...ATTACK_TYPES] }), ATTACK_TYPES.length),
    penetration: int(0, ATTACK_CARD_LIMITS.damage),
    allowed: list(new f.StringField({ required: true, choices: [...DEFENSE_KINDS] }), DEFENSE_KINDS.length),
    attributes: list(new f.StringField({ required: true, choices: [...ATTRIBUTE_IDS] }), ATTRIBUTE_IDS.length),
    extra: list(new f.SchemaField({ op: new f.StringField({ required: true, choices: [...EXTRA_OPS], initial: "add" }), value: int(0, ATTACK_CARD_LIMITS.damage) }), 10),
    baseDice: int(0, ATTACK_CARD_LIMITS.dice),
    advantage: int(0, ATTACK_CARD_LIMITS.dice),
    disadvantage: int(0, ATTACK_CARD_LIMITS.dice),
    sources: list(text(ATTACK_CARD_LIMITS.text), 20),
    dice: int(1, ATTACK_CARD_LIMITS.dice, 1),
    cost: int(0, ATTACK_CARD_LIMITS.cost),
    hits: list(faces(), ATTACK_CARD_LIMITS.hits),
    extraFaces: list(faces(), ATTACK_CARD_LIMITS.hits),
    targets: list(
      new f.SchemaField({
        tokenUuid: text(ATTACK_CARD_LIMITS.uuid),
        actorUuid: text(ATTACK_CARD_LIMITS.uuid),
        name: text(ATTACK_CARD_LIMITS.text),
        distance: new f.NumberField({ required: true, nullable: true, min: 0, initial: null }),
        range: new f.StringField({ required: true, choices: [...RANGE_STATUSES], initial: "inRange" }),
        disadvantage: int(0, ATTACK_CARD_LIMITS.dice),
        defenses: list(
          new f.SchemaField({ kind: new f.StringField({ required: true, choices: [...DEFENSE_KINDS, "take"], initial: "take" }), faces: faces() }, { nullable: true, initial: null }),
          ATTACK_CARD_LIMITS.hits,
        ),
        resolved: new f.BooleanField({ initial: false }),
        hit: new f.BooleanField({ initial: false }),
        damage: int(0, ATTACK_CARD_LIMITS.damage),
        applied: new f.SchemaField(
          { removed: removed(), state: new f.StringField({ required: true, choices: ["conscious", "unconscious", "dead"], initial: "conscious" }), killed: new f.BooleanField({ initial: false }), undone: new f.BooleanField({ initial: false }) },
          { nullable: true, initial: null },
        ),
      }),
      MAX_TARGETS,
    ),
  };
}

/** The attack card's TypeDataModel (registered once the card renders; see the combat issue's report). */
export class AttackCardData extends foundry.abstract.TypeDataModel<foundry.data.fields.DataSchema, ChatMessage.Implementation> {
  static override defineSchema(): foundry.data.fields.DataSchema {
    return defineAttackCardSchema();
  }
}

/**
 * The attack card's model schema, built from the chat card field builders: every number bounded, every choice listed,
 * every list capped, so a stored card can never hold a state the transitions in attack-state.ts would not produce.
 * The card model and the pure validator read this one definition. Needs `foundry.data.fields`; call at `init`.
 */
import { ATTACK_TYPES, ATTRIBUTE_IDS, DEFENSE_KINDS, ROLL_MODES } from "../../rules/index.ts";
import { cardBool, cardChoice, cardInt, cardList, cardObject, cardText, withinCount, withinLength } from "../../chat/card-fields.ts";
import { MAX_TARGETS } from "./targets/targets.ts";
import { AREA_EXCLUDES } from "../../data/choices.ts";
import { NAME_LENGTH } from "../../core/clip-name.ts";
import { changeMarkField } from "./attack-changed.ts";

/** Bounds of the stored state. */
export const ATTACK_CARD_LIMITS = { hits: 20, dice: 200, text: 200, uuid: 300, damage: 9999, cost: 99, distance: 99999, sources: 20 } as const;

/** targets.ts RangeStatus; "ruledIn" = the GM ruled an out-of-range line in range (attack-range.ts). */
const RANGE_STATUSES = ["inRange", "tooClose", "beyond", "outOfRange", "unmeasured", "ruledIn"] as const;
const EXTRA_OPS = ["mul", "div", "add", "addDice", "sub"] as const;
const LIFE_STATES = ["conscious", "unconscious", "dead"] as const;
const PENDING_KINDS = ["spend", "damage", "restore"] as const;

type Field = foundry.data.fields.DataField.Any;
const nullableObject = (fields: Record<string, Field>): Field => new foundry.data.fields.SchemaField(fields, { required: true, nullable: true, initial: null });
/** A nullable object a card posted before it existed may lack (read as null). */
const optionalObject = (fields: Record<string, Field>): Field => new foundry.data.fields.SchemaField(fields, { required: false, nullable: true, initial: null });
/** A flag a card posted before it existed may lack (read as false). */
const optionalBool = (): Field => new foundry.data.fields.BooleanField({ required: false, initial: false });
/** A list of at most `maxItems` a card posted before it existed may lack (`maxItems` is our own option, read by the walker). */
function optionalList(of: Field, maxItems: number): Field {
  const options = { required: false, initial: undefined, maxItems, validate: (value: unknown) => withinCount(maxItems, value), validationError: `must have at most ${maxItems} entries` };
  return new foundry.data.fields.ArrayField(of, options);
}
/** A list of texts a card posted before it existed may lack (read as none). */
const optionalTexts = (max: number, maxItems: number): Field => optionalList(cardText(max), maxItems);
/** A line's own faces per hit (a roll per target), which a card posted before it existed, or rolled once for all, lacks. */
const optionalFaces = (maxItems: number): Field => optionalList(cardList(cardInt(1, 6, 1), ATTACK_CARD_LIMITS.dice), maxItems);
/** A counter card's result on the hit it answers (counter.ts). */
const COUNTER_RESULTS = ["hit", "missed", "lapsed"] as const;
/** A message id a card posted before it existed, or a decision that is no counter, lacks. */
function optionalId(): Field {
  const options = { required: false, blank: false, initial: undefined, maxLength: 16, validate: (v: unknown) => withinLength(16, v) };
  return new foundry.data.fields.StringField(options);
}
/** A choice a card posted before it existed lacks (absent = not decided yet). */
function optionalChoice(choices: readonly string[], blank = false): Field {
  const options = { required: false, blank, initial: undefined, choices: [...choices] };
  return new foundry.data.fields.StringField(options);
}
/** An area's exclusion ("" = nobody), which a card of an attack without an area, or posted before it existed, lacks. */
const optionalExclusion = (): Field => optionalChoice(AREA_EXCLUDES, true);
/** Each hit's working at resolution (attack-state.ts HitWorking), which a card resolved before it was kept lacks. */
const optionalWorking = (maxItems: number): Field =>
  optionalList(cardObject({ protection: new foundry.data.fields.NumberField({ required: true, nullable: true, integer: true, min: -ATTACK_CARD_LIMITS.damage, max: ATTACK_CARD_LIMITS.damage, initial: null }), damage: cardInt(0, ATTACK_CARD_LIMITS.damage) }), maxItems);
/** A count a card posted before it existed, or a line that holds none (a creature's application), lacks. */
const optionalCount = (max: number): Field => new foundry.data.fields.NumberField({ required: false, nullable: false, integer: true, min: 0, max, initial: undefined });
const nullableInt = (max: number): Field => new foundry.data.fields.NumberField({ required: true, nullable: true, integer: true, min: 0, max, initial: null });

/** The fields of the attack card's `system`. */
export function defineAttackCardSchema(): foundry.data.fields.DataSchema {
  const L = ATTACK_CARD_LIMITS;
  const faces = () => cardList(cardInt(1, 6, 1), L.dice);
  const diceOfEach = () => cardObject(Object.fromEntries(ATTRIBUTE_IDS.map((id) => [id, nullableInt(L.damage)])));
  const removed = () => cardObject(Object.fromEntries(ATTRIBUTE_IDS.map((id) => [id, cardInt(0, L.damage)])));
  return {
    attackerUuid: cardText(L.uuid),
    attackerTokenUuid: cardText(L.uuid),
    attackerName: cardText(NAME_LENGTH),
    itemName: cardText(L.text),
    attackLabel: cardText(L.text),
    itemText: optionalList(cardObject({ lang: cardChoice(["en", "cn"], "en"), name: cardText(L.text), label: cardText(L.text) }), 2),
    mode: cardChoice(ROLL_MODES, "points"),
    reach: nullableObject({ min: nullableInt(L.distance), max: cardInt(0, L.distance), ranged: cardBool() }),
    excludes: optionalExclusion(),
    leftOut: optionalTexts(NAME_LENGTH, MAX_TARGETS),
    types: cardList(cardChoice(ATTACK_TYPES), ATTACK_TYPES.length),
    penetration: cardInt(0, L.damage),
    allowed: cardList(cardChoice(DEFENSE_KINDS), DEFENSE_KINDS.length),
    attributes: cardList(cardChoice(ATTRIBUTE_IDS), ATTRIBUTE_IDS.length),
    extra: cardList(cardObject({ op: cardChoice(EXTRA_OPS, "add"), value: cardInt(0, L.damage) }), 10),
    baseDice: cardInt(0, L.dice),
    advantage: cardInt(0, L.dice),
    disadvantage: cardInt(0, L.dice),
    sources: cardList(cardText(L.text), L.sources),
    claimed: optionalCount(L.dice),
    dice: cardInt(0, L.dice, 1),
    newerDice: optionalBool(),
    cost: cardInt(0, L.cost),
    riders: optionalTexts(L.text, L.sources),
    hits: cardList(faces(), L.hits),
    extraFaces: cardList(faces(), L.hits),
    targets: cardList(
      cardObject({
        tokenUuid: cardText(L.uuid),
        actorUuid: cardText(L.uuid),
        name: cardText(NAME_LENGTH),
        distance: nullableInt(L.distance),
        range: cardChoice(RANGE_STATUSES, "inRange"),
        disadvantage: cardInt(0, L.dice),
        fromBehind: optionalBool(),
        hidden: optionalBool(),
        defenses: cardList(nullableObject({
          kind: cardChoice([...DEFENSE_KINDS, "take", "reaction"], "take"), faces: faces(),
          counter: optionalId(), countered: optionalChoice(COUNTER_RESULTS),
          // A defense of many dice, stored as its count of each face (attack-stored.ts); absent = `faces` lists them.
          counts: optionalList(cardInt(0, L.dice), 6),
        }), L.hits),
        resolved: cardBool(),
        hit: cardBool(),
        damage: cardInt(0, L.damage),
        applied: nullableObject({
          removed: removed(), state: cardChoice(LIFE_STATES, "conscious"), killed: cardBool(), undone: cardBool(), durability: optionalCount(L.damage),
          // the creature's dice before and after, as applied (damage-record.ts); absent on cards applied before
          dice: optionalObject({ before: diceOfEach(), after: diceOfEach() }),
        }),
        pending: optionalObject({
          id: optionalId(),
          kind: cardChoice(PENDING_KINDS, "spend"),
          hit: cardInt(0, L.hits - 1),
          cost: cardInt(0, L.cost),
          damage: cardInt(0, L.damage),
          dice: removed(),
          kill: cardBool(),
          clearDeath: cardBool(),
        }),
        coupDeGrace: optionalBool(),
        hits: optionalFaces(L.hits),
        working: optionalWorking(L.hits),
      }),
      MAX_TARGETS,
    ),
    answers: optionalObject({ messageId: cardText(L.uuid), target: cardInt(0, MAX_TARGETS - 1), hit: cardInt(0, L.hits - 1) }),
    changed: changeMarkField(),
  };
}

/**
 * Derived-data shape shared by character and NPC models, and the step that writes `deriveActor`'s result
 * onto a model instance. The instance keeps its stored fields; derived ones are added beside them.
 */
import { ATTRIBUTE_IDS, perAttribute, type AttackType, type AttributeId, type Consciousness, type Protections } from "../../rules/index.ts";
import { deriveActor, type ActorDerived, type ActorDeriveInput, type DerivedActorAttribute } from "./derive.ts";

/** Derived properties added to `actor.system` of both types (see docs/data-model.md "Derived"). */
export type ActorDerivedData = {
  attributes: Record<AttributeId, DerivedActorAttribute>;
  protection: Protections;
  immune: AttackType[];
  /** Stored ⚡ (the max derived); `owed`/`paid`: a long action in progress (§5.4). */
  mobility: { value: number; max: number; owed?: number; paid?: number };
  speed: number;
  movementModes: ActorDerived["movementModes"];
  senses: ActorDerived["senses"];
  perceptionRange: number;
  size: ActorDerived["size"];
  sizeLevel: number | null;
  carried: ActorDerived["carried"];
  load: Record<AttributeId, number>;
  overloaded: AttributeId[];
  consciousness: Consciousness;
  initiative: { dice: number };
  /** [OPT] §9.4 posture (standing unless the rule is on and a posture status is set). */
  posture: ActorDerived["posture"];
};

/** The part of a model instance `applyDerived` writes to (stored objects are mutated in place). */
interface Target extends Partial<Omit<ActorDerivedData, "attributes" | "protection" | "immune" | "mobility" | "speed">> {
  attributes: Record<AttributeId, object>;
  protection: Protections;
  immune: AttackType[];
  mobility: { value: number; max: number };
  speed: number;
}

/**
 * Runs the pure derivation and writes its result onto `model` (the `system` of a prepared actor). A derivation error
 * (e.g. an Active Effect that wrote a non-number) is logged and leaves the stored values in place: null is returned.
 */
export function applyDerived(model: Target, input: ActorDeriveInput): ActorDerived | null {
  let d: ActorDerived;
  try {
    d = deriveActor(input);
  } catch (err) {
    console.error("meshal-lite | could not derive actor data", err);
    return null;
  }
  for (const id of ATTRIBUTE_IDS) Object.assign(model.attributes[id], d.attributes[id]);
  Object.assign(model.protection, d.protection);
  model.immune = d.immune;
  model.mobility.max = d.mobilityMax;
  model.mobility.value = Math.min(model.mobility.value, d.mobilityMax);
  model.speed = d.speed;
  model.movementModes = d.movementModes;
  model.senses = d.senses;
  model.perceptionRange = d.perceptionRange;
  model.size = d.size;
  model.sizeLevel = d.sizeLevel;
  model.carried = d.carried;
  model.load = d.load;
  model.overloaded = d.overloaded;
  model.consciousness = d.consciousness;
  model.initiative = { dice: d.initiativeDice };
  model.posture = d.posture;
  return d;
}

/** The stored-attribute input of `deriveActor`, read from a model's attributes. */
export function storedAttributes(
  attrs: Record<AttributeId, { lost: number; temp: number; invalid: boolean }>,
  valueOf: (id: AttributeId) => number,
): ActorDeriveInput["attributes"] {
  return perAttribute((id) => {
    const a = attrs[id];
    return { value: valueOf(id), lost: a.lost, temp: a.temp, invalid: a.invalid };
  });
}

/**
 * The one base of the character and NPC models: label prefixes, migration, joint validation, and the derivation both
 * run (`deriveActor` through `applyDerived`). A character adds only its potential, read and written here too.
 */
import type { AttributeId, PotentialLogEntry, Protections, AttackType } from "../../rules/index.ts";
import { migrateActorSource } from "../migrations/transforms.ts";
import { actorJointProblems } from "../joint-rules.ts";
import { throwIfProblems } from "../joint-error.ts";
import type { CreatureType } from "../types.ts";
import { applyDerived, storedAttributes, type ActorDerivedData } from "./base.ts";
import { actorPosture } from "./posture.ts";

/** The stored attribute value each actor type derives from: trained (character) or base (NPC). */
const VALUE_KEY = { character: "trained", npc: "base" } as const satisfies Record<CreatureType, string>;

/** The stored fields derivation reads, as both actor schemas hold them. */
interface StoredActor {
  attributes: Record<AttributeId, { trained?: number; base?: number; lost: number; temp: number; invalid: boolean }>;
  protection: Protections;
  immune: AttackType[];
  mobility: { value: number; max: number; owed: number; paid: number };
  speed: number;
  life: { dead: boolean; revivals: number };
  potential?: { total: number; log: PotentialLogEntry[] };
}

/** `system` of an actor of one sub-type (`S` = its schema, `D` = what derivation adds). */
export abstract class MeshalActorModel<S extends foundry.data.fields.DataSchema, D extends ActorDerivedData>
  extends foundry.abstract.TypeDataModel<S, Actor.Implementation, Record<never, never>, D> {
  /** The actor sub-type this model stores. */
  static actorType: CreatureType;

  static override get LOCALIZATION_PREFIXES(): string[] {
    return ["MESHAL.Actor.base", `MESHAL.Actor.${this.actorType}`];
  }

  static override migrateData(source: Record<string, unknown>) {
    migrateActorSource(this.actorType, source);
    // The base's source type depends on the subclass's schema, unknown here; the source is plain stored data.
    return super.migrateData(source as never);
  }

  /** Refuses data that breaks a rule spanning fields. */
  static override validateJoint(data: Record<string, unknown>): void {
    super.validateJoint(data as never); // same: the subclass's source type
    throwIfProblems(`TYPES.Actor.${this.actorType}`, actorJointProblems(this.actorType, data));
  }

  override prepareDerivedData(): void {
    const kind = (this.constructor as typeof MeshalActorModel).actorType;
    // The fields of the generic schema S are unknown to TypeScript here; both concrete schemas hold StoredActor.
    const stored = this as unknown as StoredActor;
    const key = VALUE_KEY[kind];
    const d = applyDerived(stored, {
      kind,
      attributes: storedAttributes(stored.attributes, (id) => stored.attributes[id][key] ?? 0),
      protection: { ...stored.protection },
      immune: stored.immune,
      mobilityMax: stored.mobility.max,
      speedBonus: stored.speed,
      dead: stored.life.dead,
      potential: stored.potential ? { total: stored.potential.total, log: stored.potential.log } : undefined,
      items: this.parent?.items ?? [],
      posture: actorPosture(this.parent),
    });
    if (d?.potential && stored.potential) Object.assign(stored.potential, d.potential);
  }
}

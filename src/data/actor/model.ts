/**
 * The one base of the character and NPC models: label prefixes, migration, joint validation, and the derivation both
 * run (`deriveActor` through `applyDerived`). A character adds only its potential, read and written here too.
 */
import type { AttributeId, PotentialLogEntry, Protections, AttackType } from "../../rules/index.ts";
import { migrateActorSource } from "../migrations/transforms.ts";
import { actorJointProblems } from "../joint-rules.ts";
import { baseJointData, throwIfProblems } from "../joint-error.ts";
import type { CreatureType } from "../types.ts";
import { applyDerived, storedAttributes, type ActorDerivedData } from "./base.ts";
import { actorPosture } from "./posture.ts";

/** The stored attribute value each actor type derives from: trained (character) or base (NPC). */
const VALUE_KEY = { character: "trained", npc: "base" } as const satisfies Record<CreatureType, string>;

/** The stored fields derivation reads, as both actor schemas hold them. */
export interface StoredActor {
  attributes: Record<AttributeId, { trained?: number; base?: number; lost: number; temp: number; invalid: boolean }>;
  protection: Protections;
  immune: AttackType[];
  mobility: { value: number; max: number };
  speed: number;
  life: { dead: boolean; revivals: number };
  potential?: { total: number; log: PotentialLogEntry[] };
}

/** What `prepareDerivedData` derives from: the sub-type and its stored fields. */
export interface DerivationSource {
  kind: CreatureType;
  stored: StoredActor;
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
    return super.migrateData(source);
  }

  /** Refuses data that breaks a rule spanning fields. */
  static override validateJoint(data: Record<string, unknown>): void {
    super.validateJoint(baseJointData(data));
    throwIfProblems(`TYPES.Actor.${this.actorType}`, actorJointProblems(this.actorType, data));
  }

  /** The sub-type and this model as its stored fields: each concrete model returns itself, which its schema types. */
  protected abstract derivationSource(): DerivationSource;

  override prepareDerivedData(): void {
    const { kind, stored } = this.derivationSource();
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

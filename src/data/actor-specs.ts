/** Pure specs of each actor type's stored `system` (mirrors actor/fields.ts, character.ts, npc.ts). */
import { ATTACK_TYPES, POTENTIAL_LOG_KINDS, POTENTIAL_LOG_REASONS } from "./choices.ts";
import type { ActorType } from "./types.ts";
import { S, specDefault, type FieldSpec } from "./spec.ts";

const attribute = (key: "trained" | "base") =>
  S.obj({ [key]: S.int(key === "trained" ? "trained" : "npcBase", 3), lost: S.int("lost"), temp: S.int("modifier"), invalid: S.bool() });
const attributes = (key: "trained" | "base") => S.obj({ might: attribute(key), energy: attribute(key), spirit: attribute(key) });
const common = {
  protection: S.obj({ physical: S.int("protection"), erosion: S.int("protection"), occult: S.int("protection") }),
  immune: S.choiceList(ATTACK_TYPES),
  mobility: S.obj({ value: S.int("mobility", 3), max: S.int("mobility", 3), owed: S.int("mobility") }),
  speed: S.num("speed"),
  life: S.obj({ dead: S.bool(), revivals: S.int("count") }),
};
const details = S.obj({
  biography: S.html(), notes: S.html(), alias: S.text(), height: S.text(), weight: S.text(), looks: S.text(),
  personality: S.text(), sexuality: S.text(), hobby: S.text(), age: S.text(),
});

/** Spec of each actor type's stored `system`. */
export const ACTOR_SPECS: Record<ActorType, FieldSpec> = {
  character: S.obj({
    attributes: attributes("trained"),
    ...common,
    potential: S.obj({
      total: S.int("potential", 36),
      log: S.arr(S.obj({
        kind: S.choice(POTENTIAL_LOG_KINDS), reason: S.choice(POTENTIAL_LOG_REASONS, "adjust"), amount: S.int("potentialAmount"),
        target: S.text(), note: S.text(),
      })),
    }),
    details,
  }),
  npc: S.obj({
    attributes: attributes("base"),
    ...common,
    strength: S.int("strength"),
    loot: S.html(),
    details,
  }),
};

/** A complete default `system` for an actor type. */
export function defaultActorSystem(type: ActorType): Record<string, unknown> {
  return specDefault(ACTOR_SPECS[type]) as Record<string, unknown>;
}

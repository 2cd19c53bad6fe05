/**
 * The cast of the attack flows on the strict stage, with what a GM-written attack needs: item ids of Foundry's 16
 * characters (the attack request names its item by id and the GM reads it strictly), tokens the GM's client can look
 * up by UUID (`fromUuidSync` of the stage knows no scenes), and the client each attack die was rolled on.
 */
import { vi } from "vitest";
import { freshCharacter, npcBrute, type FixtureActor } from "../../fixtures/data-actors.ts";
import type { FixtureItem } from "../../fixtures/data-items.ts";
import type { StageActor } from "../../stage/server-documents.ts";
import type { FlowStage } from "./world.ts";
import { makeActor, USER_IDS, type Cast, type SystemActor } from "./world.ts";

/** A fixture whose items carry 16-character ids, as Foundry's do. */
function withFoundryIds(fixture: FixtureActor): FixtureActor {
  return { ...fixture, items: fixture.items.map((i) => ({ ...i, id: i.id.slice(0, 16) })) };
}

/** Hero (Ann's, with `items` added) and Brute (the GM's), with Foundry-shaped item ids. */
export function makeAttackCast(actorClass: typeof StageActor, items: readonly FixtureItem[] = []): Cast {
  const hero = freshCharacter();
  hero.items.push(...items);
  return {
    hero: makeActor(actorClass, "Hero", withFoundryIds(hero), [USER_IDS.ann]),
    brute: makeActor(actorClass, "Brute", withFoundryIds(npcBrute())),
  };
}

/** A token of `actor` on the stage's one scene. */
export interface StageToken {
  documentName: "Token";
  uuid: string;
  actor: SystemActor;
  name: string | null;
  parent: null;
}

const tokens = new Map<string, StageToken>();

/** `actor`'s token, known to `fromUuidSync` from now on. */
export function tokenOf(actor: SystemActor): StageToken {
  const token: StageToken = { documentName: "Token", uuid: `Scene.scene00000000001.Token.${actor.id}`, actor, name: actor.name, parent: null };
  tokens.set(token.uuid, token);
  return token;
}

/** Makes the stage's `fromUuidSync` resolve the tokens made by `tokenOf` (call once per file, after `flowStage()`). */
export function resolveTokens(stage: FlowStage): void {
  const g = globalThis as unknown as { fromUuidSync: (uuid: string) => unknown };
  g.fromUuidSync = (uuid: string) => tokens.get(uuid) ?? stage.world.fromUuidSync(uuid);
}

/** Records the user whose client evaluated each roll of `rollClass` (the attack dice). */
export function recordRollers(rollClass: { prototype: { evaluate(): Promise<unknown> } }): string[] {
  const rollers: string[] = [];
  const evaluate = rollClass.prototype.evaluate;
  vi.spyOn(rollClass.prototype, "evaluate").mockImplementation(function (this: unknown) {
    rollers.push((globalThis as unknown as { game: { user: { id: string } } }).game.user.id);
    return evaluate.call(this);
  });
  return rollers;
}

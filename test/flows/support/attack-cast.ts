/**
 * The cast of the attack flows on the strict stage, with what a GM-written attack needs: item ids of Foundry's 16
 * characters (the attack request names its item by id and the GM reads it strictly), tokens the GM's client can look
 * up by UUID (`fromUuidSync` of the stage knows no scenes) standing next to each other on one scene (the GM measures
 * every line from the attacker's token there: an unmeasured line is refused), and the client each attack die was
 * rolled on.
 */
import { vi } from "vitest";
import { freshCharacter, npcBrute, type FixtureActor } from "../../fixtures/data-actors.ts";
import { revolver, type FixtureItem } from "../../fixtures/data-items.ts";
import type { StageActor } from "../../stage/server-documents.ts";
import type { FlowStage } from "./world.ts";
import { makeActor, USER_IDS, type Cast, type SystemActor } from "./world.ts";
import { fromRoot, readJson } from "../../support/project.ts";
import { sceneOf, stageGrid, tokenAt, type ManifestGrid, type StageScene } from "../../stage/grid.ts";

/** A fixture whose items carry 16-character ids, as Foundry's do. */
function withFoundryIds(fixture: FixtureActor): FixtureActor {
  return { ...fixture, items: fixture.items.map((i) => ({ ...i, id: i.id.slice(0, 16) })) };
}

/** Hero (Ann's, with `items` added) and Brute (the GM's), with Foundry-shaped item ids, each with a token on the scene. */
export function makeAttackCast(actorClass: typeof StageActor, items: readonly FixtureItem[] = []): Cast {
  const hero = freshCharacter();
  hero.items.push(...items);
  const cast = {
    hero: makeActor(actorClass, "Hero", withFoundryIds(hero), [USER_IDS.ann]),
    brute: makeActor(actorClass, "Brute", withFoundryIds(npcBrute())),
  };
  // Both stand on the scene: the GM measures from the attacker's token there, whichever token a request names.
  tokenOf(cast.hero);
  tokenOf(cast.brute);
  return cast;
}

/** A token of `actor` on the stage's one scene. */
export interface StageToken {
  documentName: "Token";
  uuid: string;
  actor: SystemActor;
  name: string | null;
  parent: StageScene;
  x: number;
  y: number;
  width: number;
  height: number;
  hidden?: boolean;
}

const tokens = new Map<string, StageToken>();

/** The stage's one scene, on the manifest's grid; its `tokens` are the tokens `tokenOf` made that stand on it (as a Scene's collection). */
export const castScene: StageScene & { tokens: Iterable<StageToken> } = Object.assign(sceneOf(stageGrid(readJson<{ grid: ManifestGrid }>(fromRoot("system.json")).grid)), {
  tokens: { [Symbol.iterator]: () => [...tokens.values()].filter((t) => t.parent === castScene).values() },
});

/** Squares around (5, 5), each a step from it and from each other: the cast stands in melee reach of each other. */
const SQUARES: readonly [number, number][] = [[5, 5], [5, 6], [6, 5], [6, 6], [4, 5], [4, 6]];
const squares = new Map<string, [number, number]>();
/** The square `actor`'s token stands on: Hero's and the Brute's fixed, every other actor's the next one free. */
function squareOf(actor: SystemActor): [number, number] {
  const known = squares.get(actor.id);
  if (known) return known;
  const others = [...squares.values()].filter((sq) => sq !== SQUARES[0] && sq !== SQUARES[1]).length;
  const square = actor.name === "Hero" ? SQUARES[0]! : actor.name === "Brute" ? SQUARES[1]! : SQUARES[Math.min(SQUARES.length - 1, 2 + others)]!;
  squares.set(actor.id, square);
  return square;
}

/** `actor`'s token on the cast's scene, known to `fromUuidSync` from now on (the same token each time for one actor). */
export function tokenOf(actor: SystemActor): StageToken {
  const known = tokens.get(`Scene.scene00000000001.Token.${actor.id}`);
  if (known?.actor === actor) return known;
  const at = tokenAt(castScene.grid, ...squareOf(actor));
  const token: StageToken = { ...at, documentName: "Token", uuid: `Scene.scene00000000001.Token.${actor.id}`, actor, name: actor.name, parent: castScene };
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

/** A creature's natural weapon. */
export const fistsOf = (actor: SystemActor) => actor.items.find((i) => i.name === "Fists & Feet")!;

/** A revolver held (equipped) with `rounds` loaded. */
export function heldRevolver(rounds: number): FixtureItem {
  const r = revolver();
  return { ...r, system: { ...r.system, equipped: true, reload: { ...(r.system.reload as object), value: rounds } } };
}

/** Ann's honest attack-start slip `id` for Hero's fists against the Brute; `change` forges parts of it. */
export function fistsSlip(cast: Cast, id: string, change: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id, actorUuid: cast.hero.uuid, itemId: fistsOf(cast.hero).id, attackIndex: 0, through: null,
    attackerTokenUuid: tokenOf(cast.hero).uuid, config: { advantage: 0, disadvantage: 0, voluntary: 0, mode: "points" },
    tokenUuids: [tokenOf(cast.brute).uuid], ...change,
  };
}

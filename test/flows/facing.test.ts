/**
 * Issue 23 on the strict stage: with the facing rule on (§9.5), the GM's client measures where the attacker stands
 * around the target's token — from the tokens it reads itself — and a target attacked from its back gets no defense
 * (its hits are taken, the line says why); a creature that perceives its back defends as usual. And with the
 * newer-edition range bounds (§10.2) a target exactly at a weapon's minimum range is in range instead of too close.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { settle } from "../stage/server.ts";
import type { StageChatMessage } from "../stage/server-documents.ts";
import { makeAttackCast, tokenOf } from "./support/attack-cast.ts";
import type { Cast, SystemActor } from "./support/world.ts";
import { attackFlowStage } from "./support/attack-stage.ts";
import { fromRoot, readJson } from "../support/project.ts";
import { stageGrid, tokenAt, type ManifestGrid } from "../stage/grid.ts";

const { stage, MeshalActor, attackStateOf, requestAttackChange, startAttack } = await attackFlowStage();
const { targetLinesFor } = await import("../../src/combat/attack/targets/attack-targets.ts");

const grid = stageGrid(readJson<{ grid: ManifestGrid }>(fromRoot("system.json")).grid);
let cast: Cast;

/** `actor`'s token at row `i`, column `j` of the stage's square grid, turned `rotation` degrees (0 faces down the screen). */
function placed(actor: SystemActor, i: number, j: number, rotation = 0): { uuid: string } {
  return Object.assign(tokenOf(actor), tokenAt(grid, i, j), { rotation });
}
const fistsOf = (actor: SystemActor) => actor.items.find((i) => i.name === "Fists & Feet")!;

/** The Brute attacks Hero with its fists from `bruteAt`, Hero at (5, 5) turned `heroRotation`; resolves to the card. */
async function bruteAttacksHero(bruteAt: [number, number], heroRotation: number): Promise<StageChatMessage> {
  const brute = placed(cast.brute, ...bruteAt);
  const hero = placed(cast.hero, 5, 5, heroRotation);
  // Cast: the stage's actor stands in for the document startAttack reads; the Brute attacks from its own token.
  (cast.brute as unknown as { getActiveTokens: () => unknown[] }).getActiveTokens = () => [brute];
  const card = await stage.server.onClient(stage.gm, () => startAttack(cast.brute as never, fistsOf(cast.brute) as never, 0, { targets: [hero as never], fastForward: true }));
  await settle();
  expect(card).not.toBeNull();
  return card as unknown as StageChatMessage;
}
const setRule = (id: string, on: boolean) => stage.settings.set(`meshal-lite.${id}`, on);

beforeEach(() => {
  stage.reset();
  cast = makeAttackCast(MeshalActor);
  stage.sit("player");
});
afterEach(() => stage.server.expectNoRefusals());

describe("facing (§9.5)", () => {
  it("off: an attack from behind Hero (facing down, the Brute above it) leaves the defense open", async () => {
    const card = await bruteAttacksHero([4, 5], 0);
    const line = attackStateOf(card)!.targets[0]!;
    expect(line.fromBehind).toBeUndefined();
    expect(line.defenses.every((d) => d === null)).toBe(true);
  });

  it("on: from behind, the line is marked and its hits are taken; Ann's dodge is refused", async () => {
    setRule("facing", true);
    const card = await bruteAttacksHero([4, 5], 0);
    const line = attackStateOf(card)!.targets[0]!;
    expect(line.fromBehind).toBe(true);
    expect(line.defenses.every((d) => d?.kind === "take")).toBe(true);
    const asked = await stage.server.onClient(stage.ann, () => requestAttackChange(card as never, { op: "defend", target: 0, hit: 0, kind: "dodge" }));
    expect(asked).toMatchObject({ ok: false });
  });

  it("on: from the front or a flank the defense stays open", async () => {
    setRule("facing", true);
    for (const [at, rotation] of [[[6, 5], 0], [[5, 6], 0], [[4, 5], 180]] as const) {
      const line = attackStateOf(await bruteAttacksHero([at[0], at[1]], rotation))!.targets[0]!;
      expect(line.fromBehind, `Brute at ${at.join(",")}, Hero turned ${rotation}`).toBeUndefined();
      expect(line.defenses.every((d) => d === null)).toBe(true);
    }
  });

  it("on: a Hero who perceives its back (tremorsense) is not attacked from a blind side", async () => {
    setRule("facing", true);
    // Cast: the prepared senses of the stage's actor, as the derivation would give a creature with tremorsense.
    (cast.hero.system as unknown as { senses: unknown[] }).senses = [{ sense: "tremorsense", poor: false, range: 6 }];
    const line = attackStateOf(await bruteAttacksHero([4, 5], 0))!.targets[0]!;
    expect(line.fromBehind).toBeUndefined();
  });
});

describe("range bounds (§10.2)", () => {
  /** A whip-like "3~6 steps" reach measured from the Brute's token at (0, 0) to Hero's `steps` squares to the right. */
  function lineAt(steps: number) {
    const brute = placed(cast.brute, 0, 0);
    const hero = placed(cast.hero, 0, steps);
    const state = { reach: { min: 3, max: 6, ranged: false }, attackerTokenUuid: brute.uuid, attackerUuid: cast.brute.uuid };
    return stage.server.onClient(stage.gm, () => targetLinesFor(state as never, [hero as never]).lines[0]!);
  }

  it("off: a target exactly at X is too close (3 disadvantages); at Y in range", async () => {
    expect(await lineAt(3)).toMatchObject({ range: "tooClose", disadvantage: 3 });
    expect(await lineAt(6)).toMatchObject({ range: "inRange", disadvantage: 0 });
  });

  it("on: a target exactly at X is in range; closer is still too close; at Y still in range", async () => {
    setRule("rangeBounds", true);
    expect(await lineAt(3)).toMatchObject({ range: "inRange", disadvantage: 0 });
    expect(await lineAt(2)).toMatchObject({ range: "tooClose", disadvantage: 3 });
    expect(await lineAt(6)).toMatchObject({ range: "inRange", disadvantage: 0 });
  });
});

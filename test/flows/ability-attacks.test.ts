/**
 * Issue 21 #11 on the strict stage: the GM makes Sweeping Blow with one roll per target line and Pincer Strike within
 * 1 step, from the ability items, and the card keeps the riders it cannot act on as reminders.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { settle } from "../stage/server.ts";
import type { StageChatMessage } from "../stage/server-documents.ts";
import { makeAttackCast, resolveTokens, tokenOf } from "./support/attack-cast.ts";
import { clearFaces, queueFaces } from "./support/roll.ts";
import { itemSystem } from "../fixtures/data-items.ts";
import { npcBrute } from "../fixtures/data-actors.ts";
import { flowStage, loadDocumentClasses, makeActor, type Cast, type SystemActor } from "./support/world.ts";

const stage = flowStage();
resolveTokens(stage);
const { MeshalActor } = await loadDocumentClasses();
const { PointsRoll } = await import("../../src/dice/points-roll.ts");
(CONFIG.Dice.rolls as unknown[]).push(PointsRoll);
const { startBorrowedAttack } = await import("../../src/combat/attack/start/borrowed-attack-start.ts");
await import("../../src/combat/attack/start/attack-start-query.ts").then((m) => m.registerAttackStartQuery());

const SWEEP_ID = "sweepingblow0001";
const PINCER_ID = "pincerstrike0001";
const KNOCK = "a hit knocks the target back 3 steps";
const ability = (id: string, identifier: string, riders: string[]) => ({
  id, name: identifier, type: "ability" as const,
  system: itemSystem("ability", { identifier, activation: { kind: "tactic", cost: 1 }, attacks: [{ weapon: "natural", mode: "", dice: { divisor: 1, bonus: 0 }, riders }] }),
});

let cast: Cast;
let wolf: SystemActor;
beforeEach(() => {
  stage.reset();
  clearFaces();
  cast = makeAttackCast(MeshalActor, [ability(SWEEP_ID, "sweeping-blow", [KNOCK]), ability(PINCER_ID, "pincer-strike", ["cannot be defended"])]);
  wolf = makeActor(MeshalActor, "Wolf", { ...npcBrute(), id: "wolf000000000001" } as never);
  stage.sit("player");
});
afterEach(() => stage.server.expectNoRefusals());

type Card = { hits: number[][]; dice: number; riders?: string[]; reach: unknown; allowed: string[]; targets: { actorUuid: string; hits?: number[][] }[] };
const make = async (id: string, targets: SystemActor[]) => {
  const card = (await startBorrowedAttack(cast.hero as never, cast.hero.items.get(id)! as never, 0, { targets: targets.map((t) => tokenOf(t) as never), fastForward: true })) as unknown as StageChatMessage | null;
  await settle();
  return card?.system as Card | undefined;
};

describe("abilities that attack as their text says, made by the GM", () => {
  it("Sweeping Blow: each target line has a roll of its own; the knock-back is kept for the table", async () => {
    queueFaces(1, 1, 1, 6, 6, 6); // the fists roll 3 dice: the brute's line takes the first roll, the wolf's its own
    const state = await make(SWEEP_ID, [cast.brute, wolf]);
    expect(state?.targets.map((t) => t.actorUuid)).toEqual([cast.brute.uuid, wolf.uuid]);
    const [first, second] = state!.targets;
    expect(first!.hits).toEqual(state!.hits);
    expect(second!.hits).toHaveLength(state!.hits.length);
    expect(state!.dice).toBe(3);
    expect(first!.hits).toEqual([[1, 1, 1]]);
    expect(second!.hits).toEqual([[6, 6, 6]]);
    expect(state!.riders).toEqual([KNOCK]);
  });

  it("Pincer Strike: within 1 step, undefendable, no reminder for the rule the card enforces", async () => {
    const state = await make(PINCER_ID, [cast.brute]);
    expect(state?.reach).toEqual({ min: null, max: 1, ranged: false });
    expect(state!.allowed).toEqual([]);
    expect(state!.riders).toBeUndefined();
    expect(state!.targets[0]!.hits).toBeUndefined();
  });
});

/**
 * Issue 34 item 4: a step's completion is kept on the GM-written attack card (and, between a failed card write and
 * its retry, in the active GM's memory), never on the target's actor. Each case as a hostile (or unlucky) player
 * meets it on the strict permission stage; every request goes the player's way (a slip, then the query).
 *
 * Cast: Ann owns Hero; Bo owns Rival (the attacker); the GM owns the Brute.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { settle, type StageUser } from "../stage/server.ts";
import type { StageChatMessage } from "../stage/server-documents.ts";
import { queueFaces } from "../flows/support/roll.ts";
import type { SystemActor } from "../flows/support/world.ts";
import { attackExchangeStage, lineAt, mobility, pools, type ExchangeCast } from "../support/attack-exchange.ts";
import { newTarget } from "../../src/combat/attack/attack-state.ts";
import { requestLimit } from "../../src/core/queries.ts";

const exchange = await attackExchangeStage();
const { stage, fight, post, ask, stateOf } = exchange;

let cast: ExchangeCast;

const failed = { ok: false, reasonKey: "MESHAL.Query.failed" };
const apply = { op: "apply", target: 0, allocation: null } as const;
const undo = { op: "undo", target: 0 } as const;
const marksKey = "flags.meshal-lite.attackWrites";

/** A GM-written card of one hit of 1 point (1 damage to Might, through any armour) at `actor`, its hit taken by the GM. */
async function oneDamageAt(actor: SystemActor): Promise<StageChatMessage> {
  const card = await post(stage.gm, { hits: [[1, 3]], penetration: 9, targets: [newTarget(lineAt(actor), 1)] });
  if (!stateOf(card).targets[0]!.defenses[0]) expect(await ask(stage.gm, card, { op: "take", target: 0, hit: 0 })).toEqual({ ok: true });
  expect(stateOf(card).targets[0]!).toMatchObject({ resolved: true, damage: 1 });
  return card;
}

/** `by` asks `request` while the card's write that follows the actor's fails once: the actor is written, the card keeps its debt. */
async function failCardAfterActor(by: StageUser, card: StageChatMessage, request: typeof apply | typeof undo): Promise<void> {
  const off = stage.server.hooks.on("updateActor", () => void stage.server.failNextWrite(card));
  try {
    expect(await ask(by, card, request)).toEqual(failed);
  } finally {
    stage.server.hooks.off("updateActor", off);
    stage.server.clearFailures();
  }
  expect(stateOf(card).targets[0]!.pending).not.toBeNull();
}

/** Ann writes her own Hero's flags from her console (she owns it: the server lets her). */
async function annWritesMarks(marks: unknown): Promise<void> {
  await stage.server.onClient(stage.ann, () => cast.hero.update({ [marksKey]: marks }));
  await settle();
}

beforeEach(() => {
  cast = exchange.reset();
});
afterEach(() => {
  stage.server.expectNoRefusals();
  stage.warnings.length = 0;
});

describe("a debt left by a failed card write is completed exactly once, however many writes come between", () => {
  it("one failed card write, then 22 further writes on the same creature: the retried Apply does not damage again", async () => {
    const card = await oneDamageAt(cast.brute);
    const before = pools(cast.brute).might.lost;
    await failCardAfterActor(stage.bo, card, apply);
    expect(pools(cast.brute).might.lost).toBe(before + 1);
    // Eleven other attacks applied and undone on the Brute: 22 writes of its actor, net nothing.
    for (let i = 0; i < 11; i++) {
      requestLimit.reset(); // Bo's request budget is not what this test is about
      const other = await oneDamageAt(cast.brute);
      expect(await ask(stage.bo, other, apply)).toEqual({ ok: true });
      expect(await ask(stage.bo, other, undo)).toEqual({ ok: true });
    }
    expect(pools(cast.brute).might.lost).toBe(before + 1);
    expect(await ask(stage.bo, card, apply)).toEqual({ ok: true });
    expect(pools(cast.brute).might.lost).toBe(before + 1);
    expect(stateOf(card).targets[0]!).toMatchObject({ applied: { undone: false }, pending: null });
    // Undo still gives back exactly what was taken.
    expect(await ask(stage.bo, card, undo)).toEqual({ ok: true });
    expect(pools(cast.brute).might.lost).toBe(before);
  });
});

describe("marks a player writes on their own actor decide nothing", () => {
  it("a forged mark does not make an unpaid defense look paid: the retry spends the ⚡", async () => {
    fight();
    const card = await post(stage.gm, { targets: [newTarget(lineAt(cast.hero), 2)] });
    stage.server.failNextWrite(cast.hero);
    queueFaces(6, 6, 6);
    expect(await ask(stage.ann, card, { op: "defend", target: 0, hit: 0, kind: "dodge" })).toEqual(failed);
    expect(mobility(cast.hero)).toBe(3);
    // Ann marks the ⚡ write as made, under every id form she can guess.
    await annWritesMarks([`${card.id}.0.spend.0`, `${card.id}.0.spend.1`, `${card.id}.0.damage.0`]);
    queueFaces(6, 6, 6);
    expect(await ask(stage.ann, card, { op: "defend", target: 0, hit: 0, kind: "dodge" })).toEqual({ ok: true });
    expect(mobility(cast.hero)).toBe(2);
    expect(stateOf(card).targets[0]!.defenses[0]).toMatchObject({ kind: "dodge" });
  });

  it("a forged mark does not make an unwritten damage look written: the retried Apply damages once", async () => {
    const card = await oneDamageAt(cast.hero);
    stage.server.failNextWrite(cast.hero);
    expect(await ask(stage.bo, card, apply)).toEqual(failed);
    expect(pools(cast.hero).might.lost).toBe(0);
    await annWritesMarks([`${card.id}.0.damage.0`]);
    expect(await ask(stage.ann, card, apply)).toEqual({ ok: true });
    expect(pools(cast.hero).might.lost).toBe(1);
    expect(stateOf(card).targets[0]!.pending ?? null).toBeNull();
  });

  it("erased marks do not make a written undo look unwritten: the dice come back once", async () => {
    await stage.server.onClient(stage.gm, () => cast.hero.update({ "system.attributes.might.lost": 1 })); // an earlier wound
    await settle();
    const card = await oneDamageAt(cast.hero);
    expect(await ask(stage.bo, card, apply)).toEqual({ ok: true });
    expect(pools(cast.hero).might.lost).toBe(2);
    await failCardAfterActor(stage.bo, card, undo);
    expect(pools(cast.hero).might.lost).toBe(1);
    await annWritesMarks([]);
    expect(await ask(stage.ann, card, undo)).toEqual({ ok: true });
    expect(pools(cast.hero).might.lost).toBe(1); // the earlier wound stays
    expect(stateOf(card).targets[0]!).toMatchObject({ applied: { undone: true }, pending: null });
  });

  it("erased marks do not make a written damage look unwritten: the retried Apply does not damage again", async () => {
    const card = await oneDamageAt(cast.hero);
    await failCardAfterActor(stage.bo, card, apply);
    expect(pools(cast.hero).might.lost).toBe(1);
    await annWritesMarks(null);
    expect(await ask(stage.bo, card, apply)).toEqual({ ok: true });
    expect(pools(cast.hero).might.lost).toBe(1);
  });
});

describe("a debt this GM client never opened (it reloaded since the write failed, or the card is older than write ids)", () => {
  /** The card's debt as a reloaded GM client finds it: under an id it never opened (`id`), or none. */
  async function reloadedDebt(card: StageChatMessage, id: string | undefined): Promise<void> {
    const state = stateOf(card);
    const line = state.targets[0]!;
    const { id: _opened, ...debt } = line.pending!;
    const pending = id === undefined ? debt : { ...debt, id };
    await stage.server.onClient(stage.gm, () => card.update({ system: { ...state, targets: [{ ...line, pending }] } as unknown as Record<string, unknown> }));
    await settle();
  }

  it.each([["under an id it never opened", "reloaded00000001"], ["with no id", undefined]] as const)(
    "is counted as made, %s: nothing is written twice and the GM is told to check the actor", async (_name, id) => {
      const card = await oneDamageAt(cast.hero);
      await failCardAfterActor(stage.bo, card, apply);
      expect(pools(cast.hero).might.lost).toBe(1);
      await reloadedDebt(card, id);
      stage.warnings.length = 0;
      expect(await ask(stage.ann, card, apply)).toEqual({ ok: true });
      expect(pools(cast.hero).might.lost).toBe(1);
      expect(stateOf(card).targets[0]!).toMatchObject({ applied: { undone: false }, pending: null });
      expect(stage.warnings).toEqual(['MESHAL.Attack.request.debtUnknown {"name":"Hero"}']);
    });
});

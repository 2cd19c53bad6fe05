/**
 * Issue 34, item 5: served slips are remembered per user. Slips are public, so Bo can read Ann's pending slip id and
 * write it on a slip of his own; serving his must not use up hers, or her defense is refused as "slip already used".
 * Played on the strict stage with the GM's attack card and Ann defending her Hero.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { settle } from "../stage/server.ts";
import { attackExchangeStage, lineAt, mobility, type ExchangeCast } from "../support/attack-exchange.ts";
import { newTarget } from "../../src/combat/attack/attack-state.ts";

const exchange = await attackExchangeStage();
const { stage, fight, post, stateOf } = exchange;
const SLIP = "attackSlip";
let cast: ExchangeCast;

beforeEach(() => {
  cast = exchange.reset();
  fight();
});
afterEach(() => stage.server.expectNoRefusals());

describe("another user's claim of your slip id uses up nothing of yours", () => {
  it("Bo serves a slip of his own under Ann's pending id first; Ann's dodge is still recorded", async () => {
    const card = await post(stage.gm, { hits: [[1, 3], [2, 2]], targets: [newTarget(lineAt(cast.hero), 2)] });
    const id = "annslip000000001";
    const dodge = { id, messageId: card.id, request: JSON.stringify({ op: "defend", target: 0, hit: 0, kind: "dodge" }) };
    await stage.server.onClient(stage.ann, () => stage.ann.setFlag("meshal-lite", SLIP, dodge));
    // Bo, from his console: the same id on his own slip (a take on Ann's line, which is not his to decide), sent first.
    const bo = { id, messageId: card.id, request: JSON.stringify({ op: "take", target: 0, hit: 1 }) };
    const boAnswer = await stage.server.onClient(stage.bo, async () => {
      await stage.bo.setFlag("meshal-lite", SLIP, bo);
      return stage.gm.query("meshal-lite.attack", { userId: stage.bo.id, slipId: id });
    });
    expect(boAnswer).toEqual({ ok: false, reasonKey: "MESHAL.Attack.request.notYourTarget" });
    const before = mobility(cast.hero);
    const annAnswer = await stage.server.onClient(stage.ann, () => stage.gm.query("meshal-lite.attack", { userId: stage.ann.id, slipId: id }));
    await settle();
    expect(annAnswer).toEqual({ ok: true });
    expect(stateOf(card).targets[0]!.defenses[0]).toMatchObject({ kind: "dodge" });
    expect(mobility(cast.hero)).toBe(before - 1);
    // Her slip is now served: a replay in her name, by anyone, is refused and changes nothing.
    expect(await stage.server.onClient(stage.bo, () => stage.gm.query("meshal-lite.attack", { userId: stage.ann.id, slipId: id }))).toMatchObject({ ok: false });
    expect(mobility(cast.hero)).toBe(before - 1);
  });
});

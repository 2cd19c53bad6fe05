/**
 * Issue 21, items 2, 5 and 8 on the strict stage, every request the player's way (a slip, then the query to the GM):
 * a coup de grâce is declared per target before Apply (§7.2), one reaction answers a hit (§6.2), the defender splits
 * the damage (§6.3).
 *
 * Cast: Ann owns Hero; Bo owns Rival (the attacker); the GM owns the Brute. Hits [1,2] and [2,4] unless told.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { settle } from "../stage/server.ts";
import { attackExchangeStage, dead, lineAt, mobility, pools, type ExchangeCast } from "../support/attack-exchange.ts";
import type { SystemActor } from "../flows/support/world.ts";
import { newTarget, type AttackState } from "../../src/combat/attack/attack-state.ts";

const exchange = await attackExchangeStage();
const { stage, fight, ask, stateOf } = exchange;
/** A card by Rival, written by the GM. */
const post = (over: Partial<AttackState> = {}) => exchange.post(stage.gm, over);

let cast: ExchangeCast;

const refused = (reasonKey: string) => ({ ok: false, reasonKey });
/** Sets lost dice on `actor` (GM write). */
const wound = (actor: SystemActor, lost: Partial<Record<"might" | "energy" | "spirit", number>>) =>
  stage.server.onClient(stage.gm, () => actor.update(Object.fromEntries(Object.entries(lost).map(([id, n]) => [`system.attributes.${id}.lost`, n]))));

beforeEach(() => {
  cast = exchange.reset();
});
afterEach(() => {
  stage.warnings.length = 0;
  stage.server.expectNoRefusals();
});

describe("item 2: a coup de grâce is declared (§7.2)", () => {
  // An undefendable area attack to Energy catches the Brute and Hero, an ally already down (no Might dice left).
  const area = () => post({ allowed: [], attributes: ["energy"], targets: [newTarget(lineAt(cast.brute), 2), newTarget(lineAt(cast.hero), 2)] });

  beforeEach(async () => {
    stage.settings.set("meshal-lite.coupDeGrace", true);
    await wound(cast.hero, { might: 3 });
    await settle();
  });

  it("an unconscious ally caught by an area attack survives without a declaration", async () => {
    const card = await area();
    expect(stateOf(card).targets[1]!.resolved).toBe(true);
    expect(await ask(stage.bo, card, { op: "apply", target: 1, allocation: null })).toEqual({ ok: true });
    await settle();
    expect(pools(cast.hero).energy.lost).toBeGreaterThan(0);
    expect(dead(cast.hero)).toBe(false);
  });

  it("declared by the attacker's owner, the Apply kills; its Undo revives", async () => {
    const card = await area();
    expect(await ask(stage.ann, card, { op: "coupDeGrace", target: 1 })).toEqual(refused("MESHAL.Attack.request.notYourCard"));
    expect(await ask(stage.bo, card, { op: "coupDeGrace", target: 0 })).toEqual(refused("MESHAL.Attack.request.notUnconscious"));
    expect(await ask(stage.bo, card, { op: "coupDeGrace", target: 1 })).toEqual({ ok: true });
    expect(stateOf(card).targets[1]!.coupDeGrace).toBe(true);
    expect(stateOf(card).targets[0]!.coupDeGrace ?? false).toBe(false);
    expect(await ask(stage.bo, card, { op: "apply", target: 1, allocation: null })).toEqual({ ok: true });
    await settle();
    expect(dead(cast.hero)).toBe(true);
    expect(await ask(stage.bo, card, { op: "coupDeGrace", target: 1 })).toEqual(refused("MESHAL.Attack.refused.alreadyApplied"));
    expect(await ask(stage.bo, card, { op: "undo", target: 1 })).toEqual({ ok: true });
    await settle();
    expect(dead(cast.hero)).toBe(false);
    expect(pools(cast.hero).energy.lost).toBe(0);
  });

  it("is refused with the rule off", async () => {
    stage.settings.set("meshal-lite.coupDeGrace", false);
    const card = await area();
    expect(await ask(stage.gm, card, { op: "coupDeGrace", target: 1 })).toEqual(refused("MESHAL.Attack.request.coupDeGraceOff"));
  });
});

describe("item 5: one reaction per attack (§6.2)", () => {
  it("a hit answered with Dirty Fighting cannot also be dodged", async () => {
    fight();
    // Hit 1 rolls 1 point (§6.3 hits in order: a hit 1 that knocked the hero out would take hit 2 and resolve the line).
    const card = await post({ hits: [[1, 4], [2, 4]], targets: [newTarget(lineAt(cast.hero), 2)] });
    const before = mobility(cast.hero);
    expect(await ask(stage.ann, card, { op: "react", target: 0, hit: 0 })).toEqual({ ok: true });
    expect(await ask(stage.ann, card, { op: "defend", target: 0, hit: 0, kind: "dodge" })).toEqual(refused("MESHAL.Attack.refused.oneReaction"));
    expect(stateOf(card).targets[0]!.defenses[0]).toEqual({ kind: "reaction", faces: [] });
    expect(mobility(cast.hero)).toBe(before);
  });
});

describe("item 7: hit by hit (§6.3)", () => {
  // Example A's card on the Hero (3 Might, no physical protection): hit 1 taken does 3 damage, hit 2 does 2.
  it("hit 2 offers no defense to a creature hit 1 knocked out: it is taken and the line resolves", async () => {
    fight();
    const card = await post({ targets: [newTarget(lineAt(cast.hero), 2)] });
    const before = mobility(cast.hero);
    expect(await ask(stage.ann, card, { op: "defend", target: 0, hit: 1, kind: "block" })).toEqual(refused("MESHAL.Attack.refused.earlierHit"));
    expect(await ask(stage.ann, card, { op: "take", target: 0, hit: 0 })).toEqual({ ok: true });
    expect(stateOf(card).targets[0]).toMatchObject({ resolved: true, damage: 5, defenses: [{ kind: "take", faces: [] }, { kind: "take", faces: [] }] });
    expect(await ask(stage.ann, card, { op: "defend", target: 0, hit: 1, kind: "block" })).toEqual(refused("MESHAL.Attack.refused.alreadyResolved"));
    expect(mobility(cast.hero)).toBe(before);
    // Apply stays one write: the 3 Might dice go.
    expect(await ask(stage.ann, card, { op: "apply", target: 0, allocation: null })).toEqual({ ok: true });
    await settle();
    expect(pools(cast.hero).might.value).toBe(0);
  });
});

describe("item 8: the defender splits the damage (§6.3)", () => {
  const split = () => post({ allowed: [], attributes: ["might", "energy"], targets: [newTarget(lineAt(cast.hero), 2)] });

  it("the attacker's owner cannot choose the split; the target's owner does", async () => {
    const card = await split();
    const damage = stateOf(card).targets[0]!.damage;
    expect(damage).toBeGreaterThan(0);
    expect(damage).toBeLessThan(6);
    const allocation = { might: Math.min(3, damage), energy: damage - Math.min(3, damage) };
    expect(await ask(stage.bo, card, { op: "apply", target: 0, allocation })).toEqual(refused("MESHAL.Attack.request.defenderSplits"));
    expect(await ask(stage.bo, card, { op: "apply", target: 0, allocation: null })).toEqual(refused("MESHAL.Attack.request.defenderSplits"));
    expect(pools(cast.hero).might.lost + pools(cast.hero).energy.lost).toBe(0);
    expect(await ask(stage.ann, card, { op: "apply", target: 0, allocation })).toEqual({ ok: true });
    await settle();
    expect(pools(cast.hero).might.lost + pools(cast.hero).energy.lost).toBe(damage);
  });

  it("the attacker's owner applies a forced split (every listed die goes)", async () => {
    await wound(cast.hero, { might: 2, energy: 2 });
    await settle();
    const card = await split();
    expect(stateOf(card).targets[0]!.damage).toBeGreaterThanOrEqual(2);
    expect(await ask(stage.bo, card, { op: "apply", target: 0, allocation: null })).toEqual({ ok: true });
    await settle();
    expect([pools(cast.hero).might.lost, pools(cast.hero).energy.lost]).toEqual([3, 3]);
  });
});

/**
 * Issue 34, item 5 (per-user slips, bounded work), played on the strict stage as hostile players: Bo uses up Ann's
 * slip id, Ann floods the GM with attack requests, and one creature is asked for twice under its two UUID forms.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { settle } from "../stage/server.ts";
import { fistsSlip, heldRevolver, makeAttackCast } from "../flows/support/attack-cast.ts";
import { attackFlowStage } from "../flows/support/attack-stage.ts";
import type { Cast, SystemActor } from "../flows/support/world.ts";

const { stage, MeshalActor } = await attackFlowStage();

const SLIP = "attackStartSlip";
let cast: Cast;
let slips = 0;
/** A fresh slip id (the GM remembers the ids it served, across tests). */
const freshId = () => `limit${String(++slips).padStart(11, "0")}`;

const gunOf = (actor: SystemActor) => actor.items.find((i) => i.name === "9mm Revolver")!;
const loaded = (actor: SystemActor) => (gunOf(actor).system.reload as { value: number }).value;
const mobility = (actor: SystemActor) => (actor.system.mobility as { value: number }).value;
const cards = () => stage.world.messages.contents.filter((m) => m.type === "attack");


/** Ann's honest slip for Hero's fists against the Brute; `change` forges parts of it. */
const slip = (change: Record<string, unknown> = {}) => fistsSlip(cast, freshId(), change);

/** `user` writes `stored` as their own slip and asks the GM with `payload` (their own ids unless forged). */
async function askAs(user = stage.ann, stored: Record<string, unknown> | null = slip(), payload: unknown = { userId: user.id, slipId: stored?.id }): Promise<unknown> {
  return stage.server.onClient(user, async () => {
    if (stored) await user.setFlag("meshal-lite", SLIP, stored);
    return stage.gm.query("meshal-lite.attackStart", payload);
  });
}

/** `user` sends `payload` as their console could, writing nothing. */
const sendAs = (user: typeof stage.ann, payload: unknown) => stage.server.onClient(user, () => stage.gm.query("meshal-lite.attackStart", payload));

beforeEach(() => {
  stage.reset();
  cast = makeAttackCast(MeshalActor, [heldRevolver(1)]);
  stage.sit("player");
  stage.world.combats = { contents: [{ started: true, combatants: { contents: [{ actor: cast.hero }, { actor: cast.brute }] }, combatant: { actor: cast.hero } }] };
});
afterEach(() => {
  vi.restoreAllMocks();
  stage.server.expectNoRefusals();
});

describe("served slips are remembered per user (slips are public)", () => {
  it("Bo serving a slip of his own under Ann's slip id uses up nothing of Ann's", async () => {
    const ann = slip();
    await stage.server.onClient(stage.ann, () => stage.ann.setFlag("meshal-lite", SLIP, ann));
    // Bo reads Ann's pending slip id and writes it on his own slip first: found and served (then refused as not his).
    expect(await askAs(stage.bo, { ...ann })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.start.notYourActor" });
    expect(await askAs(stage.ann, null, { userId: stage.ann.id, slipId: ann.id })).toEqual({ ok: true });
    await settle();
    expect(cards()).toHaveLength(1);
  });

  it("replays of Ann's own ids by Bo serve her request once: one card, one ⚡ spent", async () => {
    const ann = slip();
    await stage.server.onClient(stage.ann, () => stage.ann.setFlag("meshal-lite", SLIP, ann));
    const pair = { userId: stage.ann.id, slipId: ann.id };
    expect(await sendAs(stage.bo, pair)).toEqual({ ok: true }); // Ann's own request, run a moment early
    const answers = [await sendAs(stage.bo, pair), await sendAs(stage.ann, pair)];
    expect(answers).toEqual([{ ok: false, reasonKey: "MESHAL.Attack.request.noSlip" }, { ok: false, reasonKey: "MESHAL.Attack.request.noSlip" }]);
    await settle();
    expect(cards()).toHaveLength(1);
    expect(mobility(cast.hero)).toBe(2);
  });
});

describe("a per-user request rate limit: 20 requests in any 10 seconds", () => {
  const LIMITED = { ok: false, reasonKey: "MESHAL.Query.rateLimited", data: { count: "20", seconds: "10" } };
  let now = 1_000_000;
  beforeEach(() => {
    now = 1_000_000;
    vi.spyOn(Date, "now").mockImplementation(() => now);
  });

  it("Ann flooding the attack query: the 21st request is refused naming the limit, and nothing is done for it", async () => {
    for (let i = 0; i < 20; i++) expect(await askAs(stage.ann, slip({ itemId: "nosuchitem000001" }))).toEqual({ ok: false, reasonKey: "MESHAL.Attack.start.noItem" });
    const honest = slip();
    expect(await askAs(stage.ann, honest)).toEqual(LIMITED);
    await settle();
    expect(cards()).toEqual([]);
    expect(mobility(cast.hero)).toBe(3);
    expect(stage.ann.getFlag("meshal-lite", SLIP)).toEqual(honest); // not even read as served: still on Ann
    now += 10_000;
    expect(await askAs(stage.ann, null, { userId: stage.ann.id, slipId: honest.id })).toEqual({ ok: true });
    await settle();
    expect(cards()).toHaveLength(1);
  });

  it("Ann's flood leaves Bo's budget whole, and Bo cannot spend Ann's by sending her user id", async () => {
    for (let i = 0; i < 25; i++) await askAs(stage.ann, slip({ itemId: "nosuchitem000001" }));
    expect(await askAs(stage.bo, slip({ itemId: "nosuchitem000001" }))).toEqual({ ok: false, reasonKey: "MESHAL.Attack.start.noItem" });
    stage.reset();
    cast = makeAttackCast(MeshalActor, [heldRevolver(1)]);
    for (let i = 0; i < 40; i++) expect(await sendAs(stage.bo, { userId: stage.ann.id, slipId: freshId() })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.request.noSlip" });
    const honest = slip();
    await stage.server.onClient(stage.ann, () => stage.ann.setFlag("meshal-lite", SLIP, honest));
    for (let i = 0; i < 10; i++) await sendAs(stage.bo, { userId: stage.ann.id, slipId: honest.id }); // replays: served once, then no slip
    expect(cards()).toHaveLength(1);
    for (let i = 0; i < 19; i++) expect(await askAs(stage.ann, slip({ itemId: "nosuchitem000001" }))).not.toEqual(LIMITED);
  });

  it("a GM is not limited", async () => {
    for (let i = 0; i < 30; i++) expect(await askAs(stage.gm, slip({ itemId: "nosuchitem000001" }))).toEqual({ ok: false, reasonKey: "MESHAL.Attack.start.noItem" });
  });
});

describe("one queue per creature, whatever UUID form names it", () => {
  it("two requests under a linked token's two actor UUIDs fire the one loaded round once", async () => {
    const tokenForm = `Scene.scene00000000001.Token.${cast.hero.id}.Actor.${cast.hero.id}`;
    const g = globalThis as unknown as { fromUuidSync: (uuid: string) => unknown };
    const resolve = g.fromUuidSync;
    // A linked token's actor is the world actor: its token-form UUID finds that same document.
    vi.spyOn(g, "fromUuidSync").mockImplementation((uuid: string) => (uuid === tokenForm ? cast.hero : resolve(uuid)));
    const gun = { itemId: gunOf(cast.hero).id };
    const first = slip({ ...gun });
    const second = slip({ ...gun, actorUuid: tokenForm });
    // Ann's console: a slip, its query not awaited, the next slip at once, its query; both in flight together.
    const answers = await stage.server.onClient(stage.ann, async () => {
      await stage.ann.setFlag("meshal-lite", SLIP, first);
      const one = stage.gm.query("meshal-lite.attackStart", { userId: stage.ann.id, slipId: first.id });
      await stage.ann.setFlag("meshal-lite", SLIP, second);
      const two = stage.gm.query("meshal-lite.attackStart", { userId: stage.ann.id, slipId: second.id });
      return Promise.all([one, two]);
    });
    expect(answers).toContainEqual({ ok: true });
    await settle();
    expect(cards()).toHaveLength(1);
    expect(loaded(cast.hero)).toBe(0);
  });
});

/**
 * Issue 20, the attack card's exchange once the card exists: each case as a hostile (or unlucky) player would meet it,
 * on the strict stage (the server refuses what Foundry's refuses, an author may rewrite their own message, a write can
 * be made to fail once, `fromUuidSync` throws for an unknown embedded name as v13's does). Every request goes the
 * player's way: a slip on their own User, then the query to the active GM.
 *
 * Cast: Ann owns Hero; Bo owns Rival (the attacker); the GM owns the Brute. Hits of the cards: [1,2] and [2,4]
 * (3 and 2 points) unless a case says otherwise.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { settle, type StageUser } from "../stage/server.ts";
import type { StageChatMessage } from "../stage/server-documents.ts";
import { queueFaces } from "../flows/support/roll.ts";
import type { SystemActor } from "../flows/support/world.ts";
import { attackExchangeStage, dead, lineAt, mobility, pools, type ExchangeCast } from "../support/attack-exchange.ts";
import { newTarget, type AttackState } from "../../src/combat/attack/attack-state.ts";
import type { AttackRequest } from "../../src/combat/attack/gm/attack-request.ts";
import { resolveTargets } from "../../src/combat/attack/targets/targets.ts";

const exchange = await attackExchangeStage();
const { stage, fight, post, ask, stateOf } = exchange;

type Rec = Record<string, unknown>;

let cast: ExchangeCast;

const lost = (actor: SystemActor) => Object.values(pools(actor)).map((p) => p.lost);
const targetsAt = (...lines: ReturnType<typeof lineAt>[]) => lines.map((l) => newTarget(l, 2));

/** The GM takes every open hit of line `target` (those the card's settling has not taken already). */
async function takeAll(card: StageChatMessage, target = 0): Promise<void> {
  for (const [hit, decision] of stateOf(card).targets[target]!.defenses.entries()) if (!decision) expect(await ask(stage.gm, card, { op: "take", target, hit })).toEqual({ ok: true });
  expect(stateOf(card).targets[target]!.resolved).toBe(true);
}
const failed = { ok: false, reasonKey: "MESHAL.Query.failed" };

beforeEach(() => {
  cast = exchange.reset();
});
afterEach(() => stage.server.expectNoRefusals());

describe("fault 1: a card its author can rewrite decides nothing", () => {
  // Bo posts the card himself (as every card was posted before the GM wrote them), then rewrites it from his console.
  it.each<[string, Partial<AttackState>, (s: AttackState) => AttackState, AttackRequest]>([
    ["×50 damage and no defense allowed, then Apply", {}, (s) => ({ ...s, allowed: [], extra: [{ op: "mul", value: 50 }] }), { op: "apply", target: 0, allocation: null }],
    ["hits rewritten to ones with +9 penetration after the target defended, then Apply", {},
      (s) => ({ ...s, hits: [[1, 1], [1, 1]], penetration: 9 }), { op: "apply", target: 0, allocation: null }],
    ["a forged `applied` record, then Undo to heal", {},
      (s) => ({ ...s, targets: s.targets.map((t) => ({ ...t, applied: { removed: { might: 3, energy: 3, spirit: 3 }, state: "dead" as const, killed: true, undone: false } })) }),
      { op: "undo", target: 0 }],
    ["`applied` set back to null to apply the same hit twice", {}, (s) => ({ ...s, targets: s.targets.map((t) => ({ ...t, applied: null })) }), { op: "apply", target: 0, allocation: null }],
    ["a resolved line moved onto another player's character, then Apply", {},
      (s) => ({ ...s, targets: s.targets.map((t) => ({ ...t, actorUuid: cast.hero.uuid, name: "Hero" })) }), { op: "apply", target: 0, allocation: null }],
  ])("%s: refused, nothing changes", async (_name, over, rewrite, request) => {
    // The line as an honest exchange would have left it: the Brute's hits taken and resolved.
    const resolvedLine = { ...newTarget(lineAt(cast.brute), 2), defenses: [{ kind: "take" as const, faces: [] }, { kind: "take" as const, faces: [] }], resolved: true, hit: true, damage: 1 };
    const card = await post(stage.bo, { ...over, targets: [resolvedLine] });
    await stage.server.onClient(stage.bo, () => card.update({ system: rewrite(structuredClone(card.system) as unknown as AttackState) as unknown as Rec }));
    const before = JSON.stringify([lost(cast.hero), lost(cast.brute), dead(cast.hero), dead(cast.brute)]);
    expect(await ask(stage.bo, card, request)).toEqual({ ok: false, reasonKey: "MESHAL.Attack.request.playerCard" });
    expect(JSON.stringify([lost(cast.hero), lost(cast.brute), dead(cast.hero), dead(cast.brute)])).toBe(before);
    expect(stage.warnings).toEqual(["MESHAL.Attack.request.playerCard"]);
  });

  it("a defense on a player's card spends no ⚡ and records nothing", async () => {
    fight();
    const card = await post(stage.bo, { targets: targetsAt(lineAt(cast.hero)) });
    expect(await ask(stage.ann, card, { op: "defend", target: 0, hit: 0, kind: "dodge" })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.request.playerCard" });
    expect(mobility(cast.hero)).toBe(3);
  });

  it("on a GM-written card the player can write nothing: the server refuses the author-edit", async () => {
    const card = await post(stage.gm, { targets: targetsAt(lineAt(cast.hero)) });
    await expect(stage.server.onClient(stage.bo, () => card.update({ "system.penetration": 9 }))).rejects.toThrow(/only its author or a GM/);
    expect(stage.server.takeRefusals()).toHaveLength(1);
    expect(stateOf(card).penetration).toBe(0);
  });
});

describe("fault 2: a line whose UUID makes fromUuidSync throw", () => {
  it("does not let a defense spend ⚡ without recording it", async () => {
    fight();
    const bogus = { ...lineAt(cast.brute), actorUuid: `${cast.brute.uuid}.Nonsense.abcdefghijklmnop` };
    const card = await post(stage.gm, { targets: targetsAt(lineAt(cast.hero), bogus) });
    queueFaces(6, 6, 6);
    const first = await ask(stage.ann, card, { op: "defend", target: 0, hit: 0, kind: "dodge" });
    queueFaces(6, 6, 6);
    await ask(stage.ann, card, { op: "defend", target: 0, hit: 0, kind: "dodge" });
    expect(first).toEqual({ ok: true });
    const recorded = stateOf(card).targets[0]!.defenses.filter((d) => d?.kind === "dodge").length;
    expect(recorded).toBe(1);
    expect(mobility(cast.hero)).toBe(3 - recorded);
  });
});

describe("fault 3: a write that fails leaves every step recoverable, completed exactly once", () => {
  beforeEach(() => fight());

  it("defend: a failed card write spends no ⚡; a failed actor write is completed by the retry", async () => {
    const card = await post(stage.gm, { targets: targetsAt(lineAt(cast.hero)) });
    stage.server.failNextWrite(card);
    queueFaces(6, 6, 6);
    expect(await ask(stage.ann, card, { op: "defend", target: 0, hit: 0, kind: "dodge" })).toEqual(failed);
    expect(mobility(cast.hero)).toBe(3); // the ⚡ is not lost with the defense
    expect(stateOf(card).targets[0]!.defenses[0]).toBeNull();

    stage.server.failNextWrite(cast.hero);
    queueFaces(6, 6, 6);
    expect(await ask(stage.ann, card, { op: "defend", target: 0, hit: 0, kind: "dodge" })).toEqual(failed);
    expect(stateOf(card).targets[0]!.defenses[0]).toMatchObject({ kind: "dodge" }); // the card says what is owed
    expect(await ask(stage.ann, card, { op: "defend", target: 0, hit: 0, kind: "dodge" })).toEqual({ ok: true });
    expect(mobility(cast.hero)).toBe(2);
    expect(stateOf(card).targets[0]!.pending ?? null).toBeNull();
    stage.warnings.length = 0;
  });

  it("take: a failed card write changes nothing and the retry records one decision", async () => {
    const card = await post(stage.gm, { targets: targetsAt(lineAt(cast.hero)) });
    stage.server.failNextWrite(card);
    expect(await ask(stage.ann, card, { op: "take", target: 0, hit: 0 })).toEqual(failed);
    expect(stateOf(card).targets[0]!.defenses[0]).toBeNull();
    expect(await ask(stage.ann, card, { op: "take", target: 0, hit: 0 })).toEqual({ ok: true });
    expect(stateOf(card).targets[0]!.defenses[0]).toEqual({ kind: "take", faces: [] });
    stage.warnings.length = 0;
  });

  it.each([["the first card write", "card"], ["the actor write", "actor"], ["the card write after the actor's", "cardAfter"]] as const)(
    "apply: %s fails; a second Apply does not double the damage and Undo still works", async (_name, where) => {
      // One hit of 1 point: 1 damage, so a doubled application shows.
      const card = await post(stage.gm, { hits: [[1, 3]], targets: [newTarget(lineAt(cast.hero), 1)] });
      await takeAll(card);
      const damage = stateOf(card).targets[0]!.damage;
      expect(damage).toBe(1);
      if (where === "card") stage.server.failNextWrite(card);
      if (where === "actor") stage.server.failNextWrite(cast.hero);
      if (where === "cardAfter") {
        // The card's second write (after the actor's) fails: fail it once the actor was written.
        const off = stage.server.hooks.on("updateActor", () => void stage.server.failNextWrite(card));
        expect(await ask(stage.bo, card, { op: "apply", target: 0, allocation: null })).toEqual(failed);
        stage.server.hooks.off("updateActor", off);
      } else {
        expect(await ask(stage.bo, card, { op: "apply", target: 0, allocation: null })).toEqual(failed);
      }
      stage.server.clearFailures();
      const second = await ask(stage.bo, card, { op: "apply", target: 0, allocation: null });
      expect(second).toEqual({ ok: true });
      expect(pools(cast.hero).might.lost).toBe(damage);
      expect(await ask(stage.bo, card, { op: "undo", target: 0 })).toEqual({ ok: true });
      expect(lost(cast.hero)).toEqual([0, 0, 0]);
      stage.warnings.length = 0;
    });

  it("undo right after a failed apply: the apply is completed first, then undone — net nothing", async () => {
    const card = await post(stage.gm, { hits: [[1, 3]], targets: [newTarget(lineAt(cast.hero), 1)] });
    await takeAll(card);
    stage.server.failNextWrite(cast.hero);
    expect(await ask(stage.bo, card, { op: "apply", target: 0, allocation: null })).toEqual(failed);
    expect(await ask(stage.bo, card, { op: "undo", target: 0 })).toEqual({ ok: true });
    expect(lost(cast.hero)).toEqual([0, 0, 0]);
    expect(stateOf(card).targets[0]).toMatchObject({ applied: { undone: true }, pending: null });
    expect(await ask(stage.bo, card, { op: "apply", target: 0, allocation: null })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.refused.alreadyApplied" });
    stage.warnings.length = 0;
  });

  it("a defense whose ⚡ can no longer be paid does not block the line", async () => {
    const card = await post(stage.gm, { targets: targetsAt(lineAt(cast.hero)) });
    stage.server.failNextWrite(cast.hero);
    queueFaces(6, 6, 6);
    expect(await ask(stage.ann, card, { op: "defend", target: 0, hit: 0, kind: "dodge" })).toEqual(failed);
    await stage.server.onClient(stage.ann, () => cast.hero.update({ "system.mobility.value": 0 })); // spent elsewhere meanwhile
    await settle();
    expect((await ask(stage.ann, card, { op: "take", target: 0, hit: 1 })).ok).toBe(false); // told why the debt was dropped
    expect(stateOf(card).targets[0]!.pending ?? null).toBeNull();
    await settle();
    expect(stateOf(card).targets[0]!.defenses[0]).toMatchObject({ kind: "dodge" });
    expect(await ask(stage.gm, card, { op: "take", target: 0, hit: 1 }).then((a) => a.ok || stateOf(card).targets[0]!.resolved)).toBe(true);
    stage.warnings.length = 0;
  });

  it("undo: a failed card write does not give the dice back twice (damage from elsewhere stays)", async () => {
    await stage.server.onClient(stage.gm, () => cast.hero.update({ "system.attributes.might.lost": 1 })); // an earlier wound
    const card = await post(stage.gm, { hits: [[1, 3]], targets: [newTarget(lineAt(cast.hero), 1)] });
    await takeAll(card);
    expect(await ask(stage.bo, card, { op: "apply", target: 0, allocation: null })).toEqual({ ok: true });
    expect(pools(cast.hero).might.lost).toBe(2);
    stage.server.failNextWrite(card);
    expect(await ask(stage.bo, card, { op: "undo", target: 0 })).toEqual(failed);
    await ask(stage.bo, card, { op: "undo", target: 0 });
    expect(pools(cast.hero).might.lost).toBe(1);
    expect(stateOf(card).targets[0]!.applied).toMatchObject({ undone: true });
    stage.warnings.length = 0;
  });
});

describe("fault 4: a served slip cannot be served again", () => {
  it("is cleared from the requester's User by the GM once served", async () => {
    const card = await post(stage.gm, { targets: targetsAt(lineAt(cast.hero)) });
    expect(await ask(stage.ann, card, { op: "take", target: 0, hit: 0 })).toEqual({ ok: true });
    expect(stage.ann.getFlag("meshal-lite", "attackSlip")).toBeNull();
  });

  it("cannot be replayed after cheap requests for missing cards", async () => {
    const card = await post(stage.gm, { targets: targetsAt(lineAt(cast.hero)) });
    stage.server.actAs(stage.ann);
    expect(await ask(stage.ann, card, { op: "take", target: 0, hit: 0 })).toEqual({ ok: true });
    const slipOf = (user: StageUser) => (user.flags["meshal-lite"]?.attackSlip as { id?: string } | null | undefined)?.id;
    const annSlip = slipOf(stage.ann) ?? "slip000000000001";
    // Bo floods the GM's memory with requests for a card that does not exist, each with a fresh slip of his own.
    const missing = { id: "missing000000001" } as unknown as StageChatMessage;
    for (let i = 0; i < 1001; i++) {
      await stage.server.onClient(stage.bo, async () => {
        const id = `flood${String(i).padStart(11, "0")}`;
        await stage.bo.setFlag("meshal-lite", "attackSlip", { id, messageId: missing.id, request: JSON.stringify({ op: "undo", target: 0 }) });
        return stage.gm.query("meshal-lite.attack", { userId: stage.bo.id, slipId: id });
      });
    }
    const replay = await stage.server.onClient(stage.bo, () => stage.gm.query("meshal-lite.attack", { userId: stage.ann.id, slipId: annSlip }));
    expect(replay).toMatchObject({ ok: false });
    expect(["MESHAL.Attack.request.noSlip", "MESHAL.Attack.request.slipUsed"]).toContain((replay as { reasonKey: string }).reasonKey);
  });
});

describe("fault 6: a line out of the attack's range (issue 21 #3)", () => {
  /** A dagger (one adjacent creature) against Hero 8 steps away, measured as the card measures its targets. */
  const daggerAt8 = () => {
    const reach = { min: null, max: 1, ranged: false };
    const [line] = resolveTargets([{ tokenUuid: lineAt(cast.hero).tokenUuid, actorUuid: cast.hero.uuid, name: "Hero", distance: 8 }], reach, { beyondRange: false });
    return { reach, allowed: [] as AttackState["allowed"], targets: [newTarget(line!, 2)] };
  };

  it("the dagger's target 8 steps away is refused: not settled, no take, no Apply, no damage — the GM's neither", async () => {
    const card = await post(stage.gm, daggerAt8());
    expect(stateOf(card).targets[0]).toMatchObject({ range: "outOfRange", distance: 8, resolved: false, defenses: [null, null] });
    const refused = { ok: false, reasonKey: "MESHAL.Attack.request.outOfRange" };
    expect(await ask(stage.gm, card, { op: "take", target: 0, hit: 0 })).toEqual(refused);
    expect(await ask(stage.ann, card, { op: "take", target: 0, hit: 0 })).toEqual(refused);
    expect(await ask(stage.bo, card, { op: "apply", target: 0, allocation: null })).toEqual(refused);
    expect(await ask(stage.gm, card, { op: "apply", target: 0, allocation: null })).toEqual(refused);
    expect(stateOf(card).targets[0]).toMatchObject({ resolved: false, damage: 0, applied: null });
    expect(lost(cast.hero)).toEqual([0, 0, 0]);
    stage.warnings.length = 0;
  });

  it("a player's ruling is refused; the GM's reopens the line, shown as ruled in range, and it settles and applies", async () => {
    const card = await post(stage.gm, daggerAt8());
    expect(await ask(stage.bo, card, { op: "overrideRange", target: 0 })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.request.gmOnly" });
    expect(await ask(stage.ann, card, { op: "overrideRange", target: 0 })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.request.gmOnly" });
    expect(stateOf(card).targets[0]!.range).toBe("outOfRange");
    expect(await ask(stage.gm, card, { op: "overrideRange", target: 0 })).toEqual({ ok: true });
    // Undefendable: the GM's settling takes both hits and resolves the line at once.
    expect(stateOf(card).targets[0]).toMatchObject({ range: "ruledIn", disadvantage: 0, resolved: true, hit: true });
    expect(await ask(stage.gm, card, { op: "overrideRange", target: 0 })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.refused.inRange" });
    expect(await ask(stage.bo, card, { op: "apply", target: 0, allocation: null })).toEqual({ ok: true });
    expect(pools(cast.hero).might.lost).toBeGreaterThan(0);
    stage.warnings.length = 0;
  });

  it("the override is parsed strictly", async () => {
    const card = await post(stage.gm, daggerAt8());
    for (const bad of [{ op: "overrideRange" }, { op: "overrideRange", target: -1 }, { op: "overrideRange", target: 0, range: "inRange" }, { op: "overrideRange", target: "0" }]) {
      expect(await ask(stage.gm, card, bad as unknown as AttackRequest)).toMatchObject({ ok: false });
    }
    expect(stateOf(card).targets[0]!.range).toBe("outOfRange");
    stage.warnings.length = 0;
  });
});

describe("fault 7: undo never clears a death it did not cause", () => {
  const everything = { attributes: ["might", "energy", "spirit"] as AttackState["attributes"], allowed: [] as AttackState["allowed"] };

  it("two attacks, the second kills, undo the first: the dice come back, the creature stays dead", async () => {
    const first = await post(stage.gm, { ...everything, targets: targetsAt(lineAt(cast.hero)) });
    await takeAll(first);
    expect(await ask(stage.gm, first, { op: "apply", target: 0, allocation: { might: 2, energy: 2, spirit: 1 } })).toEqual({ ok: true });
    const second = await post(stage.gm, { ...everything, hits: [[1, 1], [1, 1]], targets: targetsAt(lineAt(cast.hero)) });
    await takeAll(second);
    expect(await ask(stage.gm, second, { op: "apply", target: 0, allocation: { might: 1, energy: 1, spirit: 2 } })).toEqual({ ok: true });
    await settle();
    expect(dead(cast.hero)).toBe(true);

    expect(await ask(stage.gm, first, { op: "undo", target: 0 })).toEqual({ ok: true });
    await settle();
    expect(lost(cast.hero)).toEqual([1, 1, 2]);
    expect(dead(cast.hero)).toBe(true);
  });

  it("a death the first attack stored, revived since and stored again by the second, is not cleared by undoing the first", async () => {
    const first = await post(stage.gm, { ...everything, hits: [[1, 1], [1, 1], [1, 1], [1, 1], [1, 1]], targets: [newTarget(lineAt(cast.hero), 5)] });
    await takeAll(first);
    expect(await ask(stage.gm, first, { op: "apply", target: 0, allocation: { might: 3, energy: 3, spirit: 3 } })).toEqual({ ok: true });
    await settle();
    expect(dead(cast.hero)).toBe(true);
    // The GM revives Hero and heals a die of each; a second attack kills Hero again.
    await stage.server.onClient(stage.gm, () => cast.hero.update({ "system.life.dead": false, "system.life.revivals": 1, "system.attributes.might.lost": 2, "system.attributes.energy.lost": 2, "system.attributes.spirit.lost": 2 }));
    await settle();
    const second = await post(stage.gm, { ...everything, hits: [[1, 2]], targets: [newTarget(lineAt(cast.hero), 1)] });
    await takeAll(second);
    expect(await ask(stage.gm, second, { op: "apply", target: 0, allocation: { might: 1, energy: 1, spirit: 1 } })).toEqual({ ok: true });
    await settle();
    expect(dead(cast.hero)).toBe(true);

    expect(await ask(stage.gm, first, { op: "undo", target: 0 })).toEqual({ ok: true });
    await settle();
    expect(dead(cast.hero)).toBe(true);
  });

  it("undoing the attack that killed clears its own death", async () => {
    const only = await post(stage.gm, { ...everything, hits: [[1, 1], [1, 1], [1, 1], [1, 1], [1, 1]], targets: [newTarget(lineAt(cast.hero), 5)] });
    await takeAll(only);
    expect(await ask(stage.gm, only, { op: "apply", target: 0, allocation: { might: 3, energy: 3, spirit: 3 } })).toEqual({ ok: true });
    await settle();
    expect(dead(cast.hero)).toBe(true);
    expect(await ask(stage.gm, only, { op: "undo", target: 0 })).toEqual({ ok: true });
    await settle();
    expect(dead(cast.hero)).toBe(false);
    expect(lost(cast.hero)).toEqual([0, 0, 0]);
  });
});

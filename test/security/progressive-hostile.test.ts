/**
 * Issue 20, the progressive/contest card: each attack as a hostile player does it from their own client (buttons, the
 * public API, edits of documents they may write, raw queries to the GM), on the strict stage whose server refuses what
 * Foundry's refuses. Every attack must change nothing the player does not own and leak no markup into a notification.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { settle, type StageUser } from "../stage/server.ts";
import type { StageChatMessage } from "../stage/server-documents.ts";
import { freshCharacter } from "../fixtures/data-actors.ts";
import { compileTemplate } from "../support/handlebars.ts";
import { queueFaces } from "../flows/support/roll.ts";
import { flowStage, loadDocumentClasses, makeActor, makeCast, USER_IDS, type Cast, type SystemActor } from "../flows/support/world.ts";

const stage = flowStage();
const { MeshalActor } = await loadDocumentClasses();
const { PointsRoll } = await import("../../src/dice/points-roll.ts");
(CONFIG.Dice.rolls as unknown[]).push(PointsRoll);
const { defaultCheckConfig } = await import("../../src/dice/check-config.ts");
const { visibilityOption } = await import("../../src/core/version/message-mode.ts");
const { postProgressiveCard, progressiveStateOf, registerProgressiveQuery } = await import("../../src/dice/progressive/progressive-ops.ts");
const { PROGRESSIVE_ACTIONS } = await import("../../src/dice/progressive/progressive-actions.ts");
const { PROGRESSIVE_CARD, progressiveContext } = await import("../../src/dice/progressive/progressive-card.ts");
const { setProgressiveStarter, startProgressiveCard } = await import("../../src/dice/progressive-starter.ts");
registerProgressiveQuery();
setProgressiveStarter(postProgressiveCard);

const EVIL = `<img src=x onerror="alert(1)">`;
const QUERY = "meshal-lite.progressive";
let cast: Cast;
let sidekick: SystemActor;

const click = { type: "click", shiftKey: false };
/** Presses `action` for `side` on `card` from `by`'s client. */
function press(by: StageUser, action: "rollPeriod" | "assistRoll" | "joinContest", card: StageChatMessage, side: 0 | 1 = 0): Promise<void> {
  // Casts: the stand-in message, event and button have what the handlers read.
  return stage.server.onClient(by, async () => void (await PROGRESSIVE_ACTIONS[action]!(card as never, click as never, { dataset: { side: String(side) } } as never)));
}
const stateOf = (card: StageChatMessage) => progressiveStateOf(card as never)!;
/** Runs `fn` on `by`'s client; a write the server refuses is swallowed (and its refusal taken): the attack failed. */
async function attempt(by: StageUser, fn: () => Promise<unknown>): Promise<unknown> {
  try {
    return await stage.server.onClient(by, fn);
  } catch {
    return undefined;
  } finally {
    stage.server.takeRefusals();
  }
}
/** Sends a raw query to the active GM from `by`'s console. */
const query = (by: StageUser, payload: unknown) => attempt(by, () => stage.gm.query(QUERY, payload));
/** A card the GM starts for `actor` (a contest may name its `opponent`). */
async function gmCard(kind: "attempt" | "contest", actor: SystemActor, opponent?: SystemActor): Promise<StageChatMessage> {
  const card = await stage.server.onClient(stage.gm, () => postProgressiveCard({ kind, target: 6, actor: actor as never, expression: "might", purpose: "Climb", ...(opponent ? { opponent: opponent as never } : {}) }));
  return card as unknown as StageChatMessage;
}
/** A card a player posted before cards were the GM's (as the old starter created it: the player is its author). */
async function playerCard(by: StageUser, actor: SystemActor, expression = "might"): Promise<StageChatMessage> {
  const system = { kind: "contest", target: 6, assistMode: "add", purpose: "", sides: [{ name: actor.name, actorUuid: actor.uuid, expression }], entries: [] };
  return stage.server.onClient(by, () => ChatMessage.create({ type: "progressive", system, speaker: ChatMessage.getSpeaker({ actor: actor as never }) } as never)) as unknown as Promise<StageChatMessage>;
}
/** A roll message `by` posts for `actor` as the old flow's roll would be: `advantage` extra dice, the side's expression. */
async function rollMessage(by: StageUser, actor: SystemActor, { advantage = 0, mode = "publicroll" as "publicroll" | "gmroll" } = {}): Promise<StageChatMessage> {
  return stage.server.onClient(by, async () => {
    const roll = PointsRoll.fromCheck(defaultCheckConfig({ expression: "might", advantage }), { might: 3, energy: 3, spirit: 3 }, actor.uuid);
    await roll.evaluate();
    return (await roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor: actor as never }) }, visibilityOption(mode))) as unknown as StageChatMessage;
  });
}

beforeEach(() => {
  stage.reset();
  cast = makeCast(MeshalActor);
  sidekick = makeActor(MeshalActor, "Sidekick", freshCharacter(), [USER_IDS.bo]);
  stage.bo.character = sidekick;
});

describe("author edits", () => {
  it("a contest Ann starts is the GM's: she cannot rewrite its rolls to win", async () => {
    const card = (await attempt(stage.ann, () => startProgressiveCard({ kind: "contest", target: 4, actor: cast.hero as never, expression: "might" }))) as StageChatMessage | undefined;
    expect(card).toBeDefined();
    expect(card!.author?.isGM).toBe(true);
    const before = structuredClone(stateOf(card!));
    const won = { ...before, entries: [{ side: 0, main: { total: 9, faces: [6], by: "Hero" }, assists: [] }] };
    await attempt(stage.ann, () => card!.update({ system: won }));
    expect(stateOf(card!)).toEqual(before);
  });

  it("a card a player authored before is read-only: nothing is recorded on it, whoever asks", async () => {
    const card = await playerCard(stage.ann, cast.hero);
    await press(stage.bo, "joinContest", card);
    await press(stage.gm, "rollPeriod", card);
    await settle();
    expect(stateOf(card).entries).toEqual([]);
    expect(stateOf(card).sides).toHaveLength(1);
    expect(stage.warnings.some((w) => w.includes("MESHAL.Chat.progressive.untrusted"))).toBe(true);
  });
});

describe("forged starts", () => {
  it("Ann cannot start a card for the GM's NPC, nor with a forged roll, target or expression", async () => {
    await attempt(stage.ann, () => startProgressiveCard({ kind: "attempt", target: 6, actor: cast.brute as never, expression: "might" }));
    const forged = { kind: "attempt", target: 6, actor: cast.hero, expression: "might", firstRoll: { total: 999, faces: [1], toJSON: () => ({}) } };
    await attempt(stage.ann, () => startProgressiveCard(forged as never));
    await settle();
    const cards = stage.world.messages.filter((m) => m.type === "progressive");
    expect(cards.filter((m) => stateOf(m).sides[0]?.actorUuid === cast.brute.uuid)).toEqual([]);
    expect(cards.flatMap((m) => stateOf(m).entries).every((e) => e.main.total < 999)).toBe(true);

    for (const ask of [
      { op: "start", kind: "attempt", target: 99999, expression: "might", actorUuid: cast.hero.uuid, purpose: "", assistMode: "add", roll: null },
      { op: "start", kind: "attempt", target: 6, expression: EVIL, actorUuid: cast.hero.uuid, purpose: "", assistMode: "add", roll: null },
      { op: "start", kind: "attempt", target: 6, expression: "might", actorUuid: cast.hero.uuid, purpose: "", assistMode: "add", roll: null, entries: [{ side: 0 }] },
      { op: "start", kind: "attempt", target: 6, expression: "might", actorUuid: cast.hero.uuid, purpose: "", assistMode: "add", roll: { advantage: 500, disadvantage: 0, voluntary: 0 } },
    ]) {
      await attempt(stage.ann, () => stage.ann.setFlag("meshal-lite", "progressiveSlip", { id: "forgedSlip000001", ask: JSON.stringify(ask) }));
      expect(await query(stage.ann, { userId: USER_IDS.ann, slipId: "forgedSlip000001" })).toEqual({ ok: false, reasonKey: "MESHAL.Query.badPayload" });
    }
    expect(stage.world.messages.filter((m) => m.type === "progressive")).toHaveLength(cards.length);
  });
});

describe("replays", () => {
  it("Ann's served request, sent again after she put her own documents back, records nothing more", async () => {
    const card = await gmCard("attempt", cast.hero);
    const sent: { payload: unknown; flags: unknown }[] = [];
    const real = stage.gm.query.bind(stage.gm);
    stage.gm.query = async (name, payload, options) => {
      sent.push({ payload, flags: structuredClone(stage.ann.flags) });
      return real(name, payload, options);
    };
    try {
      await press(stage.ann, "rollPeriod", card);
      await settle();
      expect(stateOf(card).entries).toHaveLength(1);
      // Put back what her client wrote (her slip) and clear what the GM marked on messages she authored.
      await attempt(stage.ann, async () => {
        stage.ann.flags = structuredClone(sent[0]!.flags) as typeof stage.ann.flags;
        for (const m of stage.world.messages.filter((x) => x.author === stage.ann)) await m.update({ flags: { "meshal-lite": { recordedOn: null } } });
      });
      await query(stage.ann, sent[0]!.payload);
      await settle();
      expect(stateOf(card).entries).toHaveLength(1);
    } finally {
      stage.gm.query = real;
    }
  });
});

describe("assists (§2.4: another creature making the same roll)", () => {
  it("Hero cannot assist Hero's own roll", async () => {
    const card = await gmCard("attempt", cast.hero);
    await press(stage.ann, "rollPeriod", card);
    stage.ann.character = cast.hero;
    await press(stage.ann, "assistRoll", card);
    await settle();
    expect(stateOf(card).entries[0]!.assists).toEqual([]);
    expect(stage.warnings).toContainEqual(expect.stringContaining("MESHAL.Chat.assist.sameCreature"));
  });

  it("one creature assists one roll once: Bo pressing Assist again adds nothing", async () => {
    const card = await gmCard("attempt", cast.hero);
    queueFaces(3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4); // no points: the attempt stays open for every assist
    await press(stage.ann, "rollPeriod", card);
    await press(stage.bo, "assistRoll", card);
    await press(stage.bo, "assistRoll", card);
    await press(stage.bo, "assistRoll", card);
    await settle();
    expect(stateOf(card).entries[0]!.assists).toHaveLength(1);
  });

  it("a helper's dice are the helper's own for the side's roll: a roll of more dice is never recorded", async () => {
    const card = await gmCard("attempt", cast.hero);
    await press(stage.ann, "rollPeriod", card);
    const big = await rollMessage(stage.bo, sidekick, { advantage: 7 });
    await query(stage.bo, { messageId: card.id, op: "assist", side: 0, rollMessageId: big.id });
    await attempt(stage.bo, () => stage.bo.setFlag("meshal-lite", "progressiveSlip", {
      id: "forgedSlip000002", ask: JSON.stringify({ op: "assist", messageId: card.id, side: 0, actorUuid: sidekick.uuid, roll: { advantage: 7, disadvantage: 0, voluntary: 0 } }),
    }));
    await query(stage.bo, { userId: USER_IDS.bo, slipId: "forgedSlip000002" });
    await settle();
    const assists = stateOf(card).entries[0]!.assists;
    expect(assists.length).toBeLessThanOrEqual(1);
    expect(assists.every((a) => a.faces.length === 3)).toBe(true); // Sidekick's 3 Might dice, no more
  });
});

describe("roll visibility", () => {
  it("a whispered roll nobody else saw is never recorded on the card", async () => {
    const card = await gmCard("attempt", cast.hero);
    await press(stage.ann, "rollPeriod", card);
    const hidden = await rollMessage(stage.bo, sidekick, { mode: "gmroll" });
    expect(hidden.whisper.length).toBeGreaterThan(0);
    await query(stage.bo, { messageId: card.id, op: "assist", side: 0, rollMessageId: hidden.id });
    await settle();
    expect(stateOf(card).entries[0]!.assists).toEqual([]);
    expect(card.whisper).toEqual([]);
  });
});

describe("notifications", () => {
  it("a refusal never carries markup a player wrote (an actor's name, a card's text)", async () => {
    await stage.server.onClient(stage.ann, () => cast.hero.update({ name: EVIL }));
    const card = await gmCard("attempt", cast.hero);
    await press(stage.bo, "rollPeriod", card);
    const old = await playerCard(stage.ann, cast.hero, EVIL);
    queueFaces(1, 1, 1);
    const mine = await rollMessage(stage.bo, sidekick);
    await query(stage.bo, { messageId: old.id, op: "join", side: 1, rollMessageId: mine.id });
    await press(stage.bo, "joinContest", old);
    await settle();
    expect(stage.warnings.length).toBeGreaterThan(0);
    for (const warning of stage.warnings) expect(warning).not.toContain("<img");
  });
});

describe("joining a contest (issue 34: only the named opponent, or a creature the GM approves)", () => {
  it("the GM's contest for the Brute names Hero: Bo joining with his Sidekick is refused, Ann joins with Hero", async () => {
    const card = await gmCard("contest", cast.brute, cast.hero);
    expect(stateOf(card).opponent).toEqual({ actorUuid: cast.hero.uuid, name: "Hero" });
    await press(stage.bo, "joinContest", card);
    await settle();
    expect(stateOf(card).sides).toHaveLength(1);
    expect(stage.warnings).toContainEqual(expect.stringContaining("MESHAL.Chat.progressive.notOpponent"));
    // Bo's console, naming his own actor in a slip: refused alike.
    await attempt(stage.bo, () => stage.bo.setFlag("meshal-lite", "progressiveSlip", {
      id: "forgedSlip000003", ask: JSON.stringify({ op: "join", messageId: card.id, actorUuid: sidekick.uuid, roll: { advantage: 0, disadvantage: 0, voluntary: 0 } }),
    }));
    expect(await query(stage.bo, { userId: USER_IDS.bo, slipId: "forgedSlip000003" })).toEqual({ ok: false, reasonKey: "MESHAL.Chat.progressive.notOpponent" });
    expect(stateOf(card).sides).toHaveLength(1);
    await press(stage.ann, "joinContest", card);
    await settle();
    expect(stateOf(card).sides[1]).toMatchObject({ actorUuid: cast.hero.uuid, name: "Hero" });
  });

  it("a contest naming no opponent: no player joins (nor sees Join); the GM joins the creature it approves, whose owner then rolls", async () => {
    const card = await gmCard("contest", cast.brute);
    await press(stage.bo, "joinContest", card);
    await settle();
    expect(stateOf(card).sides).toHaveLength(1);
    const reader = (isGM: boolean, owned: string[]) => ({ localize: (k: string) => k, owns: (uuid: string) => owned.includes(uuid), isGM });
    expect(progressiveContext(stateOf(card), reader(false, [sidekick.uuid])).canJoin).toBe(false);
    expect(progressiveContext(stateOf(card), reader(true, [])).canJoin).toBe(true);
    expect(compileTemplate("chat/progressive.hbs", "en")(PROGRESSIVE_CARD.context(stateOf(card), reader(false, [])))).toContain("Opponent: the GM");
    const { requestProgressive } = await import("../../src/dice/progressive/progressive-ops.ts");
    queueFaces(...Array.from({ length: 30 }, () => 4)); // no points: the contest stays open
    const joined = await stage.server.onClient(stage.gm, () => requestProgressive({ op: "join", messageId: card.id, actorUuid: sidekick.uuid, roll: { advantage: 0, disadvantage: 0, voluntary: 0 } }));
    expect(joined.answer).toEqual({ ok: true });
    expect(stateOf(card).sides[1]!.actorUuid).toBe(sidekick.uuid);
    await press(stage.gm, "rollPeriod", card, 0);
    await press(stage.bo, "rollPeriod", card, 1);
    await settle();
    expect(stateOf(card).entries.map((e) => e.side)).toEqual([1, 0, 1]);
  });

  it("the Join button shows only to the named opponent's owners and the GM, with the opponent named, in both languages", async () => {
    const card = await gmCard("contest", cast.brute, cast.hero);
    const reader = (isGM: boolean, owned: string[]) => ({ localize: (k: string) => k, owns: (uuid: string) => owned.includes(uuid), isGM });
    expect(progressiveContext(stateOf(card), reader(false, [cast.hero.uuid])).canJoin).toBe(true);
    expect(progressiveContext(stateOf(card), reader(false, [sidekick.uuid])).canJoin).toBe(false);
    expect(compileTemplate("chat/progressive.hbs", "en")(PROGRESSIVE_CARD.context(stateOf(card), reader(false, [])))).toContain("Opponent: Hero");
    expect(compileTemplate("chat/progressive.hbs", "cn")(PROGRESSIVE_CARD.context(stateOf(card), reader(false, [])))).toContain("对手：Hero");
  });
});

describe("rendering", () => {
  it("a side whose UUID makes v13's lookup throw still renders, says what is missing, and offers no roll", () => {
    const state = {
      kind: "contest" as const, target: 6, assistMode: "add" as const, purpose: "Climb",
      sides: [{ name: "Hero", actorUuid: cast.hero.uuid, expression: "might" }, { name: "Ghost", actorUuid: "Actor.aaaaaaaaaaaaaaaa.Bogus.bbbbbbbbbbbbbbbb", expression: "might" }],
      entries: [],
    };
    // v13's fromUuidSync throws for an unknown embedded collection name.
    const reader = { localize: (k: string) => k, owns: (uuid: string) => {
      if (uuid.includes(".Bogus.")) throw new Error("Bogus is not a valid embedded Document within the Actor Document");
      return true;
    } };
    let context: object | undefined;
    expect(() => (context = PROGRESSIVE_CARD.context(state, reader))).not.toThrow();
    const en = compileTemplate("chat/progressive.hbs", "en")(context);
    const cn = compileTemplate("chat/progressive.hbs", "cn")(context);
    expect(en).toContain("Hero");
    expect(en).toContain("actor cannot be found; it cannot roll");
    expect(cn).toContain("找不到这一方的角色");
    expect(en.match(/data-action="rollPeriod"/g)).toHaveLength(1);
  });
});

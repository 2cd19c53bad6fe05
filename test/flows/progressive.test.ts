/**
 * README "Progressive attempts and contests": the GM starts a progressive card for Hero; the seat rolls Hero's next
 * period from the card and Bo assists with his own character. Every roll is asked of the active GM (a slip on the
 * asker's User document, the `meshal-lite.progressive` query); the GM rolls the dice and writes its own card. Run with
 * Ann (a player owning Hero) and the GM in the seat, on the stage whose server refuses what Foundry's refuses: no write
 * may be refused.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seats, settle, type StageUser } from "../stage/server.ts";
import type { StageChatMessage } from "../stage/server-documents.ts";
import { freshCharacter } from "../fixtures/data-actors.ts";
import { queueFaces } from "./support/roll.ts";
import { flowStage, loadDocumentClasses, makeActor, makeCast, USER_IDS, type Cast } from "./support/world.ts";

const stage = flowStage();
const { MeshalActor } = await loadDocumentClasses();
const { PointsRoll } = await import("../../src/dice/points-roll.ts");
(CONFIG.Dice.rolls as unknown[]).push(PointsRoll);
const { postProgressiveCard, progressiveStateOf, registerProgressiveQuery } = await import("../../src/dice/progressive/progressive-ops.ts");
const { PROGRESSIVE_ACTIONS } = await import("../../src/dice/progressive/progressive-actions.ts");
const { rollActorCheck } = await import("../../src/dice/check.ts");
const { setProgressiveStarter } = await import("../../src/dice/progressive-starter.ts");
registerProgressiveQuery();
setProgressiveStarter(postProgressiveCard); // as the chat registers it at init

let cast: Cast;
let user: StageUser;

/** A click on the card's button for `side` (the handlers read only `dataset.side`). */
const button = (side: 0 | 1) => ({ dataset: { side: String(side) } });
const click = { type: "click", shiftKey: false };
/** Presses `action` on `card` from `by`'s client. */
function press(by: StageUser, action: "rollPeriod" | "assistRoll", card: StageChatMessage): Promise<void> {
  // Casts: the stand-in message, event and button have what the handlers read.
  return stage.server.onClient(by, async () => void (await PROGRESSIVE_ACTIONS[action]!(card as never, click as never, button(0) as never)));
}
const stateOf = (card: StageChatMessage) => progressiveStateOf(card as never)!;

describe.each(seats())("a progressive attempt with the %s in the seat", (seat) => {
  let card: StageChatMessage;
  beforeEach(async () => {
    stage.reset();
    cast = makeCast(MeshalActor);
    // Cast: the stage's actor stands in for the document the card starter reads.
    card = (await stage.server.onClient(stage.gm, () => postProgressiveCard({ kind: "attempt", target: 6, actor: cast.hero as never, expression: "might", purpose: "Climb" }))) as unknown as StageChatMessage;
    user = stage.sit(seat);
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("the GM rolls the seat's period for Hero, then Bo's assist with his own character's dice, on its own card", async () => {
    expect(card.author).toBe(stage.gm);
    queueFaces(1, 2, 6);
    await press(user, "rollPeriod", card);
    await settle();
    expect(stage.world.messages.size).toBe(1); // no roll message of the seat's: the dice are the GM's
    expect(stateOf(card).entries).toEqual([{ side: 0, main: { total: 3, faces: [1, 2, 6], by: "Hero" }, assists: [] }]);
    expect(user.getFlag("meshal-lite", "progressiveSlip")).toBeUndefined(); // served and cleared

    stage.bo.character = makeActor(MeshalActor, "Sidekick", freshCharacter(), [USER_IDS.bo]);
    queueFaces(2, 2, 2);
    await press(stage.bo, "assistRoll", card);
    await settle();
    expect(stateOf(card).entries[0]!.assists).toEqual([{ total: 6, faces: [2, 2, 2], by: "Sidekick" }]);
    expect(stage.warnings).toEqual([]);
  });

  it("the seat starts an attempt from a check: the GM writes the card with Hero as speaker and rolls its first period", async () => {
    queueFaces(1, 1, 4);
    const roll = await stage.server.onClient(user, () => rollActorCheck(cast.hero as never, { expression: "might", difficulty: 5, progressive: true, purpose: "Swim" }));
    await settle();
    const started = stage.world.messages.contents.at(-1)!;
    expect(started.author).toBe(stage.gm);
    expect(started.speaker.actor).toBe(cast.hero.id);
    expect(stateOf(started).entries).toEqual([{ side: 0, main: { total: 2, faces: [1, 1, 4], by: "Hero" }, assists: [] }]);
    expect(roll).not.toBeNull();
    expect(stage.warnings).toEqual([]);
  });

  it("Bo may not roll Hero's side: he is told so and nothing is written", async () => {
    await press(stage.bo, "rollPeriod", card);
    await settle();
    expect(stage.warnings).toEqual([expect.stringContaining("MESHAL.Chat.progressive.notYourSide")]);
    expect(stateOf(card).entries).toEqual([]);
    expect(stage.world.messages.size).toBe(1);
  });

  it("with no GM connected the seat is told before anything is rolled or written", async () => {
    stage.gm.active = false;
    const roll = await stage.server.onClient(user, () => rollActorCheck(cast.hero as never, { expression: "might", difficulty: 5, progressive: true }));
    expect(roll).toBeNull();
    expect(stage.warnings).toEqual(["MESHAL.Chat.progressive.noGM"]);
    expect(stage.world.messages.size).toBe(1);
    expect(user.getFlag("meshal-lite", "progressiveSlip")).toBeUndefined();
  });
});

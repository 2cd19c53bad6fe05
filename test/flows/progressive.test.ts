/**
 * README "Progressive attempts and contests": the GM posts a progressive card for Hero; the seat rolls Hero's next
 * period from the card and Bo assists with his own character. Each roll is the roller's own message; the active GM
 * records it on the GM-authored card (the `meshal-lite.progressive` query). Run with Ann (a player owning Hero) and the
 * GM in the seat, on the stage whose server refuses what Foundry's refuses: no write may be refused.
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
const { postProgressiveCard, progressiveStateOf, registerProgressiveQuery } = await import("../../src/chat/progressive-ops.ts");
const { PROGRESSIVE_ACTIONS } = await import("../../src/chat/progressive-actions.ts");
registerProgressiveQuery();

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

  it("records the seat's roll for Hero, then Bo's assist with his own character, on the GM's card", async () => {
    expect(card.author).toBe(stage.gm);
    queueFaces(1, 2, 6);
    await press(user, "rollPeriod", card);
    await settle();
    const rollMessage = stage.world.messages.contents.find((m) => m !== card && m.author === user)!;
    expect(rollMessage.rolls).toHaveLength(1);
    expect(stateOf(card).entries).toEqual([{ side: 0, main: { total: 3, faces: [1, 2, 6], by: "Hero" }, assists: [] }]);
    expect(rollMessage.getFlag("meshal-lite", "recordedOn")).toBe(card.id);

    stage.bo.character = makeActor(MeshalActor, "Sidekick", freshCharacter(), [USER_IDS.bo]);
    queueFaces(2, 2, 2);
    await press(stage.bo, "assistRoll", card);
    await settle();
    expect(stateOf(card).entries[0]!.assists).toEqual([{ total: 6, faces: [2, 2, 2], by: "Sidekick" }]);
    expect(stage.warnings).toEqual([]);
  });

  it("Bo may not roll Hero's side: he is told so and nothing is written", async () => {
    await press(stage.bo, "rollPeriod", card);
    await settle();
    expect(stage.warnings).toEqual([expect.stringContaining("MESHAL.Chat.progressive.notYourSide")]);
    expect(stateOf(card).entries).toEqual([]);
    expect(stage.world.messages.size).toBe(1);
  });
});

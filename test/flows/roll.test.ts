/**
 * README "Rolling": a check rolled from the sheet is posted as the roller's own message, and the roller or a GM can
 * re-roll it from the card. Run as Ann (a player owning Hero) and as the GM, on the stage whose server refuses what
 * Foundry's refuses: no write of the flow may be refused.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seats, settle, type StageUser } from "../stage/server.ts";
import { flowStage, loadDocumentClasses, makeCast, type Cast } from "./support/world.ts";
import { queueFaces } from "./support/roll.ts";
import { renderedRollCard } from "../support/rendered-roll-card.ts";
import { loadActorSheet } from "./support/sheet.ts";

const stage = flowStage();
const { MeshalActor } = await loadDocumentClasses();
const sheetOf = await loadActorSheet();
const { PointsRoll } = await import("../../src/dice/points-roll.ts");
const { onRenderChatMessage } = await import("../../src/dice/reroll-listener.ts");
(CONFIG.Dice.rolls as unknown[]).push(PointsRoll);

type Roll = InstanceType<typeof PointsRoll>;

let cast: Cast;
let user: StageUser;

describe.each(seats())("rolling from the sheet as the %s", (seat) => {
  beforeEach(() => {
    stage.reset();
    cast = makeCast(MeshalActor);
    user = stage.sit(seat);
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("posts the check clicked on the sheet as the roller's own message, speaking for the actor", async () => {
    queueFaces(1, 2, 5);
    await sheetOf(cast.hero).click("rollAttribute", { attribute: "might" });
    const [message] = stage.world.messages.contents;
    expect(stage.world.messages.size).toBe(1);
    expect(message!.author).toBe(user);
    expect(message!.speaker.actor).toBe(cast.hero.id);
    const roll = message!.rolls[0] as Roll;
    expect(roll).toBeInstanceOf(PointsRoll);
    expect(roll.faces).toEqual([1, 2, 5]);
    expect(roll.total).toBe(3);
    expect(roll.meshal).toMatchObject({ expression: "might", actorUuid: cast.hero.uuid });
  });

  it("re-rolls Ann's roll from the card, keeping the old result with the re-roller's name", async () => {
    queueFaces(1, 2, 5);
    await stage.server.onClient(stage.ann, () => cast.hero.rollAttribute("might"));
    const message = stage.world.messages.contents[0]!;
    const { html, removed, press } = renderedRollCard();
    // Cast: the stage's message and element stand for the ChatMessage and HTMLElement the listener takes.
    onRenderChatMessage(message as never, html as never);
    expect(removed("reroll")).toBe(false);
    queueFaces(6, 6, 1);
    press("reroll");
    await settle();
    const roll = message.rolls[0] as Roll;
    expect(roll.faces).toEqual([6, 6, 1]);
    expect(roll.meshal.rerolls).toEqual([expect.objectContaining({ total: 3, faces: [1, 2, 5], by: user.name })]);
  });
});

describe("a roll another player made", () => {
  beforeEach(() => {
    stage.reset();
    cast = makeCast(MeshalActor);
  });

  it("shows Bo no re-roll button on Ann's card", async () => {
    await stage.server.onClient(stage.ann, () => cast.hero.rollAttribute("might"));
    stage.server.actAs(stage.bo);
    const { html, removed } = renderedRollCard();
    // Cast: the stage's message and element stand for the ChatMessage and HTMLElement the listener takes.
    onRenderChatMessage(stage.world.messages.contents[0] as never, html as never);
    expect(removed("reroll")).toBe(true);
    stage.server.expectNoRefusals();
  });
});

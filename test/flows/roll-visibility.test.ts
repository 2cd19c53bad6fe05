/**
 * Issue 32, fault 2: a roll follows the chat's mode. The chat selector is `core.rollMode` on v13 and
 * `core.messageMode` on v14, where the old setting no longer follows it; a roll that read the old setting went out
 * public on v14 although the player had chosen GM-only. Run on both versions (vitest projects v13 and v14), as the
 * GM and as a player, on the stage whose ChatMessage applies each version's modes (test/stage/message-mode.ts); no
 * v14 deprecation warning may be logged (test/stage/deprecations.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seats, type StageUser } from "../stage/server.ts";
import { setChatMode } from "../stage/message-mode.ts";
import { flowStage, loadDocumentClasses, makeCast, type Cast } from "./support/world.ts";
import { queueFaces } from "./support/roll.ts";
import { loadActorSheet } from "./support/sheet.ts";

const stage = flowStage();
const { MeshalActor } = await loadDocumentClasses();
const sheetOf = await loadActorSheet();
const { PointsRoll } = await import("../../src/dice/points-roll.ts");
(CONFIG.Dice.rolls as unknown[]).push(PointsRoll);

let cast: Cast;
let user: StageUser;

/** The one message the roll posted. */
function posted() {
  expect(stage.world.messages.size).toBe(1);
  return stage.world.messages.contents[0]!;
}

describe.each(seats())("a check follows the chat's mode, as the %s", (seat) => {
  beforeEach(() => {
    stage.reset();
    cast = makeCast(MeshalActor);
    user = stage.sit(seat);
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("the chat set to GM-only: the check clicked on the sheet is whispered to the GM and no one else", async () => {
    setChatMode(stage.settings, "gm");
    queueFaces(1, 2, 5);
    await sheetOf(cast.hero).click("rollAttribute", { attribute: "might" });
    const message = posted();
    expect(message.author).toBe(user);
    expect(message.whisper).toEqual([stage.gm.id]);
    expect(message.blind).toBe(false);
  });

  it("the chat set to blind: the check goes to the GM, hidden from the roller", async () => {
    setChatMode(stage.settings, "blind");
    await sheetOf(cast.hero).click("rollAttribute", { attribute: "might" });
    expect(posted()).toMatchObject({ whisper: [stage.gm.id], blind: true });
  });

  it("the chat set to self: the check is whispered to the roller only", async () => {
    setChatMode(stage.settings, "self");
    await sheetOf(cast.hero).click("rollAttribute", { attribute: "might" });
    expect(posted()).toMatchObject({ whisper: [user.id], blind: false });
  });

  it("the chat left public: everyone sees the check", async () => {
    await sheetOf(cast.hero).click("rollAttribute", { attribute: "might" });
    expect(posted()).toMatchObject({ whisper: [], blind: false });
  });

  it("a GM-only choice made for the roll itself (the dialog, an enricher's rollmode=gmroll) wins over a public chat", async () => {
    setChatMode(stage.settings, "public");
    await cast.hero.rollAttribute("might", { rollMode: "gmroll" });
    expect(posted()).toMatchObject({ whisper: [stage.gm.id], blind: false });
  });
});

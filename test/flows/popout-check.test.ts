/**
 * Issue 32, item 5: a `[[/check]]` link rolls wherever its page is shown — in the main window, and in a journal or
 * sheet popped out into a window of its own (v14's detached windows; the PopOut! module on v13), whose document's
 * events never reach the main one. The link is enriched by core's enrichment on the stage (test/stage/enrichment.ts),
 * and the click goes to the link as a user's would (test/stage/application-dom.ts). Run as Ann, who plays Hero.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { settle } from "../stage/server.ts";
import { popOutDocument, StageElement, stageDocument, type StageDocument } from "../stage/application-dom.ts";
import { enrichHTML, installEnrichment } from "../stage/enrichment.ts";
import { flowStage, loadDocumentClasses, makeCast } from "./support/world.ts";

const stage = flowStage();
const { MeshalActor } = await loadDocumentClasses();
// The main window's document and its elements, as a browser has them.
Object.assign(globalThis, { document: stageDocument, HTMLElement: StageElement });
installEnrichment();
const { PointsRoll } = await import("../../src/dice/points-roll.ts");
(CONFIG.Dice.rolls as unknown[]).push(PointsRoll);
const { registerCheckEnricher } = await import("../../src/dice/enricher.ts");
registerCheckEnricher();

/** A journal page showing `text`, enriched, in the window of `document`. */
async function page(document: StageDocument, text: string): Promise<StageElement> {
  const root = document.createElement("article");
  root.innerHTML = await enrichHTML(text);
  document.body.append(root);
  return root;
}

/** Clicks the page's check link as the user would, and waits for the roll to be posted. */
async function clickCheck(root: StageElement): Promise<void> {
  const link = root.querySelector<StageElement>("a.meshal-check");
  expect(link, "the page shows the check as a link").not.toBeNull();
  link!.dispatch("click");
  await settle();
}

const checks = () => stage.world.messages.contents;

beforeEach(() => {
  stage.reset();
  const { hero } = makeCast(MeshalActor);
  stage.sit("player").character = hero;
});

describe("a [[/check]] link", () => {
  it("rolls the reader's character's check in the main window", async () => {
    await clickCheck(await page(stageDocument, "<p>[[/check might]]{Climb the wall}</p>"));
    expect(checks()).toHaveLength(1);
    expect(checks()[0]!.author).toBe(stage.ann);
  });

  it("rolls in a journal page popped out into a window of its own", async () => {
    await clickCheck(await page(popOutDocument(), "<p>[[/check might difficulty=2]]{Climb the wall}</p>"));
    expect(checks()).toHaveLength(1);
  });

  it("rolls once when the page moves into a popped-out window (core renders the enriched content again)", async () => {
    const root = await page(stageDocument, "<p>[[/check energy]]</p>");
    popOutDocument().body.append(root);
    await clickCheck(root);
    expect(checks()).toHaveLength(1);
  });

  it("rolls from a chat message rendered in a popped-out chat log, saved as a bare link before the enricher bound it", async () => {
    const win = popOutDocument();
    const message = win.createElement("li");
    message.innerHTML = "<div class=\"message-content\"><a class=\"meshal meshal-check\" data-meshal-config=\"might\" data-meshal-label=\"\">might</a></div>";
    win.body.append(message);
    stage.server.hooks.callAll("renderChatMessageHTML", {}, message, {});
    await clickCheck(message);
    expect(checks()).toHaveLength(1);
  });
});

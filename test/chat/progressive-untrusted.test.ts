/**
 * A progressive card a player authored (posted before cards were the GM's) renders read-only for every reader: no
 * buttons, and a notice saying why. A GM-written card keeps its buttons. Rendered by MeshalChatMessage on the chat
 * stage (the reader's `gmWritten` comes from the message's author).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { GM, PLAYER, type ChatStage } from "../stage/chat-message.ts";
import type { StageElement } from "../stage/application-dom.ts";
import { progressiveCard as card, progressiveChatStage, type MessageClass } from "../support/progressive-chat.ts";

let MeshalChatMessage: MessageClass;
let stage: ChatStage;

beforeAll(async () => {
  ({ stage, MeshalChatMessage } = await progressiveChatStage());
});

describe("a player-authored progressive card", () => {
  it("renders without buttons and with the read-only notice, for the GM and for its author", async () => {
    for (const reader of [GM, PLAYER]) {
      stage.readAs(reader);
      const html = await new MeshalChatMessage(card(PLAYER)).renderHTML();
      expect(html.querySelector(".meshal-progressive")).not.toBeNull();
      expect(html.querySelector<StageElement>(".meshal-progressive")!.querySelectorAll("[data-action]")).toHaveLength(0);
      expect(html.querySelector(".meshal-progressive__untrusted")?.textContent).toContain("read-only");
    }
  });

  it("a GM-written card keeps its buttons and shows no notice", async () => {
    stage.readAs(GM);
    const html = await new MeshalChatMessage(card(GM)).renderHTML();
    expect(html.querySelectorAll('[data-action="rollPeriod"]')).toHaveLength(1);
    expect(html.querySelector(".meshal-progressive__untrusted")).toBeNull();
  });
});

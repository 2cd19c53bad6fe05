/**
 * A system chat card rendered by MeshalChatMessage on the ChatMessage stage (test/stage/chat-message.ts): the card is
 * in the element when core's `renderChatMessageHTML` hook runs, so another module's hook sees the card and its changes
 * stay in the final HTML, and the card's buttons and the system's own hook listeners are bound to that element.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { click, GM, parseHTML, PLAYER, type ChatStage } from "../stage/chat-message.ts";
import type { StageElement } from "../stage/application-dom.ts";
import { progressiveCard as progressive, progressiveChatStage, type MessageClass } from "../support/progressive-chat.ts";

let MeshalChatMessage: MessageClass;
let stage: ChatStage;

beforeAll(async () => {
  ({ stage, MeshalChatMessage } = await progressiveChatStage());
});

beforeEach(() => stage.readAs(GM));

/** A module's hook as another package would register it: it marks the message and adds to the card. */
function moduleHook(seen: { card: boolean }) {
  return (_message: unknown, html: unknown) => {
    const el = html as StageElement;
    seen.card = el.querySelector(".meshal-progressive") !== null;
    el.classList.add("by-a-module");
    el.querySelector(".message-content")?.append(parseHTML("<span class=\"module-badge\">★</span>") as StageElement);
  };
}

describe("a system card and the renderChatMessageHTML hook", () => {
  it("is in the element when the hook runs, and the hook's changes stay in the final HTML", async () => {
    const seen = { card: false };
    const id = stage.hooks.on("renderChatMessageHTML", moduleHook(seen));
    try {
      const html = await new MeshalChatMessage(progressive()).renderHTML();
      expect(seen.card).toBe(true);
      expect(html.classList.contains("by-a-module")).toBe(true);
      expect(html.querySelector(".module-badge")).not.toBeNull();
      expect(html.querySelector(".meshal-progressive")).not.toBeNull();
      expect(html.classList.contains("chat-message")).toBe(true);
      expect(html.dataset.messageId).toBe("progressive00001");
    } finally {
      stage.hooks.off("renderChatMessageHTML", id);
    }
  });

  it("binds the card's buttons on the final element", async () => {
    const html = await new MeshalChatMessage(progressive()).renderHTML();
    const button = html.querySelector<StageElement>('[data-action="rollPeriod"]');
    expect(button).not.toBeNull();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      // The handler itself needs a live world; being bound shows as the click being taken (not passed to the log).
      const event = click(button!);
      expect(event.propagationStopped).toBe(true);
      expect(event.defaultPrevented).toBe(true);
    } finally {
      await new Promise((resolve) => setTimeout(resolve, 0));
      error.mockRestore();
    }
  });

  it("fires the hook once per render, with the header core shows (sender, delete only for a GM)", async () => {
    let calls = 0;
    const contexts: unknown[] = [];
    const id = stage.hooks.on("renderChatMessageHTML", (_m, _html, context) => void (calls++, contexts.push(context)));
    try {
      const asGM = await new MeshalChatMessage(progressive()).renderHTML();
      expect(calls).toBe(1);
      expect(asGM.querySelector(".message-sender")?.textContent).toBe("Ann");
      expect(asGM.querySelector('[data-action="deleteMessage"]')).not.toBeNull();
      expect(contexts[0]).toMatchObject({ canDelete: true, canClose: false, alias: "Ann", message: { _id: "progressive00001" } });
      stage.readAs(PLAYER);
      const asPlayer = await new MeshalChatMessage(progressive()).renderHTML();
      expect(calls).toBe(2);
      expect(asPlayer.querySelector('[data-action="deleteMessage"]')).toBeNull();
    } finally {
      stage.hooks.off("renderChatMessageHTML", id);
    }
  });

  it("leaves a message with invalid card state to core's rendering", async () => {
    const html = await new MeshalChatMessage({ ...progressive(), system: { sides: "broken" } }).renderHTML();
    expect(html.querySelector(".meshal-progressive")).toBeNull();
    expect(html.querySelector(".message-content")).not.toBeNull();
  });
});

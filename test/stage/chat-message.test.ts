/** The ChatMessage stage renders as v13 does where the system depends on it, and keeps what the hooks change. */
import { beforeEach, describe, expect, it } from "vitest";
import { GM, PLAYER, StageChatMessage, installChatStage, parseHTML, type ChatStage } from "./chat-message.ts";
import type { StageElement } from "./application-dom.ts";

let stage: ChatStage;
beforeEach(() => {
  stage = installChatStage();
});

const roll = (total: number) => ({ render: async () => `<div class="dice-roll"><h4 class="dice-total">${total}</h4></div>` });

describe("the ChatMessage stage", () => {
  it("builds one message element with the content, and calls renderChatMessageHTML(message, html, context) on it", async () => {
    const seen: unknown[][] = [];
    stage.hooks.on("renderChatMessageHTML", (...args) => void seen.push(args));
    const message = new StageChatMessage({ content: "<p>Hello &amp; welcome</p>", speaker: { alias: "Ann <b>" } });
    const html = await message.renderHTML();
    expect(html.localName).toBe("li");
    expect(html.classList.contains("chat-message")).toBe(true);
    expect(html.dataset.messageId).toBe(message.id);
    expect(html.querySelector(".message-content")?.textContent).toBe("Hello & welcome");
    expect(html.querySelector(".message-sender")?.textContent).toBe("Ann <b>");
    expect(seen).toHaveLength(1);
    const [hookMessage, hookHtml, context] = seen[0]!;
    expect(hookMessage).toBe(message);
    expect(hookHtml).toBe(html);
    expect(context).toMatchObject({ canDelete: true, canClose: false });
  });

  it("shows the rolls' HTML when the content holds no element, and leaves a system card type's empty content empty", async () => {
    const rolled = await new StageChatMessage({ rolls: [roll(7)] }).renderHTML();
    expect(rolled.querySelector(".message-content .dice-total")?.textContent).toBe("7");
    const card = await new StageChatMessage({ type: "rest", system: { actorName: "Ann" } }).renderHTML();
    expect(card.querySelector(".message-content")?.childNodes).toHaveLength(0);
  });

  it("hides whispered content from other players", async () => {
    stage.readAs(PLAYER);
    const html = await new StageChatMessage({ content: "<p>secret</p>", author: GM, whisper: [GM.id] }).renderHTML();
    expect(html.querySelector(".message-content")?.textContent).toBe("");
    expect(html.classList.contains("whisper")).toBe(true);
  });

  it("keeps what a hook changes: renderHTML resolves to the element the hooks saw", async () => {
    stage.hooks.on("renderChatMessageHTML", (_m, html) => {
      const el = html as StageElement;
      el.classList.add("by-a-module");
      el.querySelector(".message-content")?.append(parseHTML("<span class=\"module-badge\">★</span>") as StageElement);
    });
    const html = await new StageChatMessage({ content: "<p>card</p>" }).renderHTML();
    expect(html.classList.contains("by-a-module")).toBe(true);
    expect(html.querySelector(".module-badge")).not.toBeNull();
  });

  it("loses a hook's change when a subclass replaces the content after core's renderHTML (the trap the stage catches)", async () => {
    class LateCard extends StageChatMessage {
      override async renderHTML(options?: { canDelete?: boolean }) {
        const html = await super.renderHTML(options);
        // Cast: application-dom.ts types innerHTML read-only; this stage adds the setter.
        (html.querySelector(".message-content") as unknown as { innerHTML: string }).innerHTML = "<p>the card, too late</p>";
        return html;
      }
    }
    stage.hooks.on("renderChatMessageHTML", (_m, html) => {
      (html as StageElement).querySelector(".message-content")?.append(parseHTML("<span class=\"module-badge\">★</span>") as StageElement);
    });
    const html = await new LateCard().renderHTML();
    expect(html.querySelector(".module-badge")).toBeNull();
  });

  it("builds the element with the system model's renderHTML when it has one, then calls the hooks on it", async () => {
    let hooked: unknown = null;
    stage.hooks.on("renderChatMessageHTML", (_m, html) => void (hooked = html));
    const system = { renderHTML: async () => parseHTML("<li class=\"chat-message custom\"><div class=\"message-content\">mine</div></li>") as StageElement };
    const html = await new StageChatMessage({ type: "custom", system }).renderHTML();
    expect(html.classList.contains("custom")).toBe(true);
    expect(hooked).toBe(html);
  });

  it("does not await an async hook: its changes after an await land after renderHTML resolved", async () => {
    let release!: () => void;
    const later = new Promise<void>((resolve) => (release = resolve));
    stage.hooks.on("renderChatMessageHTML", async (_m, html) => {
      await later;
      (html as StageElement).classList.add("late");
    });
    const html = await new StageChatMessage().renderHTML();
    expect(html.classList.contains("late")).toBe(false);
    release();
    await later;
    await Promise.resolve();
    expect(html.classList.contains("late")).toBe(true);
  });
});

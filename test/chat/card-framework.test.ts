/**
 * Chat is a framework that knows no card type by name: a card type registered here, which no module of src imports,
 * gets its model at `init`, renders through MeshalChatMessage with a context built per reader (its own reader extension
 * included), and its `data-action` buttons run its own handlers.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import "../support/schema-env.ts";
import { createHandlebars } from "../support/handlebars.ts";
import { installStage, type Stage } from "../smoke/foundry-stage.ts";
import { click, GM, installChatStage, PLAYER, type ChatStage } from "../stage/chat-message.ts";
import type { StageElement } from "../stage/application-dom.ts";
import type { CardAction } from "../../src/chat/card-registry.ts";
import type { CardReader, ChatCardType } from "../../src/chat/card-type.ts";

interface NoteState {
  text: string;
}

/** The note card's reader: chat's reader plus a lookup only this card type knows. */
interface NoteReader extends CardReader {
  badge(): string;
}

const NOTE_TEMPLATE = "templates/test/note.hbs";
const noteTemplate = createHandlebars().compile(
  `<div class="test-note"><p class="text">{{text}}</p><p class="who">{{who}}</p><p class="badge">{{badge}}</p>{{#if canPing}}<button data-action="ping">{{ping}}</button>{{/if}}</div>`,
);

const NOTE_CARD: ChatCardType<NoteState, NoteReader> = {
  type: "testNote",
  template: NOTE_TEMPLATE,
  defineSchema: () => ({ text: cards.cardText(40) }),
  context: (state, reader) => ({
    text: state.text,
    who: reader.isGM ? "gm" : "player",
    badge: reader.badge(),
    canPing: reader.isGM === true,
    ping: reader.localize("MESHAL.Test.ping"),
  }),
  reader: (base) => ({ ...base, badge: () => (base.isGM ? "crown" : "star") }),
};

type MessageClass = new (data: object) => { renderHTML(options?: object): Promise<StageElement> };
let MeshalChatMessage: MessageClass;
let chat: ChatStage;
let foundryStage: Stage;
let cards: typeof import("../../src/chat/card-fields.ts");
let registry: typeof import("../../src/chat/card-registry.ts");
const ping = vi.fn<CardAction>(async () => undefined);

beforeAll(async () => {
  const g = globalThis as unknown as { foundry: Record<string, unknown> & { applications: Record<string, unknown> }; fromUuidSync: unknown };
  const fields = g.foundry.data; // the field recorder schema-env installed
  foundryStage = installStage();
  g.foundry.data = fields;
  chat = installChatStage();
  g.foundry.applications.handlebars = {
    renderTemplate: async (path: string, context: object) => {
      if (path !== `systems/meshal-lite/${NOTE_TEMPLATE}`) throw new Error(`unexpected template ${path}`);
      return noteTemplate(context);
    },
  };
  g.fromUuidSync = () => null;
  cards = await import("../../src/chat/card-fields.ts");
  registry = await import("../../src/chat/card-registry.ts");
  ({ MeshalChatMessage } = (await import("../../src/documents/chat-message.ts")) as unknown as { MeshalChatMessage: MessageClass });
  const { registerChat } = await import("../../src/chat/register.ts");
  registerChat(); // before the card registers: its model is still installed when it does
  registry.registerCardType(NOTE_CARD, { ping });
});

const note = (text = "Hello table") => ({ _id: "testnote00000001", type: NOTE_CARD.type, system: { text }, speaker: { alias: "Ann" } });

describe("a card type chat does not import", () => {
  it("gets its model when it registers, after the chat's registration ran", () => {
    const model = foundryStage.config.ChatMessage.dataModels[NOTE_CARD.type] as { cardType?: string } | undefined;
    expect(model?.cardType).toBe(NOTE_CARD.type);
    expect(registry.chatCards().map((c) => c.card)).toEqual([NOTE_CARD]);
  });

  it("renders its own template with a context built for each reader, its reader extension included", async () => {
    chat.readAs(GM);
    const asGM = await new MeshalChatMessage(note()).renderHTML();
    expect(asGM.querySelector(".test-note .text")?.textContent).toBe("Hello table");
    expect(asGM.querySelector(".who")?.textContent).toBe("gm");
    expect(asGM.querySelector(".badge")?.textContent).toBe("crown");
    expect(asGM.querySelector('[data-action="ping"]')?.textContent).toBe("MESHAL.Test.ping");
    chat.readAs(PLAYER);
    const asPlayer = await new MeshalChatMessage(note()).renderHTML();
    expect(asPlayer.querySelector(".who")?.textContent).toBe("player");
    expect(asPlayer.querySelector(".badge")?.textContent).toBe("star");
    expect(asPlayer.querySelector('[data-action="ping"]')).toBeNull();
  });

  it("routes a click on a data-action button to the handler registered for it", async () => {
    chat.readAs(GM);
    ping.mockClear();
    const html = await new MeshalChatMessage(note("Ping me")).renderHTML();
    const button = html.querySelector<StageElement>('[data-action="ping"]')!;
    const event = click(button);
    expect(event.propagationStopped).toBe(true);
    await Promise.resolve();
    expect(ping).toHaveBeenCalledTimes(1);
    const [message, , target] = ping.mock.calls[0]!;
    expect((message.system as unknown as NoteState).text).toBe("Ping me");
    expect(target).toBe(button);
  });

  it("leaves a message whose state breaks the card's schema to core's rendering", async () => {
    const html = await new MeshalChatMessage(note("x".repeat(41))).renderHTML();
    expect(html.querySelector(".test-note")).toBeNull();
  });

  it("refuses a second registration of the same sub-type", () => {
    expect(() => registry.registerCardType(NOTE_CARD)).toThrow(/registered twice/);
  });
});

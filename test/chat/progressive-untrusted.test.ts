/**
 * A progressive card a player authored (posted before cards were the GM's) renders read-only for every reader: no
 * buttons, and a notice saying why. A GM-written card keeps its buttons. Rendered by MeshalChatMessage on the chat
 * stage (the reader's `gmWritten` comes from the message's author).
 */
import { beforeAll, describe, expect, it } from "vitest";
import "../support/schema-env.ts";
import { compileTemplate } from "../support/handlebars.ts";
import { installStage } from "../smoke/foundry-stage.ts";
import { GM, installChatStage, PLAYER, type ChatStage } from "../stage/chat-message.ts";
import type { StageElement } from "../stage/application-dom.ts";
import { initialProgressiveState } from "../../src/dice/progressive/progressive-ops.ts";
import { PROGRESSIVE_CARD } from "../../src/dice/progressive/progressive-card.ts";

type MessageClass = new (data: object) => { renderHTML(options?: object): Promise<StageElement> };
let MeshalChatMessage: MessageClass;
let stage: ChatStage;

beforeAll(async () => {
  const g = globalThis as unknown as { foundry: Record<string, unknown> & { applications: Record<string, unknown> }; fromUuidSync: unknown };
  const fields = g.foundry.data;
  installStage();
  g.foundry.data = fields;
  stage = installChatStage();
  g.foundry.applications.handlebars = {
    renderTemplate: async (path: string, context: object) => compileTemplate(path.replace(/^systems\/meshal-lite\/templates\//, ""))(context),
  };
  g.fromUuidSync = () => null;
  ({ MeshalChatMessage } = (await import("../../src/documents/chat-message.ts")) as unknown as { MeshalChatMessage: MessageClass });
  // The dice register the progressive card at `init`; chat itself knows no card type.
  const { registerCardType } = await import("../../src/chat/card-registry.ts");
  const { PROGRESSIVE_ACTIONS } = await import("../../src/dice/progressive/progressive-actions.ts");
  registerCardType(PROGRESSIVE_CARD, PROGRESSIVE_ACTIONS);
});

const card = (author: typeof GM) => ({
  _id: "progressive00001",
  type: PROGRESSIVE_CARD.type,
  system: initialProgressiveState({ kind: "attempt", target: 4, purpose: "Pick the lock", actor: { name: "Ann", uuid: "Actor.ann0000000000001" }, expression: "might" }, "Ann", { total: 2, faces: [2, 5], by: "Ann" }),
  speaker: { alias: "Ann" },
  author,
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

/**
 * The ChatMessage stage (test/stage/chat-message.ts) with the system's MeshalChatMessage loaded and the progressive
 * card registered as the dice register it at `init`, and the progressive card a test renders on it. Shared by the
 * chat rendering tests (test/chat/card-message-render.test.ts, progressive-untrusted.test.ts).
 */
import "./schema-env.ts";
import { compileTemplate } from "./handlebars.ts";
import { installStage } from "../smoke/foundry-stage.ts";
import { installChatStage, type ChatStage, type StageUser } from "../stage/chat-message.ts";
import type { StageElement } from "../stage/application-dom.ts";
import { initialProgressiveState } from "../../src/dice/progressive/progressive-ops.ts";
import { PROGRESSIVE_CARD } from "../../src/dice/progressive/progressive-card.ts";

/** The system's ChatMessage class as the tests make and render messages with it. */
export type MessageClass = new (data: object) => { renderHTML(options?: object): Promise<StageElement> };

/**
 * Installs the chat stage over the bare stage (the other globals the modules read when they load: Roll, Die,
 * CONFIG…), templates rendered from the repository, no document behind any UUID; then loads MeshalChatMessage and
 * registers the progressive card (chat itself knows no card type). Call in `beforeAll`.
 */
export async function progressiveChatStage(): Promise<{ stage: ChatStage; MeshalChatMessage: MessageClass }> {
  const g = globalThis as unknown as { foundry: Record<string, unknown> & { applications: Record<string, unknown> }; fromUuidSync: unknown };
  const fields = g.foundry.data; // the field recorder schema-env installed
  installStage();
  g.foundry.data = fields;
  const stage = installChatStage();
  g.foundry.applications.handlebars = {
    renderTemplate: async (path: string, context: object) => compileTemplate(path.replace(/^systems\/meshal-lite\/templates\//, ""))(context),
  };
  g.fromUuidSync = () => null;
  // Cast: on the stage the system's class extends the stage's ChatMessage, whose constructor takes plain data.
  const { MeshalChatMessage } = (await import("../../src/documents/chat-message.ts")) as unknown as { MeshalChatMessage: MessageClass };
  const { registerCardType } = await import("../../src/chat/card-registry.ts");
  const { PROGRESSIVE_ACTIONS } = await import("../../src/dice/progressive/progressive-actions.ts");
  registerCardType(PROGRESSIVE_CARD, PROGRESSIVE_ACTIONS);
  return { stage, MeshalChatMessage };
}

/** Ann's progressive attempt to pick a lock (target 4, 2 points so far), authored by `author` (else the reader). */
export function progressiveCard(author?: StageUser) {
  return {
    _id: "progressive00001",
    type: PROGRESSIVE_CARD.type,
    system: initialProgressiveState({ kind: "attempt", target: 4, purpose: "Pick the lock", actor: { name: "Ann", uuid: "Actor.ann0000000000001" }, expression: "might" }, "Ann", {
      total: 2,
      faces: [2, 5],
      by: "Ann",
    }),
    speaker: { alias: "Ann" },
    ...(author ? { author } : {}),
  };
}

/**
 * Issue 32, item 5: the `?` link on a system chat card opens its rules page from a chat log popped out into a window
 * of its own (v14 detaches sidebar tabs; the PopOut! module on v13): MeshalChatMessage binds it on the message
 * element it renders, which works in any window. The card is rendered on the ChatMessage stage and the message moved
 * into the popped-out window's document, whose events never reach the main document.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import "../support/schema-env.ts";
import { compileTemplate } from "../support/handlebars.ts";
import { installStage } from "../smoke/foundry-stage.ts";
import { installChatStage } from "../stage/chat-message.ts";
import { popOutDocument, stageDocument, type StageElement } from "../stage/application-dom.ts";
import { restState } from "../../src/actions/rest-view.ts";
import { REST_CARD } from "../../src/actions/rest-card.ts";
import { rulesPageUuid } from "../../src/core/rules-reference.ts";

type MessageClass = new (data: object) => { renderHTML(options?: object): Promise<StageElement> };
let MeshalChatMessage: MessageClass;
const journal = { render: vi.fn(async () => undefined) };

beforeAll(async () => {
  const g = globalThis as unknown as { foundry: Record<string, unknown> & { applications: Record<string, unknown> }; game: Record<string, unknown> };
  const fields = g.foundry.data; // the field recorder schema-env installed
  installStage();
  g.foundry.data = fields;
  installChatStage();
  g.foundry.applications.handlebars = {
    renderTemplate: async (path: string, context: object) => compileTemplate(path.replace(/^systems\/meshal-lite\/templates\//, ""))(context),
  };
  Object.assign(globalThis, {
    document: stageDocument,
    fromUuidSync: () => null,
    fromUuid: async (uuid: string) => ({ documentName: "JournalEntryPage", id: uuid.split(".").at(-1), parent: { sheet: journal } }),
  });
  g.game.i18n = { ...(g.game.i18n as Record<string, unknown>), lang: "en" };
  ({ MeshalChatMessage } = (await import("../../src/documents/chat-message.ts")) as unknown as { MeshalChatMessage: MessageClass });
  const { registerCardType } = await import("../../src/chat/card-registry.ts");
  registerCardType(REST_CARD);
});

const rest = () => ({
  _id: "restCard00000001",
  type: REST_CARD.type,
  system: restState(2, { might: { value: 1, total: 4 }, energy: { value: 3, total: 3 }, spirit: { value: 3, total: 3 } }, { might: [{ diceRolled: 1, points: 2, recovered: 2, after: 3 }], energy: [], spirit: [] } as never, false),
  speaker: { alias: "Ann" },
});

describe("a chat card's `?` link", () => {
  it("opens its rules page from a chat log popped out into a window of its own", async () => {
    const html = await new MeshalChatMessage(rest()).renderHTML();
    const log = popOutDocument().createElement("ol");
    log.append(html);
    log.ownerDocument.body.append(log);
    const link = html.querySelector<StageElement>("[data-meshal-rules=\"rest\"]");
    expect(link, "the rest card shows its help link").not.toBeNull();
    expect(link!.dispatch("click").defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(journal.render).toHaveBeenCalledTimes(1));
    expect(journal.render).toHaveBeenCalledWith({ force: true, pageId: rulesPageUuid("rest", "en")!.split(".").at(-1) });
  });
});

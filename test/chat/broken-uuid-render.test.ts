/**
 * Issue 34 item 6: an attack card one of whose UUIDs no longer resolves (a deleted actor, an embedded name v13's
 * `fromUuidSync` throws for) still renders every other line, for a player and for the GM. Rendered by
 * MeshalChatMessage on the chat stage, with a `fromUuidSync` that throws as v13's does.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { GM, PLAYER, type ChatStage } from "../stage/chat-message.ts";
import type { StageElement } from "../stage/application-dom.ts";
import { progressiveChatStage, type MessageClass } from "../support/progressive-chat.ts";
import { ATTACK_CARD } from "../../src/combat/attack/attack-card.ts";
import { BRUTE, decide, defender, line, next, rolledAttack, WOLF } from "../support/attack-card-fixtures.ts";
import { resolveTarget, type AttackState } from "../../src/combat/attack/attack-state.ts";

let MeshalChatMessage: MessageClass;
let stage: ChatStage;

/** A v13 embedded-document name that does not exist: its `fromUuidSync` throws "Invalid embedded Document type". */
const BROKEN = `${BRUTE}.Nonsense.abcdefghijklmnop`;
/** A UUID of a document deleted since (resolves to nothing). */
const GONE = "Actor.gone000000000001.Item.bad0000000000001";

beforeAll(async () => {
  ({ stage, MeshalChatMessage } = await progressiveChatStage());
  const { registerCardType } = await import("../../src/chat/card-registry.ts");
  registerCardType(ATTACK_CARD);
  const g = globalThis as unknown as { fromUuidSync: unknown; game: { user: { isGM: boolean } } };
  // The wolf is the player's; an embedded name v13 does not know throws, as v13's lookup does.
  g.fromUuidSync = (uuid: string) => {
    if (/\.Nonsense\./.test(uuid)) throw new Error(`Invalid embedded Document type "Nonsense"`);
    if (uuid === WOLF) return { isOwner: true };
    return null;
  };
});

/** Every hit taken; the wolf's line resolved, between two lines whose actors no longer resolve. */
function card(): AttackState {
  let state = rolledAttack([line("Broken Ghoul", BROKEN), line("Wolf", WOLF), line("Lost Shade", GONE)]);
  for (const target of [0, 1, 2]) for (const hit of [0, 1]) state = decide(state, target, hit, { kind: "take", faces: [] });
  return next(resolveTarget(state, 1, defender()));
}

describe("an attack card holding a UUID that no longer resolves", () => {
  it.each([["a player", PLAYER], ["the GM", GM]] as const)("renders every line for %s, the wolf's with its Apply button", async (_name, reader) => {
    stage.readAs(reader);
    const message = new MeshalChatMessage({ _id: "attack0000000001", type: ATTACK_CARD.type, system: card(), speaker: { alias: "Lin Wei" }, author: GM });
    const html = await message.renderHTML();
    const text = html.textContent ?? "";
    for (const name of ["Broken Ghoul", "Wolf", "Lost Shade"]) expect(text).toContain(name);
    expect(html.querySelectorAll("section[data-target]")).toHaveLength(3);
    const wolfLine = html.querySelectorAll<StageElement>("section[data-target]").find((el) => el.textContent?.includes("Wolf"));
    expect(wolfLine?.querySelector('[data-action="apply"]')).not.toBeNull();
  });
});

/**
 * The registered query handler on the GM's client: a forged payload is refused with a structured answer and nothing
 * is toasted on the GM's screen; a client that is not the active GM answers nothing. The requester shows the refusal.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { installStage, type Stage } from "../smoke/foundry-stage.ts";

let stage: Stage;
let queries: typeof import("../../src/core/queries.ts");
let ops: typeof import("../../src/dice/progressive/progressive-ops.ts");
const warn = vi.fn();
const g = globalThis as unknown as { game: Record<string, unknown>; ui: unknown };

beforeAll(async () => {
  stage = installStage();
  g.ui = { notifications: { warn } };
  queries = await import("../../src/core/queries.ts");
  ops = await import("../../src/dice/progressive/progressive-ops.ts");
  ops.registerProgressiveQuery();
});

const handler = () => stage.config.queries["meshal-lite.progressive"] as (data: unknown) => Promise<unknown>;

describe("the registered progressive query", () => {
  it("refuses the reviewer's forged payload on the GM's client without toasting there", async () => {
    g.game.user = { isGM: true, isActiveGM: true };
    warn.mockClear();
    const answer = await handler()({ messageId: "abcdefghijklmnop", op: "roll", side: 0, roll: { total: 999999, faces: [], by: "Alice" } });
    expect(answer).toEqual({ ok: false, reasonKey: "MESHAL.Query.badPayload" });
    expect(warn).not.toHaveBeenCalled();
  });

  it("answers nothing on a client that is not the active GM", async () => {
    g.game.user = { isGM: true, isActiveGM: false };
    expect(await handler()({ messageId: "abcdefghijklmnop", op: "roll", side: 0, rollMessageId: "bcdefghijklmnopq" })).toEqual({ ok: false, reasonKey: "MESHAL.Query.notGM" });
  });

  it("tells a well-formed request for a missing card why, on the requester's side", async () => {
    g.game.user = { isGM: true, isActiveGM: true };
    g.game.messages = { get: () => undefined };
    // The requester's slip, on its User document: one roll on a card that is not there.
    const ask = { op: "roll", messageId: "abcdefghijklmnop", side: 0, roll: { advantage: 0, disadvantage: 0, voluntary: 0 } };
    const requester = { id: "userAnn000000001", isGM: false, getFlag: () => ({ id: "slipAnn000000001", ask: JSON.stringify(ask) }), unsetFlag: async () => undefined };
    g.game.users = { activeGM: { isSelf: true }, get: (id: string) => (id === requester.id ? requester : undefined) };
    warn.mockClear();
    const answer = await queries.askGm(ops.PROGRESSIVE_QUERY, { userId: requester.id, slipId: "slipAnn000000001" });
    expect(answer).toEqual({ ok: false, reasonKey: "MESHAL.Query.noCard" });
    expect(warn).toHaveBeenCalledWith("MESHAL.Query.noCard");
  });

  it("a player's request that the GM refuses is shown to the player; a GM that does not answer times out", async () => {
    g.game.user = { isGM: false, isActiveGM: false };
    const query = vi.fn(async () => ({ ok: false, reasonKey: "MESHAL.Query.rollUsed" }));
    g.game.users = { activeGM: { isSelf: false, query } };
    warn.mockClear();
    const request = { userId: "userAnn000000001", slipId: "slipAnn000000001" } as const;
    expect(await queries.askGm(ops.PROGRESSIVE_QUERY, request)).toEqual({ ok: false, reasonKey: "MESHAL.Query.rollUsed" });
    expect(query).toHaveBeenCalledWith("meshal-lite.progressive", request, expect.objectContaining({ timeout: expect.any(Number) }));
    expect(warn).toHaveBeenCalledWith("MESHAL.Query.rollUsed");
    g.game.users = { activeGM: { isSelf: false, query: async () => { throw new Error("timed out"); } } };
    const quiet = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await queries.askGm(ops.PROGRESSIVE_QUERY, request)).toEqual({ ok: false, reasonKey: "MESHAL.Query.timeout" });
    quiet.mockRestore();
  });
});

/** The typed write helpers hand the planner's data to Foundry unchanged and pass Foundry's answer back. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createChatMessage, createEmbedded, updateDocument } from "../../src/core/document-writes.ts";

afterEach(() => vi.unstubAllGlobals());

describe("updateDocument", () => {
  it("passes the flat changes and options through and returns what update resolved to", async () => {
    const update = vi.fn(async () => undefined);
    const result = await updateDocument({ update }, { "system.pools.might": 2 }, { render: false });
    expect(update).toHaveBeenCalledWith({ "system.pools.might": 2 }, { render: false });
    expect(result).toBeUndefined(); // Foundry's "refused" answer reaches the caller as is
  });
});

describe("createEmbedded", () => {
  it("creates the named embedded documents on the parent from plain source data", async () => {
    const created = [{ id: "a" }];
    const createEmbeddedDocuments = vi.fn(async () => created);
    const result = await createEmbedded({ createEmbeddedDocuments }, "Item", [{ name: "Sword", type: "weapon" }]);
    expect(createEmbeddedDocuments).toHaveBeenCalledWith("Item", [{ name: "Sword", type: "weapon" }], undefined);
    expect(result).toBe(created);
  });
});

describe("createChatMessage", () => {
  it("posts through the configured ChatMessage class with the card's data and options", async () => {
    const message = { id: "m1" };
    const create = vi.fn(async () => message);
    vi.stubGlobal("ChatMessage", { create });
    const data = { type: "rest", system: { mode: "short" } };
    expect(await createChatMessage(data, { rollMode: "gmroll" })).toBe(message);
    expect(create).toHaveBeenCalledWith(data, { rollMode: "gmroll" });
  });
});

/**
 * The callers of lazy chunks, when their chunk cannot be fetched (network, an update half installed): the user gets
 * the localised error, the console the cause, and the click stops without throwing. The chunks are made to fail with
 * a rejecting module factory, as a browser's failed `import()` rejects.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { consoleErrorsDuring } from "../support/console.ts";

const fetchFailure = () => {
  throw new TypeError("Failed to fetch dynamically imported module");
};

function stubClient(): ReturnType<typeof vi.fn> {
  const error = vi.fn();
  vi.stubGlobal("ui", { notifications: { error, warn: vi.fn(), info: vi.fn() } });
  vi.stubGlobal("game", { i18n: { localize: (key: string) => `<${key}>` }, settings: { get: () => false }, user: { targets: new Set() } });
  return error;
}

describe("a lazy chunk that cannot be fetched", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.doUnmock("../../src/sheets/party-rest/dialog.ts");
    vi.doUnmock("../../src/actions/life-tactics.ts");
    vi.resetModules();
  });

  it("party rest (the Actors directory's button and the macro entry): the GM is told, and the opener resolves null", async () => {
    const error = stubClient();
    vi.doMock("../../src/sheets/party-rest/dialog.ts", fetchFailure);
    const { openPartyRestLazily } = await import("../../src/sheets/party-rest/button.ts");
    let result: unknown = "unset";
    const logged = await consoleErrorsDuring(async () => {
      result = await openPartyRestLazily();
    });
    expect(result).toBeNull();
    expect(error).toHaveBeenCalledExactlyOnceWith("<MESHAL.Error.lazyLoad>");
    expect(logged).toHaveLength(1);
  });

  it("a life tactic on the character sheet: the player is told, and the handler ends without throwing", async () => {
    const error = stubClient();
    vi.doMock("../../src/actions/life-tactics.ts", fetchFailure);
    const { LIFE_HANDLERS } = await import("../../src/sheets/character/life-actions.ts");
    // Cast: the two fields the handlers read of a sheet and its actor.
    const sheet = { actor: { type: "character", name: "Sera" }, isEditable: true } as unknown as ThisParameterType<typeof LIFE_HANDLERS.carryCreature>;
    const logged = await consoleErrorsDuring(() => LIFE_HANDLERS.carryCreature.call(sheet));
    expect(error).toHaveBeenCalledExactlyOnceWith("<MESHAL.Error.lazyLoad>");
    expect(logged).toHaveLength(1);
  });
});

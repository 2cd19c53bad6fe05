/** The localisation accessor reads Foundry's `game.i18n`, and says so plainly when it is read before Foundry set it up. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { format, localization, localize } from "../../src/core/i18n.ts";

afterEach(() => vi.unstubAllGlobals());

describe("the localisation accessor", () => {
  it("localises and formats through game.i18n", () => {
    const i18n = { localize: vi.fn((key: string) => `«${key}»`), format: vi.fn((key: string, data: Record<string, string>) => `«${key}:${data.name}»`) };
    vi.stubGlobal("game", { i18n });
    expect(localization()).toBe(i18n);
    expect(localize("MESHAL.Sheet.attack")).toBe("«MESHAL.Sheet.attack»");
    expect(format("MESHAL.Rest.title", { name: "Kit" })).toBe("«MESHAL.Rest.title:Kit»");
    expect(i18n.format).toHaveBeenCalledWith("MESHAL.Rest.title", { name: "Kit" });
  });

  it("throws a clear error when Foundry has not set up game.i18n yet", () => {
    vi.stubGlobal("game", {});
    expect(() => localize("MESHAL.Sheet.attack")).toThrow(/game\.i18n is read before Foundry set up its localisation/);
  });
});

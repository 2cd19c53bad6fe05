/** A lazy chunk that fails to load shows a localised error and logs the cause; one that loads is passed through. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadLazily } from "../../src/core/lazy.ts";
import { consoleErrorsDuring } from "../support/console.ts";

describe("loadLazily", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("resolves to the loaded module and shows nothing", async () => {
    const error = vi.fn();
    vi.stubGlobal("ui", { notifications: { error } });
    const module = { answer: 42 };
    await expect(loadLazily(async () => module)).resolves.toBe(module);
    expect(error).not.toHaveBeenCalled();
  });

  it("loads a real source module through a dynamic import", async () => {
    const escape = await loadLazily(() => import("../../src/core/escape.ts"));
    expect(escape?.escapeHtml("<b>")).toBe("&lt;b&gt;");
  });

  it("resolves to null when the chunk cannot be fetched, with a localised error and the cause in the console", async () => {
    const error = vi.fn();
    vi.stubGlobal("ui", { notifications: { error } });
    vi.stubGlobal("game", { i18n: { localize: (key: string) => `<${key}>` } });
    const cause = new TypeError("Failed to fetch dynamically imported module: chunks/creation.mjs");
    let result: unknown = "unset";
    const logged = await consoleErrorsDuring(async () => {
      result = await loadLazily(() => Promise.reject(cause));
    });
    expect(result).toBeNull();
    expect(error).toHaveBeenCalledWith("<MESHAL.Error.lazyLoad>");
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(cause);
  });

  it("tells the user once the notifications exist when the chunk fails while Foundry is still starting", async () => {
    const ready: (() => void)[] = [];
    vi.stubGlobal("ui", {});
    vi.stubGlobal("Hooks", { once: (hook: string, fn: () => void) => void (hook === "ready" && ready.push(fn)) });
    vi.stubGlobal("game", { i18n: { localize: (key: string) => `<${key}>` } });
    await consoleErrorsDuring(async () => expect(await loadLazily(() => Promise.reject(new Error("offline")))).toBeNull());
    expect(ready).toHaveLength(1);
    const error = vi.fn();
    vi.stubGlobal("ui", { notifications: { error } });
    ready[0]!();
    expect(error).toHaveBeenCalledExactlyOnceWith("<MESHAL.Error.lazyLoad>");
  });
});

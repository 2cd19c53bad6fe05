/**
 * A check starts a progressive card through the starter the card registers at `init` (src/dice/register.ts), so the
 * check does not load the card. (Which layer may import which: test/chat/framework-imports.test.ts and
 * test/architecture/.)
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { setProgressiveStarter, startProgressiveCard, type StartProgressiveOptions } from "../../src/dice/progressive-starter.ts";

describe("progressive starter", () => {
  const options: StartProgressiveOptions = { kind: "attempt", target: 3, actor: null, expression: "might" };
  afterEach(() => {
    setProgressiveStarter(null);
    vi.unstubAllGlobals();
  });

  it("passes the options to the starter the card registered and returns its message", async () => {
    const message = { id: "m1" } as unknown as ChatMessage.Implementation;
    const starter = vi.fn(async () => message);
    setProgressiveStarter(starter);
    await expect(startProgressiveCard(options)).resolves.toBe(message);
    expect(starter).toHaveBeenCalledWith(options);
  });

  it("warns with a localised message when no starter is registered", async () => {
    const warn = vi.fn();
    vi.stubGlobal("ui", { notifications: { warn } });
    vi.stubGlobal("game", { i18n: { localize: (key: string) => `<${key}>` } });
    await expect(startProgressiveCard(options)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith("<MESHAL.Chat.progressive.unavailable>");
  });
});

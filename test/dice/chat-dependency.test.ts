/**
 * The dice never import the chat: a check starts a progressive card through the starter the chat registers.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setProgressiveStarter, startProgressiveCard, type StartProgressiveOptions } from "../../src/dice/progressive-starter.ts";
import { fromRoot, listFiles } from "../support/project.ts";

const diceDir = fromRoot("src", "dice");

describe("dice → chat dependency", () => {
  it.each(listFiles(diceDir, /\.ts$/).map((f) => [path.relative(diceDir, f), f]))("%s imports nothing from src/chat", (_name, file) => {
    const specifiers = [...readFileSync(file, "utf8").matchAll(/\bfrom\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']/g)].map((m) => m[1] ?? m[2]!);
    for (const spec of specifiers) {
      expect(path.resolve(path.dirname(file), spec).startsWith(fromRoot("src", "chat") + path.sep), `${file} imports ${spec}`).toBe(false);
    }
  });

  it("the scanner sees the chat's own imports of the dice", () => {
    const source = readFileSync(fromRoot("src", "chat", "register.ts"), "utf8");
    expect(source).toMatch(/from "\.\.\/dice\/progressive-starter\.ts"/);
  });
});

describe("progressive starter", () => {
  const options: StartProgressiveOptions = { kind: "attempt", target: 3, actor: null, expression: "might" };
  afterEach(() => {
    setProgressiveStarter(null);
    vi.unstubAllGlobals();
  });

  it("passes the options to the starter the chat registered and returns its message", async () => {
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

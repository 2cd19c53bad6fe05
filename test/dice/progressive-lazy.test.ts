/**
 * `init` registers the progressive card's buttons and starter without loading the requester's side: each loads its
 * module on first use (src/dice/progressive/progressive-lazy.ts) and hands over the same arguments.
 */
import { describe, expect, it, vi } from "vitest";
import type { StartProgressiveOptions } from "../../src/dice/progressive-starter.ts";

const rollPeriod = vi.fn(async () => undefined);
const postProgressiveCard = vi.fn(async () => ({ id: "card" }));
vi.mock("../../src/dice/progressive/progressive-actions.ts", () => ({
  PROGRESSIVE_ACTIONS: { rollPeriod, assistRoll: vi.fn(), joinContest: vi.fn() },
}));
vi.mock("../../src/dice/progressive/progressive-ops.ts", () => ({ postProgressiveCard }));

const { LAZY_PROGRESSIVE_ACTIONS, PROGRESSIVE_BUTTONS, lazyProgressiveStarter } = await import("../../src/dice/progressive/progressive-lazy.ts");

describe("the progressive card's lazy registration", () => {
  it("offers a handler for every button the card's template has", async () => {
    const template = (await import("node:fs")).readFileSync(new URL("../../templates/chat/progressive.hbs", import.meta.url), "utf8");
    const inTemplate = new Set([...template.matchAll(/data-action="([^"]+)"/g)].map((m) => m[1]));
    expect(new Set(PROGRESSIVE_BUTTONS)).toEqual(inTemplate);
    expect(Object.keys(LAZY_PROGRESSIVE_ACTIONS)).toEqual([...PROGRESSIVE_BUTTONS]);
  });

  it("passes a click to the loaded handler", async () => {
    const message = { id: "m1" } as unknown as ChatMessage.Implementation;
    const event = {} as PointerEvent;
    const target = { dataset: { side: "1" } } as unknown as HTMLElement;
    await LAZY_PROGRESSIVE_ACTIONS.rollPeriod!(message, event, target);
    expect(rollPeriod).toHaveBeenCalledWith(message, event, target);
  });

  it("starts a card through the loaded requester side and resolves to its message", async () => {
    const options: StartProgressiveOptions = { kind: "attempt", target: 3, actor: null, expression: "might" };
    await expect(lazyProgressiveStarter(options)).resolves.toEqual({ id: "card" });
    expect(postProgressiveCard).toHaveBeenCalledWith(options);
  });
});

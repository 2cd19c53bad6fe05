/**
 * `RollDialog.prompt` must settle: resolve when the window closes, reject when it cannot render (a live world throws
 * from the Handlebars mixin on a bad part). `rollActorCheck` turns the rejection into a localised error and `null`,
 * so the button that asked for the roll is released. ApplicationV2 is a double whose render we control.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { installStage } from "../smoke/foundry-stage.ts";
import { consoleErrorsDuring } from "../support/console.ts";

type Outcome = "throw" | "draw nothing" | "open";
let outcome: Outcome = "open";
const opened: FakeApplication[] = [];

/** Stands in for ApplicationV2: an event target whose render throws, draws nothing, or opens, as the test says. */
class FakeApplication extends EventTarget {
  rendered = false;
  constructor(_options: object) {
    super();
  }
  async render(): Promise<this> {
    if (outcome === "throw") throw new Error("Template part \"content\" must render a single HTML element");
    if (outcome === "open") {
      this.rendered = true;
      opened.push(this);
    }
    return this;
  }
  async close(): Promise<this> {
    this.rendered = false;
    this.dispatchEvent(new Event("close"));
    return this;
  }
}

const notify = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
let RollDialog: typeof import("../../src/dice/roll-dialog.ts").RollDialog;
let rollActorCheck: typeof import("../../src/dice/check.ts").rollActorCheck;
let defaultCheckConfig: typeof import("../../src/dice/check-config.ts").defaultCheckConfig;
const dice = { might: 3, energy: 4, spirit: 2 };

beforeAll(async () => {
  installStage();
  const g = globalThis as unknown as { foundry: { applications: { api: Record<string, unknown> } }; ui: unknown };
  g.foundry.applications.api.ApplicationV2 = FakeApplication;
  g.ui = { notifications: notify };
  ({ RollDialog } = await import("../../src/dice/roll-dialog.ts"));
  ({ rollActorCheck } = await import("../../src/dice/check.ts"));
  ({ defaultCheckConfig } = await import("../../src/dice/check-config.ts"));
});

beforeEach(() => {
  opened.length = 0;
  notify.error.mockClear();
});

describe("RollDialog.prompt", () => {
  it("rejects with the render error instead of waiting for a close that never comes", async () => {
    outcome = "throw";
    await expect(RollDialog.prompt(defaultCheckConfig(), dice, "Sera")).rejects.toThrow(/single HTML element/);
  });

  it("rejects when the render draws nothing", async () => {
    outcome = "draw nothing";
    await expect(RollDialog.prompt(defaultCheckConfig(), dice, "Sera")).rejects.toThrow(/did not render/);
  });

  it("resolves to null when the window is closed without rolling", async () => {
    outcome = "open";
    const result = RollDialog.prompt(defaultCheckConfig(), dice, "Sera");
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    await opened[0]!.close();
    await expect(result).resolves.toBeNull();
  });
});

describe("rollActorCheck when the dialog cannot open", () => {
  it("shows a localised error, logs the cause and resolves to null", async () => {
    outcome = "throw";
    let result: unknown = "pending";
    const errors = await consoleErrorsDuring(async () => {
      result = await rollActorCheck(null, { expression: "3", skipDialog: false });
    });
    expect(result).toBeNull();
    expect(notify.error).toHaveBeenCalledExactlyOnceWith("MESHAL.Roll.dialogFailed");
    expect(errors).toHaveLength(1);
    expect(String(errors[0]?.[1])).toMatch(/single HTML element/);
  });
});

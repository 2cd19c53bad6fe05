/** The world's cap on the advantages a player claims on an attack (issue 34 #3): registered, bounded, read defensively. */
import { beforeEach, describe, expect, it } from "vitest";
import { installStageSettings, type StageSettings } from "../stage/settings.ts";

const g = globalThis as unknown as { game?: Record<string, unknown> };
g.game ??= {};
const { claimedAdvantageCap, registerSettings } = await import("../../src/core/settings.ts");

let settings: StageSettings;
beforeEach(() => {
  settings = installStageSettings(0);
  registerSettings();
});

describe("claimedAdvantages", () => {
  it("is a world setting in the settings list, 0–20 in whole steps, 3 by default", () => {
    expect(settings.registered.get("meshal-lite.claimedAdvantages")).toMatchObject({
      scope: "world", config: true, type: Number, default: 3, range: { min: 0, max: 20, step: 1 },
      name: "MESHAL.Setting.claimedAdvantages.name", hint: "MESHAL.Setting.claimedAdvantages.hint",
    });
    expect(claimedAdvantageCap()).toBe(3);
  });

  it("reads a stored value as a whole number within 0–20, anything else as the default", async () => {
    const read = async (value: unknown) => (await settings.set("meshal-lite", "claimedAdvantages", value), claimedAdvantageCap());
    expect(await read(5)).toBe(5);
    expect(await read(0)).toBe(0);
    expect(await read(99)).toBe(20);
    expect(await read(-4)).toBe(0);
    expect(await read(2.7)).toBe(2);
    expect(await read("150")).toBe(3);
    expect(await read(Number.NaN)).toBe(3);
  });
});

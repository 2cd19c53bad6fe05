/** The world-settings fake refuses what v13 refuses and delivers a write as core does: after a round trip, one by one. */
import { describe, expect, it } from "vitest";
import { StageSettings } from "./settings.ts";

describe("the world-settings stage", () => {
  it("refuses to read or write a setting that was never registered", async () => {
    const settings = new StageSettings();
    expect(() => settings.get("meshal-lite", "nope")).toThrow(/not a registered game setting/);
    await expect(settings.set("meshal-lite", "nope", true)).rejects.toThrow(/not a registered game setting/);
  });

  it("reads the default until a value is stored, and runs onChange only when the server's answer arrives", async () => {
    const settings = new StageSettings();
    const heard: unknown[] = [];
    settings.register("meshal-lite", "postures", { scope: "world", default: false, onChange: (v) => heard.push(v) });
    expect(settings.get("meshal-lite", "postures")).toBe(false);
    const writing = settings.set("meshal-lite", "postures", true);
    expect(heard).toEqual([]);
    expect(settings.get("meshal-lite", "postures")).toBe(false);
    await expect(writing).resolves.toBe(true);
    expect(heard).toEqual([true]);
    expect(settings.get("meshal-lite", "postures")).toBe(true);
  });

  it("delivers writes sent together one after another, each in a task of its own", async () => {
    const settings = new StageSettings();
    const order: string[] = [];
    for (const key of ["a", "b"]) {
      settings.register("meshal-lite", key, {
        scope: "world",
        default: false,
        onChange: () => {
          order.push(key);
          void Promise.resolve().then(() => order.push(`${key} settled`));
        },
      });
    }
    await Promise.all([settings.set("meshal-lite", "a", true), settings.set("meshal-lite", "b", true)]);
    expect(order).toEqual(["a", "a settled", "b", "b settled"]);
    expect(settings.writes.map((w) => w.key)).toEqual(["meshal-lite.a", "meshal-lite.b"]);
  });
});

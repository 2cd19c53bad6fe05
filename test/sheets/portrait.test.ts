/**
 * The portrait's file picker opens beside the portrait: v13's FilePicker is an ApplicationV2 and reads where to open
 * from `options.position` ({top, left}); top-level `top`/`left` are ignored (issue 19, fault 4).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { editImage } from "../../src/sheets/base/portrait.ts";

let opened: Record<string, unknown>[] = [];

beforeAll(() => {
  class FilePicker {
    constructor(options: Record<string, unknown>) {
      opened.push(options);
    }
    async browse(): Promise<void> {}
  }
  Object.assign(globalThis, { foundry: { applications: { apps: { FilePicker: { implementation: FilePicker } } } } });
});

describe("portrait", () => {
  it("opens the file picker at the portrait's position, through `position`", () => {
    opened = [];
    const target = { getBoundingClientRect: () => ({ top: 120, left: 340 }) } as unknown as HTMLElement;
    editImage({ img: "icons/hero.webp", update: async () => undefined }, target);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ type: "image", current: "icons/hero.webp", position: { top: 120, left: 340 } });
    expect(opened[0]).not.toHaveProperty("top");
    expect(opened[0]).not.toHaveProperty("left");
  });
});

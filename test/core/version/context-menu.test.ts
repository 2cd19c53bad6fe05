/**
 * The context-menu seam (src/core/version/context-menu.ts): an entry built with the running version's keys, and the
 * handler handed to the application's `_createContextMenu`. Both versions in one file (`withRelease`).
 */
import { describe, expect, it } from "vitest";
import { coreMenuEntry, createContextMenu, type MenuEntry } from "../../../src/core/version/context-menu.ts";
import { withRelease } from "../../stage/version.ts";

type Rec = Record<string, unknown>;
const clicks: unknown[] = [];
const entry: MenuEntry = { label: "MESHAL.Sheet.menu.edit", icon: "<i></i>", visible: (t) => t !== null, onClick: (t) => void clicks.push(t) };
const target = {} as HTMLElement; // cast: an element only passed through

describe("coreMenuEntry", () => {
  it("v13: name, icon, condition(target), callback(target)", () => {
    const built: Rec = { ...withRelease(13, () => coreMenuEntry(entry)) };
    expect(Object.keys(built).sort()).toEqual(["callback", "condition", "icon", "name"]);
    expect(built.name).toBe(entry.label);
    expect((built.condition as (t: unknown) => boolean)(target)).toBe(true);
    (built.callback as (t: unknown) => void)(target);
    expect(clicks.at(-1)).toBe(target);
  });

  it("v14: label, icon, visible(target), onClick(event, target)", () => {
    const built: Rec = { ...withRelease(14, () => coreMenuEntry(entry)) };
    expect(Object.keys(built).sort()).toEqual(["icon", "label", "onClick", "visible"]);
    expect(built.label).toBe(entry.label);
    expect((built.visible as (t: unknown) => boolean)(target)).toBe(true);
    const other = {};
    (built.onClick as (e: unknown, t: unknown) => void)({ type: "click" }, other);
    expect(clicks.at(-1)).toBe(other);
  });
});

describe("createContextMenu", () => {
  it("hands the maker a handler whose entries carry the running version's keys, with the selector and options", () => {
    const made: { entries: object[]; selector: string; options: object }[] = [];
    const maker = { create: (handler: () => object[], selector: string, options: object) => void made.push({ entries: handler(), selector, options }) };
    withRelease(14, () => createContextMenu(maker, () => [entry], ".row", { fixed: true }));
    expect(made).toEqual([{ entries: [expect.objectContaining({ label: entry.label })], selector: ".row", options: { fixed: true } }]);
    expect(made[0]!.entries[0]).not.toHaveProperty("name");
  });
});

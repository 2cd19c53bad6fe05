/**
 * Issue 36 #3: the carrying capacity's size factors (newer-edition carrying, docs/rules.md §3.8 [DEC] size factors).
 * The seed gives every creature the same caps whatever its size ("通常最多可携带3件重型物品和9件轻型物品", l.135), so
 * no size carries nothing: tiny is Might ÷2 as the 微型 size page writes it (负载：强壮÷2), small ×1, medium ×2, large ×3
 * as their pages do, huge ×4 and gargantuan ×5 going on by one per size level. The capacity's fraction is dropped (§0).
 */
import { describe, expect, it } from "vitest";
import { carryingState, NEWER_CAPACITY_FACTOR, newerCarrying } from "../../src/rules/carrying.ts";
import { SIZE_IDS } from "../../src/rules/size.ts";
import { fromRoot, readJson } from "../support/project.ts";

const nothing = { heavy: 0, light: 0, trivial: 0 };

describe("carrying capacity by size", () => {
  it.each([
    ["tiny", 2],
    ["small", 4],
    ["medium", 8],
    ["large", 12],
    ["huge", 16],
    ["gargantuan", 20],
  ] as const)("%s with 4 Might carries %i", (size, capacity) => {
    expect(newerCarrying(nothing, 4, size).capacity).toBe(capacity);
    expect(carryingState(nothing, true, 4, size)).toMatchObject({ rule: "newer", capacity });
  });

  it("pins the whole table, every size listed once", () => {
    expect(NEWER_CAPACITY_FACTOR).toEqual({ tiny: 0.5, small: 1, medium: 2, large: 3, huge: 4, gargantuan: 5 });
    expect(Object.keys(NEWER_CAPACITY_FACTOR).sort()).toEqual([...SIZE_IDS].sort());
  });

  it("seed l.135: a tiny creature carrying one light item is not overloaded (3 Might ÷ 2 = 1.5, so it carries 1)", () => {
    expect(newerCarrying({ heavy: 0, light: 1, trivial: 4 }, 3, "tiny")).toMatchObject({ capacity: 1, load: 1, over: 0, difficultMovement: false });
    expect(newerCarrying({ heavy: 0, light: 2, trivial: 0 }, 3, "tiny")).toMatchObject({ capacity: 1, over: 1, dicePenalty: 1 });
  });

  it("follows the size pages of the newer edition's dataset where there is one", () => {
    type Feature = { id: string; kind: string; carryingCapacity: { op: string; value: number } | null };
    const pages = readJson<Feature[]>(fromRoot("data", "features", "features.json")).filter((f) => f.kind === "size");
    expect(pages.map((p) => p.id).sort()).toEqual(["large", "medium", "small", "tiny"]);
    for (const page of pages) {
      const { op, value } = page.carryingCapacity!;
      expect(NEWER_CAPACITY_FACTOR[page.id as keyof typeof NEWER_CAPACITY_FACTOR], page.id).toBe(op === "divide" ? 1 / value : value);
    }
  });

  it("an incorporeal creature carries nothing but its items' bonus", () => {
    expect(newerCarrying(nothing, 5, "huge", { incorporeal: true, capacityBonus: 3 }).capacity).toBe(3);
  });
});

/**
 * The grid unit in the reader's language (issue 32, item 17): a new scene gets "steps" or "步" as its unit unless its
 * creator gives one, and the words for a count of steps take the right form.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { langLookup, readLang, type Lang } from "../support/lang.ts";

type Callback = (...args: unknown[]) => unknown;
const hooks = new Map<string, Callback[]>();
let lookup = langLookup(readLang("en"));
const speakIn = (lang: Lang) => void (lookup = langLookup(readLang(lang)));
Object.assign(globalThis, {
  Hooks: { on: (name: string, fn: Callback) => hooks.set(name, [...(hooks.get(name) ?? []), fn]) },
  game: { i18n: { localize: (key: string) => lookup(key) ?? key } },
});
const { isStepUnit, registerSceneUnits, stepUnit } = await import("../../src/core/step-units.ts");

/** Core's `preCreateScene` for a scene made with `createData`: the hooks may change the scene's source. */
function createScene(createData: Record<string, unknown>): Record<string, unknown> {
  // The source holds the creation data over the manifest's defaults, as core builds it before the hook.
  const given = (createData.grid ?? {}) as Record<string, unknown>;
  const source: Record<string, unknown> = { grid: { units: "step", distance: 1, ...given } };
  const scene = { updateSource: (changes: { grid?: Record<string, unknown> }) => Object.assign(source.grid as object, changes.grid) };
  for (const fn of hooks.get("preCreateScene") ?? []) fn(scene, createData, {}, "gm");
  return source;
}

beforeEach(() => speakIn("en"));
registerSceneUnits();

describe("the grid unit", () => {
  it("a new scene measures in steps in the creating GM's language", () => {
    expect(createScene({ name: "Cellar" })).toMatchObject({ grid: { units: "steps" } });
    speakIn("cn");
    expect(createScene({ name: "地窖", grid: { units: "" } })).toMatchObject({ grid: { units: "步" } });
  });

  it("keeps the unit a scene is created with (an imported scene, a GM's own unit)", () => {
    expect(createScene({ grid: { units: "m" } })).toMatchObject({ grid: { units: "m" } });
    expect(createScene({ grid: { units: "step" } })).toMatchObject({ grid: { units: "step" } });
  });

  it("words the unit after a count: 1 step, 1.5 and 3 steps; 步 for any count in Chinese", () => {
    expect([1, 1.5, 3, 0].map(stepUnit)).toEqual(["step", "steps", "steps", "steps"]);
    speakIn("cn");
    expect([1, 3].map(stepUnit)).toEqual(["步", "步"]);
  });

  it("knows the step units (the manifest's and each language's scene default) and no other", () => {
    expect(["step", "steps", "步", ""].every(isStepUnit)).toBe(true);
    expect(["m", "ft", "sq", null, 3].some(isStepUnit)).toBe(false);
  });
});

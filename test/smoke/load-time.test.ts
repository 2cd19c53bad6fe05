/**
 * What the built bundle does when its script loads, before Foundry's `init`:
 * - it listens for `babele.init`. Babele fires that hook from its own `init` listener, and Foundry runs `init`
 *   listeners in the order they were added, so a system that listened only from its `init` could hear it too late;
 * - it sets `globalThis.meshal` and starts loading the library chunk, so `meshal.rules`, `.data` and `.migrations`
 *   have the whole start-up to arrive and are there when `ready` fires.
 */
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { MERGE_CONVERTER, TRANSLATIONS_DIR, type BabeleApi, type BabeleConverter } from "../../src/compat/babele.ts";
import type { MeshalApi } from "../../src/api.ts";
import { fromRoot } from "../support/project.ts";
import { installStage, type Stage } from "./foundry-stage.ts";

let stage: Stage;
/** What a Babele that announced itself from an `init` listener added before the system's own received. */
const babele = { dirs: [] as string[], converters: {} as Record<string, BabeleConverter> };
let listenersAtLoad: { babeleInit: number; init: number };
let apiAtLoad: MeshalApi | undefined;

beforeAll(async () => {
  const bundle = fromRoot("dist", "meshal.mjs");
  if (!existsSync(bundle)) throw new Error("dist/meshal.mjs is missing: run `npm run build` first (npm test does).");
  stage = installStage();
  // Babele's module loads first and fires `babele.init` from its `init` listener, as the Babele README shows.
  const api: BabeleApi = {
    setSystemTranslationsDir: (dir) => void babele.dirs.push(dir),
    registerConverters: (converters) => void Object.assign(babele.converters, converters),
  };
  stage.hooks.set("init", [() => { for (const fn of stage.hooks.get("babele.init") ?? []) fn(api); }]);
  await import(pathToFileURL(bundle).href);
  listenersAtLoad = { babeleInit: stage.hooks.get("babele.init")?.length ?? 0, init: stage.hooks.get("init")?.length ?? 0 };
  apiAtLoad = (globalThis as { meshal?: MeshalApi }).meshal;
});

describe("when the bundle loads, before init", () => {
  it("listens for babele.init once", () => {
    expect(listenersAtLoad.babeleInit).toBe(1);
    expect(listenersAtLoad.init).toBeGreaterThan(1);
  });

  it("so a Babele that announces itself in an earlier init listener gets the translation folder and the converter", async () => {
    await stage.run("init");
    expect(babele.dirs).toEqual([TRANSLATIONS_DIR]);
    expect(typeof babele.converters[MERGE_CONVERTER]).toBe("function");
    expect(stage.hooks.get("babele.init")).toHaveLength(1);
  });

  it("sets the public API and starts loading its library, whose rules, data and migrations are there when ready fires", async () => {
    expect(apiAtLoad).toBeDefined();
    const library = await apiAtLoad!.library;
    expect(library).not.toBeNull();
    let atReady: Partial<MeshalApi> = {};
    stage.hooks.set("ready", [...(stage.hooks.get("ready") ?? []), () => void (atReady = { ...(globalThis as { meshal: MeshalApi }).meshal })]);
    await stage.run("setup");
    await stage.run("ready");
    expect(atReady.rules).toBe(library!.rules);
    expect(atReady.data).toBe(library!.data);
    expect(atReady.migrations).toBe(library!.migrations);
    expect(typeof atReady.rules?.chanceToSucceed).toBe("function");
  });

  it("holds the applications from the start, and no test seam", () => {
    const { applications, combat } = apiAtLoad!;
    expect(Object.keys(applications).sort()).toEqual(["openPartyRest", "rollFromMacro", "sheets"]);
    expect(applications.sheets.actors.map((entry) => entry.types).flat()).toEqual(["character", "npc", "object"]);
    expect(typeof applications.openPartyRest).toBe("function");
    expect(combat).not.toHaveProperty("forceInitiativeRolls");
  });
});

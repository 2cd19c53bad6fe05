/**
 * Saving the optional-rules menu (issue 32, item 9): the switches are written, the world's actors re-prepare and the
 * windows that show the rules — the system's sheets and the combat tracker — re-render, once for the whole save, with
 * every switch already in place; no other window re-renders (a dialog being typed in keeps its text).
 * On the strict stages: real sheet and menu classes over the ApplicationV2 fake (rendered apps listed in
 * `foundry.applications.instances`), and world settings whose writes reach the client one by one after a round trip
 * (test/stage/settings.ts). The registrations are the system's own: `registerSettings`, `registerSheets`,
 * `registerCombat`.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { installStage } from "../smoke/foundry-stage.ts";
import { installSheetStage, stageObject } from "../apps/sheet-stage.ts";
import { StageApplicationV2 } from "../stage/application.ts";
import type { StageElement } from "../stage/application-dom.ts";
import { installStageSettings, type StageSettings } from "../stage/settings.ts";

type Rec = Record<string, unknown>;
interface App {
  render(options?: Rec): Promise<unknown>;
  close(): Promise<unknown>;
  rendered: boolean;
  element: StageElement;
}
type FormHandler = (this: unknown, event: Event, form: unknown, formData: { object: Rec }) => Promise<void>;

let settings: StageSettings;
let ObjectSheet: new (options: { document: object }) => App;
let saveMenu: FormHandler;
let menu: unknown;
const actorReset = vi.fn();

/** Core's combat tracker as the stage plays it: an ApplicationV2 (the system subclasses it at `init`). */
class CombatTracker extends StageApplicationV2 {}
/** Windows that show nothing of the rules: the chat log, and a dialog the user is typing in. */
class ChatLog extends StageApplicationV2 {}
class Dialog extends StageApplicationV2 {}

beforeAll(async () => {
  installStage();
  installSheetStage();
  settings = installStageSettings();
  const g = globalThis as unknown as { foundry: { applications: { sidebar: { tabs: Rec } } }; game: Rec; CONFIG: Rec };
  g.foundry.applications.sidebar.tabs.CombatTracker = CombatTracker;
  Object.assign(g.CONFIG, { Token: {} });
  (await import("../../src/core/settings.ts")).registerSettings();
  (await import("../../src/sheets/register.ts")).registerSheets();
  (await import("../../src/combat/register.ts")).registerCombat();
  ObjectSheet = (await import("../../src/sheets/actor/object-sheet.ts")).ObjectSheet as unknown as typeof ObjectSheet;
  const Menu = settings.menus.get("meshal-lite.optionalRules")!.type as { DEFAULT_OPTIONS: { form: { handler: FormHandler } } } & (new () => unknown);
  saveMenu = Menu.DEFAULT_OPTIONS.form.handler;
  menu = new Menu();
}, 60_000);

afterEach(() => vi.useRealTimers());

async function openWindows() {
  const door = stageObject({ material: "copperIron", durability: { value: 4 } }, "Iron door");
  const world = { actors: { contents: [Object.assign(door, { reset: actorReset })] }, scenes: [] };
  Object.assign((globalThis as unknown as { game: Rec }).game, world);
  const sheet = new ObjectSheet({ document: door });
  const tracker = new CombatTracker({ id: "combat" });
  const chat = new ChatLog({ id: "chat" });
  const dialog = new Dialog({ id: "typing" });
  for (const app of [sheet, tracker, chat, dialog]) await app.render({ force: true });
  const renders = new Map<unknown, ReturnType<typeof vi.fn>>();
  for (const app of [sheet, tracker, chat, dialog]) renders.set(app, vi.spyOn(app, "render"));
  return { sheet, tracker, chat, dialog, renders };
}

describe("saving the optional-rules menu", () => {
  it("writes every switch that changed, then refreshes once: the system's sheets and the tracker, no other window", async () => {
    const { sheet, tracker, chat, dialog, renders } = await openWindows();
    expect(sheet.element.querySelector("[data-action=repair]"), "no Repair while the rule is off").toBeNull();
    actorReset.mockClear();
    vi.useFakeTimers();
    const saving = saveMenu.call(menu, new Event("submit"), null, { object: { objectRepair: true, postures: true, fateExpense: true } });
    await vi.runAllTimersAsync();
    await saving;
    vi.useRealTimers();

    expect(settings.writes.map((w) => w.key).sort()).toEqual(["meshal-lite.fateExpense", "meshal-lite.objectRepair", "meshal-lite.postures"]);
    expect(actorReset).toHaveBeenCalledTimes(1);
    expect(renders.get(sheet)).toHaveBeenCalledTimes(1);
    expect(renders.get(tracker)).toHaveBeenCalledTimes(1);
    expect(renders.get(chat)).not.toHaveBeenCalled();
    expect(renders.get(dialog)).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(sheet.element.querySelector("[data-action=repair]"), "the sheet re-rendered under the new rule").not.toBeNull());
    for (const app of [sheet, tracker, chat, dialog]) await app.close();
  });

  it("turning them off again refreshes once as well, and a sheet closed meanwhile is not rendered", async () => {
    const { sheet, tracker, chat, dialog, renders } = await openWindows();
    await sheet.close();
    vi.useFakeTimers();
    const saving = saveMenu.call(menu, new Event("submit"), null, { object: {} });
    await vi.runAllTimersAsync();
    await saving;
    vi.useRealTimers();
    expect(renders.get(sheet)).not.toHaveBeenCalled();
    expect(renders.get(tracker)).toHaveBeenCalledTimes(1);
    for (const app of [tracker, chat, dialog]) await app.close();
  });
});

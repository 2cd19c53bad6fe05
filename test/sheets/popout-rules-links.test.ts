/**
 * Issue 32, item 5: a rules-reference `?` link opens its page from a sheet popped out into a window of its own — on
 * v14 the sheet's own "detach window" (`render({window: {detached: true}})`), on v13 the PopOut! module moving it into
 * another window's document — whose events never reach the main document. The links are registered as at `init`
 * (`registerSheets`), the sheet rendered on the strict ApplicationV2 stage, the click sent to the link.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SYSTEM_ID } from "../../src/core/settings.ts";
import { rulesPageUuid } from "../../src/core/rules-reference.ts";
import { installStage } from "../smoke/foundry-stage.ts";
import { installSheetStage, stageActor } from "../apps/sheet-stage.ts";
import { popOutDocument, StageElement, stageDocument } from "../stage/application-dom.ts";
import { onV14 } from "../stage/version.ts";
import * as A from "../fixtures/data-actors.ts";

type Rec = Record<string, unknown>;
interface Sheet {
  render(options?: Rec): Promise<unknown>;
  element: StageElement;
}
type SheetClass = new (options: { document: object }) => Sheet;

let CharacterSheet: SheetClass;
/** The journal sheet the link opens: what `openRulesPage` renders. */
const journal = { render: vi.fn(async () => undefined) };

beforeAll(async () => {
  installStage();
  installSheetStage();
  const g = globalThis as unknown as Rec & { game: Rec };
  Object.assign(g, {
    document: stageDocument,
    Element: StageElement,
    fromUuid: async (uuid: string) => ({ documentName: "JournalEntryPage", id: uuid.split(".").at(-1), uuid, parent: { sheet: journal } }),
  });
  g.game.i18n = { ...(g.game.i18n as Rec), lang: "en" };
  CharacterSheet = (await import("../../src/sheets/character/character-sheet.ts")).CharacterSheet as unknown as SheetClass;
  (await import("../../src/sheets/register.ts")).registerSheets();
}, 60_000);

beforeEach(() => journal.render.mockClear());

/** A finished character's sheet, open in the main window. */
async function openSheet(): Promise<Sheet> {
  const sheet = new CharacterSheet({ document: stageActor(A.armouredCharacter(), "Lin Wei", { flags: { [SYSTEM_ID]: { creation: false } } }) });
  await sheet.render({ force: true });
  return sheet;
}

/** Clicks the sheet's `?` link of `topic` and waits for the page to open. */
async function clickHelp(sheet: Sheet, topic: string): Promise<void> {
  const link = sheet.element.querySelector<StageElement>(`[data-meshal-rules="${topic}"]`);
  expect(link, `the sheet shows the ${topic} help link`).not.toBeNull();
  const event = link!.dispatch("click");
  expect(event.defaultPrevented, "the link's own click is taken, not followed").toBe(true);
  await vi.waitFor(() => expect(journal.render).toHaveBeenCalled());
}

const opened = () => journal.render.mock.calls.map((call) => (call as unknown[])[0]);

describe("a rules-reference `?` link on a sheet", () => {
  it("opens its page in the main window", async () => {
    await clickHelp(await openSheet(), "dice");
    expect(opened()).toEqual([{ force: true, pageId: rulesPageUuid("dice", "en")!.split(".").at(-1) }]);
  });

  it("opens its page from the sheet popped out into a window of its own", async () => {
    const sheet = await openSheet();
    if (onV14) await sheet.render({ window: { detached: true } });
    else popOutDocument().body.append(sheet.element); // v13: the PopOut! module moves the window into another document
    expect(sheet.element.ownerDocument).not.toBe(stageDocument);
    await clickHelp(sheet, "mobility");
    expect(opened()).toEqual([{ force: true, pageId: rulesPageUuid("mobility", "en")!.split(".").at(-1) }]);
  });

  it("opens its page once from a part re-rendered in the popped-out window", async () => {
    const sheet = await openSheet();
    if (onV14) await sheet.render({ window: { detached: true } });
    else popOutDocument().body.append(sheet.element);
    await sheet.render({ parts: ["pools"] });
    await clickHelp(sheet, "conditions");
    expect(journal.render).toHaveBeenCalledTimes(1);
  });
});

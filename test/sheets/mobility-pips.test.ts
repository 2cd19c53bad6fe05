/**
 * ⚡ pips on the character and NPC sheets: clickable only when the viewer may (`canEditPips`, decided by the sheet
 * class), a long action in progress shown with its debt, and the buttons to give it up or cancel it.
 */
import { describe, expect, it } from "vitest";
import * as A from "../fixtures/data-actors.ts";
import { characterContext } from "../../src/sheets/character/context.ts";
import { mobilityView } from "../../src/sheets/character/attributes-view.ts";
import { npcSheetView, type NpcSheetInput } from "../../src/sheets/view/npc-sheet.ts";
import { actorSchema } from "../support/model-schemas.ts";
import { langString, readLang } from "../support/lang.ts";
import { derivedSystem } from "../preview/pages.ts";
import { compileSheetTemplate, prepared } from "./character/support.ts";

const en = readLang("en");
const env = { localize: (key: string) => langString(en, key) ?? `!${key}!` };

const withMobility = (mobility: { value: number; max: number; owed: number }) => () => {
  const a = A.freshCharacter();
  a.system.mobility = mobility;
  return a;
};

function pools(make: () => A.FixtureActor, mobilityEditable: boolean, canEdit = true, lang: "en" | "cn" = "en") {
  const a = make();
  const ctx = {
    ...characterContext(prepared(() => a), { source: a.system, schema: actorSchema("character"), mobilityEditable }),
    isEdit: false, isPlay: true, canEdit, rootId: "test",
  };
  return compileSheetTemplate("actor/character/pools.hbs", lang)(ctx);
}

const mobilityButtons = (html: string) => [...html.matchAll(/<button[^>]*data-action="adjustMobility"[^>]*>/g)].map((m) => m[0]);

describe("character sheet ⚡ pips", () => {
  it("the view carries whether the pips are clickable and the long action's debt", () => {
    const view = (m: { value: number; max: number; owed?: number }, editable?: boolean) =>
      mobilityView(prepared(A.freshCharacter, (a) => { a.system.mobility = { owed: 0, ...m }; }).system, editable);
    expect(view({ value: 1, max: 3 })).toMatchObject({ editable: false, owed: 0 });
    expect(view({ value: 0, max: 3, owed: 4 }, true)).toMatchObject({ editable: true, owed: 4, display: "0/3" });
  });

  it("are buttons that spend a filled pip and restore an empty one, enabled only when the viewer may click", () => {
    const open = mobilityButtons(pools(withMobility({ value: 2, max: 3, owed: 0 }), true));
    expect(open).toHaveLength(3);
    expect(open.filter((b) => b.includes('data-delta="-1"'))).toHaveLength(2);
    expect(open.filter((b) => b.includes('data-delta="1"'))).toHaveLength(1);
    expect(open.some((b) => b.includes("disabled"))).toBe(false);
    const locked = pools(withMobility({ value: 2, max: 3, owed: 0 }), false);
    expect(mobilityButtons(locked).every((b) => b.includes("disabled"))).toBe(true);
    expect(locked).toContain(langString(en, "MESHAL.Mobility.pipsLocked"));
  });

  it("an owner viewing another's turn sees the pips locked even though the sheet is editable", () => {
    const html = pools(withMobility({ value: 3, max: 3, owed: 0 }), false, true);
    expect(mobilityButtons(html).every((b) => b.includes("disabled"))).toBe(true);
  });

  it("shows a long action in progress with its debt and, to whoever may edit, give-up and cancel buttons", () => {
    const html = pools(withMobility({ value: 0, max: 3, owed: 4 }), false);
    expect(html).toContain("Long action in progress: 4⚡ still owed.");
    expect(html).toContain('data-action="endLongAction" data-cancelled="false"');
    expect(html).toContain('data-action="endLongAction" data-cancelled="true"');
    const observer = pools(withMobility({ value: 0, max: 3, owed: 4 }), false, false, "cn");
    expect(observer).toContain("长期行动进行中：还需 4⚡。");
    expect(observer).not.toContain("endLongAction");
    expect(pools(withMobility({ value: 3, max: 3, owed: 0 }), true)).not.toContain("meshal-mobility__long");
  });
});

describe("NPC sheet ⚡ pips", () => {
  const npcView = (mobility: { value: number; max: number; owed: number }, mobilityEditable?: boolean) => {
    const npc = A.npcBrute();
    const system = { ...derivedSystem(npc), mobility } as unknown as NpcSheetInput["system"];
    return npcSheetView({
      name: "Brute", system, source: npc.system as NpcSheetInput["source"], schema: actorSchema("npc"), items: npc.items,
      ...(mobilityEditable === undefined ? {} : { mobilityEditable }),
    }, env);
  };

  it("draws one pip per ⚡ of the maximum (at most 12), filled for what is left, locked by default", () => {
    expect(npcView({ value: 1, max: 3, owed: 0 }).mobility).toEqual({
      value: 1, max: 3, owed: 0, editable: false, pips: [{ filled: true }, { filled: false }, { filled: false }],
    });
    expect(npcView({ value: 20, max: 20, owed: 2 }, true).mobility).toMatchObject({ editable: true, owed: 2 });
    expect(npcView({ value: 20, max: 20, owed: 0 }).mobility.pips).toHaveLength(12);
  });

  it("renders the pips as buttons in the stat block, disabled unless the viewer may click", () => {
    const render = (editable: boolean) => {
      const view = npcView({ value: 2, max: 3, owed: 1 }, editable);
      return compileSheetTemplate("actor/npc/block.hbs")({ ...view, isEdit: false, isPlay: true, canEdit: true, rootId: "t", documentUuid: "Actor.x" });
    };
    const open = mobilityButtons(render(true));
    expect(open).toHaveLength(3);
    expect(open.some((b) => b.includes("disabled"))).toBe(false);
    expect(open.filter((b) => b.includes('data-delta="-1"'))).toHaveLength(2);
    const locked = render(false);
    expect(mobilityButtons(locked).every((b) => b.includes("disabled"))).toBe(true);
    expect(locked).toContain(`fa-hourglass-half" aria-hidden="true"></i> 1⚡`);
  });
});

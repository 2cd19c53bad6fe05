/**
 * The NPC sheet shows each limited ability's uses left this period, as the character sheet does (issue 21 #6,
 * src/actions/use-limit.ts `usesLeftFor`): the pure view carries them and the stat block prints them.
 */
import { describe, expect, it } from "vitest";
import * as A from "../fixtures/data-actors.ts";
import * as I from "../fixtures/data-items.ts";
import { npcSheetView, type NpcSheetInput } from "../../src/sheets/view/npc-sheet.ts";
import { actorSchema } from "../support/model-schemas.ts";
import { langString, readLang } from "../support/lang.ts";
import { derivedSystem } from "../preview/pages.ts";
import { compileSheetTemplate } from "./character/support.ts";

const en = readLang("en");
const env = { localize: (key: string) => langString(en, key) ?? `!${key}!` };

function npcView(usesLeft?: NpcSheetInput["usesLeft"]) {
  const npc = A.npcBrute();
  npc.items.push(I.ability("taunt", 1, "might"), I.ability("shove", 1, "might"));
  const system = derivedSystem(npc) as unknown as NpcSheetInput["system"];
  return npcSheetView({
    name: "Brute", system, source: npc.system as NpcSheetInput["source"], schema: actorSchema("npc"), items: npc.items,
    ...(usesLeft ? { usesLeft } : {}),
  }, env);
}

const read = (id: string) => (id.startsWith("taunt") ? { left: 0, max: 1 } : null);

describe("uses left on the NPC sheet", () => {
  it("an ability with a use limit carries its uses left; one without, or with no reader, shows none", () => {
    const rows = npcView(read).abilities;
    expect(rows.find((r) => r.name === "taunt")!.uses).toEqual({ value: 0, max: 1 });
    expect(rows.find((r) => r.name === "shove")!.uses).toBeNull();
    expect(npcView().abilities.every((r) => r.uses === null)).toBe(true);
  });

  it("the stat block prints them on the ability's row", () => {
    const html = compileSheetTemplate("actor/npc/block.hbs")({ ...npcView(read), isEdit: false, isPlay: true, canEdit: true, rootId: "t", documentUuid: "Actor.x" });
    const row = html.split('data-list="abilities"')[1]!.split("</section>")[0]!;
    expect(row).toMatch(/taunt[\s\S]*0\/1/);
  });
});

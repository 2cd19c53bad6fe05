/** Facing (§9.5 [OPT]): with the rule on, the NPC and character sheets say when a creature cannot perceive its back. */
import { describe, expect, it } from "vitest";
import * as A from "../fixtures/data-actors.ts";
import { npcSheetView, type NpcSheetInput } from "../../src/sheets/view/npc-sheet.ts";
import { characterContext } from "../../src/sheets/character/context.ts";
import { actorSchema } from "../support/model-schemas.ts";
import { langString, readLang } from "../support/lang.ts";
import { derivedSystem } from "../preview/pages.ts";
import { compileSheetTemplate, prepared } from "./character/support.ts";

const en = readLang("en");
const env = { localize: (key: string) => langString(en, key) ?? `!${key}!` };

function npcView(facing: boolean, senses: string[] = ["five-senses"]) {
  const npc = A.npcBrute();
  const system = { ...(derivedSystem(npc) as unknown as NpcSheetInput["system"]), senses: senses.map((sense) => ({ sense })) };
  return npcSheetView({ name: "Brute", system, source: npc.system as NpcSheetInput["source"], schema: actorSchema("npc"), items: npc.items, facing }, env);
}

describe("cannot perceive its back", () => {
  it("the NPC sheet says so only with the rule on, and not for a creature with tremorsense", () => {
    expect(npcView(false).blindBack).toBe(false);
    expect(npcView(true).blindBack).toBe(true);
    expect(npcView(true, ["five-senses", "tremorsense"]).blindBack).toBe(false);
    const html = compileSheetTemplate("actor/npc/header.hbs")({ ...npcView(true), isEdit: false, canEdit: false });
    expect(html).toContain("Cannot perceive its back");
    expect(compileSheetTemplate("actor/npc/header.hbs")({ ...npcView(false), isEdit: false, canEdit: false })).not.toContain("Cannot perceive its back");
  });

  it("the character sheet's header says so with the rule on", () => {
    const c = prepared(A.freshCharacter);
    expect(characterContext(c as never, { facing: false }).blindBack).toBe(false);
    const on = characterContext(c as never, { facing: true });
    expect(on.blindBack).toBe(true);
    expect(compileSheetTemplate("actor/character/header.hbs")({ ...on, isEdit: false })).toContain("Cannot perceive its back");
  });
});

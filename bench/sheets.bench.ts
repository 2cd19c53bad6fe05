/**
 * Context + render of each sheet (`npm run bench`). Target from the sheets issue: a character with 50 items under
 * 5 ms median; the NPC (50 items) and an item sheet are measured here, the character sheet plugs in via addSheetBench.
 */
import { bench, describe } from "vitest";
import { npcSheetView, type NpcSheetInput } from "../src/sheets/view/npc-sheet.ts";
import * as A from "../test/fixtures/data-actors.ts";
import * as I from "../test/fixtures/data-items.ts";
import "../test/preview/all-pages.ts";
import { derivedSystem, previewPages } from "../test/preview/pages.ts";
import { addSheetBench, sheetBenches, sheetRenderer } from "./sheet-harness.ts";
import { actorSchema } from "../test/support/model-schemas.ts";

const makers = [I.dagger, I.revolver, () => I.chainmail(false), () => I.plainRing(), I.pickpocket, () => I.rope(2), I.healingPotion, I.human];
const fiftyItems = Array.from({ length: 50 }, (_, i) => ({ ...makers[i % makers.length]!(), id: `item${String(i).padStart(12, "0")}` }));

addSheetBench(
  { name: "NPC, 50 items, play mode", page: {
    id: "bench-npc", sheet: "npc", parts: ["header", "block"], classes: [], expect: [],
    context: (env) => {
      const npc = { ...A.npcBrute(), items: fiftyItems };
      const view = npcSheetView({ name: "Brute", system: derivedSystem(npc) as unknown as NpcSheetInput["system"],
        source: npc.system as NpcSheetInput["source"], schema: actorSchema("npc"), items: npc.items }, env);
      return { ...view, mode: "play", isPlay: true, isEdit: false, canEdit: true, limited: false, documentUuid: "Actor.x" };
    } } },
);
for (const id of ["item-weapon-play", "item-weapon-edit"]) {
  const page = previewPages().find((p) => p.id === id);
  if (!page) throw new Error(`no preview page ${id} to bench`);
  addSheetBench({ name: `Item sheet (${id})`, page });
}

describe("sheet context + render", () => {
  for (const b of sheetBenches()) {
    const run = sheetRenderer(b.page);
    bench(b.name, () => void run());
  }
});

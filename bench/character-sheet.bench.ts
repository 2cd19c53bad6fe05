/**
 * The character sheet for a character with 50 items, through the shared sheet harness: the pure derivation, the
 * context (`characterContext`, what the sheet class calls) and every play-mode part rendered. Target: median < 5 ms.
 */
import { bench, describe } from "vitest";
import { expressionLabels } from "../src/dice/expression-label.ts";
import { characterContext } from "../src/sheets/character/context.ts";
import "../src/sheets/character/parts.ts";
import { preparePlainCharacter } from "../src/sheets/character/prepare-plain.ts";
import { rowExtras } from "../src/sheets/view/row-extras.ts";
import { armouredCharacter } from "../test/fixtures/data-actors.ts";
import * as I from "../test/fixtures/data-items.ts";
import type { PreviewPage } from "../test/preview/pages.ts";
import { sheetRenderer } from "./sheet-harness.ts";

const makers = [
  I.dagger, I.revolver, I.fistsAndFeet, () => I.chainmail(false), () => I.bascinet(false), () => I.signetOfPalankai(false),
  () => I.plainRing(false), I.pickpocket, () => I.rope(2), I.healingPotion,
  () => I.ability("keen-hunt", 1, "spirit"), () => I.ability("iron-wall", 1, "might"), () => I.ability("lore", 2, "common"),
];

const source = armouredCharacter();
while (source.items.length < 50) source.items.push({ ...makers[source.items.length % makers.length]!(), id: `bench${String(source.items.length).padStart(11, "0")}` });

const page: PreviewPage = {
  id: "bench-character", sheet: "character", parts: ["header", "pools", "tabs", "abilities", "inventory", "features", "biography", "effects"],
  classes: [], expect: [],
  context: (env) => {
    const actor = preparePlainCharacter({ name: "Bench", system: source.system, items: source.items });
    const view = characterContext(actor, { source: source.system, labels: expressionLabels(env.localize) });
    // The row state the sheet adds (no filter typed, no summary open), as the sheet class does.
    return { ...view, ...rowExtras({ ...view, items: actor.items, filters: {}, openSummaries: [] }, env), view, mode: "play", isPlay: true, isEdit: false, canEdit: true, limited: false, rootId: "bench" };
  },
};

describe("character sheet, 50 items", () => {
  const run = sheetRenderer(page);
  // Warmed up like the derived-data bench: the median is of a sheet that has rendered before (JIT-compiled), as an
  // open sheet re-rendering is; vitest's defaults take ~30 samples while the engine is still compiling.
  bench("prepare + context + render (play mode)", () => void run(), { time: 2000, warmupIterations: 30 });
});

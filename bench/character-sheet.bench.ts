/**
 * The character sheet for a character with 50 items: building the context (the same pure code the sheet runs) and
 * rendering every part with Handlebars. Target: median under 5 ms.
 */
import { bench, describe } from "vitest";
import { armouredCharacter } from "../test/fixtures/data-actors.ts";
import * as I from "../test/fixtures/data-items.ts";
import { characterContext } from "../src/sheets/character/context.ts";
import { preparePlainCharacter } from "../src/sheets/character/prepare-plain.ts";
import { compileSheetTemplate as compileTemplate } from "../test/sheets/character/support.ts";

const makers = [
  I.dagger, I.revolver, I.fistsAndFeet, () => I.chainmail(false), () => I.bascinet(false), () => I.signetOfPalankai(false),
  () => I.plainRing(false), I.pickpocket, () => I.rope(2), I.healingPotion,
  () => I.ability("keen-hunt", 1, "spirit"), () => I.ability("iron-wall", 1, "might"), () => I.ability("lore", 2, "common"),
];

function fiftyItemCharacter() {
  const a = armouredCharacter();
  while (a.items.length < 50) {
    const item = makers[a.items.length % makers.length]!();
    item.id = `bench${String(a.items.length).padStart(11, "0")}`;
    a.items.push(item);
  }
  return a;
}

const PARTS = ["header", "pools", "tabs", "abilities", "inventory", "features", "biography", "effects"];
const templates = PARTS.map((p) => compileTemplate(`actor/character/${p}.hbs`));
const source = fiftyItemCharacter();

describe("character sheet, 50 items", () => {
  bench("prepare + context + render all parts", () => {
    const actor = preparePlainCharacter({ name: "Bench", system: source.system, items: source.items });
    const ctx = { ...characterContext(actor, { source: source.system }), isEdit: false, isPlay: true, canEdit: true, rootId: "b" };
    for (const t of templates) t(ctx);
  });
  bench("context only", () => {
    const actor = preparePlainCharacter({ name: "Bench", system: source.system, items: source.items });
    characterContext(actor, { source: source.system });
  });
});

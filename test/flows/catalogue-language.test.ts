/**
 * Issue 35: the catalogue in the reader's language with nothing installed but the system (no Babele: its hook never
 * fires here). The stage serves the real packs (test/stage/compendium.ts); each client reads in its own language
 * (`game.i18n.lang`). An English world finds species, abilities and gear in English in creation's pickers and on the
 * sheet of an item it dragged; at a mixed table an English player and a Chinese GM read the same item — its row, its
 * attack labels, its description and its attack card — each in their own language, and a rename wins for both.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seats, settle, type StageUser } from "../stage/server.ts";
import type { StageChatMessage, StageItem } from "../stage/server-documents.ts";
import { installCompendium } from "../stage/compendium.ts";
import { makeAttackCast, resolveTokens, tokenOf } from "./support/attack-cast.ts";
import { flowStage, loadDocumentClasses, makeActor, USER_IDS, type Cast, type SystemActor } from "./support/world.ts";
import { loadActorSheet } from "./support/sheet.ts";
import { freshCharacter } from "../fixtures/data-actors.ts";
import { loadGmSettling } from "../support/gm-settling.ts";

const stage = flowStage();
resolveTokens(stage);
const { MeshalActor } = await loadDocumentClasses();
const sheetOf = await loadActorSheet("character");
const packs = installCompendium();
const { PointsRoll } = await import("../../src/dice/points-roll.ts");
(CONFIG.Dice.rolls as unknown[]).push(PointsRoll);
const { attackStateOf, registerAttackQuery } = await import("../../src/combat/attack/gm/attack-query.ts");
const { registerAttackStartQuery } = await import("../../src/combat/attack/start/attack-start-query.ts");
const { attackView } = await import("../../src/combat/attack/card/attack-view.ts");
const { attackReaderOf } = await import("../../src/combat/attack/card/attack-reader.ts");
const { creationSheetContext } = await import("../../src/sheets/character/creation/creation-sheet.ts");
const { characterPlayContext } = await import("../../src/sheets/character/play-context.ts");
const { sheetItems } = await import("../../src/sheets/base/doc-data.ts");
const { shownItemText } = await import("../../src/sheets/base/shown-item.ts");
const { cataloguePack } = await import("../../src/core/catalogue-text.ts");
registerAttackQuery();
await loadGmSettling();
registerAttackStartQuery();

const HAN = /\p{Script=Han}/u;
type Lang = "en" | "cn";
const i18n = () => (globalThis as unknown as { game: { i18n: { lang?: string } } }).game.i18n;

/** Runs `fn` on `user`'s client reading in `lang` (Foundry's `game.i18n.lang` of that client). */
async function readingAs<T>(user: StageUser, lang: Lang, fn: () => T | Promise<T>): Promise<T> {
  const before = i18n().lang;
  i18n().lang = lang;
  try {
    return await stage.server.onClient(user, fn);
  } finally {
    i18n().lang = before;
  }
}

// Casts: on the stage the actor and its items are the system's documents (loadDocumentClasses).
const sheetActor = (actor: SystemActor) => ({ name: actor.name ?? "", img: null, system: actor.system as never, items: sheetItems(actor as never) });
/** The character sheet's inventory rows and ability rows as `actor`'s sheet shows them on this client. */
function sheetRows(actor: SystemActor) {
  const context = characterPlayContext(sheetActor(actor));
  return {
    inventory: context.inventory.flatMap((g) => g.items),
    features: context.features,
  };
}
/** A pack document the reader finds in their language's pack, by its dataset id. */
const fromPack = async (pack: "weapons" | "features", identifier: string, lang: Lang) => (await packs.get(cataloguePack(pack, lang))!.byIdentifier(identifier))!;

/** Every `name` in a context part (deep). */
function namesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(namesIn);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => (k === "name" && typeof v === "string" ? [v] : namesIn(v)));
  }
  return [];
}

describe("an English world with no module", () => {
  let newbie: SystemActor;
  beforeEach(() => {
    stage.reset();
    const fixture = freshCharacter();
    fixture.items = [];
    newbie = makeActor(MeshalActor, "Newbie", fixture, [USER_IDS.ann]);
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("offers species, abilities and gear in English in creation's pickers (and in Chinese to a Chinese world)", async () => {
    const english = await readingAs(stage.ann, "en", () => creationSheetContext(sheetActor(newbie) as never, { creation: true }));
    const names = [...namesIn(english.creationFeatures), ...namesIn(english.creationAbilities), ...namesIn(english.creationGear)];
    expect(names.length).toBeGreaterThan(60);
    expect(names.filter((n) => HAN.test(n))).toEqual([]);
    expect(names).toEqual(expect.arrayContaining(["Human", "Dagger"]));

    const chinese = await readingAs(stage.ann, "cn", () => creationSheetContext(sheetActor(newbie) as never, { creation: true }));
    expect(namesIn(chinese.creationFeatures)).toContain("人类");
    expect(namesIn(chinese.creationGear)).toContain("匕首");
  });

  it.each(seats())("shows a dagger and a species dragged from the compendium in English (the %s drags)", async (seat) => {
    const user = stage.sit(seat);
    const index = await readingAs(user, "en", async () => packs.get(cataloguePack("weapons"))!.getIndex());
    expect(index.find((e) => e.name === "Dagger")).toBeTruthy();
    expect(index.filter((e) => HAN.test(String(e.name)))).toEqual([]);
    await readingAs(user, "en", async () => {
      await sheetOf(newbie).dropItem(await fromPack("weapons", "dagger", "en"));
      await sheetOf(newbie).dropItem(await fromPack("features", "human", "en"));
    });
    await settle();
    const rows = await readingAs(user, "en", () => sheetRows(newbie));
    expect(rows.inventory.map((r) => r.name)).toEqual(["Dagger"]);
    expect(rows.features.map((r) => r.name)).toEqual(["Human"]);
    const dagger = newbie.items.find((i) => i.type === "weapon")!;
    const shown = await readingAs(user, "en", () => shownItemText(dagger));
    expect(shown.description).toContain("Blade");
    expect(shown.description).not.toMatch(HAN);
  });
});

describe("a mixed table: Ann reads English, the GM Chinese", () => {
  let cast: Cast;
  beforeEach(async () => {
    stage.reset();
    cast = makeAttackCast(MeshalActor);
    stage.settings.set("meshal-lite.skipAttackDialog", true);
    // The GM gives Hero the soulfang dagger from the Chinese pack: stored in Chinese, with both languages' text.
    await readingAs(stage.gm, "cn", async () => sheetOf(cast.hero).dropItem(await fromPack("weapons", "soulfang-dagger", "cn")));
    await settle();
  });
  afterEach(() => stage.server.expectNoRefusals());

  const soulfang = (): StageItem => cast.hero.items.find((i) => i.type === "weapon" && (i.system.identifier === "soulfang-dagger"))!;
  const rowOf = (lang: Lang, user: StageUser) => readingAs(user, lang, () => sheetRows(cast.hero).inventory.find((r) => r.id === soulfang().id)!);

  it("each reads the item's row, attack labels and description in their own language", async () => {
    expect(soulfang().name).toBe("灵魂撕咬之牙");
    const ann = await rowOf("en", stage.ann);
    const gm = await rowOf("cn", stage.gm);
    expect(ann.name).toBe("Soulfang Dagger");
    expect(gm.name).toBe("灵魂撕咬之牙");
    expect(ann.attacks.map((a) => a.label)).toContain("use");
    expect(gm.attacks.map((a) => a.label)).toContain("使用");
    const annText = await readingAs(stage.ann, "en", () => shownItemText(soulfang()));
    const gmText = await readingAs(stage.gm, "cn", () => shownItemText(soulfang()));
    expect(annText.description).not.toMatch(HAN);
    expect(gmText.description).toMatch(HAN);
  });

  it("a rename wins: Ann's name for it is what both read", async () => {
    await stage.server.onClient(stage.ann, () => soulfang().update({ name: "Old Faithful" }));
    expect((await rowOf("en", stage.ann)).name).toBe("Old Faithful");
    expect((await rowOf("cn", stage.gm)).name).toBe("Old Faithful");
  });

  it("each reads the attack card's title in their own language", async () => {
    await stage.server.onClient(stage.ann, () => soulfang().update({ "system.equipped": true }));
    stage.world.combats = { contents: [{ started: true, combatants: { contents: [{ actor: cast.hero }, { actor: cast.brute }] }, combatant: { actor: cast.hero } }] };
    stage.ann.targets = new Set([{ document: tokenOf(cast.brute) }]);
    await readingAs(stage.ann, "en", () => sheetOf(cast.hero).click("rollAttack", { itemId: soulfang().id, attack: 0 }));
    await settle();
    const card = [...stage.world.messages.values()].at(-1) as StageChatMessage;
    const state = attackStateOf(card as never)!;
    const title = (user: StageUser, lang: Lang) => readingAs(user, lang, () =>
      attackView(state, attackReaderOf({ localize: (k) => k, owns: () => true, isGM: user.isGM, lang }), { coupDeGrace: false }).title);
    // The item's name and its attack's label (two attacks: melee and use), each in the reader's language.
    expect(await title(stage.ann, "en")).toBe("Soulfang Dagger — melee");
    expect(await title(stage.gm, "cn")).toBe("灵魂撕咬之牙 — 近战");
  });
});

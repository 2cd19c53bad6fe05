/**
 * Issue 23: the GM's party rest (§7.3, §7.4) and advancement only at creation or in a rest (§3.5 [DEC]). The party
 * rest dialog (src/sheets/party-rest/dialog.ts) rests every player character — Ann's Hero and Kit, Bo's Sera — in one
 * action and posts one card; the dead (Sera) and those in a started fight (Kit) are listed, not rested; the GM's NPC
 * Brute is no player character. A player cannot party-rest. Run on the stage whose server refuses what Foundry's
 * refuses: no write may be refused.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { settle } from "../stage/server.ts";
import { dialogStage } from "../stage/dialog.ts";
import { flowStage, loadDocumentClasses, makeActor, makeCast, USER_IDS, type Cast, type SystemActor } from "./support/world.ts";
import { freshCharacter } from "../fixtures/data-actors.ts";
import { loadActorSheet } from "./support/sheet.ts";

const stage = flowStage();
const { MeshalActor } = await loadDocumentClasses();
const { PARTY_REST_CARD } = await import("../../src/actions/party-rest-card.ts");
const { partyRest } = await import("../../src/actions/party-rest.ts");
const { readCardState } = await import("../../src/chat/card-schema.ts");
const { openPartyRest } = await import("../../src/sheets/party-rest/dialog.ts");
const { advanceWindow, closeRestWindows } = await import("../../src/documents/advance-windows.ts");
const { restActor } = await import("../../src/actions/rest.ts");
const characterSheet = await loadActorSheet("character");
const { readerFor, renderCard } = await import("../support/cards.ts");
/** The card's text as a reader of `lang` reads it. */
const cardText = (lang: "en" | "cn") => renderCard(PARTY_REST_CARD, cardState(), readerFor(lang)).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
type PartyRestState = import("../../src/actions/party-rest-view.ts").PartyRestState;

const dialogs = dialogStage();
const api = (globalThis as unknown as { foundry: { applications: { api: { DialogV2: Record<string, unknown> } } } }).foundry.applications.api;
api.DialogV2 = { ...api.DialogV2, wait: dialogs.DialogV2.wait };
// The spend confirmation escapes names with core's helper (the flow stage's utils have only randomID).
const utils = (globalThis as unknown as { foundry: { utils: Record<string, unknown> } }).foundry.utils;
utils.escapeHTML ??= (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The actor methods of issue 23, in the stage's terms. */
type Advancing = SystemActor & {
  raiseTrained(id: string): Promise<unknown>;
  setAdvanceUnlocked(on: boolean): Promise<boolean>;
  advancementLocked: boolean;
};
type Pools = Record<"might" | "energy" | "spirit", { value: number; lost: number }>;

let cast: Cast;
let kit: SystemActor;
let sera: SystemActor;
const pools = (a: SystemActor) => a.system.attributes as Pools;
const cards = () => stage.world.messages.contents.filter((m) => m.type === PARTY_REST_CARD.type);
const cardState = () => readCardState(PARTY_REST_CARD, cards()[0]!.system as never) as PartyRestState;

/** Opens the dialog as the acting user, lets `fill` change the form, and presses Rest. */
async function restFromDialog(fill: (form: { querySelector: (s: string) => { removeAttribute(n: string): void; value: string } | null }) => void = () => {}) {
  const opened = dialogs.opening();
  const done = openPartyRest();
  const dialog = await opened;
  fill(dialog.element as never);
  await dialog.click("rest");
  const result = await done;
  await settle();
  return { dialog, result };
}

beforeEach(async () => {
  stage.reset();
  dialogs.reset();
  cast = makeCast(MeshalActor);
  kit = makeActor(MeshalActor, "Kit", freshCharacter(), [USER_IDS.ann]);
  sera = makeActor(MeshalActor, "Sera", freshCharacter(), [USER_IDS.bo]);
  await stage.server.onClient(stage.gm, async () => {
    await cast.hero.update({ "system.attributes.might.lost": 2, "system.attributes.energy.lost": 1 });
    await kit.update({ "system.attributes.might.lost": 1 });
    await sera.update({ "system.life.dead": true });
  });
  stage.world.combats = { contents: [{ started: true, combatants: { contents: [{ actor: kit }] }, combatant: null }] };
  await settle();
});
afterEach(() => stage.server.expectNoRefusals());

describe("the party rest as the GM", () => {
  beforeEach(() => void stage.sit("gm"));

  it("rests every player character in one action and posts one card listing the dead and the fighting", async () => {
    const { dialog } = await restFromDialog((form) => (form.querySelector('input[name="hours"]')!.value = "2"));
    expect(dialog.element.textContent).toContain("Hero, Kit, Sera");
    expect(dialog.element.textContent).not.toContain("Brute");
    expect(pools(cast.hero).might.lost).toBe(0); // every rest die shows 2
    expect(pools(kit).might.lost).toBe(1); // in a fight: not rested
    expect(cards()).toHaveLength(1);
    expect(cards()[0]!.author).toBe(stage.gm);
    const state = cardState();
    expect(state).toMatchObject({ hours: 2, supply: null });
    expect(state.members.map((m) => [m.name, m.standing])).toEqual([["Hero", "rests"], ["Kit", "fighting"], ["Sera", "dead"]]);
    expect(state.members[0]).toMatchObject({ fullyRestored: true, rows: [{ attribute: "might", before: 1, after: 3 }, { attribute: "energy", before: 2, after: 3 }] });
    expect(cardText("en")).toContain("Hero Might 1 → 3 / 3");
    expect(cardText("en")).toContain("Fully restored: every die is back.");
    expect(cardText("cn")).toContain("已完全恢复：所有骰子都已恢复。");
  });

  it("a creature whose damage is all back while a need holds a die: the card says what is back, what is held and why, never 'fully restored'", async () => {
    stage.settings.set("meshal-lite.replenishment", true);
    await stage.server.onClient(stage.gm, async () => {
      await cast.hero.update({ "system.attributes.spirit.lost": 1 });
      await cast.hero.setFlag("meshal-lite", "deprived", { might: 0, energy: 0, spirit: 1 });
    });
    await restFromDialog((form) => form.querySelector('input[name="slept"]')!.removeAttribute("checked"));
    expect(pools(cast.hero).spirit.lost).toBe(1); // held by exhaustion: the rest did not bring it back
    expect(cardState().members[0]).toMatchObject({ fullyRestored: true, fullRest: false, deprived: { might: 0, energy: 0, spirit: 1 } });
    const en = cardText("en");
    expect(en).toContain("No die lost to damage is missing; unmet needs still hold some (below).");
    expect(en).toContain("Still lost to exhaustion: Spirit −1.");
    expect(en).toContain("Not a full rest (the party went without food, drink or sleep), so no die lost to needs came back.");
    expect(en).not.toContain("Fully restored");
    const cn = cardText("cn");
    expect(cn).toContain("仍因疲惫失去：1 颗精神骰。");
    expect(cn).not.toContain("已完全恢复");
  });

  it("with replenishment on asks what the party lacked: a rest without food is not a full rest and costs no die at once (seed l.292)", async () => {
    stage.settings.set("meshal-lite.replenishment", true);
    await restFromDialog((form) => form.querySelector('input[name="ate"]')!.removeAttribute("checked"));
    expect(pools(cast.hero).might).toMatchObject({ value: 3, lost: 0 });
    expect(cast.hero.getFlag("meshal-lite", "deprived")).toBeUndefined();
    expect(cast.hero.getFlag("meshal-lite", "supplyDay")).toEqual({ day: 0, ate: false, drank: true, slept: true });
    expect(cardState()).toMatchObject({ supply: { ate: false, drank: true, slept: true } });
    expect(cardState().members[0]).toMatchObject({ fullRest: false, needsLost: { might: 0, energy: 0, spirit: 0 } });
  });

  it("moves the world clock once by the hours the party rested (issue 36 #1)", async () => {
    await restFromDialog((form) => (form.querySelector('input[name="hours"]')!.value = "5"));
    expect(stage.clock.worldTime).toBe(5 * 3600);
    expect(cast.hero.getFlag("meshal-lite", "restedUntil")).toBe(5 * 3600);
  });

  it("with replenishment off asks nothing of food and costs nothing", async () => {
    const { dialog } = await restFromDialog();
    expect(dialog.element.querySelector('input[name="ate"]')).toBeNull();
    expect(pools(cast.hero).might.lost).toBe(0);
    expect(cast.hero.getFlag("meshal-lite", "deprived")).toBeUndefined();
  });

  it("a single creature in a fight is refused its own rest with the reason", async () => {
    expect(await kit.rest(1)).toBeNull();
    expect(stage.warnings).toEqual([expect.stringContaining("MESHAL.Warn.restInFight")]);
  });
});

describe("the party rest as a player", () => {
  beforeEach(() => void stage.sit("player"));

  it("is refused: no dialog, no rest, no card", async () => {
    expect(await openPartyRest()).toBeNull();
    expect(await partyRest([cast.hero as never], { hours: 1 })).toBeNull();
    expect(stage.warnings).toEqual([expect.stringContaining("MESHAL.Warn.gmOnly"), expect.stringContaining("MESHAL.Warn.gmOnly")]);
    expect(pools(cast.hero).might.lost).toBe(2);
    expect(stage.world.messages.size).toBe(0);
  });
});

describe("advancement only at creation or during a rest (§3.5 [DEC])", () => {
  const hero = () => cast.hero as Advancing;
  const trained = () => (cast.hero.system.attributes as Record<"might" | "energy" | "spirit", { trained: number }>).might.trained;

  it("refuses the player's raise while locked, and allows it once the GM unlocks the character", async () => {
    stage.sit("player");
    expect(hero().advancementLocked).toBe(true);
    expect(await hero().raiseTrained("might")).toBeNull();
    expect(stage.warnings).toEqual([expect.stringContaining("MESHAL.Warn.advancementLocked")]);
    expect(await hero().setAdvanceUnlocked(true)).toBe(false); // only the GM unlocks
    await stage.server.onClient(stage.gm, () => hero().setAdvanceUnlocked(true));
    expect(await hero().raiseTrained("might")).toMatchObject({ ok: true });
    expect(trained()).toBe(4);
  });

  it("opens with a rest and closes when the next fight starts", async () => {
    stage.sit("player");
    await restActor(cast.hero as never, 1);
    expect(advanceWindow(cast.hero.id)).toEqual({ rested: true, unlocked: false });
    expect(await hero().raiseTrained("might")).toMatchObject({ ok: true });
    await stage.server.onClient(stage.gm, () => closeRestWindows([cast.hero as never]));
    expect(await hero().raiseTrained("might")).toBeNull();
    expect(trained()).toBe(4);
  });

  it("never locks the GM", async () => {
    stage.sit("gm");
    expect(hero().advancementLocked).toBe(false);
    expect(await hero().raiseTrained("might")).toMatchObject({ ok: true });
  });

  it("on the sheet: the player's raise is refused while locked, the GM's toggle unlocks it for the player", async () => {
    stage.sit("player");
    await characterSheet(cast.hero).click("raiseAttribute", { attribute: "might" });
    expect(stage.warnings).toEqual([expect.stringContaining("MESHAL.Warn.advancementLocked")]);
    await characterSheet(cast.hero).click("toggleAdvanceLock", { data: { unlock: "true" } });
    expect(advanceWindow(cast.hero.id).unlocked).toBe(false);
    stage.sit("gm");
    await characterSheet(cast.hero).click("toggleAdvanceLock", { data: { unlock: "true" } });
    expect(advanceWindow(cast.hero.id).unlocked).toBe(true);
    stage.sit("player");
    await characterSheet(cast.hero).click("raiseAttribute", { attribute: "might" });
    await settle();
    expect(trained()).toBe(4);
  });
});

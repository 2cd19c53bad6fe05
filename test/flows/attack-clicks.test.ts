/**
 * Issue 22: an attack exchange in three clicks, counted. Hero (Ann's) attacks the Brute with a 2-hit dagger from the
 * sheet (the roll dialog skipped by default for attacks), the Brute's defender decides each hit on the card, and the
 * seat applies the damage: every click and every dialog a user answers is counted, for the player and for the GM. The
 * card names who acts at each step. An attack with no target asks first, before anything is spent.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seats, settle, type StageUser } from "../stage/server.ts";
import type { StageChatMessage } from "../stage/server-documents.ts";
import { makeAttackCast, resolveTokens, tokenOf } from "./support/attack-cast.ts";
import { flowStage, loadDocumentClasses, type Cast, type SystemActor } from "./support/world.ts";
import { loadActorSheet } from "./support/sheet.ts";
import { langString, readLang } from "../support/lang.ts";
import { dagger, daggerAttack, itemSystem } from "../fixtures/data-items.ts";
import { loadGmSettling } from "../support/gm-settling.ts";

/** A dagger in Hero's hand that strikes with Might: 2 hits of Might's dice (through the Brute's chainmail), 1⚡. */
const daggerInHand = () => {
  const d = dagger();
  const attack = { ...daggerAttack, dice: { ...daggerAttack.dice, pools: ["might"], divisor: 1 } };
  return { ...d, system: { ...d.system, equipped: true, attacks: itemSystem("weapon", { attacks: [attack] }).attacks } };
};

const stage = flowStage();
resolveTokens(stage);
const { MeshalActor } = await loadDocumentClasses();
const sheetOf = await loadActorSheet();
const { PointsRoll } = await import("../../src/dice/points-roll.ts");
(CONFIG.Dice.rolls as unknown[]).push(PointsRoll);
const { attackStateOf, registerAttackQuery } = await import("../../src/combat/attack/gm/attack-query.ts");
const { registerAttackStartQuery } = await import("../../src/combat/attack/start/attack-start-query.ts");
const { ATTACK_ACTIONS } = await import("../../src/combat/attack/card/attack-actions.ts");
const { attackView } = await import("../../src/combat/attack/card/attack-view.ts");
const { attackReaderOf } = await import("../../src/combat/attack/card/attack-reader.ts");
registerAttackQuery();
await loadGmSettling();
registerAttackStartQuery();

let cast: Cast;
let user: StageUser;
let clicks = 0;

const daggerOf = (actor: SystemActor) => actor.items.find((i) => i.name === "Dagger")!;
const mobility = (actor: SystemActor) => (actor.system.mobility as { value: number }).value;
const stateOf = (card: StageChatMessage) => attackStateOf(card as never)!;
const english = readLang("en");

/** A started fight in which it is `current`'s turn. */
function fight(current: SystemActor): void {
  stage.world.combats = { contents: [{ started: true, combatants: { contents: [{ actor: cast.hero }, { actor: cast.brute }] }, combatant: { actor: current } }] };
}

/** `by` clicks the card's button `action` with the button's data attributes. */
async function clickCard(by: StageUser, card: StageChatMessage, action: string, data: Record<string, string>): Promise<void> {
  clicks++;
  await stage.server.onClient(by, () => ATTACK_ACTIONS[action]!(card as never, { type: "click" } as never, { dataset: data } as never));
  await settle();
}

/** What the card says is waited for, as `by`'s client renders it in English. */
function waiting(by: StageUser, card: StageChatMessage): string {
  return stage.server.onClient(by, () => {
    const reader = attackReaderOf({ localize: (key) => langString(english, key) ?? key, owns: () => true, isGM: by.isGM });
    return attackView(stateOf(card), reader, { coupDeGrace: false }).waiting;
  });
}

describe.each(seats())("a 2-hit attack on one target with the %s in the seat", (seat) => {
  beforeEach(() => {
    stage.reset();
    cast = makeAttackCast(MeshalActor, [daggerInHand()]);
    user = stage.sit(seat);
    clicks = 0;
    // The defaults: checks show the dialog unless the skip key is held; attacks skip it.
    stage.settings.set("meshal-lite.invertSkipDialog", false);
    stage.settings.set("meshal-lite.skipAttackDialog", true);
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("takes at most 4 clicks: attack, a decision per hit, apply — and the card names who acts", async () => {
    fight(cast.hero);
    user.targets = new Set([{ document: tokenOf(cast.brute) }]);
    clicks++;
    await stage.server.onClient(user, () => sheetOf(cast.hero).click("rollAttack", { itemId: daggerOf(cast.hero).id!, attack: 0 }));
    await settle();
    const card = [...stage.world.messages.values()].at(-1) as StageChatMessage;
    expect(stateOf(card).hits).toHaveLength(2);
    expect(mobility(cast.hero)).toBe(2); // the dagger's 1⚡, spent once the attack was made

    // Nobody but the GM owns the Brute: the card names the GM (to the GM: "you"), with the Brute's ⚡.
    const left = mobility(cast.brute);
    const gm = seat === "gm" ? "you" : "Gamemaster";
    expect(waiting(user, card)).toBe(`Waiting for ${gm} to defend Brute against hit 1 — ${left}⚡ left`);
    await clickCard(stage.gm, card, "take", { target: "0", hit: "0" });
    expect(waiting(user, card)).toBe(`Waiting for ${gm} to defend Brute against hit 2 — ${left}⚡ left`);
    await clickCard(stage.gm, card, "take", { target: "0", hit: "1" });
    const line = stateOf(card).targets[0]!;
    expect(line).toMatchObject({ resolved: true, hit: true });
    expect(line.working).toHaveLength(2); // each hit's working kept for the card to explain
    expect(waiting(user, card)).toBe(`Waiting for ${gm} to apply the damage to Brute`);

    await clickCard(user, card, "apply", { target: "0" });
    expect(stateOf(card).targets[0]!.applied).toMatchObject({ undone: false });
    expect(waiting(user, card)).toBe("");
    expect(clicks + stage.confirm.mock.calls.length).toBeLessThanOrEqual(4);
    expect(stage.confirm).not.toHaveBeenCalled();
    expect(stage.warnings).toEqual([]);
  });
});

describe("an attack with no target", () => {
  beforeEach(() => {
    stage.reset();
    cast = makeAttackCast(MeshalActor, [daggerInHand()]);
    user = stage.sit("player");
    user.targets = new Set();
    stage.settings.set("meshal-lite.skipAttackDialog", true);
    fight(cast.hero);
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("asks before anything is spent: no, and nothing is spent or posted", async () => {
    stage.confirm.mockResolvedValueOnce(false);
    await stage.server.onClient(user, () => sheetOf(cast.hero).click("rollAttack", { itemId: daggerOf(cast.hero).id!, attack: 0 }));
    await settle();
    expect(stage.confirm).toHaveBeenCalledTimes(1);
    expect(mobility(cast.hero)).toBe(3);
    expect(stage.world.messages.size).toBe(0);
  });

  it("yes, and the attack is made with no target line (the GM may assign targets later)", async () => {
    await stage.server.onClient(user, () => sheetOf(cast.hero).click("rollAttack", { itemId: daggerOf(cast.hero).id!, attack: 0 }));
    await settle();
    expect(stage.confirm).toHaveBeenCalledTimes(1);
    expect(mobility(cast.hero)).toBe(2);
    const card = [...stage.world.messages.values()].at(-1) as StageChatMessage;
    expect(stateOf(card).targets).toEqual([]);
  });
});

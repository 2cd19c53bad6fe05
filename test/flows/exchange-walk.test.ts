/**
 * Issue 35: exchanges as played, every click and every dialog counted — targeting included (one click a token with
 * the target tool; an area's three tokens in one drag of it). Each button clicked is one the clicker's own card shows
 * (the view as their client renders it), with that button's data. The attacker's side of a one-target 2-hit attack
 * takes at most 3 clicks; a multi-attribute hit is applied with its suggested split in one click (no split dialog); an
 * area attack on three NPCs is resolved by the GM in at most 4 clicks (Take all, Apply all); a target out of range is
 * confirmed before any ⚡ is spent.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { seats, settle, type StageUser } from "../stage/server.ts";
import type { StageChatMessage } from "../stage/server-documents.ts";
import { tokenAt } from "../stage/grid.ts";
import { castScene, makeAttackCast, tokenOf } from "./support/attack-cast.ts";
import { attackFlowStage } from "./support/attack-stage.ts";
import { makeActor, type Cast, type SystemActor } from "./support/world.ts";
import { loadActorSheet } from "./support/sheet.ts";
import { langString, readLang } from "../support/lang.ts";
import { dagger, daggerAttack, itemSystem } from "../fixtures/data-items.ts";
import { npcBrute } from "../fixtures/data-actors.ts";
import { byIdentifier, packSources } from "../support/packs.ts";
import type { AttackState } from "../../src/combat/attack/attack-state.ts";
import type { AttackView } from "../../src/combat/attack/card/attack-view.ts";

const { stage, MeshalActor, attackStateOf } = await attackFlowStage();
const sheetOf = await loadActorSheet();
const { ATTACK_ACTIONS } = await import("../../src/combat/attack/card/attack-actions.ts");
const { attackView } = await import("../../src/combat/attack/card/attack-view.ts");
const { attackReaderOf } = await import("../../src/combat/attack/card/attack-reader.ts");

const english = readLang("en");
const HELLFIRE_ID = "hellfirecircle01";
const hellfire = byIdentifier(packSources("abilities").map((s) => s.doc), "hellfire-circle");

/** A dagger in Hero's hand striking with Might, 2 hits, 1⚡; `attributes` the attributes its damage goes to. */
function daggerInHand(attributes: string[] = ["might"]) {
  const d = dagger();
  const attack = { ...daggerAttack, dice: { ...daggerAttack.dice, pools: ["might"], divisor: 1 }, targetAttributes: attributes };
  return { ...d, system: { ...d.system, equipped: true, attacks: itemSystem("weapon", { attacks: [attack] }).attacks } };
}

/** Hellfire Circle (the pack's area around the caster, excluding the caster and allies) at 1⚡, 2 hits, to Might or Energy. */
function areaAbility() {
  const [attack] = hellfire.system.attacks as Record<string, unknown>[];
  return {
    id: HELLFIRE_ID, name: "Hellfire Circle", type: "ability" as const,
    system: { ...hellfire.system, activation: { ...hellfire.system.activation, cost: 1 }, attacks: [{ ...attack, hits: 2, targetAttributes: ["might", "energy"] }] },
  };
}

/** An NPC with many Might and Energy dice (12 and 10), so an area's damage leaves it a split to choose. */
function ogre(n: number) {
  const fixture = npcBrute();
  const attributes = fixture.system.attributes as Record<string, { base: number; lost: number }>;
  attributes.might = { ...attributes.might!, base: 12, lost: 0 };
  attributes.energy = { ...attributes.energy!, base: 10, lost: 0 };
  return { ...fixture, id: `ogre${n}00000000000`.slice(0, 16) } as never;
}

let cast: Cast;
let npcs: SystemActor[];
/** Clicks (and dialogs answered) by whom. */
let clicks: Record<string, number>;
const count = (user: StageUser) => (clicks[user.id] = (clicks[user.id] ?? 0) + 1);

const mobility = (actor: SystemActor) => (actor.system.mobility as { value: number }).value;
const dice = (actor: SystemActor, id: "might" | "energy") => (actor.system.attributes as Record<string, { value: number }>)[id]!.value;
const stateOf = (card: StageChatMessage): AttackState => attackStateOf(card as never)!;
const lastCard = () => [...stage.world.messages.values()].filter((m) => m.type === "attack").at(-1) as StageChatMessage | undefined;
const itemOf = (actor: SystemActor, name: string) => actor.items.find((i) => i.name === name)!;

/** The card as `by`'s client renders it (their ownership, their GM standing), in English. */
function viewOf(by: StageUser, card: StageChatMessage): AttackView {
  return stage.server.onClient(by, () => {
    const reader = attackReaderOf({
      localize: (key) => langString(english, key) ?? key,
      owns: (uuid) => (globalThis as unknown as { fromUuidSync: (u: string) => { isOwner?: boolean } | null }).fromUuidSync(uuid)?.isOwner !== false,
      isGM: by.isGM,
      gmOnline: true,
    });
    return attackView(stateOf(card), reader, { coupDeGrace: false });
  });
}

/** `by` clicks the card button `action` carrying `data` (a button their view shows). */
async function press(by: StageUser, card: StageChatMessage, action: string, data: Record<string, string>): Promise<void> {
  count(by);
  await stage.server.onClient(by, () => ATTACK_ACTIONS[action]!(card as never, { type: "click" } as never, { dataset: data } as never));
  await settle();
}

/** `by` targets `actors`' tokens: one click each with the target tool, or one drag over them all (`drag`). */
function target(by: StageUser, actors: SystemActor[], drag = false): void {
  by.targets = new Set(actors.map((a) => ({ document: tokenOf(a) })));
  clicks[by.id] = (clicks[by.id] ?? 0) + (drag ? 1 : actors.length);
}

/** `by` clicks the attack button of `item` on `actor`'s sheet (attacks skip the roll dialog by default). */
async function attackFromSheet(by: StageUser, actor: SystemActor, item: string): Promise<StageChatMessage | undefined> {
  count(by);
  await stage.server.onClient(by, () => sheetOf(actor).click("rollAttack", { itemId: itemOf(actor, item).id!, attack: 0 }));
  await settle();
  return lastCard();
}

/** A started fight of Hero and the NPCs in which it is Hero's turn. */
function fight(): void {
  const combatants = [cast.hero, cast.brute, ...npcs].map((actor) => ({ actor }));
  stage.world.combats = { contents: [{ started: true, combatants: { contents: combatants }, combatant: { actor: cast.hero } }] };
}

/** Every dialog a user answered (confirmations, and any DialogV2.wait such as the split dialog). */
const dialogs = () => stage.confirm.mock.calls.length + waitDialog.mock.calls.length;
const waitDialog = vi.fn(async () => null);

function setUp(items: object[]): void {
  stage.reset();
  cast = makeAttackCast(MeshalActor, items as never);
  npcs = [];
  clicks = {};
  stage.settings.set("meshal-lite.invertSkipDialog", false);
  stage.settings.set("meshal-lite.skipAttackDialog", true);
  (foundry.applications.api.DialogV2 as unknown as { wait: typeof waitDialog }).wait = waitDialog;
  waitDialog.mockClear();
}

describe.each(seats())("one target, 2 hits, targeting counted, with the %s in the seat", (seat) => {
  let user: StageUser;
  beforeEach(() => {
    setUp([daggerInHand()]);
    user = stage.sit(seat);
    fight();
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("the attacker's side takes 3 clicks: target, attack, apply; the defender takes both hits in one", async () => {
    target(user, [cast.brute]);
    const card = (await attackFromSheet(user, cast.hero, "Dagger"))!;
    expect(stateOf(card).hits).toHaveLength(2);
    expect(mobility(cast.hero)).toBe(2);

    // The Brute is the GM's: its defense is the GM's decision (not the attacker's side), one click for both hits.
    const gmView = viewOf(stage.gm, card);
    expect(gmView.takeAll).toEqual({ targets: "0", count: 2 });
    const before = clicks[stage.gm.id] ?? 0;
    await press(stage.gm, card, "takeAll", { targets: gmView.takeAll!.targets });
    expect((clicks[stage.gm.id] ?? 0) - before).toBe(1);
    expect(stateOf(card).targets[0]).toMatchObject({ resolved: true, hit: true });

    const mine = viewOf(user, card);
    expect(mine.targets[0]).toMatchObject({ canApply: true, suggested: "" });
    const might = dice(cast.brute, "might");
    await press(user, card, "apply", { target: "0" });
    expect(dice(cast.brute, "might")).toBeLessThan(might);
    expect(viewOf(user, card).waiting).toBe("");

    const attackerSide = seat === "gm" ? (clicks[user.id] ?? 0) - 1 : (clicks[user.id] ?? 0);
    expect(attackerSide + dialogs()).toBeLessThanOrEqual(3);
    expect(dialogs()).toBe(0);
  });
});

describe.each(seats())("a multi-attribute weapon with the %s in the seat", (seat) => {
  let user: StageUser;
  beforeEach(() => {
    setUp([daggerInHand(["might", "energy"])]);
    user = stage.sit(seat);
    fight();
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("the defender accepts the suggested split in one click, with no split dialog", async () => {
    target(user, [cast.brute]);
    const card = (await attackFromSheet(user, cast.hero, "Dagger"))!;
    await press(stage.gm, card, "takeAll", { targets: viewOf(stage.gm, card).takeAll!.targets });
    const line = stateOf(card).targets[0]!;
    expect(line).toMatchObject({ resolved: true, hit: true });

    // A choice is left (some of the Brute's Might and Energy dice go, some stay): the split is the defender's.
    const gmLine = viewOf(stage.gm, card).targets[0]!;
    expect(gmLine).toMatchObject({ canApply: true, canSplit: true });
    expect(gmLine.suggested).toMatch(/^Might −\d+, Energy −\d+$|^Might −\d+$|^Energy −\d+$/);
    if (seat === "player") {
      expect(viewOf(user, card).targets[0]).toMatchObject({ canApply: false, suggested: "" });
      expect(viewOf(user, card).waiting).toBe("Waiting for Gamemaster to apply the damage to Brute");
    }
    const before = { might: dice(cast.brute, "might"), energy: dice(cast.brute, "energy") };
    await press(stage.gm, card, "apply", { target: "0", "split": "suggested" });
    const applied = stateOf(card).targets[0]!.applied!;
    expect(gmLine.suggested).toBe(["might", "energy"].filter((id) => applied.removed[id as "might"] > 0).map((id) => `${id === "might" ? "Might" : "Energy"} −${applied.removed[id as "might"]}`).join(", "));
    expect(before.might - dice(cast.brute, "might") + before.energy - dice(cast.brute, "energy")).toBe(line.damage);
    expect(waitDialog).not.toHaveBeenCalled();

    // The attacker's side: target and attack (and, for the GM who also defends, the one Apply).
    const attackerSide = seat === "gm" ? (clicks[user.id] ?? 0) - 1 : (clicks[user.id] ?? 0);
    expect(attackerSide + dialogs()).toBeLessThanOrEqual(3);
  });

  it("Other split… still opens the split dialog for a different split", async () => {
    target(user, [cast.brute]);
    const card = (await attackFromSheet(user, cast.hero, "Dagger"))!;
    await press(stage.gm, card, "takeAll", { targets: viewOf(stage.gm, card).takeAll!.targets });
    stage.gm.targets = new Set();
    await press(stage.gm, card, "applySplit", { target: "0" });
    expect(waitDialog).toHaveBeenCalledTimes(1);
    // Cancelled: nothing applied.
    expect(stateOf(card).targets[0]!.applied).toBeNull();
  });
});

describe.each(seats())("an area attack on three NPCs with the %s in the seat", (seat) => {
  let user: StageUser;
  beforeEach(() => {
    setUp([areaAbility()]);
    npcs = [1, 2, 3].map((n) => makeActor(MeshalActor, `Ogre ${n}`, ogre(n)));
    user = stage.sit(seat);
    fight();
    Object.assign(tokenOf(cast.hero), { disposition: 1 });
    for (const npc of npcs) Object.assign(tokenOf(npc), { disposition: -1 });
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("the GM resolves it in at most 4 clicks: Take all, Apply all (with each line's suggested split)", async () => {
    const foes = npcs;
    target(user, foes, true);
    const card = (await attackFromSheet(user, cast.hero, "Hellfire Circle"))!;
    expect(stateOf(card).targets.map((t) => t.name)).toEqual(["Ogre 1", "Ogre 2", "Ogre 3"]);
    expect(stateOf(card).hits).toHaveLength(2);
    const gmBefore = clicks[stage.gm.id] ?? 0;

    const take = viewOf(stage.gm, card).takeAll!;
    expect(take).toEqual({ targets: "0,1,2", count: 6 });
    await press(stage.gm, card, "takeAll", { targets: take.targets });
    expect(stateOf(card).targets.every((t) => t.resolved)).toBe(true);

    // Each Ogre has a split to choose (some of its Might and Energy dice go, some stay): Apply all takes the suggested one.
    expect(viewOf(stage.gm, card).targets.map((t) => t.canSplit)).toEqual([true, true, true]);
    const apply = viewOf(stage.gm, card).applyAll!;
    expect(apply).toEqual({ targets: "0,1,2", count: 3 });
    const lost = (a: SystemActor) => 12 + 10 - dice(a, "might") - dice(a, "energy");
    await press(stage.gm, card, "applyAll", { targets: apply.targets });
    for (const [i, foe] of foes.entries()) {
      const line = stateOf(card).targets[i]!;
      expect(line.applied).toMatchObject({ undone: false });
      expect(lost(foe)).toBe(line.damage);
      expect(dice(foe, "might")).toBeGreaterThan(0);
      expect(dice(foe, "energy")).toBeGreaterThan(0);
    }
    expect(viewOf(stage.gm, card).waiting).toBe("");
    expect(viewOf(user, card).waiting).toBe("");

    // The GM's clicks: resolving it (2), and when the GM is the attacker, the drag and the attack too.
    expect((clicks[stage.gm.id] ?? 0) - gmBefore).toBe(2);
    expect((clicks[stage.gm.id] ?? 0) + dialogs()).toBeLessThanOrEqual(4);
    expect(waitDialog).not.toHaveBeenCalled();
  });
});

describe.each(seats())("a target out of range with the %s in the seat", (seat) => {
  let user: StageUser;
  beforeEach(() => {
    setUp([daggerInHand()]);
    user = stage.sit(seat);
    fight();
    // The Brute stands 6 squares from Hero: the dagger reaches 1.
    Object.assign(tokenOf(cast.brute), tokenAt(castScene.grid, 5, 11));
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("is confirmed before anything is spent: declined, nothing is spent or posted", async () => {
    stage.confirm.mockResolvedValueOnce(false);
    target(user, [cast.brute]);
    expect(await attackFromSheet(user, cast.hero, "Dagger")).toBeUndefined();
    expect(stage.confirm).toHaveBeenCalledTimes(1);
    const asked = stage.confirm.mock.calls[0] as unknown as [{ content: string; window: { title: string } }];
    expect(asked[0].window.title).toBe("MESHAL.Attack.start.outOfRangeTitle");
    expect(mobility(cast.hero)).toBe(3);
  });

  it("accepted, the attack is made; the card says the line waits for the GM's ruling", async () => {
    target(user, [cast.brute]);
    const card = (await attackFromSheet(user, cast.hero, "Dagger"))!;
    expect(stage.confirm).toHaveBeenCalledTimes(1);
    expect(mobility(cast.hero)).toBe(2);
    expect(stateOf(card).targets[0]).toMatchObject({ range: "outOfRange", distance: 6 });
    const gm = seat === "gm" ? "you" : "the GM";
    expect(viewOf(user, card)).toMatchObject({ waiting: `Waiting for ${gm} to rule Brute in range or assign other targets` });
  });

  it("in range, nothing is asked", async () => {
    Object.assign(tokenOf(cast.brute), tokenAt(castScene.grid, 5, 6));
    target(user, [cast.brute]);
    expect(await attackFromSheet(user, cast.hero, "Dagger")).toBeDefined();
    expect(stage.confirm).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from "vitest";
import { attackView } from "../../src/combat/attack/card/attack-view.ts";
import { chanceText } from "../../src/combat/attack/card/attack-view-parts.ts";
import { chanceToStop } from "../../src/combat/attack/defense-options.ts";
import {
  ATTACKER, BRUTE, WOLF, applied, attackReader, beyondRange, decide, defended, defender, line, next, resolved, rolledAttack, undone, untargeted,
} from "../support/attack-card-fixtures.ts";
import { resolveTarget } from "../../src/combat/attack/attack-state.ts";

const owner = (more = {}) => attackReader({ owned: [BRUTE], defenders: { [BRUTE]: defender() }, ...more });
const stranger = (more = {}) => attackReader({ defenders: { [BRUTE]: defender() }, ...more });
const gm = (more = {}) => attackReader({ isGM: true, defenders: { [BRUTE]: defender(), [WOLF]: defender() }, ...more });
const attackerOwner = () => attackReader({ owned: [ATTACKER], defenders: { [BRUTE]: defender() } });

describe("attack card header", () => {
  it("shows the attack as rolled, in the reader's language", () => {
    const v = attackView(rolledAttack(), stranger());
    expect(v).toMatchObject({
      attacker: "Lin Wei", title: "Hunting Spear — Thrust", types: "Physical", penetration: 1, extra: "Damage ×2",
      undefendable: false, defenses: "Block / Dodge", cost: 2, dice: "4🎲", baseDice: 3, showBase: true, advantage: "1 advantage", disadvantage: "",
      sources: "Balanced grip", unit: "points", multiHit: true,
    });
    const cn = attackView(rolledAttack(), stranger({ lang: "cn" }));
    expect(cn).toMatchObject({ types: "物理", defenses: "格挡 / 闪避", advantage: "1 个优势" });
    expect(attackView(beyondRange(), stranger())).toMatchObject({ dice: "6🎲", showBase: false, advantage: "", sources: "" });
  });

  it("lists each hit's faces with the scoring ones marked, and its roll", () => {
    const v = attackView(rolledAttack(), stranger());
    expect(v.hits).toEqual([
      { number: 1, roll: 3, dice: [{ face: 1, scores: true }, { face: 2, scores: true }, { face: 5, scores: false }, { face: 6, scores: false }] },
      { number: 2, roll: 3, dice: [{ face: 2, scores: true }, { face: 3, scores: false }, { face: 4, scores: false }, { face: 1, scores: true }] },
    ]);
  });

  it("reads a face-sum attack as a face sum, with nothing highlighted", () => {
    const v = attackView(rolledAttack(undefined, { mode: "faceSum" }), stranger());
    expect(v.hits[0]).toMatchObject({ roll: 14 });
    expect(v.hits[0]!.dice.some((d) => d.scores)).toBe(false);
    expect(v.unit).toBe("face sum");
    expect(v.dice).toBe("4🎲+"); // the book's N🎲+ (l.31)
  });

  it("prints every kind of extra damage the way the rules do, and a label-less, undefendable, mixed attack", () => {
    const extra = [{ op: "mul", value: 2 }, { op: "div", value: 2 }, { op: "add", value: 1 }, { op: "addDice", value: 1 }, { op: "sub", value: 1 }] as const;
    const v = attackView(rolledAttack(undefined, { extra: [...extra], extraFaces: [[2], [5]], attackLabel: "", allowed: [], types: ["erosion", "true"], disadvantage: 2 }), stranger());
    expect(v).toMatchObject({ extra: "Damage ×2, ÷2, +1, +1🎲, −1", title: "Hunting Spear", undefendable: true, types: "Erosion / True", disadvantage: "2 disadvantage" });
  });
});

describe("defense buttons", () => {
  it("offer the owner of the target each allowed defense with its dice, cost and exact chance, and 'take it'", () => {
    const hit = attackView(rolledAttack(), owner()).targets[0]!.hits[0]!;
    expect(hit.canDecide).toBe(true);
    // Roll 3; protection 1 is cancelled by penetration 1, so the defense must score 3.
    expect(hit.options).toEqual([
      // Coloured by the odds: a third is amber, a fifth red.
      { kind: "block", label: "Block", dice: 4, cost: 1, chance: chanceText(chanceToStop(4, 3)), chanceTier: "mid" },
      { kind: "dodge", label: "Dodge", dice: 3, cost: 1, chance: chanceText(chanceToStop(3, 3)), chanceTier: "low" },
    ]);
    expect(hit.note).toBe("3 points to stop it");
    expect(hit.decision).toBeNull();
  });

  it("print chances with one decimal, exact 100% and 0% only when certain", () => {
    expect(chanceText(1)).toBe("100%");
    expect(chanceText(0)).toBe("0%");
    expect(chanceText(0.5)).toBe("50.0%");
    expect(chanceText(0.57871)).toBe("57.9%");
    expect(chanceText(0.99996)).toBe("99.9%");
    expect(chanceText(0.00001)).toBe("0.1%");
    expect(chanceText(chanceToStop(4, 1))).toBe(`${(Math.round((1 - (4 / 6) ** 4) * 1000) / 10).toFixed(1)}%`);
  });

  it("follow the defender's own dice and modifiers", () => {
    const reader = owner({ defenders: { [BRUTE]: defender({ dice: { might: 1, energy: 6, spirit: 2 }, modifiers: { block: { advantage: 2 } } }) } });
    const options = attackView(rolledAttack(), reader).targets[0]!.hits[0]!.options;
    expect(options.map((o) => [o.kind, o.dice, o.chance])).toEqual([
      ["block", 3, chanceText(chanceToStop(3, 3))],
      ["dodge", 6, chanceText(chanceToStop(6, 3))],
    ]);
  });

  it("are not shown to a player who does not own the target, nor to the attacker's owner", () => {
    for (const reader of [stranger(), attackerOwner()]) {
      const hits = attackView(rolledAttack(), reader).targets[0]!.hits;
      expect(hits.every((h) => !h.canDecide && h.options.length === 0)).toBe(true);
      expect(hits.map((h) => h.note)).toEqual(["Awaiting defense", "Awaiting defense"]);
    }
  });

  it("are shown to the GM for any target", () => {
    const hits = attackView(beyondRange(), gm()).targets.map((t) => t.hits[0]!);
    expect(hits.map((h) => [h.canDecide, h.options.length])).toEqual([[true, 2], [true, 2]]);
  });

  it("need a defender the reader's client can read, even when the reader 'owns' an unknown actor", () => {
    const hits = attackView(rolledAttack(), attackReader({ owned: [BRUTE], defenders: {} })).targets[0]!.hits;
    expect(hits.some((h) => h.canDecide)).toBe(false);
    const noReader = attackView(rolledAttack(), { localize: (k) => k, owns: () => true }).targets[0]!.hits;
    expect(noReader.some((h) => h.canDecide)).toBe(false);
  });

  // Issue 35: no choice beside a statement that it is not one — the GM's client takes such a hit (settleState).
  it("give way to the reason when the defender is unconscious or out of ⚡, with no 'take it' beside it", () => {
    const out = attackView(rolledAttack(), owner({ defenders: { [BRUTE]: defender({ unconscious: true }) } })).targets[0]!.hits[0]!;
    expect(out).toMatchObject({ canDecide: false, canReact: false, options: [], note: "Cannot defend: unconscious" });
    const tired = attackView(rolledAttack(), owner({ defenders: { [BRUTE]: defender({ mobility: 0 }) } })).targets[0]!.hits[0]!;
    expect(tired).toMatchObject({ canDecide: false, canReact: false, options: [], note: "Cannot defend: no ⚡ left" });
    const cn = attackView(rolledAttack(), owner({ lang: "cn", defenders: { [BRUTE]: defender({ mobility: 0 }) } })).targets[0]!.hits[0]!;
    expect(cn.note).toBe("无法防御：机动 ⚡ 不足");
  });

  it("are not offered against an undefendable attack", () => {
    const hit = attackView(rolledAttack(undefined, { allowed: [] }), owner()).targets[0]!.hits[0]!;
    expect(hit).toMatchObject({ canDecide: false, options: [], note: "Undefendable" });
  });

  it("are not needed when protection already stops the hit", () => {
    const armoured = owner({ defenders: { [BRUTE]: defender({ protection: { physical: 5, erosion: 0, occult: 0 } }) } });
    const hit = attackView(rolledAttack(), armoured).targets[0]!.hits[0]!;
    expect(hit).toMatchObject({ canDecide: false, options: [], note: "Protection already stops this hit." });
    const immune = owner({ defenders: { [BRUTE]: defender({ immune: ["physical"] }) } });
    expect(attackView(rolledAttack(), immune).targets[0]!.hits[0]!.note).toBe("Protection already stops this hit.");
  });

  it("go once a hit has its decision; the decision shows the defense, its faces and points", () => {
    const hits = attackView(defended(), owner()).targets[0]!.hits;
    expect(hits[0]).toMatchObject({ canDecide: false, options: [], decision: { taken: false, label: "Dodge", points: 1, dice: [{ face: 1, scores: true }, { face: 4, scores: false }, { face: 6, scores: false }] } });
    // Hit 1's damage knocked the brute out: hit 2 is no choice (no 'take it' beside "cannot defend").
    expect(hits[1]).toMatchObject({ canDecide: false, decision: null, note: "Knocked out by hit 1: cannot defend" });
    const taken = attackView(decide(rolledAttack(), 0, 1, { kind: "take", faces: [] }), stranger()).targets[0]!.hits[1]!;
    expect(taken.decision).toEqual({ taken: true, label: "No defense", dice: [], points: 0 });
  });

  it("are disabled with the 'no GM' text when no GM is connected (a GM reader is never blocked)", () => {
    const offline = attackView(rolledAttack(), owner({ gmOnline: false }));
    expect(offline).toMatchObject({ disabled: true, noGM: "No GM is connected: the card can only change while a GM is online.", hasButtons: true });
    expect(offline.targets[0]!.hits[0]!.canDecide).toBe(true);
    expect(attackView(rolledAttack(), gm({ gmOnline: false }))).toMatchObject({ disabled: false, noGM: "" });
    expect(attackView(rolledAttack(), owner())).toMatchObject({ disabled: false, noGM: "" });
    // Nothing to press, nothing to warn about.
    expect(attackView(rolledAttack(), stranger({ gmOnline: false }))).toMatchObject({ disabled: false, noGM: "", hasButtons: false });
  });
});

describe("target lines through the stages", () => {
  it("move from awaiting defense to resolved, applied and undone", () => {
    const stages = [rolledAttack(), defended(), resolved(), applied(), undone()].map((s) => attackView(s, stranger()).targets[0]!.stage);
    expect(stages).toEqual(["awaitingDefense", "awaitingDefense", "resolved", "applied", "undone"]);
  });

  it("show range and distance in steps", () => {
    const t = attackView(rolledAttack(), stranger()).targets[0]!;
    expect(t).toMatchObject({ name: "Grave Brute", range: "In range", distance: "2 steps", penalty: "" });
    const unmeasured = attackView(rolledAttack([line("Ghost", BRUTE, { distance: null, range: "unmeasured" })]), stranger({ lang: "cn" })).targets[0]!;
    expect(unmeasured).toMatchObject({ range: "未测量距离", distance: "", hits: [] });
    expect(unmeasured.refused).toMatch(/^无法命中：主持人无法测量/);
  });

  it("a hidden token's line: players read an unseen creature, the GM the token's name (issue 34)", () => {
    const hidden = rolledAttack([line("", BRUTE, { hidden: true })]);
    expect(attackView(hidden, stranger()).targets[0]!.name).toBe("an unseen creature");
    expect(attackView(hidden, stranger()).waiting).toContain("an unseen creature");
    expect(attackView(hidden, stranger({ lang: "cn" })).targets[0]!.name).toBe("一个看不见的生物");
    expect(attackView(hidden, { ...gm(), tokenName: () => "Lurker" }).targets[0]!.name).toBe("Lurker");
    expect(attackView(hidden, { ...stranger(), tokenName: () => "Lurker" }).targets[0]!.name).toBe("an unseen creature");
  });

  it("advantages a player claimed beyond the sheet: \"+2 claimed\", none without a claim (issue 34)", () => {
    expect(attackView(rolledAttack(undefined, { advantage: 3, claimed: 2 }), stranger()).claimed).toBe("+2 claimed");
    expect(attackView(rolledAttack(undefined, { advantage: 3, claimed: 2 }), stranger({ lang: "cn" })).claimed).toBe("+2 声明");
    expect(attackView(rolledAttack(undefined, { advantage: 3 }), stranger()).claimed).toBe("");
  });

  it("count one step in the singular, and steps in Chinese without a plural", () => {
    const adjacent = rolledAttack([line("Grave Brute", BRUTE, { distance: 1 })]);
    expect(attackView(adjacent, stranger()).targets[0]).toMatchObject({ distance: "1 step" });
    expect(attackView(adjacent, stranger({ lang: "cn" })).targets[0]).toMatchObject({ distance: "1 步" });
    expect(attackView(rolledAttack([line("Grave Brute", BRUTE, { distance: 1.5 })]), stranger()).targets[0]).toMatchObject({ distance: "1.5 steps" });
    const far = rolledAttack([line("Grave Brute", BRUTE, { distance: 8, range: "outOfRange" })]);
    expect(attackView(far, stranger()).targets[0]!.refused).toMatch(/^Cannot be hit: 8 steps away, range /);
    expect(attackView(far, stranger({ lang: "cn" })).targets[0]!.refused).toMatch(/^无法命中：距离 8 步，攻击范围为 /);
  });

  it("resolved: the damage and the attribute it removes dice from", () => {
    const t = attackView(resolved(), stranger()).targets[0]!;
    // Hit 1: 3 − 0 protection − 1 dodged = 2, ×2 = 4; hit 2 taken: 3 ×2 = 6.
    expect(t).toMatchObject({ resolved: true, hit: true, outcome: "Hit: 10 damage", attributes: "Removes dice from Might" });
    // §6.3 hits in order: hit 1's 4 damage empties the brute's 4 Might, so hit 2 met an unconscious brute.
    expect(t.hits.map((h) => h.note)).toEqual(["", "Knocked out by hit 1: cannot defend"]);
  });

  it("resolved with several attributes: the defender splits", () => {
    const t = attackView(resolved(decide(rolledAttack(undefined, { attributes: ["might", "energy"] }), 0, 0, { kind: "take", faces: [] })), stranger()).targets[0]!;
    expect(t.attributes).toBe("Removes dice from Might / Energy: the defender splits it");
  });

  it("resolved as a miss: no damage, no attributes", () => {
    const blocked = decide(decide(rolledAttack(), 0, 0, { kind: "block", faces: [1, 2, 2] }), 0, 1, { kind: "dodge", faces: [2, 1, 3] });
    const t = attackView(resolved(blocked), stranger()).targets[0]!;
    expect(t).toMatchObject({ hit: false, outcome: "No damage", attributes: "" });
  });

  it("applied: what each attribute lost against the dice it had, the loss capped by them, and what became of the target", () => {
    // The reader's client reads the brute after the damage: 10 damage emptied its 4 Might dice.
    const after = (might: number) => attackReader({ defenders: { [BRUTE]: defender({ dice: { might, energy: 3, spirit: 2 } }) } });
    const knockedOut = attackView(applied(), after(0)).targets[0]!;
    expect(knockedOut.applied).toEqual({ removed: "Dice removed: Might −4 (all 4 dice)", capped: "10 damage, 4 dice lost: no more dice to take", outcome: "Falls unconscious", undone: false });
    const scratched = attackView(applied(undefined, { might: 12, energy: 3, spirit: 2 }), after(2)).targets[0]!;
    expect(scratched.applied).toEqual({ removed: "Dice removed: Might −10 of 12 dice", capped: "", outcome: "", undone: false });
    // A reader whose client cannot read the target sees the dice removed only.
    const killed = attackView(applied(undefined, { might: 12, energy: 3, spirit: 2 }, { wasUnconscious: true, coupDeGrace: true }), attackReader({ lang: "cn" })).targets[0]!;
    expect(killed.applied).toEqual({ removed: "已移除骰子：强壮 −10", capped: "", outcome: "被致命一击杀死", undone: false });
  });

  it("undone: marked, and no second undo", () => {
    const t = attackView(undone(), gm()).targets[0]!;
    expect(t.applied).toMatchObject({ undone: true, removed: "Dice removed: Might −4 (all 4 dice)", capped: "" });
    expect([t.canApply, t.canUndo]).toEqual([false, false]);
  });
});

describe("apply and undo", () => {
  it("are for the GM, whoever defends for the target and the attacker's owner", () => {
    for (const reader of [gm(), owner(), attackerOwner()]) {
      expect(attackView(resolved(), reader).targets[0]!).toMatchObject({ canApply: true, canUndo: false });
      expect(attackView(applied(), reader).targets[0]!).toMatchObject({ canApply: false, canUndo: true });
    }
  });

  it("no one applies a line measured out of range (§4.3: it cannot be hit)", () => {
    const outOfRange = resolved();
    outOfRange.targets[0] = { ...outOfRange.targets[0]!, range: "outOfRange" };
    for (const reader of [gm(), owner(), attackerOwner()]) expect(attackView(outOfRange, reader).targets[0]!.canApply).toBe(false);
  });

  it("are not for anyone else, nor before the target resolved", () => {
    expect(attackView(resolved(), stranger()).targets[0]!).toMatchObject({ canApply: false, canUndo: false });
    expect(attackView(applied(), stranger()).targets[0]!).toMatchObject({ canApply: false, canUndo: false });
    expect(attackView(defended(), gm()).targets[0]!).toMatchObject({ canApply: false, canUndo: false });
    // Owning an actor the client cannot read as a defender is not defending for it.
    expect(attackView(resolved(), attackReader({ owned: [BRUTE] })).targets[0]!.canApply).toBe(false);
  });

  it("are not offered for a miss (nothing to remove, no coup de grâce without a hit)", () => {
    const missed = resolved(rolledAttack(undefined, { hits: [[5, 6, 6, 4], [3, 4, 5, 6]] }));
    const t = attackView(missed, gm()).targets[0]!;
    expect(t).toMatchObject({ resolved: true, hit: false, canApply: false, canUndo: false, outcome: "No damage" });
  });
});

describe("range penalty per target", () => {
  it("counts only the first dice of each hit for the far target, with its own roll", () => {
    const [wolf, brute] = attackView(beyondRange(), stranger()).targets;
    expect(wolf).toMatchObject({ range: "In range", distance: "6 steps", penalty: "" });
    expect(wolf!.hits[0]).toMatchObject({ dice: null, roll: 5 });
    expect(brute).toMatchObject({ range: "Beyond range", distance: "20 steps", penalty: "−2 dice" });
    expect(brute!.hits[0]!.dice!.map((d) => d.face)).toEqual([1, 2, 5, 6]);
    expect(brute!.hits[0]!.roll).toBe(3);
  });

  it("offers the far target's defender the chance against its own roll", () => {
    const reader = owner({ defenders: { [BRUTE]: defender() } });
    const hit = attackView(beyondRange(), reader).targets[1]!.hits[0]!;
    expect(hit.note).toBe("3 points to stop it");
    expect(hit.options[0]!.chance).toBe(chanceText(chanceToStop(4, 3)));
  });
});

describe("targets assigned later", () => {
  it("a card without targets says so; only the GM gets the assign button", () => {
    expect(attackView(untargeted(), stranger())).toMatchObject({ noTargets: true, canAssign: false, hasButtons: false });
    expect(attackView(untargeted(), gm())).toMatchObject({ noTargets: true, canAssign: true, assignKey: "MESHAL.Attack.card.assign", hasButtons: true });
  });

  it("the GM may replace targets until one resolves", () => {
    expect(attackView(defended(), gm())).toMatchObject({ canAssign: true, assignKey: "MESHAL.Attack.card.reassign" });
    expect(attackView(resolved(), gm()).canAssign).toBe(false);
  });
});

// Issue 21 item 7 (§6.3 hits in order): the spear's hit 1 taken does 3 × 2 = 6 damage and empties the brute's 4 Might.
describe("hits in order on the card (§6.3)", () => {
  it("shows hit 2 without defenses to the owner of a brute hit 1 knocked out, and says why", () => {
    const hit2 = attackView(decide(rolledAttack(), 0, 0, { kind: "take", faces: [] }), owner()).targets[0]!.hits[1]!;
    expect(hit2).toMatchObject({ canDecide: false, canReact: false, options: [], note: "Knocked out by hit 1: cannot defend" });
    const cn = attackView(decide(rolledAttack(), 0, 0, { kind: "take", faces: [] }), owner({ lang: "cn" })).targets[0]!.hits[1]!;
    expect(cn.note).toBe("已被第 1 段命中击晕：无法防御");
  });

  it("offers hit 2's defense only once hit 1 is decided", () => {
    const hit2 = attackView(rolledAttack(), owner()).targets[0]!.hits[1]!;
    expect(hit2).toMatchObject({ canDecide: true, canReact: false, options: [], note: "Waits for hit 1" });
  });

  it("keeps the state each hit met after Apply (the dice the application removed are counted back)", () => {
    // applied(): hit 1 dodged to 4 damage, Might 4 → 0; the reader now reads the brute at 0 Might, unconscious.
    const after = defender({ dice: { might: 0, energy: 3, spirit: 2 }, unconscious: true });
    const t = attackView(applied(), owner({ defenders: { [BRUTE]: after } })).targets[0]!;
    expect(t.hits.map((h) => h.note)).toEqual(["", "Knocked out by hit 1: cannot defend"]);
  });
});

describe("every number explained", () => {
  it("shows each resolved hit's working: roll, protection less penetration, defense, extra damage, damage", () => {
    const [first, second] = attackView(resolved(), stranger()).targets[0]!.hits;
    expect(first!.working).toEqual(["Rolled 3 points", "protection 1 − penetration 1 = 0", "Dodge scored 1: not enough", "2 left", "Damage ×2", "= 4 damage"]);
    expect(second!.working).toEqual(["Rolled 3 points", "protection 1 − penetration 1 = 0", "3 left", "Damage ×2", "= 6 damage"]);
    // The same steps as one line, for the hover tooltip in the chat log.
    expect(first!.tip).toBe(first!.working.join(" · "));
  });

  it("says when a defense or protection stopped the hit, and counts the rolled extra dice", () => {
    const blocked = decide(rolledAttack(), 0, 0, { kind: "block", faces: [1, 2, 2] });
    expect(attackView(resolved(blocked), stranger()).targets[0]!.hits[0]!.working).toEqual(["Rolled 3 points", "protection 1 − penetration 1 = 0", "Block scored 5: stopped it", "= 0 damage"]);
    const armoured = resolved(rolledAttack(undefined, { penetration: 0 }), defender({ protection: { physical: 3, erosion: 0, occult: 0 } }));
    expect(attackView(armoured, stranger()).targets[0]!.hits[1]!.working).toEqual(["Rolled 3 points", "protection 3", "protection stops it", "= 0 damage"]);
    const dice = resolved(rolledAttack(undefined, { extra: [{ op: "addDice", value: 1 }], extraFaces: [[2], [5]] }));
    expect(attackView(dice, stranger({ lang: "cn" })).targets[0]!.hits[1]!.working).toEqual(["投出 3 点数", "防护 1 − 穿透 1 = 0", "剩余 3", "伤害 +1🎲（额外骰得 0 点）", "= 3 伤害"]);
  });

  it("shows no working before the line resolves, nor on a card resolved before it was kept", () => {
    expect(attackView(defended(), stranger()).targets[0]!.hits.map((h) => h.working)).toEqual([[], []]);
    const old = resolved();
    delete old.targets[0]!.working;
    expect(attackView(old, stranger()).targets[0]!.hits[0]).toMatchObject({ working: [], tip: "" });
  });
});

describe("who acts next", () => {
  const goran = { [BRUTE]: { name: "Goran", isReader: false } };
  // A brute hit 1 does not knock out, so hit 2 is still its choice.
  const sturdy = defender({ mobility: 1, dice: { might: 9, energy: 3, spirit: 2 } });
  const watcher = (more = {}) => attackReader({ defenders: { [BRUTE]: sturdy }, acting: goran, ...more });

  it("names the defender's player, the hit and the ⚡ they have left, then who applies, then nobody", () => {
    expect(attackView(rolledAttack(), watcher())).toMatchObject({ waiting: "Waiting for Goran to defend Grave Brute against hit 1 — 1⚡ left", waitingYou: false, step: "defend:0:0" });
    expect(attackView(defended(), watcher())).toMatchObject({ waiting: "Waiting for Goran to defend Grave Brute against hit 2 — 1⚡ left", step: "defend:0:1" });
    expect(attackView(resolved(), watcher())).toMatchObject({ waiting: "Waiting for Goran to apply the damage to Grave Brute", step: "apply:0" });
    expect(attackView(applied(), watcher())).toMatchObject({ waiting: "", waitingYou: false, step: "" });
  });

  it("says 'you' to the user who acts, names the GM when no player does, and speaks the reader's language", () => {
    const you = attackView(defended(), watcher({ acting: { [BRUTE]: { name: "Ann", isReader: true } } }));
    expect(you).toMatchObject({ waiting: "Waiting for you to defend Grave Brute against hit 2 — 1⚡ left", waitingYou: true });
    expect(attackView(rolledAttack(), watcher({ acting: {} })).waiting).toBe("Waiting for the GM to defend Grave Brute against hit 1 — 1⚡ left");
    expect(attackView(rolledAttack(), watcher({ lang: "cn" })).waiting).toBe("等待 Goran 为 Grave Brute 防御第 1 段——剩余 1⚡");
    const oneHit = rolledAttack(undefined, { hits: [[1, 2, 5, 6]] });
    expect(attackView(oneHit, watcher()).waiting).toBe("Waiting for Goran to defend Grave Brute — 1⚡ left");
  });

  // Issue 35: a line in every state, and no "Waiting for you to defend" a hit that is not a choice.
  it("says when a hit is no one's choice, and what a card waits for with a counter, a target out of range or no target", () => {
    const knocked = attackView(defended(), watcher({ defenders: { [BRUTE]: defender({ mobility: 1 }) }, acting: { [BRUTE]: { name: "Ann", isReader: true } } }));
    expect(knocked).toMatchObject({ waiting: "Grave Brute has no defense left against hit 2: it is taken for them", waitingYou: false, step: "" });
    expect(attackView(untargeted(), watcher())).toMatchObject({ waiting: "Waiting for the GM to target tokens and assign them", waitingYou: false });
    expect(attackView(untargeted(), watcher({ isGM: true }))).toMatchObject({ waiting: "Waiting for you to target tokens and assign them", waitingYou: true, step: "assign" });
    const far = rolledAttack([line("Grave Brute", BRUTE, { range: "outOfRange", distance: 9 })]);
    expect(attackView(far, watcher())).toMatchObject({ waiting: "Waiting for the GM to rule Grave Brute in range or assign other targets", step: "rule:0" });
    const countered = rolledAttack();
    countered.targets[0]!.defenses[0] = { kind: "reaction", faces: [], counter: "msg0000000000001" };
    expect(attackView(countered, watcher()).waiting).toBe("Waiting for the counter-attack of Grave Brute, on its own card");
    expect(attackView(far, watcher({ lang: "cn" })).waiting).toBe("等待 主持人 裁定 Grave Brute 在射程内，或指定其他目标");
  });

  it("waits for nobody on a card a player wrote (it is read-only)", () => {
    expect(attackView(rolledAttack(), { ...watcher(), gmWritten: false })).toMatchObject({ waiting: "", step: "" });
  });

  it("keeps a deciding reader's rows the height of their buttons until the line resolves, so later buttons stay put", () => {
    expect(attackView(defended(), owner()).targets[0]!.hits.map((h) => h.reserve)).toEqual([true, true]);
    expect(attackView(defended(), stranger()).targets[0]!.hits.map((h) => h.reserve)).toEqual([false, false]);
    expect(attackView(resolved(), owner()).targets[0]!.hits.map((h) => h.reserve)).toEqual([false, false]);
  });
});

// Issue 35: an exchange as played — one click for many lines, and the split the defender accepts in one click.
describe("one click for many lines, and the suggested split", () => {
  const two = () => rolledAttack([line("Wolf", WOLF), line("Grave Brute", BRUTE)]);

  it("offers Take all over the open hits the reader decides: every line to the GM, only their own to a player", () => {
    expect(attackView(two(), gm())).toMatchObject({ takeAll: { targets: "0,1", count: 4 }, hasButtons: true });
    expect(attackView(two(), owner()).takeAll).toEqual({ targets: "1", count: 2 });
    expect(attackView(two(), stranger()).takeAll).toBeNull();
    // One hit to decide is one click already.
    expect(attackView(decide(two(), 0, 0, { kind: "take", faces: [] }), owner({ owned: [WOLF], defenders: { [WOLF]: defender() } })).takeAll).toBeNull();
  });

  it("offers Apply all over the lines the reader applies, once two wait", () => {
    let both = two();
    for (const t of [0, 1]) for (const h of [0, 1]) both = decide(both, t, h, { kind: "take", faces: [] });
    both = next(resolveTarget(next(resolveTarget(both, 0, defender())), 1, defender()));
    expect(attackView(both, gm())).toMatchObject({ applyAll: { targets: "0,1", count: 2 }, takeAll: null });
    expect(attackView(both, owner()).applyAll).toBeNull();
    expect(attackView(both, attackerOwner()).applyAll).toEqual({ targets: "0,1", count: 2 });
  });

  it("shows the defender and the GM the suggested split on Apply, keeps every attribute above 0, and never to the attacker's owner", () => {
    const split = resolved(defended(), defender());
    split.attributes = ["might", "energy"];
    split.targets[0]!.damage = 4;
    const sturdy = { [BRUTE]: defender({ dice: { might: 4, energy: 3, spirit: 2 } }) };
    expect(attackView(split, owner({ defenders: sturdy })).targets[0]).toMatchObject({ canApply: true, suggested: "Might −3, Energy −1", canSplit: true });
    expect(attackView(split, gm({ defenders: sturdy })).targets[0]!.suggested).toBe("Might −3, Energy −1");
    expect(attackView(split, gm({ defenders: sturdy, lang: "cn" })).targets[0]!.suggested).toMatch(/^\S+ −3, \S+ −1$/);
    expect(attackView(split, attackReader({ owned: [ATTACKER], defenders: sturdy })).targets[0]).toMatchObject({ canApply: false, suggested: "", canSplit: false });
    // One attribute: nothing to split, the plain Apply.
    expect(attackView(resolved(), owner()).targets[0]).toMatchObject({ canApply: true, suggested: "", canSplit: false });
  });
});

/**
 * The attack card rendered through its template for different readers: the buttons the contract names (with the
 * data attributes the handlers read), stage classes, escaping, and both languages from one stored state.
 */
import { describe, expect, it } from "vitest";
import "../support/schema-env.ts";
import { ATTACK_CARD } from "../../src/combat/attack/attack-card.ts";
import { cardProblems } from "../../src/chat/card-schema.ts";
import { cardStateOf } from "../../src/chat/card-state.ts";
import type { AttackState } from "../../src/combat/attack/attack-state.ts";
import {
  ATTACKER, BRUTE, applied, attackReader, beyondRange, defended, defender, line, resolved, rolledAttack, undone, untargeted,
} from "../support/attack-card-fixtures.ts";
import { renderCard } from "../support/cards.ts";
import { flattenLang, readLang } from "../support/lang.ts";

const owner = (more = {}) => attackReader({ owned: [BRUTE], defenders: { [BRUTE]: defender() }, ...more });
const gm = (more = {}) => attackReader({ isGM: true, defenders: { [BRUTE]: defender() }, ...more });

/** Every `<button …>` opening tag of the HTML. */
const buttons = (html: string): string[] => [...html.matchAll(/<button\b[^>]*>/g)].map((m) => m[0]);

const STATES: [string, () => AttackState][] = [
  ["rolled", () => rolledAttack()], ["defended", defended], ["resolved", () => resolved()], ["applied", () => applied()],
  ["undone", undone], ["untargeted", untargeted], ["beyond range", beyondRange],
];

describe("the attack card's stored state", () => {
  it.each(STATES)("%s: satisfies the card's schema and is read back from a message", (_name, make) => {
    const state = make();
    expect(cardProblems(ATTACK_CARD, state)).toEqual([]);
    expect(cardStateOf(ATTACK_CARD, { type: "attack", system: state })).toEqual(state);
  });

  it("refuses a face that is no d6 face and an unknown stage of a decision", () => {
    const bad = structuredClone(rolledAttack());
    bad.hits[0]![0] = 7;
    expect(cardProblems(ATTACK_CARD, bad)[0]).toMatch(/^hits\[0\]\[0\]: 7 is above the maximum 6/);
    const kind = structuredClone(defended()) as unknown as { targets: { defenses: { kind: string }[] }[] };
    kind.targets[0]!.defenses[0]!.kind = "parry";
    expect(cardProblems(ATTACK_CARD, kind)[0]).toMatch(/kind: unknown choice/);
  });
});

describe("the attack card's template", () => {
  it.each(STATES.flatMap(([name, make]) => (["en", "cn"] as const).map((lang) => [name, lang, make] as const)))(
    "%s in %s: one root element, every string translated",
    (_name, lang, make) => {
      const html = renderCard(ATTACK_CARD, make(), gm({ lang }));
      expect(html.trim().startsWith('<div class="meshal meshal-attack')).toBe(true);
      expect(html).not.toMatch(/MESHAL\.|![A-Z]/);
      if (lang === "cn") expect(html).not.toMatch(/\b(Hit|Block|Dodge|Apply|Undo|Awaiting|Range|steps|damage)\b/);
    },
  );

  it("gives the target's owner defend buttons per hit and defense, and 'take it', with the data the handlers read", () => {
    const html = renderCard(ATTACK_CARD, rolledAttack(), owner());
    const defend = buttons(html).filter((b) => b.includes('data-action="defend"'));
    // §6.3 hits in order: hit 2's defense waits for hit 1 (it meets the defender as hit 1 leaves it); it can be taken.
    expect(defend).toHaveLength(2);
    expect(defend[0]).toContain('type="button"');
    expect(defend[0]).toContain('data-target="0" data-hit="0" data-kind="block"');
    expect(defend[1]).toContain('data-target="0" data-hit="0" data-kind="dodge"');
    expect(html).toContain("Waits for hit 1");
    const take = buttons(html).filter((b) => b.includes('data-action="take"'));
    expect(take.map((b) => b.match(/data-target="\d" data-hit="\d"/)![0])).toEqual(['data-target="0" data-hit="0"', 'data-target="0" data-hit="1"']);
    expect(html).toMatch(/Block<\/span>\s*<span class="meshal-attack__choice-dice">4🎲 · 1⚡<\/span>\s*<span class="meshal-attack__chance meshal-chance" data-tier="(low|mid|high)">\d+\.\d%<\/span>/);
    expect(buttons(html).some((b) => b.includes("disabled"))).toBe(false);
  });

  it("shows another player the roll and 'awaiting defense', without buttons", () => {
    const html = renderCard(ATTACK_CARD, rolledAttack(), attackReader());
    expect(buttons(html)).toEqual([]);
    expect(html).toContain("Awaiting defense");
    expect(html).toMatch(/4🎲<\/span>\s*<small class="meshal-attack__base">base 3<\/small>\s*<span class="meshal-tag meshal-tag--advantage">1 advantage<\/span>/);
    expect(html).toContain('die-face die-face--small die-face--1">1<');
    expect(html).toContain('die-face die-face--small">5<');
  });

  it("marks each target line with its stage", () => {
    for (const [make, stage] of [[rolledAttack, "awaitingDefense"], [resolved, "resolved"], [applied, "applied"], [undone, "undone"]] as const) {
      expect(renderCard(ATTACK_CARD, make(), attackReader())).toContain(`meshal-attack__target meshal-attack__target--${stage}`);
    }
  });

  it("offers Apply, then Undo, on the target's line", () => {
    expect(buttons(renderCard(ATTACK_CARD, resolved(), owner())).filter((b) => b.includes("data-action"))).toEqual([
      '<button type="button" class="meshal-button meshal-attack__apply" data-action="apply" data-target="0">',
    ]);
    const undo = renderCard(ATTACK_CARD, applied(), attackReader({ owned: [ATTACKER] }));
    expect(buttons(undo)).toEqual(['<button type="button" class="meshal-button meshal-attack__undo" data-action="undo" data-target="0">']);
    expect(undo).toContain("Dice removed: Might −4");
    expect(undo).toContain("Falls unconscious");
    const done = renderCard(ATTACK_CARD, undone(), gm());
    expect(done).toContain("meshal-attack__applied--undone");
    expect(done).toContain("Undone");
    expect(done).not.toContain('data-action="undo"');
  });

  it("gives the GM 'assign targets' on a card without targets, and everyone a line saying there are none", () => {
    const html = renderCard(ATTACK_CARD, untargeted(), gm());
    expect(buttons(html)).toEqual(['<button type="button" class="meshal-button meshal-attack__assign" data-action="assignTargets">']);
    expect(html).toContain("Assign my targets");
    const player = renderCard(ATTACK_CARD, untargeted(), attackReader({ lang: "cn" }));
    expect(player).toContain("没有目标");
    expect(buttons(player)).toEqual([]);
  });

  it("disables every button and says so when no GM is connected", () => {
    const html = renderCard(ATTACK_CARD, rolledAttack(), owner({ gmOnline: false }));
    const all = buttons(html);
    // Hit 1: block, dodge, take it, another reaction; hit 2 (its defense waits for hit 1, §6.3): take it; Take all hits.
    expect(all.length).toBe(6);
    expect(html).toMatch(/data-action="takeAll" data-targets="0"[^>]*disabled/);
    expect(all.every((b) => b.includes(" disabled"))).toBe(true);
    expect(html).toContain("No GM is connected");
  });

  it("shows the far target's own dice and penalty", () => {
    const html = renderCard(ATTACK_CARD, beyondRange(), attackReader());
    expect(html).toContain("Beyond range · 20 steps");
    expect(html).toContain("−2 dice");
    expect(html).toContain('<strong class="meshal-attack__own-roll">3</strong>');
  });

  it("escapes names and item text", () => {
    const state = rolledAttack([line('<img src=x onerror="alert(1)">', BRUTE)], { attackerName: "<b>Lin</b>", itemName: "Spear & <i>shield</i>", sources: ["<script>"] });
    const html = renderCard(ATTACK_CARD, state, gm());
    expect(html).not.toMatch(/<img|<b>|<i>|<script>/);
    expect(html).toContain("&lt;b&gt;Lin&lt;/b&gt;");
    expect(html).toContain("Spear &amp; &lt;i&gt;shield&lt;/i&gt;");
  });

  it("stores no words of the poster's language: the same state reads in English and in Chinese", () => {
    const state = resolved();
    const cnStrings = [...flattenLang(readLang("cn")).values()].filter((s) => s.length > 1);
    const stored = JSON.stringify(state);
    for (const text of cnStrings) expect(stored).not.toContain(text);
    expect(renderCard(ATTACK_CARD, state, attackReader({ lang: "en" }))).toContain("Hit: 10 damage");
    expect(renderCard(ATTACK_CARD, state, attackReader({ lang: "cn" }))).toContain("命中：10 点伤害");
  });
});

// Issue 35: the one-click buttons, as the template writes them for the handlers, in both languages.
describe("Take all, Apply all and the suggested split on the card", () => {
  const WOLF = "Actor.wolf000000000001";
  const two = () => rolledAttack([line("Wolf", WOLF), line("Grave Brute", BRUTE)]);
  const both = { [BRUTE]: defender(), [WOLF]: defender() };

  it("writes Take all with the lines it decides, and Apply: <split> beside Other split…", () => {
    const html = renderCard(ATTACK_CARD, two(), gm({ defenders: both }));
    expect(html).toMatch(/data-action="takeAll" data-targets="0,1"[^>]*>[^<]*<i[^>]*><\/i> Take all hits \(4\)/);
    const split = resolved(defended(), defender());
    split.attributes = ["might", "energy"];
    split.targets[0]!.damage = 4;
    const sturdy = { [BRUTE]: defender({ dice: { might: 4, energy: 3, spirit: 2 } }) };
    const en = renderCard(ATTACK_CARD, split, owner({ defenders: sturdy }));
    expect(en).toMatch(/data-action="apply" data-target="0" data-split="suggested"[^>]*>[^<]*<i[^>]*><\/i> Apply: Might −3, Energy −1/);
    expect(en).toMatch(/data-action="applySplit" data-target="0"[^>]*>[^<]*<i[^>]*><\/i> Other split…/);
    const cn = renderCard(ATTACK_CARD, split, owner({ defenders: sturdy, lang: "cn" }));
    expect(cn).toContain("施加：");
    expect(cn).toContain("其他分配…");
  });

  it("writes Apply all over the lines waiting for Apply, and a waiting line on a card with no target", () => {
    let state = two();
    for (const t of [0, 1]) for (const h of [0, 1]) state.targets[t]!.defenses[h] = { kind: "take", faces: [] };
    state = { ...state, targets: state.targets.map((t) => ({ ...t, resolved: true, hit: true, damage: 2 })) };
    expect(renderCard(ATTACK_CARD, state, gm({ defenders: both }))).toMatch(/data-action="applyAll" data-targets="0,1"[^>]*>[^<]*<i[^>]*><\/i> Apply all \(2\)/);
    expect(renderCard(ATTACK_CARD, untargeted(), attackReader({ lang: "cn" }))).toContain("等待 主持人 选定并指定目标");
  });
});

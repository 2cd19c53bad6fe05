/**
 * The combat pages of the preview: the attack card in each stage as different readers see it, the initiative card
 * with a tie-break, and combat tracker rows with Meshal's additions. Every attack state comes from the card's own
 * transitions (test/support/attack-card-fixtures.ts); the views are the card types' own per-reader contexts.
 */
import type { AttackReader } from "../../src/combat/attack/card/attack-reader.ts";
import { ATTACK_CARD } from "../../src/combat/attack/attack-card.ts";
import { declareCoupDeGrace, defendHit, resolveTarget, type AttackState } from "../../src/combat/attack/attack-state.ts";
import { linkCounter, settleCounter } from "../../src/combat/attack/counter/counter.ts";
import type { DefenderState } from "../../src/combat/attack/defense-options.ts";
import { INITIATIVE_CARD, initiativeState } from "../../src/combat/initiative/initiative-card.ts";
import { planInitiative } from "../../src/combat/initiative/initiative-plan.ts";
import { rowHtml, tieBreakHtml } from "../../src/combat/tracker/tracker.ts";
import { rowView, type RowSource } from "../../src/combat/tracker/tracker-row.ts";
import { splitView } from "../../src/combat/attack/card/damage-split-view.ts";
import type { ViewEnv } from "../../src/sheets/view/labels.ts";
import {
  ATTACKER, BRUTE, WOLF, applied, beyondRange, defended, defender, line, next, resolved, rolledAttack, undone, untargeted,
} from "../support/attack-card-fixtures.ts";
import { addPreviewPages, type PreviewPage } from "./pages.ts";

/** Who reads the card in a page. */
interface Reader {
  owned?: readonly string[];
  isGM?: boolean;
  gmOnline?: boolean;
  /** The defenders own Dirty Fighting (the counter button, counter.ts). */
  counter?: boolean;
  /** The defenders as this reader's client reads them now (default DEFENDERS). */
  defenders?: Record<string, DefenderState>;
}

/** Goran plays the brute and the wolf: the card names him as the one who acts (to himself: "you"). */
const PLAYED_BY_GORAN = new Set([BRUTE, WOLF]);

const DEFENDERS: Record<string, DefenderState> = {
  [BRUTE]: defender({ modifiers: { block: { advantage: 1 } } }),
  [WOLF]: defender({ dice: { might: 2, energy: 4, spirit: 1 }, protection: { physical: 0, erosion: 0, occult: 0 } }),
};

function readerOf(env: ViewEnv, who: Reader): AttackReader {
  const owned = who.owned ?? [];
  return {
    localize: env.localize, owns: (uuid) => who.isGM === true || owned.includes(uuid), isGM: who.isGM ?? false,
    gmOnline: who.gmOnline ?? true,
    defender: (uuid) => {
      const found = (who.defenders ?? DEFENDERS)[uuid] ?? null;
      return found && who.counter ? { ...found, counter: "Dirty Fighting" } : found;
    },
    actingUser: (uuid) => (PLAYED_BY_GORAN.has(uuid) ? { name: "Goran", isReader: owned.includes(uuid) } : null),
  };
}

const ATTACK_TEMPLATE = ATTACK_CARD.template.replace(/^templates\//, "");
/** Chat cards are drawn at the chat sidebar's width. */
const CHAT = ["meshal-preview-chat"];

function attackPage(id: string, state: () => AttackState, who: Reader, expect: string[], expectNone: string[] = []): PreviewPage {
  return {
    id, sheet: null, template: ATTACK_TEMPLATE, classes: CHAT, expect: [".meshal-attack", ...expect], expectNone,
    context: (env) => ATTACK_CARD.context(state(), readerOf(env, who)) as Record<string, unknown>,
  };
}

/** The brute, downed, with a coup de grâce declared on it before Apply (§7.2). */
const coupDeGrace = (): AttackState => next(declareCoupDeGrace(resolved(), 0));

/** A dagger's target 8 steps away: its line refused (§4.3), the GM's "Rule in range" offered. */
const outOfRangeDagger = (): AttackState =>
  rolledAttack([line("Grave Brute", BRUTE, { distance: 8, range: "outOfRange" })], { itemName: "Dagger", reach: { min: null, max: 1, ranged: false } });

/** A spear thrust whose hits knock the target back: a rider the card reminds the table of on the line hit (issue 21 #11). */
const withReminder = (): AttackState => ({ ...resolved(), riders: ["a hit knocks the target back 3 steps"] });

const COUNTER_ID = "counterCard00001";
/** Hit 1 answered by the brute's Dirty Fighting, whose card has not resolved yet (counter.ts). */
const counterWaiting = (): AttackState => linkCounter(rolledAttack(), { target: 0, hit: 0 }, COUNTER_ID)!;
/** The counter hit: hit 1 and hit 2 failed, the line resolved as a miss. */
const counterFailed = (): AttackState => {
  const settled = settleCounter(counterWaiting(), { target: 0, hit: 0 }, COUNTER_ID, "hit");
  return next(resolveTarget(settled, 0, defender()));
};

/** A brute hit 1's 6 damage leaves standing (9 Might dice), so hit 2 is still its choice. */
const STURDY = { ...DEFENDERS, [BRUTE]: defender({ dice: { might: 9, energy: 3, spirit: 2 }, modifiers: { block: { advantage: 1 } } }) };

/** Defenders with dice enough that the spear's damage leaves each a split to choose. */
const SPLITTERS: Record<string, DefenderState> = {
  [BRUTE]: defender({ dice: { might: 9, energy: 6, spirit: 2 } }),
  [WOLF]: defender({ dice: { might: 6, energy: 8, spirit: 1 }, protection: { physical: 0, erosion: 0, occult: 0 } }),
};
/** Issue 35: the spear at the wolf and the brute, both open (Take all), and both hit to Might or Energy (Apply all). */
const twoOpen = (): AttackState => rolledAttack([line("Wolf", WOLF), line("Grave Brute", BRUTE)]);
const twoResolved = (): AttackState => {
  let state = rolledAttack([line("Wolf", WOLF), line("Grave Brute", BRUTE)], { attributes: ["might", "energy"] });
  for (const t of [0, 1]) for (const h of [0, 1]) state = next(defendHit(state, t, h, { kind: "take", faces: [] }));
  return next(resolveTarget(next(resolveTarget(state, 0, SPLITTERS[WOLF]!)), 1, SPLITTERS[BRUTE]!));
};

const PLAYER = { owned: [BRUTE] };
const STRANGER = { owned: ["Actor.someoneelse00001"] };
const ATTACKER_OWNER = { owned: [ATTACKER] };
const GM = { isGM: true };

addPreviewPages(
  attackPage("attack-rolled-defender", () => rolledAttack(), PLAYER,
    // §6.3 hits in order: hit 2's defense waits for hit 1 (it can be taken).
    ["[data-action=defend][data-kind=block][data-hit='0']", "[data-action=defend][data-kind=dodge][data-hit='0']", "[data-action=take][data-hit='1']", ".meshal-attack__chance", ".meshal-attack__hits .die-face--1"],
    ["[data-action=defend][data-hit='1']", "[data-action=apply]", "[data-action=assignTargets]", "button[disabled]"]),
  attackPage("attack-rolled-player", () => rolledAttack(), STRANGER,
    [".meshal-attack__note", ".meshal-attack__hits .die-face--2"], ["button"]),
  // Hit 1's 4 damage empties the brute's 4 Might: hit 2 offers no defense, its note says "Knocked out by hit 1" (§6.3).
  attackPage("attack-defended", defended, { ...PLAYER, defenders: STURDY },
    [".meshal-attack__decision", "[data-action=take][data-hit='1']", ".meshal-attack__note"], ["[data-action=defend][data-hit='0']", "[data-action=take][data-hit='0']"]),
  attackPage("attack-resolved", () => resolved(), ATTACKER_OWNER,
    [".meshal-attack__target--resolved", ".meshal-attack__result--hit", ".meshal-attack__attributes", "[data-action=apply][data-target='0']"], ["[data-action=defend]"]),
  attackPage("attack-applied", () => applied(), GM,
    [".meshal-attack__target--applied", ".meshal-attack__life", "[data-action=undo][data-target='0']"], ["[data-action=apply]", "[data-action=assignTargets]"]),
  attackPage("attack-undone", undone, GM,
    [".meshal-attack__target--undone", ".meshal-attack__applied--undone", ".meshal-attack__undone-mark"], ["[data-action=undo]", "[data-action=apply]"]),
  attackPage("attack-no-targets", untargeted, GM,
    [".meshal-attack__none", "[data-action=assignTargets]"], ["[data-action=defend]"]),
  attackPage("attack-beyond-range", beyondRange, GM,
    [".meshal-attack__penalty", ".meshal-attack__own-roll", "[data-action=defend][data-target='1']", "[data-action=assignTargets]"]),
  attackPage("attack-coup-de-grace", coupDeGrace, ATTACKER_OWNER,
    [".meshal-attack__coup-de-grace", ".meshal-attack__result--hit", "[data-action=apply][data-target='0']"], ["[data-action=coupDeGrace]"]),
  attackPage("attack-out-of-range", outOfRangeDagger, GM,
    // The line shows its distance and the range only: no hit rows.
    [".meshal-attack__refused", "[data-action=overrideRange][data-target='0']"], ["[data-action=defend]", "[data-action=take]", "[data-action=apply]", ".meshal-attack__answer"]),
  attackPage("attack-reminder", withReminder, ATTACKER_OWNER,
    [".meshal-attack__result--hit", ".meshal-attack__reminder"]),
  attackPage("attack-counter-offered", () => rolledAttack(), { ...PLAYER, counter: true },
    ["[data-action=counter][data-hit='0']", "[data-action=react][data-hit='0']"], ["[data-action=counter][data-hit='1']"]),
  attackPage("attack-counter-waiting", counterWaiting, { ...PLAYER, counter: true },
    [".meshal-attack__answer[data-hit='0'] .meshal-attack__decision--taken"], ["[data-action=counter]", "[data-action=apply]", "[data-action=defend]"]),
  attackPage("attack-counter-failed", counterFailed, { ...PLAYER, counter: true },
    [".meshal-attack__answer[data-hit='1'] .meshal-attack__decision--taken", ".meshal-attack__result--miss"], ["[data-action=apply]", ".meshal-attack__reminder"]),
  // Issue 22: the card names who acts next, with the defender's ⚡; the reader's decided row keeps its height.
  attackPage("attack-waiting-you", defended, { ...PLAYER, defenders: { [BRUTE]: defender({ mobility: 1, dice: { might: 9, energy: 3, spirit: 2 } }) } },
    [".meshal-attack__waiting--you[data-step='defend:0:1']", ".meshal-attack__answer--reserve[data-hit='0']"]),
  attackPage("attack-waiting-other", defended, { ...STRANGER, defenders: STURDY },
    [".meshal-attack__waiting[data-step='defend:0:1']"], [".meshal-attack__waiting--you", ".meshal-attack__answer--reserve"]),
  // Every number explained: each hit's working, what each attribute lost against its dice, and the cap.
  attackPage("attack-breakdown", () => applied(), { ...GM, defenders: { [BRUTE]: defender({ dice: { might: 0, energy: 3, spirit: 2 } }) } },
    [".meshal-attack__answer[data-hit='0'] .meshal-attack__working", ".meshal-attack__answer[data-hit='1'][data-tooltip]", ".meshal-attack__capped"], [".meshal-attack__waiting"]),
  // Issue 35: the card applied to a Brute of Might 4 keeps "of 4 dice" after a rest gave the Brute dice back.
  attackPage("attack-applied-after-rest", () => applied(), { ...GM, defenders: { [BRUTE]: defender({ dice: { might: 6, energy: 3, spirit: 2 } }) } },
    [".meshal-attack__target--applied"], [".meshal-attack__waiting"]),
  attackPage("attack-breakdown-dice", () => resolved(rolledAttack(undefined, { extra: [{ op: "mul", value: 2 }, { op: "addDice", value: 1 }], extraFaces: [[2], [1]] })), ATTACKER_OWNER,
    [".meshal-attack__working", ".meshal-attack__extra", ".meshal-attack__waiting"]),
  // Issue 35: one click for many lines, the suggested split, and a waiting line in every state.
  attackPage("attack-take-all", twoOpen, GM,
    ["[data-action=takeAll][data-targets='0,1']", ".meshal-attack__waiting"], ["[data-action=applyAll]"]),
  attackPage("attack-apply-all", twoResolved, { ...GM, defenders: SPLITTERS },
    ["[data-action=applyAll][data-targets='0,1']", "[data-action=apply][data-split=suggested][data-target='1']", "[data-action=applySplit][data-target='0']"], ["[data-action=takeAll]"]),
  attackPage("attack-suggested-split", twoResolved, { ...PLAYER, defenders: SPLITTERS },
    ["[data-action=apply][data-split=suggested][data-target='1']", "[data-action=applySplit][data-target='1']"], ["[data-action=applyAll]", "[data-action=apply][data-target='0']"]),
  attackPage("attack-no-defense-left", defended, PLAYER,
    [".meshal-attack__answer[data-hit='1'] .meshal-attack__note", ".meshal-attack__waiting"], ["[data-action=take]", ".meshal-attack__waiting--you"]),
  attackPage("attack-waiting-ruling", outOfRangeDagger, STRANGER,
    [".meshal-attack__refused", ".meshal-attack__waiting"], ["button"]),
  attackPage("attack-waiting-targets", untargeted, STRANGER,
    [".meshal-attack__none", ".meshal-attack__waiting"], ["button"]),
  attackPage("attack-waiting-counter", counterWaiting, STRANGER,
    [".meshal-attack__waiting"], ["button"]),
  attackPage("attack-no-gm", () => rolledAttack(), { ...PLAYER, gmOnline: false },
    ["button[disabled][data-action=defend]", "button[disabled][data-action=take]", ".meshal-attack__no-gm"], ["button:not([disabled])"]),
);

/** An initiative roll with a tie between the brute and the wolf, broken on the second tie-break. */
function initiativeLog() {
  const rows = ["lin", "brute", "wolf"].map((id) => ({ id, actorId: id, isNpc: id !== "lin", initiative: null, tieBreaks: [], joinedRound: 0 }));
  const totals = [14, 9, 9, /* tie */ 8, 8, /* still tied */ 12, 5];
  const plan = planInitiative(rows, rows.map((r) => r.id), { groupInitiative: false }, (r) => (r.id === "lin" ? 4 : 3), () => totals.shift() ?? 1);
  const names: Record<string, string> = { lin: "Lin Wei", brute: "Grave Brute", wolf: "Wolf" };
  return initiativeState(plan.log, (id) => names[id] ?? id);
}

addPreviewPages({
  id: "chat-initiative", sheet: null, template: INITIATIVE_CARD.template.replace(/^templates\//, ""), classes: CHAT,
  expect: [".meshal-initiative-card", ".meshal-initiative-card__line--tie"],
  context: (env) => INITIATIVE_CARD.context(initiativeLog(), readerOf(env, {})) as Record<string, unknown>,
});

/** Tracker rows: the active combatant mid-turn, a tie-broken pair, one spent out and one in a long action. */
const ROWS: { name: string; initiative: number; active?: boolean; defeated?: boolean; source: RowSource; editable: boolean }[] = [
  { name: "Lin Wei", initiative: 14, active: true, source: { mobility: { value: 1, max: 3, owed: 0 }, tieBreaks: [] }, editable: true },
  { name: "Grave Brute", initiative: 9, source: { mobility: { value: 3, max: 3, owed: 0 }, tieBreaks: [8, 12] }, editable: false },
  { name: "Wolf", initiative: 9, source: { mobility: { value: 0, max: 3, owed: 2 }, tieBreaks: [8, 5] }, editable: false },
  { name: "Cave Bat", initiative: 3, defeated: true, source: { mobility: { value: 5, max: 5, owed: 0 }, tieBreaks: [] }, editable: false },
];

function trackerHtml(env: ViewEnv): string {
  const rows = ROWS.map((r) => {
    const view = rowView(r.source, r.editable);
    const extras = view ? rowHtml(view, env.localize) : "";
    const tie = view ? tieBreakHtml(view, env.localize) : "";
    const classes = ["combatant", r.active ? "active" : "", r.defeated ? "defeated" : ""].filter(Boolean).join(" ");
    return `<li class="${classes}"><img class="token-image" src="icons/svg/mystery-man.svg" alt="">`
      + `<div class="token-name"><strong class="name">${r.name}</strong>${extras}</div>`
      + `<div class="token-initiative">${tie}<span class="initiative">${r.initiative}</span></div></li>`;
  });
  return `<section class="combat-sidebar"><ol class="combat-tracker plain">${rows.join("")}</ol></section>`;
}

addPreviewPages({
  id: "combat-tracker", sheet: null, classes: CHAT, context: () => ({}), html: trackerHtml,
  expect: [".meshal-row-extras .meshal-pip.filled", ".meshal-pip:not([disabled])", ".token-initiative .meshal-tiebreak", ".meshal-long-action"],
});

addPreviewPages({
  id: "damage-split", sheet: null, template: "combat/damage-split.hbs", classes: ["meshal-split-dialog"],
  expect: ['.meshal-split input[name="might"]', '.meshal-split input[name="energy"]', "[data-split-total]"],
  expectNone: ['.meshal-split input[name="spirit"]'],
  // A 5-damage hit that may go to Might or Energy, on a target with 4 Might, 3 Energy and 2 Spirit dice.
  context: () => ({ ...splitView(5, ["might", "energy"], { might: 4, energy: 3, spirit: 2 }) }),
});

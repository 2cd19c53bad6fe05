/**
 * Chat cards are rendered by each reader from language-neutral state: a card posted by a Chinese client reads in
 * English for an English reader, and older flag-based cards render with the current template.
 */
import { describe, expect, it } from "vitest";
import "../support/schema-env.ts";
import { SYSTEM_CARD_TYPES } from "../support/system-cards.ts";
import { cardStateOf, cardTypeOf, isLegacyCard } from "../../src/chat/card-state.ts";
import { PROGRESSIVE_CARD } from "../../src/dice/progressive/progressive-card.ts";
import { initialProgressiveState } from "../../src/dice/progressive/progressive-ops.ts";
import type { ProgressiveState } from "../../src/dice/progressive/progressive-state.ts";
import { REST_CARD } from "../../src/actions/rest-card.ts";
import { restState, restView, type RestState } from "../../src/actions/rest-view.ts";
import { readerFor, renderCard } from "../support/cards.ts";
import { flattenLang, readLang } from "../support/lang.ts";
import { fromRoot, readJson } from "../support/project.ts";

const ACTOR = "Actor.xiaoming00000001";

/** What a Chinese player's client stores when it posts a progressive attempt (as postProgressiveCard builds it). */
const posted = {
  type: PROGRESSIVE_CARD.type,
  system: initialProgressiveState(
    { kind: "attempt", target: 4, purpose: "撬锁", actor: { name: "小明", uuid: ACTOR }, expression: "max(might,spirit)+1" },
    "小明",
    { total: 3, faces: [1, 2, 6], by: "小明" },
  ),
};

/** Every Chinese UI string longer than one character (single characters also occur in names and purposes). */
const cnStrings = [...flattenLang(readLang("cn")).values()].filter((s) => s.length > 1);

describe("a progressive card posted by a Chinese client", () => {
  it("stores no rendered text, only language-neutral state", () => {
    expect(posted).not.toHaveProperty("content");
    const stored = JSON.stringify(posted);
    for (const text of cnStrings) expect(stored, `stored "${text}"`).not.toContain(text);
    expect(posted.system.sides[0]!.expression).toBe("max(might,spirit)+1");
  });

  it("reads in English for an English reader, in Chinese for a Chinese reader", () => {
    const state = cardStateOf(PROGRESSIVE_CARD, posted);
    expect(state).not.toBeNull();
    const en = renderCard(PROGRESSIVE_CARD, state!, readerFor("en", [ACTOR]));
    expect(en).toContain("Progressive attempt");
    expect(en).toContain("Difficulty: 4");
    expect(en).toContain("Might/Spirit Take Higher+1");
    expect(en).toContain("Period 1");
    expect(en).toContain("撬锁"); // the player's own words stay as typed
    expect(en).not.toMatch(/累加|难度|强壮|孰高|第 1 期/);
    expect(en).not.toMatch(/MESHAL\./);
    const cn = renderCard(PROGRESSIVE_CARD, state!, readerFor("cn", [ACTOR]));
    expect(cn).toContain("累加尝试");
    expect(cn).toContain("强壮/精神孰高+1");
    expect(cn).not.toMatch(/Progressive|Difficulty|Might/);
  });

  it("offers the roll button only to a reader who owns the side's actor", () => {
    const state = cardStateOf(PROGRESSIVE_CARD, posted)!;
    expect(renderCard(PROGRESSIVE_CARD, state, readerFor("en", [ACTOR]))).toContain('data-action="rollPeriod"');
    const stranger = renderCard(PROGRESSIVE_CARD, state, readerFor("en"));
    expect(stranger).not.toContain('data-action="rollPeriod"');
    expect(stranger).toContain('data-action="assistRoll"');
  });

  it("reads the state from a model's plain data, as a live message's system is", () => {
    const model = { toObject: () => structuredClone(posted.system) };
    expect(cardStateOf(PROGRESSIVE_CARD, { type: "progressive", system: model })).toEqual(posted.system);
    expect(cardTypeOf(SYSTEM_CARD_TYPES, { type: "progressive", system: model })).toBe(PROGRESSIVE_CARD);
  });
});

describe("an older flag-based progressive card", () => {
  const legacy = readJson<{ type: string; content: string; flags: Record<string, Record<string, unknown>> }>(fromRoot("test", "fixtures", "legacy-progressive-card.json"));

  it("is recognised by its flags and renders its state with the current template, in the reader's language", () => {
    expect(cardTypeOf(SYSTEM_CARD_TYPES, legacy)).toBe(PROGRESSIVE_CARD);
    expect(isLegacyCard(PROGRESSIVE_CARD, legacy)).toBe(true);
    const state = cardStateOf<ProgressiveState>(PROGRESSIVE_CARD, legacy);
    expect(state?.sides.map((s) => s.name)).toEqual(["小明", "Bo"]);
    const en = renderCard(PROGRESSIVE_CARD, state!, readerFor("en"));
    expect(legacy.content).toContain("累加对抗"); // what the Chinese GM's client wrote at the time
    expect(en).toContain("Progressive contest");
    expect(en).toContain("Target: 6");
    expect(en).toContain("掰手腕");
    expect(en).not.toContain("累加对抗");
    // Side 1 (no actor) is behind and may roll; the current buttons replace the old data-meshal-action ones.
    expect(en.match(/data-action="rollPeriod"/g)).toHaveLength(1);
    expect(en).toContain('data-side="1"');
    expect(en).not.toContain("data-meshal-action");
  });

  it("fills what very old states lacked (purpose, assist mode) and is refused when malformed", () => {
    const progressive = structuredClone(legacy.flags["meshal-lite"]!.progressive) as Record<string, unknown>;
    delete progressive.purpose;
    delete progressive.assistMode;
    const state = cardStateOf<ProgressiveState>(PROGRESSIVE_CARD, { type: "base", flags: { "meshal-lite": { progressive } } });
    expect(state).toMatchObject({ purpose: "", assistMode: "add" });
    const bad = { ...progressive, target: -3 };
    expect(cardStateOf(PROGRESSIVE_CARD, { type: "base", flags: { "meshal-lite": { progressive: bad } } })).toBeNull();
    const faces = structuredClone(progressive) as { entries: { main: { faces: number[] } }[] };
    faces.entries[0]!.main.faces = [9];
    expect(cardStateOf(PROGRESSIVE_CARD, { type: "base", flags: { "meshal-lite": { progressive: faces } } })).toBeNull();
  });

  it("leaves other messages alone", () => {
    expect(cardTypeOf(SYSTEM_CARD_TYPES, { type: "base", flags: {} })).toBeNull();
    expect(cardTypeOf(SYSTEM_CARD_TYPES, { type: "base", flags: { "meshal-lite": { other: 1 } } })).toBeNull();
    expect(cardTypeOf(SYSTEM_CARD_TYPES, { type: "base" })).toBeNull();
  });
});

describe("the rest card", () => {
  const before = { might: { value: 1, total: 4 }, energy: { value: 3, total: 3 }, spirit: { value: 0, total: 3 } };
  const hour = (diceRolled: number, points: number, after: number) => ({ diceRolled, points, recovered: points, after });
  const log = { might: [hour(1, 2, 3), hour(3, 1, 4)], energy: [], spirit: [hour(1, 1, 1)] };
  const state: RestState = restState(2, before, log as never, false);

  it("stores numbers and ids only, and its view is the one the card always showed", () => {
    expect(cardStateOf<RestState>(REST_CARD, { type: "rest", system: state })).toEqual(state);
    expect(REST_CARD.context(state, readerFor("cn"))).toEqual(restView(2, before, log as never, false));
    expect(state.rows.map((r) => r.attribute)).toEqual(["might", "spirit"]);
  });

  it.each(["en", "cn"] as const)("renders from the stored state in %s", (lang) => {
    const html = renderCard(REST_CARD, state, readerFor(lang));
    expect(html).toContain(lang === "en" ? "Rest: 2 h" : "休息：2 小时");
    expect(html).toContain(lang === "en" ? "Spirit" : "精神");
    expect(html).toContain("1 → 4 / 4");
    expect(html).not.toMatch(/MESHAL\./);
  });
});

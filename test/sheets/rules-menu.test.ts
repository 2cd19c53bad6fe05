import { afterEach, describe, expect, it, vi } from "vitest";
import { isOptionalRuleShown, OPTIONAL_RULE_IDS, OPTIONAL_RULES, type OptionalRuleId } from "../../src/core/optional-rules.ts";
import { refreshAfterRuleChange, rerenderOnRuleChange, RULE_REFRESH_QUIET_MS, scheduleRuleRefresh } from "../../src/core/rule-refresh.ts";
import { RULE_CHAPTERS, ruleChanges, rulesMenuView } from "../../src/sheets/settings/rules-menu-view.ts";

const allOff = (): boolean => false;

describe("the optional-rules menu", () => {
  it("lists every shown rule exactly once, in its own chapter and edition", () => {
    const view = rulesMenuView(allOff);
    const listed = view.flatMap((c) => c.editions.flatMap((e) => e.rules.map((r) => ({ id: r.id, chapter: c.chapter, edition: e.edition }))));
    expect(listed.map((r) => r.id).sort()).toEqual(OPTIONAL_RULE_IDS.filter(isOptionalRuleShown).sort());
    for (const r of listed) {
      expect(OPTIONAL_RULES[r.id].chapter, r.id).toBe(r.chapter);
      expect(OPTIONAL_RULES[r.id].edition, r.id).toBe(r.edition);
    }
  });

  it("orders chapters character → GM tools and puts the seed rules before the newer variants", () => {
    const view = rulesMenuView(allOff);
    const order = view.map((c) => RULE_CHAPTERS.indexOf(c.chapter));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const chapter of view) {
      expect(chapter.editions.length).toBeGreaterThan(0);
      expect(chapter.editions.map((e) => e.edition)).toEqual(chapter.editions.length === 2 ? ["seed", "newer"] : [chapter.editions[0]!.edition]);
    }
  });

  it("ticks exactly the rules that are on and names each by its section", () => {
    const on = new Set<OptionalRuleId>(["coupDeGrace", "bodyParts"]);
    const rows = rulesMenuView((id) => on.has(id)).flatMap((c) => c.editions.flatMap((e) => e.rules));
    for (const row of rows) {
      expect(row.checked, row.id).toBe(on.has(row.id));
      expect(row.section).toBe(OPTIONAL_RULES[row.id].section);
      expect(row.name).toBe(`MESHAL.OptionalRule.${row.id}.name`);
    }
  });

  it("saves only what changed: an unticked box (absent from the form) turns a rule off", () => {
    const on = new Set<OptionalRuleId>(["coupDeGrace", "groupInitiative"]);
    const submitted = { coupDeGrace: true, bodyParts: true };
    expect(ruleChanges(submitted, (id) => on.has(id))).toEqual([["bodyParts", true], ["groupInitiative", false]]);
  });

  it("never writes unknown keys or a rule whose switch is hidden", () => {
    const changes = ruleChanges({ schemaVersion: true, notARule: true, ...Object.fromEntries(OPTIONAL_RULE_IDS.map((id) => [id, true])) }, allOff);
    expect(changes.map(([id]) => id).sort()).toEqual(OPTIONAL_RULE_IDS.filter(isOptionalRuleShown).sort());
    expect(changes.every(([, value]) => value)).toBe(true);
  });
});

describe("changing a rule", () => {
  const globals = globalThis as unknown as Record<string, unknown>;
  const saved = { game: globals.game, foundry: globals.foundry };
  afterEach(() => {
    Object.assign(globalThis, saved);
    vi.useRealTimers();
  });

  function world() {
    const worldActor = { reset: vi.fn() };
    const tokenActor = { reset: vi.fn() };
    const open = { rendered: true, render: vi.fn(), showsRules: true };
    const closed = { rendered: false, render: vi.fn(), showsRules: true };
    const other = { rendered: true, render: vi.fn(), showsRules: false };
    Object.assign(globalThis, {
      game: { actors: { contents: [worldActor] }, scenes: [{ tokens: [{ actor: tokenActor }, { actor: worldActor }, { actor: null }] }] },
      foundry: { applications: { instances: new Map<string, unknown>([["a", open], ["b", closed], ["c", other]]) } },
    });
    return { worldActor, tokenActor, open, closed, other };
  }
  rerenderOnRuleChange((app) => (app as unknown as { showsRules?: boolean }).showsRules === true);

  it("re-prepares the world's actors and the scenes' token actors once each, and re-renders the open windows that show the rules", () => {
    const w = world();
    refreshAfterRuleChange();
    expect(w.worldActor.reset).toHaveBeenCalledTimes(1);
    expect(w.tokenActor.reset).toHaveBeenCalledTimes(1);
    expect(w.open.render).toHaveBeenCalledTimes(1);
    expect(w.closed.render).not.toHaveBeenCalled();
    expect(w.other.render).not.toHaveBeenCalled();
  });

  it("refreshes once the switches have been quiet for a moment, however many arrived before", () => {
    vi.useFakeTimers();
    const w = world();
    scheduleRuleRefresh();
    vi.advanceTimersByTime(RULE_REFRESH_QUIET_MS - 1);
    scheduleRuleRefresh();
    vi.advanceTimersByTime(RULE_REFRESH_QUIET_MS - 1);
    scheduleRuleRefresh();
    expect(w.worldActor.reset).not.toHaveBeenCalled();
    vi.advanceTimersByTime(RULE_REFRESH_QUIET_MS);
    expect(w.worldActor.reset).toHaveBeenCalledTimes(1);
    scheduleRuleRefresh();
    vi.runAllTimers();
    expect(w.worldActor.reset).toHaveBeenCalledTimes(2);
  });
});

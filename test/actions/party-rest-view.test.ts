/** The party rest card (§7.3, §7.4): its view from the stored state, rendered in both languages; who rests. */
import { describe, expect, it } from "vitest";
import { partyRestViewOf, deprivedLines, type PartyRestState } from "../../src/actions/party-rest-view.ts";
import { restStanding } from "../../src/rules/index.ts";
import { compileTemplate } from "../support/handlebars.ts";

const none = { might: 0, energy: 0, spirit: 0 };
const member = (name: string, standing: "rests" | "dead" | "fighting") => ({
  name, standing, rows: [], fullyRestored: false, fullRest: false, needsLost: none, needsReturned: none, deprived: none,
});

/** Ann's Hero rested 2 h without food; Bo's Sera rested fully; Brute is dead; Wolf is in a fight. */
const PARTY_REST_EXAMPLE: PartyRestState = {
  hours: 2,
  supply: { ate: false, drank: true, slept: true },
  members: [
    {
      ...member("Hero <b>", "rests"),
      rows: [{ attribute: "energy", before: 0, after: 2, total: 3, steps: [{ dice: 1, points: 2, recovered: 2 }, { dice: 2, points: 0, recovered: 0 }] }],
      needsLost: { might: 1, energy: 0, spirit: 0 },
      deprived: { might: 1, energy: 0, spirit: 0 },
    },
    { ...member("Sera", "rests"), fullyRestored: true, fullRest: true, needsReturned: { might: 0, energy: 0, spirit: 1 } },
    member("Brute", "dead"),
    member("Wolf", "fighting"),
  ],
};

describe("restStanding", () => {
  it("the dead never rest (even in a fight); a fight interrupts a rest", () => {
    expect(restStanding(false, false)).toBe("rests");
    expect(restStanding(true, true)).toBe("dead");
    expect(restStanding(false, true)).toBe("fighting");
  });
});

describe("partyRestViewOf", () => {
  const view = partyRestViewOf(PARTY_REST_EXAMPLE);

  it("lists each creature that rested with its hours, and the others by why they did not rest", () => {
    expect(view.rested.map((m) => m.name)).toEqual(["Hero <b>", "Sera"]);
    expect(view.rested[0]!.rows[0]!.hours).toEqual([{ hour: 1, dice: 1, points: 2, recovered: 2 }, { hour: 2, dice: 2, points: 0, recovered: 0 }]);
    expect(view.dead).toEqual(["Brute"]);
    expect(view.fighting).toEqual(["Wolf"]);
  });

  it("names what the party lacked and what each need cost or came back", () => {
    expect(view).toMatchObject({ tracked: true, lacked: ["MESHAL.PartyRest.need.food"] });
    expect(view.rested[0]!.lost).toEqual([{ attribute: "might", labelKey: "MESHAL.Attribute.might", causeKey: "MESHAL.PartyRest.cause.hunger", dice: 1 }]);
    expect(view.rested[1]!.returned.map((l) => l.causeKey)).toEqual(["MESHAL.PartyRest.cause.exhaustion"]);
  });

  it("says nothing of needs with replenishment off", () => {
    expect(partyRestViewOf({ ...PARTY_REST_EXAMPLE, supply: null })).toMatchObject({ tracked: false, lacked: [] });
  });

  it.each(["en", "cn"] as const)("renders in %s with every string localised and names escaped", (lang) => {
    const html = compileTemplate("chat/party-rest.hbs", lang)(view);
    expect(html).not.toMatch(/MESHAL\./);
    expect(html).toContain("Hero &lt;b&gt;");
    expect(html).toContain("0 → 2 / 3");
    expect(html).toContain(lang === "en" ? "Party rest: 2 h" : "队伍休息：2 小时");
    expect(html).toContain(lang === "en" ? "Dead, not resting: Brute" : "已死亡，不休息： Brute");
    expect(html).toContain(lang === "en" ? "In a fight, not resting: Wolf" : "正在战斗，不休息： Wolf");
    expect(html).toContain(lang === "en" ? "Lost 1 Might die to hunger." : "因饥饿失去 1 颗强壮骰。");
    expect(html).toContain(lang === "en" ? "Fully restored: every die is back." : "已完全恢复：所有骰子都已恢复。");
    expect(html).toContain(lang === "en" ? "Not a full rest (damage is still to recover), so no die lost to needs came back." : "不算充分休息（仍有伤未恢复），因此因需求失去的骰子没有恢复。");
  });

  it("each creature's lines say what came back and why not more, never both 'fully restored' and dice still lost", () => {
    const [hero, sera] = view.rested;
    // Hero: Energy 2 of 3 after the rest, Might held by hunger
    expect(hero).toMatchObject({ outcome: "short", short: [{ attribute: "energy", dice: 1 }], whyKey: "MESHAL.PartyRest.card.notFullDamaged" });
    // Sera: every die back, the full rest returned her Spirit die
    expect(sera).toMatchObject({ outcome: "full", short: [], whyKey: "" });
  });

  it.each(["en", "cn"] as const)("a creature whose damage is all back but who went without sleep (%s): what is back, what is held, and why", (lang) => {
    const state: PartyRestState = {
      hours: 8, supply: { ate: true, drank: true, slept: false },
      members: [{
        ...member("Ida", "rests"), fullyRestored: true, fullRest: false,
        rows: [{ attribute: "spirit", before: 1, after: 2, total: 3, steps: [{ dice: 1, points: 2, recovered: 1 }] }],
        needsLost: { might: 0, energy: 0, spirit: 1 }, deprived: { might: 0, energy: 0, spirit: 1 },
      }],
    };
    const html = compileTemplate("chat/party-rest.hbs", lang)(partyRestViewOf(state));
    const text = html.replace(/<[^>]+>/g, " ");
    if (lang === "en") {
      expect(text).toContain("No die lost to damage is missing; unmet needs still hold some (below).");
      expect(text).toContain("Still lost to exhaustion: Spirit −1.");
      expect(text).toContain("Not a full rest (the party went without food, drink or sleep), so no die lost to needs came back.");
      expect(text).not.toContain("Fully restored");
    } else {
      expect(text).toContain("受伤失去的骰子已全部恢复");
      expect(text).toContain("仍因疲惫失去：1 颗精神骰。");
      expect(text).not.toContain("已完全恢复");
    }
  });
});

describe("deprivedLines", () => {
  it("turns the stored flag into one line per attribute still held", () => {
    expect(deprivedLines({ might: 0, energy: 2, spirit: 0 })).toEqual([{ attribute: "energy", labelKey: "MESHAL.Attribute.energy", causeKey: "MESHAL.PartyRest.cause.thirst", dice: 2 }]);
    expect(deprivedLines(undefined)).toEqual([]);
  });
});

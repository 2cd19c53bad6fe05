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
    expect(html).toContain(lang === "en" ? "Fully restored." : "已完全恢复。");
    expect(html).toContain(lang === "en" ? "Not a full rest." : "不算充分休息。");
  });
});

describe("deprivedLines", () => {
  it("turns the stored flag into one line per attribute still held", () => {
    expect(deprivedLines({ might: 0, energy: 2, spirit: 0 })).toEqual([{ attribute: "energy", labelKey: "MESHAL.Attribute.energy", causeKey: "MESHAL.PartyRest.cause.thirst", dice: 2 }]);
    expect(deprivedLines(undefined)).toEqual([]);
  });
});

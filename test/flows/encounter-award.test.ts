/**
 * Issue 23 on the strict stage: the encounter panel's award (§8.1). The GM's client reads the combat itself (token
 * dispositions, strengths, life), asks once, then raises each eligible player character's potential by the reward
 * and records the encounter in its log; with the bonus rule the GM's bonus is added, never above the reward. A player
 * cannot award, and the tracker shows the button to the GM only. Issue 34: a character's strength is the GM's record —
 * a renounce entry Ann forges in her potential log from the console is not counted until the GM accepts it.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freshCharacter, npcBrute } from "../fixtures/data-actors.ts";
import { flowStage, loadDocumentClasses, makeActor, USER_IDS, type SystemActor } from "./support/world.ts";
import { settle } from "../stage/server.ts";

const stage = flowStage();
const { MeshalActor } = await loadDocumentClasses();
const { awardEncounter, keepOpeningSides, setEncounterSide } = await import("../../src/combat/encounter/encounter-award.ts");
const { encounterButtonHtml } = await import("../../src/combat/tracker/tracker.ts");
const watch = await import("../../src/combat/gm-watch/change-watch.ts");
const { registerChangeWatch } = await import("../../src/combat/gm-watch/watch-start.ts");
const { encounterView } = await import("../../src/combat/encounter/encounter-view.ts");
const { encounterCreatures, unacceptedStrengths } = await import("../../src/combat/encounter/encounter-award.ts");
// `game.settings.set` as the server answers it for the GM's change log (test/flows/changed-attack.test.ts: a world setting is the GM's).
(globalThis as unknown as { game: { settings: Record<string, unknown> } }).game.settings.set = async (scope: string, key: string, value: unknown) => {
  if (!stage.server.clientUser.isGM) throw new Error(`a player cannot write ${scope}.${key}`);
  stage.settings.set(`${scope}.${key}`, structuredClone(value));
  return value;
};
registerChangeWatch();

const FRIENDLY = 1;
const HOSTILE = -1;
type Potential = { total: number; strength: number; log: { reason: string; amount: number; target: string; note: string }[] };
const potentialOf = (actor: SystemActor) => actor.system.potential as Potential;

let hero: SystemActor;
let mira: SystemActor;
let brutes: SystemActor[];

/** A combat of Hero and Mira (friendly) against `count` Brutes (hostile), as the GM's client reads it. */
function combat() {
  const row = (actor: SystemActor, disposition: number) => ({ name: actor.name, actor, token: { disposition } });
  return { combatants: { contents: [row(hero, FRIENDLY), row(mira, FRIENDLY), ...brutes.map((b) => row(b, HOSTILE))] } };
}

beforeEach(() => {
  stage.reset();
  hero = makeActor(MeshalActor, "Hero", freshCharacter(), [USER_IDS.ann]);
  mira = makeActor(MeshalActor, "Mira", { ...freshCharacter(), id: "mira000000000001" } as never, [USER_IDS.bo]);
  const brute = npcBrute();
  // Strong enough that the gap lands in a band with a reward: (Σ hostile − Σ friendly) ÷ 2.
  brutes = [1, 2, 3].map((n) => makeActor(MeshalActor, `Brute ${n}`, { ...brute, id: `brute${n}00000000000`.slice(0, 16), system: { ...brute.system, strength: 60 } } as never));
});
afterEach(() => stage.server.expectNoRefusals());

describe("awarding an encounter's potential", () => {
  it("the GM awards each eligible PC the band's reward after one confirmation, logged with the encounter's name", async () => {
    const before = { hero: potentialOf(hero).total, mira: potentialOf(mira).total, heroStrength: potentialOf(hero).strength };
    const friendly = potentialOf(hero).strength + potentialOf(mira).strength;
    const gap = Math.trunc((180 - friendly) / 2);
    const result = await stage.server.onClient(stage.gm, () => awardEncounter(combat() as never, "Bridge ambush"));
    expect(stage.confirm).toHaveBeenCalledTimes(1);
    expect(result.ok).toBe(true);
    const reward = gap >= 90 ? 12 : gap >= 60 ? 6 : gap >= 30 ? 3 : gap >= 0 ? 2 : gap >= -30 ? 1 : 0;
    expect(reward).toBeGreaterThan(0);
    expect(potentialOf(hero).total).toBe(before.hero + reward);
    expect(potentialOf(mira).total).toBe(before.mira + reward);
    expect(potentialOf(hero).strength).toBe(before.heroStrength); // a reward is not spent
    expect(potentialOf(hero).log.at(-1)).toMatchObject({ reason: "reward", amount: 0, target: "Bridge ambush", note: `+${reward}` });
  });

  it("records the award on the combat, and a second award for the same fight says so in its confirmation", async () => {
    const flags: Record<string, unknown> = {};
    const fight = {
      ...combat(),
      getFlag: (scope: string, key: string) => flags[`${scope}.${key}`],
      setFlag: async (scope: string, key: string, value: unknown) => { flags[`${scope}.${key}`] = value; },
    };
    await stage.server.onClient(stage.gm, () => awardEncounter(fight as never, "Bridge ambush"));
    expect(flags["meshal-lite.encounterAwarded"]).toBe("Bridge ambush");
    const firstAsk = JSON.stringify(stage.confirm.mock.calls[0]);
    expect(firstAsk).not.toContain("MESHAL.Encounter.awardedBefore");
    stage.confirm.mockResolvedValueOnce(false);
    await stage.server.onClient(stage.gm, () => awardEncounter(fight as never, "Bridge ambush"));
    expect(JSON.stringify(stage.confirm.mock.calls[1])).toContain("MESHAL.Encounter.awardedBefore");
  });

  it("cancelling the confirmation writes nothing; an unconscious PC gets nothing", async () => {
    stage.confirm.mockResolvedValueOnce(false);
    const before = potentialOf(hero).total;
    expect(await stage.server.onClient(stage.gm, () => awardEncounter(combat() as never, "x"))).toEqual({ ok: false, reasonKey: "" });
    expect(potentialOf(hero).total).toBe(before);

    // Mira is knocked out: every die of Might lost.
    const might = (mira.system.attributes as Record<string, { value: number }>).might!.value;
    await stage.server.onClient(stage.gm, () => mira.update({ "system.attributes.might.lost": might }));
    const miraBefore = potentialOf(mira).total;
    const result = await stage.server.onClient(stage.gm, () => awardEncounter(combat() as never, "y"));
    expect(result.ok && result.awarded.map((a) => a.name)).toEqual(["Hero"]);
    expect(potentialOf(mira).total).toBe(miraBefore);
  });

  it("with the bonus rule the GM's bonus is added, clamped to 3 and to the reward; without it, ignored", async () => {
    const asked = { [hero.uuid]: 9, [mira.uuid]: 1 };
    const first = await stage.server.onClient(stage.gm, () => awardEncounter(combat() as never, "a", asked));
    const reward = first.ok ? first.awarded[0]!.amount : 0;
    expect(first.ok && first.awarded.map((a) => a.amount)).toEqual([reward, reward]);
    stage.settings.set("meshal-lite.potentialBonus", true);
    const second = await stage.server.onClient(stage.gm, () => awardEncounter(combat() as never, "b", asked));
    expect(second.ok && second.awarded.map((a) => a.amount)).toEqual([reward + Math.min(3, reward), reward + Math.min(1, reward)]);
    expect(potentialOf(hero).log.at(-1)!.note).toBe(`+${reward} +${Math.min(3, reward)}`);
  });

  it("a player cannot award (nothing written, nothing asked), and the tracker's button is the GM's only", async () => {
    const before = potentialOf(hero).total;
    expect(await stage.server.onClient(stage.ann, () => awardEncounter(combat() as never, "z"))).toEqual({ ok: false, reasonKey: "MESHAL.Warn.gmOnly" });
    expect(stage.confirm).not.toHaveBeenCalled();
    expect(potentialOf(hero).total).toBe(before);
    expect(encounterButtonHtml(false, (k) => k)).toBe("");
    expect(encounterButtonHtml(true, (k) => k)).toContain("meshal-encounter-open");
  });
});

describe("the sides are the GM's (issue 34)", () => {
  /** The fight as a Combat keeping flags, each combatant with its id; `heroDisposition` is what Ann set on her token. */
  function keptCombat(heroDisposition = FRIENDLY) {
    const flags: Record<string, unknown> = {};
    const row = (actor: SystemActor, disposition: number, n: number) => ({ id: `combatant0000000${n}`, name: actor.name, actor, token: { disposition } });
    const rows = [row(hero, heroDisposition, 0), row(mira, FRIENDLY, 1), ...brutes.map((b, i) => row(b, HOSTILE, i + 2))];
    return {
      rows, flags,
      combatants: { contents: rows },
      getFlag: (scope: string, key: string) => flags[`${scope}.${key}`],
      setFlag: async (scope: string, key: string, value: unknown) => { flags[`${scope}.${key}`] = structuredClone(value); },
    };
  }
  const amounts = (result: Awaited<ReturnType<typeof awardEncounter>>) => (result.ok ? result.awarded.map((a) => [a.name, a.amount]) : result.reasonKey);

  it("Ann turning her token hostile changes nothing: Hero still counts as friendly and the award is the same", async () => {
    const honest = await stage.server.onClient(stage.gm, () => awardEncounter(combat() as never, "a"));
    const turned = combat();
    turned.combatants.contents[0]!.token.disposition = HOSTILE;
    const cheated = await stage.server.onClient(stage.gm, () => awardEncounter(turned as never, "b"));
    expect(amounts(cheated)).toEqual(amounts(honest));
    expect(amounts(honest)).toEqual([["Hero", expect.any(Number)], ["Mira", expect.any(Number)]]);
  });

  it("opening the panel keeps each side as it stands; a disposition changed later moves nobody", async () => {
    const fight = keptCombat(HOSTILE);
    await stage.server.onClient(stage.gm, () => keepOpeningSides(fight as never));
    const kept = fight.flags["meshal-lite.encounterSides"] as Record<string, string>;
    expect(Object.values(kept)).toEqual(["friendly", "friendly", "hostile", "hostile", "hostile"]);
    const before = amounts(await stage.server.onClient(stage.gm, () => awardEncounter(fight as never, "a")));
    fight.rows[2]!.token.disposition = FRIENDLY;
    expect(amounts(await stage.server.onClient(stage.gm, () => awardEncounter(fight as never, "b")))).toEqual(before);
  });

  it("the GM moves a creature in the panel and the award follows; a player's client changes no side", async () => {
    const fight = keptCombat();
    await stage.server.onClient(stage.gm, () => keepOpeningSides(fight as never));
    const kept = structuredClone(fight.flags["meshal-lite.encounterSides"]);
    expect(await stage.server.onClient(stage.ann, () => setEncounterSide(fight as never, fight.rows[0]!.id, "hostile"))).toBe(false);
    expect(await stage.server.onClient(stage.ann, () => setEncounterSide(fight as never, fight.rows[2]!.id, "neutral"))).toBe(false);
    expect(fight.flags["meshal-lite.encounterSides"]).toEqual(kept);
    const before = amounts(await stage.server.onClient(stage.gm, () => awardEncounter(fight as never, "a")));
    // The GM sets Mira aside: only Hero is rewarded, against the same three Brutes.
    expect(await stage.server.onClient(stage.gm, () => setEncounterSide(fight as never, fight.rows[1]!.id, "neutral"))).toBe(true);
    const after = amounts(await stage.server.onClient(stage.gm, () => awardEncounter(fight as never, "b")));
    expect(after).not.toEqual(before);
    expect((after as unknown[]).map((a) => (a as unknown[])[0])).toEqual(["Hero"]);
    expect(await stage.server.onClient(stage.gm, () => setEncounterSide(fight as never, "nobody0000000001", "hostile"))).toBe(false);
  });
});

describe("a character's strength is the GM's record of spent potential (issue 34)", () => {
  const amounts = (result: Awaited<ReturnType<typeof awardEncounter>>) => (result.ok ? result.awarded.map((a) => [a.name, a.amount]) : result);

  /** Ann, from her console: a renounce entry in her own character's potential log (its strength drops, the gap widens). */
  async function annRenounces(amount: number): Promise<void> {
    const log = structuredClone(potentialOf(hero).log);
    const entry = { kind: "renounce", reason: "renounce", amount, target: "forged", note: "" };
    await stage.server.onClient(stage.ann, () => hero.update({ "system.potential.log": [...log, entry] }));
    await settle();
    await watch.changeLogSaved();
  }

  beforeEach(() => {
    brutes = brutes.slice(0, 1); // one Brute: the honest reward is below the top band, so a weaker Hero shows
    // What a GM's client does when the world is ready: every actor noted as it is, the hooks added (once).
    stage.server.onClient(stage.gm, () => watch.startWatch());
  });

  it("Ann's forged renounce entry is not counted: the panel marks Hero, the award is refused naming Hero, then proceeds once the GM accepts", async () => {
    const honest = amounts(await stage.server.onClient(stage.gm, () => awardEncounter(combat() as never, "a")));
    const strength = potentialOf(hero).strength;
    await annRenounces(100);
    expect(potentialOf(hero).strength).toBeLessThan(strength); // the forged entry is in her log

    // The award is refused, asks nothing and writes nothing.
    const total = { hero: potentialOf(hero).total, mira: potentialOf(mira).total };
    const refused = await stage.server.onClient(stage.gm, () => awardEncounter(combat() as never, "b"));
    expect(refused).toEqual({ ok: false, reasonKey: "MESHAL.Encounter.unacceptedStrength", data: { names: "Hero" } });
    expect(stage.confirm).toHaveBeenCalledTimes(1); // the honest award's only
    expect({ hero: potentialOf(hero).total, mira: potentialOf(mira).total }).toEqual(total);

    // The panel, on the GM's client: Hero's strength is marked, Mira's is not.
    const marked = await stage.server.onClient(stage.gm, () => unacceptedStrengths(combat() as never));
    const view = encounterView(encounterCreatures(combat() as never, marked), false);
    expect(view.friendly.map((r) => [r.name, r.unaccepted === true])).toEqual([["Hero", true], ["Mira", false]]);
    expect(view.unaccepted).toEqual(["Hero"]);

    // The GM accepts Ann's change from the sheet's change log: the award proceeds with the strength as it now stands.
    await stage.server.onClient(stage.gm, () => watch.acceptChangesOf(hero as never));
    expect(await stage.server.onClient(stage.gm, () => unacceptedStrengths(combat() as never))).toEqual(new Set());
    const accepted = amounts(await stage.server.onClient(stage.gm, () => awardEncounter(combat() as never, "c")));
    expect(accepted).toEqual([["Hero", expect.any(Number)], ["Mira", expect.any(Number)]]);
    expect(accepted).not.toEqual(honest); // the renounce now counts: Hero's side is weaker, the reward larger
  });

  it("the GM's own write to a potential keeps it accepted: an award after the GM's renounce proceeds", async () => {
    const log = structuredClone(potentialOf(hero).log);
    await stage.server.onClient(stage.gm, () => hero.update({ "system.potential.log": [...log, { kind: "renounce", reason: "renounce", amount: 1, target: "GM", note: "" }] }));
    await settle();
    await watch.changeLogSaved();
    const result = await stage.server.onClient(stage.gm, () => awardEncounter(combat() as never, "d"));
    expect(result.ok).toBe(true);
  });
});

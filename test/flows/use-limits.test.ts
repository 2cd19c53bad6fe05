/**
 * Issue 21 #6: the uses of an ability are kept on its actor (flag `uses`) and a full rest renews them. Played as Ann
 * (a player owning Hero) and as the GM on the strict stage: no write may be refused. Also what a use reads from the
 * actor (issue 24: the owner-written flag checked at runtime; the derived life state) and how it pays ⚡ (issue 33 #4:
 * always through the actor's own `spendMobility`).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seats, settle } from "../stage/server.ts";
import { woundedCharacter } from "../fixtures/data-actors.ts";
import { ability } from "../fixtures/data-items.ts";
import { actorDoc, flowStage, loadDocumentClasses, makeActor, makeCast, type Cast, type SystemActor } from "./support/world.ts";

const stage = flowStage();
const { MeshalActor } = await loadDocumentClasses();
const { cannotActNow, recordUse, useRecordOf, usesLeftFor } = await import("../../src/actions/use-limit.ts");
const { spendAction } = await import("../../src/actions/spend-action.ts");

let cast: Cast;

describe.each(seats())("uses and rest as the %s", (seat) => {
  beforeEach(() => {
    stage.reset();
    cast = makeCast(MeshalActor);
    stage.sit(seat);
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("the owner's client stores a use; a full rest clears the counted uses", async () => {
    await recordUse(actorDoc(cast.hero), "abil000000000001", { key: "rest", count: 1 });
    expect(useRecordOf(actorDoc(cast.hero), "abil000000000001")).toEqual({ key: "rest", count: 1 });
    await cast.hero.rest(1); // the actor posts nothing; Hero is unhurt: the rest ends with every die back
    await settle();
    expect(useRecordOf(actorDoc(cast.hero), "abil000000000001")).toBeNull();
  });
});

describe("what a use reads from the actor", () => {
  beforeEach(() => {
    stage.reset();
    cast = makeCast(MeshalActor);
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("reads a well-formed uses record and skips a malformed one (the flag is the owner's to write)", async () => {
    const hero = actorDoc(cast.hero);
    expect(useRecordOf(hero, "abil")).toBeNull();
    const stored: [unknown, unknown][] = [
      [{ abil: { key: "rest", count: 2 } }, { key: "rest", count: 2 }],
      [{ abil: { key: "rest", count: "2" } }, null],
      [{ abil: ["rest", 2] }, null],
      ["abil", null],
    ];
    for (const [uses, read] of stored) {
      await stage.server.onClient(stage.ann, () => cast.hero.setFlag("meshal-lite", "uses", uses));
      expect(useRecordOf(hero, "abil")).toEqual(read);
    }
  });

  it("counts a per-round limit in the fight's round: spent this round, fresh the next, not shown outside a fight", async () => {
    const taunt = ability("taunt", 1, "might", { activation: { kind: "tactic", cost: 1, limit: { max: "1", per: "round" } } });
    const hero = makeCast(MeshalActor, { items: [taunt] }).hero;
    const item = hero.items.get(taunt.id)!;
    const fight = (round: number) => ({ contents: [{ id: "f1", round, started: true, combatants: { contents: [{ actor: hero }] }, combatant: null }] });
    await stage.server.onClient(stage.ann, () => hero.setFlag("meshal-lite", "uses", { [taunt.id]: { key: "round:f1:1", count: 1 } }));
    stage.world.combats = fight(1);
    expect(usesLeftFor(actorDoc(hero), item)).toEqual({ left: 0, max: 1 });
    stage.world.combats = fight(2);
    expect(usesLeftFor(actorDoc(hero), item)).toEqual({ left: 1, max: 1 });
    stage.world.combats = { contents: [] };
    expect(usesLeftFor(actorDoc(hero), item)).toBeNull();
  });

  it("records nothing without a record or an item id", async () => {
    await stage.server.onClient(stage.ann, async () => {
      await recordUse(actorDoc(cast.hero), "abil", null);
      await recordUse(actorDoc(cast.hero), "", { key: "rest", count: 1 });
    });
    expect(cast.hero.flags["meshal-lite"]).toBeUndefined();
  });

  it("stops an unconscious or dead creature from acting; a stored life state is derived again, not trusted", async () => {
    expect(cannotActNow(actorDoc(cast.hero))).toBeNull();
    const wounded = makeActor(MeshalActor, "Wounded", woundedCharacter(), [stage.ann.id]);
    expect(cannotActNow(actorDoc(wounded))).toBe("MESHAL.Warn.cannotActUnconscious");
    await stage.server.onClient(stage.ann, () => wounded.update({ "system.consciousness": "conscious" }));
    expect(cannotActNow(actorDoc(wounded))).toBe("MESHAL.Warn.cannotActUnconscious");
    await cast.hero.update({ "system.life.dead": true });
    expect(cannotActNow(actorDoc(cast.hero))).toBe("MESHAL.Warn.cannotActDead");
  });
});

describe("paying an action's ⚡ through the actor (spendAction)", () => {
  const mobility = (actor: SystemActor) => (actor.system.mobility as { value: number }).value;
  /** A started fight of Hero and Brute in which it is `current`'s turn. */
  const fight = (current: SystemActor) => {
    stage.world.combats = { contents: [{ started: true, combatants: { contents: [{ actor: cast.hero }, { actor: cast.brute }] }, combatant: { actor: current } }] };
  };

  beforeEach(() => {
    stage.reset();
    cast = makeCast(MeshalActor);
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("spends nothing and refuses nothing outside a fight, nor for an action that costs nothing", async () => {
    expect(await stage.server.onClient(stage.ann, () => spendAction(actorDoc(cast.hero), { kind: "tactic", cost: 2 }))).toBe(true);
    fight(cast.hero);
    expect(await stage.server.onClient(stage.ann, () => spendAction(actorDoc(cast.hero), null))).toBe(true);
    expect(mobility(cast.hero)).toBe(3);
  });

  it("spends on the actor's own turn in a fight", async () => {
    fight(cast.hero);
    expect(await stage.server.onClient(stage.ann, () => spendAction(actorDoc(cast.hero), { kind: "tactic", cost: 1 }))).toBe(true);
    expect(mobility(cast.hero)).toBe(2);
  });

  it("refuses a player's tactic out of turn, and asks a GM whether to spend anyway", async () => {
    fight(cast.brute);
    expect(await stage.server.onClient(stage.ann, () => spendAction(actorDoc(cast.hero), { kind: "tactic", cost: 1 }))).toBe(false);
    expect(stage.warnings).toHaveLength(1);
    expect(stage.confirm).not.toHaveBeenCalled();
    expect(mobility(cast.hero)).toBe(3);
    expect(await stage.server.onClient(stage.gm, () => spendAction(actorDoc(cast.hero), { kind: "tactic", cost: 1 }))).toBe(true);
    expect(stage.confirm).toHaveBeenCalledTimes(1);
    expect(mobility(cast.hero)).toBe(2);
  });
});

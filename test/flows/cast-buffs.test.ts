/**
 * Cast buffs in a fight, on the version the run plays (§3.6): Life Ward and Haste put on Hero from their pack effects
 * (as dropping the ability's effect on the sheet does). Cast again, a buff replaces the one Hero holds — one effect,
 * counted once (on v14 the changes live at `system.changes`, which the replacement must read). Life Ward lasts until
 * the end of Hero's next turn — v14's turn-end expiry for Hero, v13's whole round — and then stops counting on both
 * (v13 marks nothing: the system prepares Hero again as the turn passes); Haste lasts until the end of next round.
 * Run as Ann (Hero's owner) and as the GM, on the stage whose server refuses what Foundry's refuses.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { seats, settle } from "../stage/server.ts";
import { StageFight } from "../stage/fight.ts";
import { onV14 } from "../stage/version.ts";
import { byIdentifier, packSources } from "../support/packs.ts";
import { flowStage, loadDocumentClasses, makeCast, type Cast } from "./support/world.ts";

const stage = flowStage();
const { MeshalActor } = await loadDocumentClasses();
const { registerEffectReplacement } = await import("../../src/documents/effect-replacement-hook.ts");
// The replacement's lazy chunk, loaded ahead (settle() waits for the hook's work, not for a first module load).
await import("../../src/documents/effect-replacement.ts");
const { refreshCombatEffects } = await import("../../src/combat/tracker/effect-expiry.ts");
const { effectDuration } = await import("../../src/core/version/effect-duration.ts");
registerEffectReplacement();
// As the combat registration does on every combat turn change.
Hooks.on("combatTurnChange", (combat: Combat) => void refreshCombatEffects(combat));

type Rec = Record<string, unknown>;

const abilities = packSources("abilities").map((s) => s.doc);
/** The effect a pack ability carries, as dropping it on a sheet creates it (no id of its own). */
function packEffect(identifier: string): Rec {
  const { _id, _key, ...data } = byIdentifier(abilities, identifier).effects[0] as unknown as Rec;
  return data;
}

let cast: Cast;
let fight: StageFight;
const protection = () => (cast.hero.system.protection as Record<"physical" | "erosion" | "occult", number>).physical;
const maxMobility = () => (cast.hero.system.mobility as { max: number }).max;
const put = async (identifier: string) => {
  await cast.hero.createEmbeddedDocuments("ActiveEffect", [packEffect(identifier)]);
  await settle();
};

describe.each(seats())("cast buffs with the %s in the seat", (seat) => {
  beforeEach(() => {
    stage.reset();
    cast = makeCast(MeshalActor);
    // Round 1: Brute acts first, Hero after.
    fight = new StageFight(stage.world, stage.server, [cast.brute, cast.hero]).begin();
    stage.sit(seat);
  });

  it("Life Ward cast twice leaves one effect, counted once", async () => {
    const base = protection();
    await put("life-ward");
    await put("life-ward");
    expect(cast.hero.effects.contents.map((e) => e.name)).toEqual(["护命术"]);
    expect(protection()).toBe(base + 1);
    expect(stage.server.takeRefusals()).toEqual([]);
  });

  it("cast twice before the first cast's replacement has run, the newer effect stays", async () => {
    const castWard = () => cast.hero.createEmbeddedDocuments("ActiveEffect", [packEffect("life-ward")]);
    await Promise.all([castWard(), castWard()]);
    const newer = cast.hero.effects.contents[1]!.id;
    await settle();
    expect(cast.hero.effects.contents.map((e) => e.id)).toEqual([newer]);
  });

  it("Haste cast twice leaves one effect: max ⚡ +1, not +2", async () => {
    const base = maxMobility();
    await put("haste");
    await put("haste");
    expect(cast.hero.effects.contents).toHaveLength(1);
    expect(maxMobility()).toBe(base + 1);
  });

  it("Life Ward ends with the end of Hero's next turn and then stops counting", async () => {
    const base = protection();
    await put("life-ward");
    const [ward] = cast.hero.effects.contents;
    if (onV14) {
      // Hero acts after Brute this round: no duration to wait out, and the turn end is Hero's (not Brute's, whose turn it is).
      expect(effectDuration(ward)).toEqual({ value: null, units: null, expiry: "turnEnd" });
      expect(ward!.start).toMatchObject({ combatant: fight.turns[1]!.id, initiative: fight.turns[1]!.initiative, turn: 1 });
    }
    await fight.nextTurn(); // Brute's turn ends: Hero's comes
    await settle();
    expect(protection()).toBe(base + 1);
    await fight.nextTurn(); // Hero's turn ends
    await settle();
    expect(protection()).toBe(base);
    expect(cast.hero.effects.contents).toEqual([ward]); // marked or run out, not deleted
    expect(stage.server.takeRefusals()).toEqual([]);
  });

  it("Haste lasts until the end of next round", async () => {
    const base = maxMobility();
    await put("haste");
    for (let turn = 0; turn < 3; turn++) await fight.nextTurn(); // round 1 ends, round 2: Brute's turn ends
    await settle();
    expect(maxMobility()).toBe(base + 1);
    await fight.nextTurn(); // round 2 ends
    await settle();
    expect(maxMobility()).toBe(base);
  });
});

/**
 * Issue 32 item 6: the packs store their Active Effects in v13's shape (`changes` with `mode: 2`, a duration in
 * `rounds`), which v14 converts when it loads them (docs/data-model.md "Active Effects in the packs"). Every stored
 * effect is read here as each version reads it — the seam's accessors under v13 on the stored data, and under v14 on
 * the data as the stage's model of v14's conversion leaves it — and must give the same changes and duration, which
 * are the ones the generator's table asks for. A cast buff's `ends` agrees with the table and the world migration,
 * and becomes a v14 expiry event.
 */
import { describe, expect, it } from "vitest";
import { ABILITY_ACTIVE_EFFECTS } from "../../scripts/packs/abilities-active-effects.mjs";
import { effectChanges } from "../../src/core/version/effect-data.ts";
import { effectDuration } from "../../src/core/version/effect-duration.ts";
import { validateEffectChanges } from "../../src/data/effect-keys.ts";
import { planEffectTiming, isEffectEnd } from "../../src/documents/logic/effect-timing.ts";
import { PACK_BUFF_ENDS } from "../../src/migrations/effect-ends.ts";
import { v14EffectSource } from "../stage/effect-data.ts";
import { withRelease } from "../stage/version.ts";
import { ITEM_PACKS, packSources, type PackDoc } from "../support/packs.ts";

type Rec = Record<string, unknown>;
type Spec = { changes: (string | number)[][]; rounds: number | null; ends?: string };
/** The generator's table, read by identifier. */
const TABLE: Readonly<Record<string, Spec>> = ABILITY_ACTIVE_EFFECTS;

/** Every embedded effect of every Item pack, with the document that carries it. */
const stored = ITEM_PACKS.flatMap((pack) => packSources(pack).flatMap(({ file, doc }) =>
  (doc.effects as unknown as Rec[]).map((effect) => ({ label: `${pack}/${file}`, doc, effect }))));

/** What each version reads of one stored effect. */
function readBy(generation: 13 | 14, effect: Rec) {
  return withRelease(generation, () => {
    const data = generation === 14 ? v14EffectSource(effect) : effect;
    return { changes: effectChanges(data), duration: effectDuration(data) };
  });
}

const flagOf = (effect: Rec): unknown => ((effect.flags as Rec | undefined)?.["meshal-lite"] as Rec | undefined)?.ends;

describe("each stored effect as each version reads it", () => {
  it("there are effects to read (the buffs and the potions)", () => {
    expect(stored.length).toBeGreaterThanOrEqual(10);
  });

  it.each(stored.map((s) => [s.label, s] as const))("%s: v13 and v14 read the same changes and duration", (_label, { effect }) => {
    const v13 = readBy(13, effect);
    const v14 = readBy(14, effect);
    expect(v14).toEqual(v13);
    expect(v13.changes.length).toBeGreaterThan(0);
    expect(v13.changes.every((c) => c.type === "add")).toBe(true);
    expect(validateEffectChanges(v13.changes)).toEqual([]);
    expect(v13.duration.expiry).toBeNull(); // v14 gets its expiry event when the effect is put on a creature
  });

  it("a pack ability's effect gives what the generator's table asks for, on both versions", () => {
    const abilities = stored.filter((s) => s.label.startsWith("abilities/"));
    expect(abilities.map((s) => s.doc.system.identifier).sort()).toEqual(Object.keys(ABILITY_ACTIVE_EFFECTS).sort());
    for (const { doc, effect } of abilities) {
      const spec = TABLE[(doc as PackDoc).system.identifier as string]!;
      for (const generation of [13, 14] as const) {
        const read = readBy(generation, effect);
        expect(read.changes.map((c) => [c.key, Number(c.value)]), `${doc.name} v${generation}`).toEqual(spec.changes);
        expect(read.duration, `${doc.name} v${generation}`).toEqual(spec.rounds === null ? { value: null, units: null, expiry: null } : { value: spec.rounds, units: "rounds", expiry: null });
      }
    }
  });
});

describe("when a cast buff ends", () => {
  const buffs = stored.filter((s) => s.effect.transfer === false && readBy(13, s.effect).duration.value !== null);

  it("every cast buff names its end, as the generator's table and the world migration do", () => {
    expect(buffs.length).toBeGreaterThan(0);
    for (const { doc, effect } of buffs) {
      const identifier = (doc as PackDoc).system.identifier as string;
      expect(isEffectEnd(flagOf(effect)), doc.name).toBe(true);
      expect(flagOf(effect)).toBe(TABLE[identifier]?.ends);
      expect(flagOf(effect)).toBe(PACK_BUFF_ENDS[identifier]);
    }
    expect(buffs.map((s) => s.doc.system.identifier).sort()).toEqual(Object.keys(PACK_BUFF_ENDS).sort());
  });

  it("effects that are not cast buffs name no end", () => {
    for (const { effect } of stored.filter((s) => !buffs.includes(s))) expect(flagOf(effect)).toBeUndefined();
  });

  it("Life Ward ends at a turn end, Haste at a round end (v14's expiry events)", () => {
    const plan = (identifier: string) => {
      const { effect } = buffs.find((s) => s.doc.system.identifier === identifier)!;
      return planEffectTiming(flagOf(effect) as "nextTurn", readBy(14, effect).duration.value, null);
    };
    expect(plan("life-ward").expiry).toBe("turnEnd");
    expect(plan("haste").expiry).toBe("roundEnd");
  });
});

/**
 * Issue 21 #3 and #4 on the card: a target out of the attack's range cannot be hit (§4.3) — its line shows the distance
 * and the range, offers no defense, no damage and no Apply, settling leaves it alone — until the GM rules it in range.
 * And the distances the card measures are between the creatures' footprints (§9.1).
 */
import { describe, expect, it } from "vitest";
import { attackView } from "../../src/combat/attack/card/attack-view.ts";
import { decideAttackRequest, settleState } from "../../src/combat/attack/attack-decide.ts";
import { parseAttackRequest } from "../../src/combat/attack/gm/attack-request.ts";
import { resolveTargets } from "../../src/combat/attack/targets/targets.ts";
import { tokenSteps } from "../../src/combat/attack/targets/attack-targets.ts";
import { ATTACKER, BRUTE, attackReader, defender, line, rolledAttack } from "../support/attack-card-fixtures.ts";
import { gm, owner, attackerOwner } from "../support/attack.ts";
import { fromRoot, readJson } from "../support/project.ts";
import { GRID_TYPES, sceneOf, stageGrid, tokenAt, type ManifestGrid } from "../stage/grid.ts";

/** A dagger (one adjacent creature) whose target, the Brute, stands 8 steps away. */
function daggerAt8() {
  const reach = { min: null, max: 1, ranged: false };
  const [measured] = resolveTargets([{ tokenUuid: "Scene.s.Token.brute", actorUuid: BRUTE, name: "Grave Brute", distance: 8 }], reach, { beyondRange: false });
  return rolledAttack([line("Grave Brute", BRUTE, measured)], { itemName: "Dagger", reach });
}
const lookup = () => defender();

describe("a target out of the attack's range (issue 21 #3)", () => {
  it("is refused on the card: distance and range shown, no defense, no damage, no Apply; only the GM may rule it in", () => {
    const state = daggerAt8();
    expect(state.targets[0]).toMatchObject({ range: "outOfRange", distance: 8 });
    const readers = [attackReader({ isGM: true, defenders: { [BRUTE]: defender() } }), attackReader({ owned: [BRUTE], defenders: { [BRUTE]: defender() } }), attackReader({ owned: [ATTACKER], defenders: { [BRUTE]: defender() } })];
    for (const reader of readers) {
      const view = attackView(state, reader).targets[0]!;
      expect(view.refused).toContain("8");
      expect(view.refused).toContain("1");
      expect(view.hits.every((h) => !h.canDecide && h.options.length === 0)).toBe(true);
      expect(view).toMatchObject({ resolved: false, canApply: false, outcome: "" });
      expect(view.canOverride).toBe(reader.isGM === true);
    }
  });

  it("is left alone by settling (no hit taken, nothing resolved), even when it could not be defended", () => {
    const state = { ...daggerAt8(), allowed: [] };
    expect(settleState(state, lookup)).toEqual(state);
  });

  it("the GM's ruling reopens it as in range; a player's is refused; it is parsed strictly", () => {
    const state = { ...daggerAt8(), allowed: [] };
    expect(decideAttackRequest(state, { op: "overrideRange", target: 0 }, { who: owner })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.request.gmOnly" });
    expect(decideAttackRequest(state, { op: "overrideRange", target: 0 }, { who: attackerOwner })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.request.gmOnly" });
    const ruled = decideAttackRequest(state, { op: "overrideRange", target: 0 }, { who: gm });
    expect(ruled).toMatchObject({ ok: true, effect: { kind: "none" } });
    if (!ruled.ok) return;
    expect(ruled.state.targets[0]).toMatchObject({ range: "ruledIn", disadvantage: 0 });
    expect(settleState(ruled.state, lookup).targets[0]).toMatchObject({ resolved: true, hit: true });
    const view = attackView(ruled.state, attackReader({ isGM: true, defenders: { [BRUTE]: defender() } })).targets[0]!;
    expect(view).toMatchObject({ range: "GM ruled in range", refused: "", canOverride: false });
    expect(decideAttackRequest(ruled.state, { op: "overrideRange", target: 0 }, { who: gm })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.refused.inRange" });
    expect(parseAttackRequest({ op: "overrideRange", target: 0 })).toEqual({ ok: true, value: { op: "overrideRange", target: 0 } });
    for (const bad of [{ op: "overrideRange" }, { op: "overrideRange", target: 0, x: 1 }, { op: "overrideRange", target: 99 }, { op: "overrideRange", target: 0.5 }]) {
      expect(parseAttackRequest(bad).ok).toBe(false);
    }
  });

  it("a beyond-range line keeps its full-multiple penalty and is not refused", () => {
    const reach = { min: null, max: 10, ranged: true };
    const lines = resolveTargets([14, 20, 31].map((distance, i) => ({ tokenUuid: `T${i}`, actorUuid: BRUTE, name: `b${i}`, distance })), reach, { beyondRange: true });
    expect(lines.map((l) => [l.range, l.disadvantage])).toEqual([["beyond", 0], ["beyond", 2], ["beyond", 4]]);
  });
});

describe("distances between tokens as the card measures them (issue 21 #4)", () => {
  const manifestGrid = readJson<{ grid: ManifestGrid }>(fromRoot("system.json")).grid;
  it("a 3×3 token touching a medium one on a gridless scene is adjacent", () => {
    const grid = stageGrid(manifestGrid, 100, GRID_TYPES.GRIDLESS);
    const big = { x: 0, y: 0, width: 3, height: 3, parent: sceneOf(grid) };
    const medium = { x: 300, y: 100, width: 1, height: 1, parent: sceneOf(grid) };
    expect(tokenSteps(big as never, medium as never)).toBe(1);
  });
  it("a 25×25 token and a token 30 squares from its corner are 6 apart on a square grid", () => {
    const grid = stageGrid(manifestGrid);
    expect(tokenSteps(tokenAt(grid, 0, 0, 25, 25) as never, tokenAt(grid, 0, 30) as never)).toBe(6);
  });
  it("a 3×3 token touching a medium one on a hex scene is adjacent", () => {
    const grid = stageGrid(manifestGrid, 100, GRID_TYPES.HEXODDR);
    const big = { x: 0, y: 0, width: 3, height: 3, parent: sceneOf(grid) };
    const medium = { x: 300, y: 100, width: 1, height: 1, parent: sceneOf(grid) };
    expect(tokenSteps(big as never, medium as never)).toBeLessThanOrEqual(1);
  });
});

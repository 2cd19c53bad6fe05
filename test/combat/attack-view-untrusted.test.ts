/**
 * Issue 20: an attack card a player authored (every card posted before cards were GM-written) is read-only for every
 * reader, the GM included, and says why in the reader's language; a GM-written card is unchanged.
 */
import { describe, expect, it } from "vitest";
import { attackView } from "../../src/combat/attack/card/attack-view.ts";
import { BRUTE, WOLF, applied, attackReader, defender, resolved, rolledAttack, untargeted } from "../support/attack-card-fixtures.ts";

type More = { gmWritten?: boolean; lang?: "en" | "cn" };
const gm = ({ gmWritten, ...more }: More = {}) => ({ ...attackReader({ isGM: true, defenders: { [BRUTE]: defender(), [WOLF]: defender() }, ...more }), gmWritten });
const owner = ({ gmWritten, ...more }: More = {}) => ({ ...attackReader({ owned: [BRUTE], defenders: { [BRUTE]: defender() }, ...more }), gmWritten });

describe("a card a player authored", () => {
  it("offers no defense, take, apply, undo or assign, to the GM nor the target's owner", () => {
    for (const reader of [gm({ gmWritten: false }), owner({ gmWritten: false })]) {
      for (const state of [rolledAttack(), resolved(), applied(), untargeted()]) {
        const v = attackView(state, reader);
        expect(v.canAssign).toBe(false);
        expect(v.hasButtons).toBe(false);
        for (const t of v.targets) {
          expect(t).toMatchObject({ canApply: false, canUndo: false });
          expect(t.hits.every((h) => !h.canDecide && h.options.length === 0)).toBe(true);
        }
      }
    }
  });

  it("says it was posted by a player before cards were GM-written, in the reader's language", () => {
    expect(attackView(rolledAttack(), owner({ gmWritten: false })).untrusted).toMatch(/^Posted by a player before attack cards were written by the GM/);
    expect(attackView(rolledAttack(), owner({ gmWritten: false, lang: "cn" })).untrusted).toMatch(/^此卡由玩家/);
  });

  it("a GM-written card keeps its buttons and has no notice", () => {
    const v = attackView(rolledAttack(), gm({ gmWritten: true }));
    expect(v.untrusted).toBe("");
    expect(v.hasButtons).toBe(true);
    expect(attackView(resolved(), owner()).targets[0]!.canApply).toBe(true);
  });
});

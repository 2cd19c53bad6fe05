/** The attack card's line for a target attacked from a blind side (§9.5 [OPT]): says why, offers no defense, settles. */
import { describe, expect, it } from "vitest";
import { attackView } from "../../src/combat/attack/card/attack-view.ts";
import { settleState } from "../../src/combat/attack/attack-decide.ts";
import { needsSettling } from "../../src/combat/attack/gm/settle-check.ts";
import { BRUTE, attackReader, defender, line, rolledAttack } from "../support/attack-card-fixtures.ts";

describe("a line attacked from behind", () => {
  const behind = rolledAttack([line("Grave Brute", BRUTE, { fromBehind: true })]);
  const front = rolledAttack([line("Grave Brute", BRUTE)]);
  const owner = attackReader({ owned: [BRUTE], defenders: { [BRUTE]: defender() } });

  it("says so on the card in each language and offers no defense button", () => {
    const view = attackView(behind, owner).targets[0]!;
    expect(view.behind).toBe("Attacked from behind — no defense");
    expect(view.hits.every((h) => h.options.length === 0)).toBe(true);
    expect(attackView(behind, attackReader({ lang: "cn", owned: [BRUTE], defenders: { [BRUTE]: defender() } })).targets[0]!.behind).toBe("遭到背后攻击——无法防御");
    const open = attackView(front, owner).targets[0]!;
    expect(open.behind).toBe("");
    expect(open.hits.some((h) => h.options.length > 0)).toBe(true);
  });

  it("is settled as taken (the defender has no defense to use), the front line is not", () => {
    expect(needsSettling(behind, BRUTE, defender())).toBe(true);
    expect(settleState(behind, () => defender()).targets[0]!.defenses.every((d) => d?.kind === "take")).toBe(true);
    expect(needsSettling(front, BRUTE, defender())).toBe(false);
  });
});

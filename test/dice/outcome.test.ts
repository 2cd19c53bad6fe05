import { describe, expect, it } from "vitest";
import { chanceFor, difficultyLabelKey, formatChance, guideBands, outcomeOf } from "../../src/dice/outcome.ts";
import { defaultCheckConfig, difficultyGuide, readCheckForm, readDifficulty, summarizeCheck } from "../../src/dice/check-config.ts";
import type { AttributeDice } from "../../src/rules/types.ts";

describe("outcomeOf", () => {
  it("succeeds only when the total is greater than the difficulty", () => {
    expect(outcomeOf(4, 3)).toMatchObject({ success: true, labelKey: "MESHAL.Roll.success" });
    expect(outcomeOf(3, 3)).toMatchObject({ success: false, labelKey: "MESHAL.Roll.failure" });
    expect(outcomeOf(0, 0)?.success).toBe(false);
    expect(outcomeOf(1, -2)?.success).toBe(true);
  });

  it("has no outcome without a difficulty", () => {
    expect(outcomeOf(5, null)).toBeNull();
    expect(outcomeOf(5, undefined)).toBeNull();
  });
});

describe("chance", () => {
  it("is exact: one die beats difficulty 0 with 1/3 and difficulty 1 with 1/6", () => {
    expect(chanceFor(1, 0)).toBeCloseTo(1 / 3, 12);
    expect(chanceFor(1, 1)).toBeCloseTo(1 / 6, 12);
    expect(chanceFor(3, null)).toBeNull();
  });

  it("formats as a percentage with one decimal", () => {
    expect(formatChance(1 / 3)).toBe("33.3%");
    expect(formatChance(1)).toBe("100%");
    expect(formatChance(0)).toBe("0%");
  });
});

describe("difficulty guide", () => {
  it("has the six bands of §2.4", () => {
    expect(guideBands()).toEqual([
      { id: "trivial", min: 0, max: 0 },
      { id: "easy", min: 1, max: 2 },
      { id: "skilled", min: 3, max: 4 },
      { id: "expert", min: 5, max: 6 },
      { id: "exceptional", min: 7, max: 8 },
      { id: "beyond", min: 9, max: Infinity },
    ]);
    expect(difficultyLabelKey(5)).toBe("MESHAL.Difficulty.expert");
    expect(difficultyLabelKey(12)).toBe("MESHAL.Difficulty.beyond");
  });

  it("marks the band of the chosen difficulty and prints ranges", () => {
    const rows = difficultyGuide(4);
    expect(rows.filter((r) => r.active).map((r) => r.id)).toEqual(["skilled"]);
    expect(rows.map((r) => r.range)).toEqual(["0", "1–2", "3–4", "5–6", "7–8", "9+"]);
    expect(difficultyGuide(null).some((r) => r.active)).toBe(false);
  });
});

describe("check configuration", () => {
  const dice: AttributeDice = { might: 4, energy: 2, spirit: 3 };

  it("summarises dice count, formula and chance live", () => {
    const summary = summarizeCheck(defaultCheckConfig({ expression: "might", advantage: 1, difficulty: 2 }), dice);
    expect(summary.ok).toBe(true);
    if (!summary.ok) return;
    expect(summary.plan).toMatchObject({ diceCount: 5, formula: "5d6p" });
    expect(summary.chance).toBeGreaterThan(0);
    expect(summary.chance).toBeLessThan(1);
    expect(summary.difficultyKey).toBe("MESHAL.Difficulty.easy");
  });

  it("shows no chance for a face-sum roll and reports a bad formula", () => {
    const faceSum = summarizeCheck(defaultCheckConfig({ expression: "energy", mode: "faceSum", difficulty: 3 }), dice);
    expect(faceSum.ok && faceSum.chance).toBeNull();
    const bad = summarizeCheck(defaultCheckConfig({ expression: "might +" }), dice);
    expect(bad.ok).toBe(false);
  });

  it("reads raw form values, keeping what is absent", () => {
    const base = defaultCheckConfig({ expression: "might", difficulty: 3 });
    const next = readCheckForm({ expression: " energy/2 ", advantage: "2", disadvantage: "-1", difficulty: "", rollMode: "blindroll", mode: "faceSum" }, base);
    expect(next).toMatchObject({ expression: "energy/2", advantage: 2, disadvantage: 0, voluntary: 0, difficulty: null, rollMode: "blindroll", mode: "faceSum" });
    expect(readCheckForm({ rollMode: "nonsense" }, base).rollMode).toBe("publicroll");
  });

  it("reads difficulty inputs", () => {
    expect([readDifficulty(""), readDifficulty("3"), readDifficulty(-2), readDifficulty("x"), readDifficulty(null)]).toEqual([null, 3, 0, null, null]);
  });
});

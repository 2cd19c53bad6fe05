/**
 * The dice optional rules' views: the roll dialog with an assist under the take-higher variant and a pool cut to 0
 * dice (newer-edition dice), a 0-dice card, an assisted card with its fate-expense button, and a card whose dice were
 * spent on fate.
 */
import { defaultCheckConfig } from "../../src/dice/check-config.ts";
import { rollDialogContext } from "../../src/dice/dialog-context.ts";
import { readRollState, rollCardContext } from "../../src/dice/card-context.ts";
import { scoreResults, type ScorableResult } from "../../src/dice/points.ts";
import { fateDialogContent } from "../../src/dice/fate.ts";
import { addPreviewPages } from "./pages.ts";

const DICE = { might: 3, energy: 2, spirit: 1 };
const scored = (...faces: number[]): ScorableResult[] => {
  const results = faces.map((result) => ({ result, active: true }));
  scoreResults(results);
  return results;
};
const card = (options: Record<string, unknown>, faces: number[]) => {
  const results = scored(...faces);
  const total = results.reduce((s, r) => s + (r.count ?? 0), 0);
  return { formula: `${faces.length}d6p`, tooltip: "", total, isPrivate: false, meshal: rollCardContext(readRollState(options), results, total) };
};

addPreviewPages(
  { id: "dice-roll-dialog-assist", sheet: null, template: "dice/roll-dialog.hbs", classes: ["meshal-roll-dialog"],
    expect: ["input[name=assist]", "select[name=assistMode]"],
    context: () => ({ ...rollDialogContext(defaultCheckConfig({
      expression: "spirit", disadvantage: 1, difficulty: 2, purpose: "Recall the sigil", newerDice: true, assist: 3, assistMode: "takeHigher", assistTakeHigher: true,
    }), DICE, true, [], true) }) },
  { id: "dice-chat-zero-dice", sheet: null, template: "dice/points-roll.hbs", classes: [],
    expect: [".meshal-roll__no-dice"],
    context: () => card({ mode: "points", expression: "spirit", diceCount: 0, disadvantage: 1, difficulty: 2, chance: 0, purpose: "Recall the sigil" }, []) },
  { id: "dice-chat-assist-fate", sheet: null, template: "dice/points-roll.hbs", classes: [],
    expect: [".meshal-tag--assist", "[data-meshal-action=fate]"],
    context: () => card({ mode: "points", expression: "might", diceCount: 3, difficulty: 4, chance: 0.35, purpose: "Force the door",
      actorUuid: "Actor.linwei0000000001", assist: { result: 2, mode: "add" } }, [1, 5, 6]) },
  { id: "dice-chat-fate-spent", sheet: null, template: "dice/points-roll.hbs", classes: [],
    expect: [".meshal-roll__fate"], expectNone: ["[data-meshal-action=fate]"],
    context: () => card({ mode: "points", expression: "might", diceCount: 3, difficulty: 4, purpose: "Force the door", actorUuid: "Actor.linwei0000000001",
      fate: { attribute: "might", faces: [1, 5, 6], lost: 2, by: "Lin Wei" } }, [1, 2, 2]) },
  { id: "dice-fate-dialog", sheet: null, classes: [], expect: ["select[name=die-0]"], context: () => ({}),
    html: (env) => fateDialogContent([1, 5, 6],
      env.localize("MESHAL.Fate.intro").replace("{attribute}", env.localize("MESHAL.Attribute.might")).replace("{count}", "3"),
      (n) => env.localize("MESHAL.Fate.die").replace("{n}", String(n))) },
);

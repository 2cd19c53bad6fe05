/**
 * A refused input names the function and the argument it refused (src/rules/validate.ts), for the carrying,
 * initiative, rest, perception and character helpers. A bare RangeError check would pass with the wrong name.
 */
import { describe, it } from "vitest";
import {
  checkCarrying, coversSmaller, consciousness, deriveAttribute, initiativeDice, newerCarrying, orderInitiative,
  recoverLost, restDice, spottableInImpairedZone, trainedRaiseCost, trainedRaiseTotal,
} from "../../src/rules/index.ts";
import { expectEach } from "../support/refusals.ts";


const carried = { heavy: 1, light: 1, trivial: 0 };

describe("core helpers name what they refused", () => {
  it("carrying names the scale or Might", () => {
    expectEach([
      [() => checkCarrying({ ...carried, heavy: -1 }), /^checkCarrying: heavy must be at least 0, got -1$/],
      [() => checkCarrying({ ...carried, light: 0.5 }), /^checkCarrying: light must be an integer, got 0\.5$/],
      [() => checkCarrying({ ...carried, trivial: -2 }), /^checkCarrying: trivial must be at least 0, got -2$/],
      [() => newerCarrying(carried, Number.NaN, "medium"), /^newerCarrying: might must be a finite number, got NaN$/],
    ]);
  });

  it("initiative names energy, faceSum, tieBreak or batch", () => {
    expectEach([
      [() => initiativeDice(-1), /^initiativeDice: energy must be at least 0, got -1$/],
      [() => orderInitiative([{ id: "a", faceSum: -1 }]), /^initiative: faceSum must be at least 0, got -1$/],
      [() => orderInitiative([{ id: "a", faceSum: 4, tieBreaks: [2.5] }]), /^initiative: tieBreak must be an integer, got 2\.5$/],
      [
        () => orderInitiative([{ id: "a", faceSum: 4, lateJoiner: true, batch: 0 }]),
        /^initiative: batch must be at least 1, got 0$/,
      ],
    ]);
  });

  it("rest names total, current, lost or recovered", () => {
    expectEach([
      [() => restDice(-1, 0), /^restDice: total must be at least 0, got -1$/],
      [() => restDice(3, 1.5), /^restDice: current must be an integer, got 1\.5$/],
      [() => recoverLost(-1, 0), /^recoverLost: lost must be at least 0, got -1$/],
      [() => recoverLost(2, -1), /^recoverLost: recovered must be at least 0, got -1$/],
    ]);
  });

  it("perception names the distance or the size level", () => {
    expectEach([
      [() => spottableInImpairedZone(Number.NaN), /^spottableInImpairedZone: stepsInsideEdge must be a finite number/],
      [() => coversSmaller(Number.NaN, 1), /^coversSmaller: coverLevel must be a finite number/],
      [() => coversSmaller(3, Infinity), /^coversSmaller: hiddenLevel must be a finite number/],
    ]);
  });

  it("character helpers name the attribute or the trained values", () => {
    const attr = { trained: 3, featureMod: 0, tempMod: 0, lost: 0, invalid: false };
    expectEach([
      [() => deriveAttribute({ ...attr, trained: Number.NaN }), /^deriveAttribute: trained must be a finite number/],
      [() => deriveAttribute({ ...attr, lost: Infinity }), /^deriveAttribute: lost must be a finite number/],
      [() => consciousness({ might: 2, energy: Number.NaN, spirit: null }), /^consciousness: energy must be a finite number/],
      [() => trainedRaiseCost(-1), /^trainedRaiseCost: currentTrained must be at least 0, got -1$/],
      [() => trainedRaiseTotal(-1, 2), /^trainedRaiseTotal: from must be at least 0, got -1$/],
      [() => trainedRaiseTotal(4, 3), /^trainedRaiseTotal: to must be at least 4, got 3$/],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { parseAttackTypes, parseDefenses, parseExtraDamage } from "../../src/rules/attack-text.ts";

describe("extra damage text: the accepted forms (§4.3)", () => {
  it.each([
    ["+ 2", { op: "add", n: 2 }],
    ["+12", { op: "add", n: 12 }],
    ["+2 🎲", { op: "addDice", dice: 2 }],
    ["× 10", { op: "mul", k: 10 }],
  ] as const)("reads %j (spaces around the number, several digits)", (text, op) => {
    expect(parseExtraDamage(text)).toEqual(op);
  });

  it.each(["1+2", "a×2", "+2 extra", "+2🎲🎲", "+ x2"])("rejects %j: the sign must lead and nothing may follow", (text) => {
    expect(() => parseExtraDamage(text)).toThrow(`bad extra damage "${text}": expected +N, +N🎲, ×N, ÷N or −N`);
  });

  it("says why a well-formed modifier is refused, naming the text", () => {
    expect(() => parseExtraDamage("×2🎲")).toThrow('bad extra damage "×2🎲": only +N🎲 rolls dice');
    expect(() => parseExtraDamage("−1d")).toThrow('bad extra damage "−1d": only +N🎲 rolls dice');
    expect(() => parseExtraDamage("÷0")).toThrow('bad extra damage "÷0": factor must be at least 1');
  });
});

describe("extra damage text: the pattern, sign by sign and dice mark by dice mark", () => {
  it.each([
    ["+3", { op: "add", n: 3 }], ["-3", { op: "sub", n: 3 }], ["−3", { op: "sub", n: 3 }], ["×3", { op: "mul", k: 3 }],
    ["x3", { op: "mul", k: 3 }], ["X3", { op: "mul", k: 3 }], ["*3", { op: "mul", k: 3 }], ["÷3", { op: "div", k: 3 }],
    ["/3", { op: "div", k: 3 }], ["+3🎲", { op: "addDice", dice: 3 }], ["+3🅟", { op: "addDice", dice: 3 }],
    ["+3d", { op: "addDice", dice: 3 }], ["+3D", { op: "addDice", dice: 3 }], ["+ 3 🅟", { op: "addDice", dice: 3 }],
  ] as const)("reads %j", (text, op) => {
    expect(parseExtraDamage(text)).toEqual(op);
  });

  it.each(["%3", "=3", "÷÷3", "+-3", "3+", "+3🅽", "+3dd", "+3d6", "+3 x", "++3", "+三", "+3.0", "×-3", "𝑥3"])("refuses %j", (text) => {
    expect(() => parseExtraDamage(text)).toThrow(`bad extra damage "${text}": expected +N, +N🎲, ×N, ÷N or −N`);
  });
});

describe("type and defense lists", () => {
  it("reads a list whatever its spacing and case", () => {
    expect(parseDefenses(" (Block / Dodge) ")).toEqual(["block", "dodge"]);
    expect(parseAttackTypes(" Erosion, OCCULT ")).toEqual(["erosion", "occult"]);
  });

  it("drops only the enclosing parentheses: a stray one inside the list is an unknown entry", () => {
    expect(() => parseDefenses("(block/(dodge)")).toThrow('unknown defense "(dodge"');
    expect(() => parseDefenses("(block)/dodge)")).toThrow('unknown defense "block)"');
  });
});

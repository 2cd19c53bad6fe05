/**
 * Derived data for 1,000 characters with 30 items each (target: under 20 ms for all of them, issue 24).
 * Runs the same pure derivation the TypeDataModels call in `prepareDerivedData`. Where the time goes (a CPU profile):
 * reading item systems, whose shapes differ by item type (so each property read is a slow lookup), and object
 * spreads into new literals; derivation reads each item property once and copies fields one by one.
 */
import { bench, describe } from "vitest";
import { deriveActor } from "../src/data/actor/derive.ts";
import { armouredCharacter, deriveInput, freshCharacter, woundedCharacter } from "../test/fixtures/data-actors.ts";
import * as I from "../test/fixtures/data-items.ts";

const makers = [
  I.dagger, I.revolver, I.fistsAndFeet, () => I.chainmail(true), () => I.bascinet(true), () => I.signetOfPalankai(true),
  () => I.plainRing(false), I.human, I.medium, I.pickpocket, I.freeWill, () => I.rope(2), I.healingPotion,
  () => I.ability("keen-hunt", 3, "spirit"), () => I.ability("iron-wall", 2, "might"),
];

function buildCharacters(n: number) {
  const bases = [freshCharacter, woundedCharacter, armouredCharacter];
  return Array.from({ length: n }, (_, k) => {
    const a = bases[k % bases.length]!();
    a.items = Array.from({ length: 30 }, (_, j) => makers[(j + k) % makers.length]!());
    return deriveInput(a);
  });
}

const characters = buildCharacters(1000);

describe("derived data", () => {
  bench("1,000 characters × 30 items", () => {
    for (const input of characters) deriveActor(input);
  }, { time: 2000, warmupIterations: 10 });
});

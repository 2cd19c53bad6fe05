/** The fight ledger's pure planner (src/combat/ledger/ledger-plan.ts): what a decision reads and what it records. */
import { describe, expect, it } from "vitest";
import {
  atTurnStart, countedRecord, entryOf, ledgerMobility, loadedRounds, readEntry, reloadRise, sameEntry, withLoaded, withMobilityUpdate, withUse,
  type LedgerEntry,
} from "../../src/combat/ledger/ledger-plan.ts";

const revolver = { loaded: 1, capacity: 6, cost: 2 };
const entry = (): LedgerEntry => entryOf({ value: 3, max: 3 }, { abil: { key: "round:f:1", count: 1 } }, { gun: revolver });

describe("an entry as the GM seeds and stores it", () => {
  it("keeps the ⚡ within its maximum, the uses, and each weapon's rounds within its capacity", () => {
    expect(entryOf({ value: 9, max: 3, owed: 2 }, {}, { gun: { loaded: 9, capacity: 6, cost: 2 } })).toEqual({
      mobility: { value: 3, max: 3, owed: 2 }, uses: {}, loaded: { gun: 6 }, reloads: { gun: { capacity: 6, cost: 2 } },
    });
  });

  it("reads back what it stored, and nothing from a malformed record", () => {
    expect(readEntry(JSON.parse(JSON.stringify(entry())))).toEqual(entry());
    expect(readEntry(null)).toBeNull();
    expect(readEntry({ uses: {} })).toBeNull();
    expect(readEntry({ mobility: { value: "9", max: -2 }, uses: { a: { key: 1, count: 1 }, b: { key: "k", count: 2.7 } }, loaded: { g: "3", h: 2 }, reloads: [] }))
      .toEqual({ mobility: { value: 0, max: 0, owed: 0 }, uses: { b: { key: "k", count: 2 } }, loaded: { h: 2 }, reloads: {} });
  });
});

describe("the ⚡ a decision reads", () => {
  it("is the lower of the ledger's and the actor's figures, with the higher debt", () => {
    const e = withMobilityUpdate(entry(), { "system.mobility.value": 2, "system.mobility.owed": 1 });
    expect(ledgerMobility(e, { value: 99, max: 99, owed: 0 })).toEqual({ value: 2, max: 3, owed: 1, paid: 0 });
    expect(ledgerMobility(e, { value: 1, max: 2, owed: 4, paid: 9 })).toEqual({ value: 1, max: 2, owed: 4, paid: 2 });
  });

  it("takes the ⚡ keys of a GM's update and nothing else", () => {
    const e = withMobilityUpdate(entry(), { "system.mobility.value": 1, "system.mobility.paid": 3, "system.attributes.might.lost": 2, "system.mobility.max": "9" });
    expect(e.mobility).toEqual({ value: 1, max: 3, owed: 0 });
  });

  it("at a turn start reads the maximum then, never leaving more ⚡ than it", () => {
    const started = atTurnStart(withMobilityUpdate(entry(), { "system.mobility.value": 0 }), 2, { "system.mobility.value": 4 });
    expect(started.mobility).toEqual({ value: 2, max: 2, owed: 0 });
  });
});

describe("uses and rounds", () => {
  const counted = { max: 1, per: "round", key: "round:f:1" };

  it("counts the record that leaves fewer uses: a cleared or stale flag gives none back", () => {
    const ledger = { key: "round:f:1", count: 1 };
    expect(countedRecord(counted, ledger, { key: "round:f:1", count: 0 })).toEqual(ledger);
    expect(countedRecord(counted, ledger, { key: "round:x:9", count: 0 })).toEqual(ledger);
    expect(countedRecord(counted, ledger, null)).toEqual(ledger);
    expect(countedRecord(counted, { key: "round:f:0", count: 1 }, { key: "round:f:1", count: 1 })).toEqual({ key: "round:f:1", count: 1 });
    expect(countedRecord(counted, null, { key: "round:f:1", count: 1 })).toEqual({ key: "round:f:1", count: 1 });
    expect(withUse(entry(), "abil", { key: "round:f:2", count: 1 }).uses.abil).toEqual({ key: "round:f:2", count: 1 });
    expect(withUse(entry(), "abil", null)).toEqual(entry());
  });

  it("reads the lower of the ledger's rounds and the item's; an unknown weapon reads the item", () => {
    const e = withLoaded(entry(), "gun", 0);
    expect(loadedRounds(e, "gun", 6)).toBe(0);
    expect(loadedRounds(withLoaded(e, "gun", 4), "gun", 2)).toBe(2);
    expect(loadedRounds(e, "other", 5)).toBe(5);
  });

  it("a rise of a known weapon's rounds is a reload at its cost as read then, up to its capacity", () => {
    const e = withLoaded(entry(), "gun", 0);
    expect(reloadRise(e, "gun", 9)).toEqual({ rounds: 6, cost: 2 });
    expect(reloadRise(e, "gun", 0)).toBeNull();
    expect(reloadRise(e, "other", 3)).toBeNull();
  });

  it("tells an unchanged entry from a changed one", () => {
    expect(sameEntry(entry(), entry())).toBe(true);
    expect(sameEntry(null, entry())).toBe(false);
    expect(sameEntry(entry(), withLoaded(entry(), "gun", 0))).toBe(false);
  });
});

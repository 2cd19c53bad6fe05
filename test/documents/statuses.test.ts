import { describe, expect, it } from "vitest";
import { statusToggles } from "../../src/documents/logic/statuses.ts";

describe("statusToggles (§7.1–7.2)", () => {
  it("adds unconscious and prone when a pool empties", () => {
    expect(statusToggles("unconscious", new Set())).toEqual([
      { id: "unconscious", active: true }, { id: "prone", active: true },
    ]);
  });
  it("swaps unconscious for dead (overlay, the combat tracker's defeated marker)", () => {
    expect(statusToggles("dead", new Set(["unconscious", "prone"]))).toEqual([
      { id: "dead", active: true, overlay: true }, { id: "unconscious", active: false },
    ]);
  });
  it("removes both on recovery but leaves prone alone", () => {
    expect(statusToggles("conscious", new Set(["unconscious", "prone"]))).toEqual([{ id: "unconscious", active: false }]);
    expect(statusToggles("conscious", new Set(["dead"]))).toEqual([{ id: "dead", active: false, overlay: true }]);
  });
  it("does nothing when statuses already match", () => {
    expect(statusToggles("conscious", new Set(["prone"]))).toEqual([]);
    expect(statusToggles("unconscious", new Set(["unconscious"]))).toEqual([]);
  });
});

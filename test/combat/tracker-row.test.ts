import { describe, expect, it } from "vitest";
import { canEditPips, MAX_PIPS, pipAction, pipOverrideValue, rowView } from "../../src/combat/tracker/tracker-row.ts";
import { rowHtml, tieBreakHtml } from "../../src/combat/tracker/tracker.ts";

describe("tracker row additions", () => {
  it("draws one pip per ⚡ of the maximum, filled up to the value, with tie-breaks and a long action", () => {
    const view = rowView({ mobility: { value: 1, max: 3, owed: 2 }, tieBreaks: [9, 4] }, true)!;
    expect(view.pips.map((p) => p.filled)).toEqual([true, false, false]);
    expect(view.tieBreaks).toBe("9 / 4");
    expect(view.owed).toBe(2);
    const html = rowHtml(view, (k) => `[${k}]`);
    expect(html.match(/class="meshal-pip filled"/g)).toHaveLength(1);
    expect(tieBreakHtml(view, (k) => `[${k}]`)).toBe(`<span class="meshal-tiebreak" tabindex="0" data-tooltip="[MESHAL.Combat.tieBreak]">(9 / 4)</span>`);
    expect(html).not.toContain("meshal-tiebreak");
    expect(html).toContain(`fa-hourglass-half" aria-hidden="true"></i> 2⚡`);
    expect(html).not.toContain("disabled");
  });

  it("clamps bad values, caps the pips drawn and disables them for others", () => {
    const view = rowView({ mobility: { value: 40, max: 30, owed: 0 }, tieBreaks: [] }, false)!;
    expect(view.value).toBe(30);
    expect(view.pips).toHaveLength(MAX_PIPS);
    const html = rowHtml(view, (k) => k);
    expect(html).toContain("disabled");
    expect(html).not.toContain("meshal-long-action");
    expect(tieBreakHtml(view, (k) => k)).toBe("");
    expect(rowView({ mobility: null, tieBreaks: [] }, true)).toBeNull();
  });

  it("lets the GM always and the owner only on its own turn click a pip", () => {
    expect(canEditPips({ isGM: true, owns: false }, false)).toBe(true);
    expect(canEditPips({ isGM: false, owns: true }, true)).toBe(true);
    expect(canEditPips({ isGM: false, owns: true }, false)).toBe(false);
    expect(canEditPips({ isGM: false, owns: false }, true)).toBe(false);
    expect(pipAction({ index: 0, filled: true })).toBe("spend");
    expect(pipAction({ index: 2, filled: false })).toBe("restore");
  });
});

describe("pipOverrideValue (a GM's pip click)", () => {
  it("one less for a filled pip, one more for an empty one, within 0 and the maximum", () => {
    expect(pipOverrideValue({ value: 2, max: 3 }, "spend")).toBe(1);
    expect(pipOverrideValue({ value: 0, max: 3 }, "spend")).toBe(0);
    expect(pipOverrideValue({ value: 2, max: 3 }, "restore")).toBe(3);
    expect(pipOverrideValue({ value: 3, max: 3 }, "restore")).toBe(3);
  });
  it("repairs out-of-range values instead of carrying them on", () => {
    expect(pipOverrideValue({ value: 7, max: 3 }, "spend")).toBe(2);
    expect(pipOverrideValue({ value: -2, max: 3 }, "restore")).toBe(1);
    expect(pipOverrideValue({ value: 1, max: 0 }, "restore")).toBe(0);
  });
});

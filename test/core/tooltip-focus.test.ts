/**
 * Facts in tooltips reachable by keyboard (issue 35, item 7): focusing an element of the system that carries a
 * tooltip shows it through Foundry's tooltip manager (`game.tooltip.activate`), leaving it hides it; core's own
 * elements are left alone, and one focus bound both on a window's element and on its document shows it once.
 */
import { afterEach, describe, expect, it } from "vitest";
import { parseFragment, StageElement, stageDocument } from "../stage/application-dom.ts";

const shown: unknown[] = [];
const tooltip = {
  element: null as unknown,
  activate(el: unknown) { shown.push(el); this.element = el; },
  deactivate() { this.element = null; },
};
Object.assign(globalThis, { HTMLElement: StageElement, game: { ...(globalThis as { game?: object }).game, tooltip } });
const { bindTooltipFocus } = await import("../../src/core/tooltip-focus.ts");

/** A stage element as the DOM code takes it. */
const dom = (el: StageElement) => el as unknown as HTMLElement; // cast: the stage element stands in for the browser's

function mount(html: string): StageElement {
  const root = parseFragment(html).find((n): n is StageElement => n instanceof StageElement)!;
  stageDocument.body.append(root);
  return root;
}

afterEach(() => {
  shown.length = 0;
  tooltip.element = null;
});

describe("a tooltip shown on keyboard focus", () => {
  it("shows the focused span's tooltip once, though both the window and its document listen, and hides it on leaving", () => {
    const sheet = mount(`<div class="meshal meshal-sheet"><span class="meshal-tiebreak" tabindex="0" data-tooltip="Tie-break rolls">(4, 2)</span></div>`);
    bindTooltipFocus(dom(sheet));
    bindTooltipFocus(dom(sheet)); // a re-render binds again: still one listener
    bindTooltipFocus(stageDocument as unknown as Document);
    const span = sheet.querySelector(".meshal-tiebreak")!;
    span.dispatch("focusin");
    expect(shown).toEqual([span]);
    expect(tooltip.element).toBe(span);
    span.dispatch("focusout");
    expect(tooltip.element).toBeNull();
  });

  it("leaves an element without a tooltip, and core's elements, to core", () => {
    const root = mount(`<div><div class="meshal-row-extras"><span tabindex="0">3/3</span></div><span class="core-thing" tabindex="0" data-tooltip="core"></span></div>`);
    bindTooltipFocus(dom(root));
    root.querySelector(".meshal-row-extras span")!.dispatch("focusin");
    root.querySelector(".core-thing")!.dispatch("focusin");
    expect(shown).toEqual([]);
  });

  it("leaving an element does not hide a tooltip another element shows", () => {
    const root = mount(`<div class="meshal"><span class="a" tabindex="0" data-tooltip="A"></span><span class="b" tabindex="0" data-tooltip="B"></span></div>`);
    bindTooltipFocus(dom(root));
    root.querySelector(".b")!.dispatch("focusin");
    root.querySelector(".a")!.dispatch("focusout");
    expect(tooltip.element).toBe(root.querySelector(".b"));
  });
});

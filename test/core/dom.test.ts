/** The DOM helpers read elements by runtime checks: a target that is not an HTML element gives null, never a crash. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closestData, closestTo, eventElement, queryElement } from "../../src/core/dom.ts";
import { parseFragment, StageElement, StageText } from "../stage/application-dom.ts";

const saved = Object.getOwnPropertyDescriptor(globalThis, "HTMLElement");
beforeAll(() => Object.assign(globalThis, { HTMLElement: StageElement }));
afterAll(() => {
  if (saved) Object.defineProperty(globalThis, "HTMLElement", saved);
  else Reflect.deleteProperty(globalThis, "HTMLElement");
});

function root(html: string): StageElement {
  const [first] = parseFragment(html);
  if (!(first instanceof StageElement)) throw new Error("expected an element");
  return first;
}
/** An event as the helpers see it: only its target matters. */
const eventOn = (target: unknown) => ({ target }) as unknown as Event; // cast: a fake event carrying only a target

describe("eventElement", () => {
  it("gives the target when it is an element and null for a text node or no target", () => {
    const button = root(`<button>Roll</button>`);
    expect(eventElement(eventOn(button))).toBe(button);
    expect(eventElement(eventOn(new StageText("x")))).toBeNull();
    expect(eventElement(eventOn(null))).toBeNull();
  });
});

describe("closestTo and closestData", () => {
  const card = root(`<li class="item" data-item-id="abc"><span><b>Sword</b></span></li>`);
  const bold = card.querySelector("b");

  it("walks up from the target to the matching ancestor", () => {
    expect(closestTo(eventOn(bold), ".item")).toBe(card);
    expect(closestTo(eventOn(bold), ".missing")).toBeNull();
    expect(closestTo(eventOn(new StageText("x")), ".item")).toBeNull();
  });

  it("reads a camel-cased key as its dashed data attribute", () => {
    expect(closestData(eventOn(bold), "itemId")).toBe("abc");
    expect(closestData(eventOn(bold), "actorId")).toBeUndefined();
  });
});

describe("queryElement", () => {
  it("finds the first match under a root and gives null without a root or a match", () => {
    const form = root(`<form><input name="a"><input name="b"></form>`);
    expect(queryElement(form as unknown as ParentNode, "input")?.getAttribute("name")).toBe("a"); // cast: the stage element stands in for the DOM's
    expect(queryElement(form as unknown as ParentNode, "select")).toBeNull(); // cast: as above
    expect(queryElement(null, "input")).toBeNull();
    expect(queryElement(undefined, "input")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { fragmentRoots } from "../support/html-roots.ts";

describe("fragmentRoots", () => {
  it("sees one root through nesting, void elements, comments and quoted '>'", () => {
    const html = `<!-- note --><div class="a"><input name="x" value="a>b"><br/><p title='1 > 0'>t</p></div>\n`;
    expect(fragmentRoots(html)).toEqual({ elements: ["div"], strayText: [] });
  });
  it("reports every top-level element and stray text", () => {
    expect(fragmentRoots("<div></div>\n<footer><button>Go</button></footer>")).toEqual({ elements: ["div", "footer"], strayText: [] });
    expect(fragmentRoots("hello <span>x</span> there").strayText).toEqual(["hello", "there"]);
  });
  it("throws on a mismatched or missing closing tag", () => {
    expect(() => fragmentRoots("<div><span></div>")).toThrow(/closes <span>/);
    expect(() => fragmentRoots("<div><p>")).toThrow(/unclosed/);
  });
});

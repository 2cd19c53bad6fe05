/**
 * Windows on the stage (issue 32, item 5): an application's element is in the main window's document; on v14 a render
 * with `window: {detached: true}` moves it into a popped-out window with a document of its own (foundryvtt#13132),
 * which v13 does not know. An event bubbles to the document of the window it happens in, never to the main document
 * from a popped-out one; enriched content runs its `onRender` each time it enters a document (foundryvtt#13558).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { installStage } from "../smoke/foundry-stage.ts";
import { defineStageTemplate, installApplicationStage, StageApplicationV2, StageHandlebarsApplicationMixin, type StagePart } from "./application.ts";
import { popOutDocument, stageDocument, type StageElement, type StageEvent } from "./application-dom.ts";
import { enrichHTML, installEnrichment } from "./enrichment.ts";
import { onV14 } from "./version.ts";

const TEMPLATE = "systems/meshal-lite/stage/window.hbs";

class Window extends StageHandlebarsApplicationMixin(StageApplicationV2) {
  static override PARTS: Record<string, StagePart> = { body: { template: TEMPLATE } };
}

/** Records which listeners an event reached, by name. */
function recorder() {
  const heard: string[] = [];
  return { heard, on: (name: string) => (event: StageEvent) => void heard.push(`${name}:${event.type}`) };
}

beforeAll(() => {
  installStage();
  installApplicationStage();
  installEnrichment();
  defineStageTemplate(TEMPLATE, "<div class=\"body\"><a class=\"link\">link</a></div>");
});

describe("documents and events", () => {
  it("a click bubbles through its ancestors to its own window's document, and stops where propagation is stopped", () => {
    const { heard, on } = recorder();
    const root = stageDocument.createElement("div");
    root.innerHTML = "<p><a>x</a></p>";
    stageDocument.body.append(root);
    const link = root.querySelector<StageElement>("a")!;
    link.addEventListener("click", on("link"));
    root.addEventListener("click", on("root"));
    stageDocument.addEventListener("click", on("main"));
    link.dispatch("click");
    expect(heard).toEqual(["link:click", "root:click", "main:click"]);
    heard.length = 0;
    root.querySelector<StageElement>("p")!.addEventListener("click", (event) => event.stopPropagation());
    link.dispatch("click");
    expect(heard).toEqual(["link:click"]);
    root.remove();
  });

  it("a click in a popped-out window never reaches the main document's listeners", () => {
    const { heard, on } = recorder();
    stageDocument.addEventListener("click", on("main"));
    const win = popOutDocument();
    win.addEventListener("click", on("pop-out"));
    const root = win.createElement("div");
    root.innerHTML = "<a>x</a>";
    win.body.append(root);
    root.querySelector<StageElement>("a")!.dispatch("click");
    expect(heard).toEqual(["pop-out:click"]);
    expect(root.ownerDocument).toBe(win);
  });

  it("an element moved into another window belongs to that window's document", () => {
    const root = stageDocument.createElement("div");
    stageDocument.body.append(root);
    expect(root.ownerDocument).toBe(stageDocument);
    const win = popOutDocument();
    win.body.append(root);
    expect([root.ownerDocument, root.isConnected]).toEqual([win, true]);
  });
});

describe("enriched content", () => {
  it("is a string (a listener bound while enriching is lost); onRender runs when it enters a document, again when it moves", async () => {
    const rendered: StageElement[] = [];
    const enrichers = (globalThis as unknown as { CONFIG: { TextEditor: { enrichers: unknown[] } } }).CONFIG.TextEditor.enrichers;
    enrichers.push({
      id: "stage.probe",
      pattern: /\[\[probe\]\]/g,
      enricher: () => {
        const el = stageDocument.createElement("b");
        el.addEventListener("click", () => rendered.push(el));
        return el;
      },
      onRender: (element: StageElement) => rendered.push(element),
    });
    const html = await enrichHTML("<p>[[probe]]</p>");
    expect(typeof html).toBe("string");
    const page = stageDocument.createElement("div");
    page.innerHTML = html;
    expect(rendered).toHaveLength(0);
    stageDocument.body.append(page);
    expect(rendered.map((e) => e.localName)).toEqual(["enriched-content"]);
    popOutDocument().body.append(page);
    expect(rendered).toHaveLength(2);
    page.querySelector<StageElement>("b")!.dispatch("click");
    expect(rendered).toHaveLength(2);
    enrichers.pop();
  });
});

describe("an application's window", () => {
  it("opens in the main window's document", async () => {
    const app = await new Window().render({ force: true });
    expect(app.element.ownerDocument).toBe(stageDocument);
    expect(app.element.isConnected).toBe(true);
    await app.close();
    expect(app.element).toBeNull();
  });

  it.runIf(onV14)("v14: `window.detached` renders it in a popped-out window of its own, and `false` brings it back", async () => {
    const app = await new Window().render({ force: true, window: { detached: true } });
    const popped = app.element.ownerDocument;
    expect(popped).not.toBe(stageDocument);
    await app.render({ parts: ["body"] });
    expect(app.element.ownerDocument).toBe(popped);
    expect(app.element.querySelector(".link")!.ownerDocument).toBe(popped);
    await app.render({ window: { detached: false } });
    expect(app.element.ownerDocument).toBe(stageDocument);
  });

  it.runIf(!onV14)("v13: knows no detached windows, the option changes nothing", async () => {
    const app = await new Window().render({ force: true, window: { detached: true } });
    expect(app.element.ownerDocument).toBe(stageDocument);
  });
});

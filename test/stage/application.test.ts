/**
 * The ApplicationV2 + HandlebarsApplicationMixin stage is strict where v13 is: an unconfigured part warns, a part no
 * longer configured stays in the DOM, a part must have one root element, the render hooks run in v13's order, and a
 * document sheet's submission validates before it writes.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { installStage } from "../smoke/foundry-stage.ts";
import {
  defineStageTemplate, failOnNotifications, installApplicationStage, StageApplicationV2, StageHandlebarsApplicationMixin,
  takeNotifications, type StagePart, type StageRenderOptions,
} from "./application.ts";
import { installDocumentSheets, StageActorSheetV2, StageDocumentSheetV2, type StageDocument, type StageDroppedItem } from "./application-sheets.ts";
import type { StageElement } from "./application-dom.ts";
import { takeDeprecations } from "./deprecations.ts";
import { onV14 } from "./version.ts";

type Rec = Record<string, unknown>;
const template = (name: string) => `systems/meshal-lite/stage/${name}.hbs`;

/** A two-part app that logs its hooks and can leave part `b` out of its configured parts. */
class Probe extends StageHandlebarsApplicationMixin(StageApplicationV2) {
  static override PARTS: Record<string, StagePart> = { a: { template: template("a") }, b: { template: template("b") } };
  readonly log: string[] = [];
  configureB = true;
  label = "one";

  protected override _configureRenderOptions(options: StageRenderOptions): void {
    super._configureRenderOptions(options);
    this.log.push("configureRenderOptions");
  }
  protected override _configureRenderParts(options: StageRenderOptions): Record<string, StagePart> {
    const parts = super._configureRenderParts(options);
    if (!this.configureB) delete parts.b;
    return parts;
  }
  protected override async _prepareContext(): Promise<Rec> {
    this.log.push("prepareContext");
    return { label: this.label };
  }
  protected override async _preFirstRender(): Promise<void> {
    this.log.push("preFirstRender");
  }
  protected override async _preRender(): Promise<void> {
    this.log.push(`preRender(parts in DOM: ${Object.keys(this.parts).length})`);
  }
  protected override async _onFirstRender(): Promise<void> {
    this.log.push("onFirstRender");
  }
  protected override async _onRender(): Promise<void> {
    this.log.push(`onRender(parts in DOM: ${Object.keys(this.parts).length})`);
  }
}

const partsInDom = (app: Probe) => app.element.querySelectorAll<StageElement>("[data-application-part]").map((p) => `${p.dataset.applicationPart}:${p.textContent}`);

failOnNotifications();

beforeAll(() => {
  installStage();
  installApplicationStage();
  installDocumentSheets();
  defineStageTemplate(template("a"), "<section class=\"a\">{{label}}</section>");
  defineStageTemplate(template("b"), "<!-- a comment is not a root -->\n<div class=\"b\">{{label}}</div>\n");
  defineStageTemplate(template("two"), "<div>body</div><footer>buttons</footer>");
  defineStageTemplate(template("none"), "just text");
});

describe("ApplicationV2 stage: render pipeline", () => {
  it("runs the hooks in v13's order; the first-render hooks only once", async () => {
    const app = new Probe();
    await app.render({ force: true });
    expect(app.log).toEqual([
      "configureRenderOptions", "prepareContext", "preFirstRender", "preRender(parts in DOM: 0)", "onFirstRender", "onRender(parts in DOM: 2)",
    ]);
    app.log.length = 0;
    await app.render();
    expect(app.log).toEqual(["configureRenderOptions", "prepareContext", "preRender(parts in DOM: 2)", "onRender(parts in DOM: 2)"]);
  });

  it("does not render an app that is not rendered unless forced", async () => {
    const app = new Probe();
    await app.render();
    expect(app.rendered).toBe(false);
    expect(app.log).toEqual([]);
  });

  it("re-renders only the requested parts, replacing them in place", async () => {
    const app = new Probe();
    await app.render({ force: true });
    const [a, b] = [app.parts.a, app.parts.b];
    app.label = "two";
    await app.render({ parts: ["b"] });
    expect(app.parts.a).toBe(a);
    expect(app.parts.b).not.toBe(b);
    expect(partsInDom(app)).toEqual(["a:one", "b:two"]);
  });

  it("warns for every requested part that is not configured, and renders the others", async () => {
    const app = new Probe();
    await app.render({ force: true });
    app.label = "two";
    await app.render({ parts: ["a", "ghost"] });
    expect(takeNotifications()).toEqual([{ level: "warn", message: "Part \"ghost\" is not a supported template part for Probe" }]);
    expect(partsInDom(app)).toEqual(["a:two", "b:one"]);
  });

  it("never removes a part that is no longer configured, even on a full render", async () => {
    const app = new Probe();
    await app.render({ force: true });
    const b = app.parts.b;
    app.configureB = false;
    app.label = "two";
    await app.render();
    expect(partsInDom(app)).toEqual(["a:two", "b:one"]);
    expect(app.parts.b).toBe(b);
    await app.render({ parts: ["b"] });
    expect(takeNotifications().map((n) => n.level)).toEqual(["warn"]);
  });

  it("throws when a part renders other than exactly one root element", async () => {
    class TwoRoots extends Probe {
      static override PARTS = { two: { template: template("two") } };
    }
    class NoRoot extends Probe {
      static override PARTS = { none: { template: template("none") } };
    }
    await expect(new TwoRoots().render({ force: true })).rejects.toThrow(/part "two" must render a single HTML element/);
    await expect(new NoRoot().render({ force: true })).rejects.toThrow(/part "none" must render a single HTML element/);
  });

  it("opens afresh after close", async () => {
    const app = new Probe();
    await app.render({ force: true });
    await app.close();
    app.log.length = 0;
    await app.render({ force: true });
    expect(app.log).toContain("onFirstRender");
    expect(partsInDom(app)).toEqual(["a:one", "b:one"]);
  });
});

/** A document whose `validate` refuses a negative `system.count`, recording every update. */
function countingDocument(): StageDocument & { updates: Rec[] } {
  const updates: Rec[] = [];
  return {
    id: "d1", uuid: "Actor.d1", documentName: "Actor", isOwner: true, _source: { system: { count: 1 } }, apps: {}, updates,
    update: async (changes) => void updates.push(changes),
    validate: ({ changes }) => {
      if (((changes.system as Rec | undefined)?.count as number) < 0) throw new Error("count: must be at least 0");
      return true;
    },
  };
}

class LoggingSheet extends StageDocumentSheetV2 {
  readonly log: string[] = [];
  protected override _processFormData(event: unknown, form: unknown, formData: { object: Rec }): Rec {
    this.log.push("processFormData");
    return super._processFormData(event, form, formData);
  }
  protected override _prepareSubmitData(event: unknown, form: unknown, formData: { object: Rec }): Rec {
    this.log.push("prepareSubmitData");
    return super._prepareSubmitData(event, form, formData);
  }
  protected override async _processSubmitData(event: unknown, form: unknown, data: Rec): Promise<void> {
    this.log.push("processSubmitData");
    await super._processSubmitData(event, form, data);
  }
}

describe("ApplicationV2 stage: document sheets", () => {
  it("submits through _prepareSubmitData → _processFormData, validates, then _processSubmitData writes", async () => {
    const document = countingDocument();
    const sheet = new LoggingSheet({ document });
    await sheet.submit({ "system.count": 3, name: "Sera" });
    expect(sheet.log).toEqual(["prepareSubmitData", "processFormData", "processSubmitData"]);
    expect(document.updates).toEqual([{ system: { count: 3 }, name: "Sera" }]);
  });

  it("throws from _prepareSubmitData on invalid data: nothing is written", async () => {
    const document = countingDocument();
    const sheet = new LoggingSheet({ document });
    await expect(sheet.submit({ "system.count": -1 })).rejects.toThrow(/count: must be at least 0/);
    expect(sheet.log).toEqual(["prepareSubmitData", "processFormData"]);
    expect(document.updates).toEqual([]);
  });

  it("sorts a dropped item whose parent has the actor's UUID (another object), and creates any other", async () => {
    const created: Rec[][] = [];
    const actor = { ...countingDocument(), createEmbeddedDocuments: async (_t: string, data: Rec[]) => (created.push(data), []) };
    class DropSheet extends StageActorSheetV2 {
      drop(item: StageDroppedItem) {
        return this._onDropItem(null, item);
      }
    }
    const sheet = new DropSheet({ document: actor });
    const item = (parentUuid: string | null): StageDroppedItem => ({
      id: "i1", parent: parentUuid ? { uuid: parentUuid } : null, toObject: () => ({ name: "Rope" }),
    });
    await sheet.drop(item("Actor.d1"));
    await sheet.drop(item("Actor.other"));
    expect(sheet.sortedItems.map((i) => i.parent?.uuid)).toEqual(["Actor.d1"]);
    expect(created).toEqual([[{ name: "Rope" }]]);
  });
});

describe("ApplicationV2 stage: element model", () => {
  it("parses markup, queries simple selectors, and refuses selectors it cannot match faithfully", async () => {
    const { parseFragment } = await import("./application-dom.ts");
    const [root] = parseFragment("<ul class=\"list\"><li data-item-id=\"a1\"><button data-action=\"use\">Use &amp; go</button></li><li data-item-id=\"b2\"></li></ul>") as StageElement[];
    const button = root!.querySelector<StageElement>("li > button[data-action=use]")!;
    expect(button.textContent).toBe("Use & go");
    expect(button.closest<StageElement>("[data-item-id]")?.dataset.itemId).toBe("a1");
    expect(root!.querySelectorAll("ul li, .list [data-item-id=\"b2\"]")).toHaveLength(2);
    expect(() => root!.querySelector("li:first-child")).toThrow(/does not support ":first-child"/);
    expect(() => parseFragment("<div><span></div>")).toThrow(/closes <span>/);
  });
});

describe("ApplicationV2 stage: context menus read the version's entry keys", () => {
  /** An app whose one context menu on part `b` holds `entries`. */
  async function menuOn(entries: Rec[]) {
    class Menu extends Probe {
      protected override async _onFirstRender(): Promise<void> {
        this._createContextMenu(() => entries, ".b");
      }
    }
    const app = new Menu();
    await app.render({ force: true });
    return { app, target: app.parts.b! };
  }
  const v13Entry = (clicks: unknown[], shown = true) => ({ name: "Edit", icon: "<i></i>", condition: () => shown, callback: (li: unknown) => void clicks.push(li) });
  const v14Entry = (clicks: unknown[], shown = true) => ({ label: "Edit", icon: "<i></i>", visible: () => shown, onClick: (_e: unknown, li: unknown) => void clicks.push(li) });

  it.runIf(!onV14)("v13 reads name, condition(target) and callback(target), and knows nothing of label/visible/onClick", async () => {
    const clicks: unknown[] = [];
    const { app, target } = await menuOn([v13Entry(clicks), v13Entry(clicks, false), v14Entry(clicks)]);
    const items = app.openContextMenu(target);
    expect(items.map((i) => i.label)).toEqual(["Edit", ""]);
    items[0]!.click();
    items[1]!.click();
    expect(clicks).toEqual([target]);
    expect(takeDeprecations()).toEqual([]);
  });

  it.runIf(onV14)("v14 reads label, visible(target) and onClick(event, target); v13's keys still work, each with a warning", async () => {
    const clicks: unknown[] = [];
    const { app, target } = await menuOn([v14Entry(clicks), v14Entry(clicks, false)]);
    const items = app.openContextMenu(target);
    expect(items.map((i) => i.label)).toEqual(["Edit"]);
    items[0]!.click();
    expect(clicks).toEqual([target]);
    expect(takeDeprecations()).toEqual([]);
    const old = await menuOn([v13Entry(clicks)]);
    old.app.openContextMenu(old.target)[0]!.click();
    expect(clicks).toEqual([target, old.target]);
    expect(takeDeprecations()).toEqual([
      expect.stringContaining("ContextMenuEntry#name"), expect.stringContaining("ContextMenuEntry#condition"), expect.stringContaining("ContextMenuEntry#callback"),
    ]);
  });

  it("opens nothing outside the menu's selector", async () => {
    const { app } = await menuOn([v14Entry([]), v13Entry([])]);
    expect(app.openContextMenu(app.parts.a!)).toEqual([]);
  });
});

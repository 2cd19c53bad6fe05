/**
 * Opens every preview page in Chromium (playwright-core + the npm package's Chromium, or CHROMIUM_PATH): no console or
 * page errors, no missing lang key, the page's key elements present, no axe-core finding of any impact (WCAG 2.1
 * A/AA and axe's best practices) in the window; saves a PNG of each into .cache/screenshots/. Then every sheet and
 * dialog again in a window 360 px wide and with its text at 200%: nothing sticks out of the window (a PNG of each at
 * 360 px, `<page>.<lang>.<theme>.360.png`); and the character sheet's tabs switched by keyboard with the system's own
 * key handler (src/sheets/base/tab-keys.ts, bundled for the page).
 */
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AxeResults, RunOptions } from "axe-core";
import type { Browser } from "playwright-core";
import { build } from "esbuild";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { launchChromium } from "../support/browser.ts";
import { fromRoot } from "../support/project.ts";
import { buildPreview } from "../preview/build.ts";
import { previewPages } from "../preview/pages.ts";

const SHOTS = fromRoot(".cache", "screenshots");

const AXE_SCRIPT = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
  resultTypes: ["violations"],
};
/** Axe runs on the window only ([data-page]): the page shell around it stands in for Foundry's own UI. */
const AXE_RUN = `axe.run(document.querySelector("[data-page]"), ${JSON.stringify(AXE_OPTIONS)})`;
const AXE_FAILING = new Set(["minor", "moderate", "serious", "critical"]);
/** Nodes listed per rule and page; the rest are counted. */
const AXE_NODES_LISTED = 3;

/** The findings of one axe run (any impact: minor to critical), a few nodes per rule. */
function axeProblems(name: string, results: AxeResults): string[] {
  return results.violations.flatMap((rule) => {
    const nodes = rule.nodes.filter((n) => AXE_FAILING.has(n.impact ?? rule.impact ?? ""));
    const listed = nodes.slice(0, AXE_NODES_LISTED).map((n) => `${name}: ${rule.id} ${n.target.join(" ")}`);
    const more = nodes.length - listed.length;
    return more > 0 ? [...listed, `${name}: ${rule.id} and ${more} more`] : listed;
  });
}

let browser: Browser | undefined;
/** The browser, launched by the first test that needs it (so a test run alone has one too). */
async function theBrowser(): Promise<Browser> {
  browser ??= await launchChromium();
  return browser;
}

/** The dialogs among the pages that are neither sheets nor chat: they too must work in a narrow window. */
const DIALOGS = new Set(["roll-dialog", "roll-dialog-sources", "dice-roll-dialog-assist", "dice-fate-dialog", "damage-split",
  "party-rest-dialog", "settings-optional-rules", "combat-encounter-panel", "rules-reference"]);
const NARROW_PX = 360;

/**
 * What sticks out of the window on the right (a clipped name, a field off-window), up to a few per page: each element
 * wider than the window's right edge by more than a pixel, unless inside a box that scrolls sideways.
 */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const win = document.querySelector("[data-page]")!;
    const edge = win.getBoundingClientRect().right;
    const scrolls = (el: Element) => {
      for (let up = el.parentElement; up && up !== win; up = up.parentElement) {
        if (["auto", "scroll"].includes(getComputedStyle(up).overflowX)) return true;
      }
      return false;
    };
    const out: string[] = [];
    for (const el of win.querySelectorAll("*")) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right - edge <= 1 || scrolls(el)) continue;
      out.push(`${el.tagName.toLowerCase()}${[...el.classList].map((c) => `.${c}`).join("")} +${Math.round(box.right - edge)} px`);
    }
    return out.slice(0, 3);
  });
}

afterAll(async () => {
  await browser?.close();
});

describe("the preview in a browser", () => {
  it("renders every page without errors, with its key elements and no accessibility finding of any impact, and saves a screenshot", async () => {
    // Launched here, not in a hook, so a browser that cannot start fails this test with launchChromium's hint.
    const files = buildPreview();
    await theBrowser();
    mkdirSync(SHOTS, { recursive: true });
    const context = await (await theBrowser()).newContext({ viewport: { width: 700, height: 900 } });
    const pages = new Map(previewPages().map((p) => [p.id, p]));
    const problems: string[] = [];
    // Two tabs take turns through the pages: a page waits mostly on layout, fonts and the screenshot.
    const queue = [...files];
    const tab = async () => {
      const page = await context.newPage();
      let errors: string[] = [];
      page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
      page.on("pageerror", (e) => errors.push(e.message));
      for (let f = queue.shift(); f; f = queue.shift()) {
        errors = [];
        await page.goto(pathToFileURL(f.file).href);
        const name = `${f.page}.${f.lang}.${f.theme}`;
        for (const e of errors) problems.push(`${name}: console error ${e}`);
        const text = await page.locator("body").innerText();
        const missing = text.match(/![A-Za-z]+\.[A-Za-z.]+!/g);
        if (missing) problems.push(`${name}: missing lang keys ${missing.join(", ")}`);
        for (const selector of pages.get(f.page)?.expect ?? []) {
          if ((await page.locator(selector).count()) === 0) problems.push(`${name}: no ${selector}`);
        }
        for (const selector of pages.get(f.page)?.expectNone ?? []) {
          if ((await page.locator(selector).count()) > 0) problems.push(`${name}: unexpected ${selector}`);
        }
        const maxHeight = pages.get(f.page)?.maxHeight;
      if (maxHeight !== undefined) {
        const height = (await page.locator("[data-page]").boundingBox())?.height ?? Infinity;
        if (height > maxHeight) problems.push(`${name}: ${Math.round(height)} px tall, more than ${maxHeight}`);
      }
      const fonts = await page.evaluate(async () => {
          await document.fonts.ready;
          return [...document.fonts].map((f) => ({ family: f.family.replace(/"/g, ""), status: f.status }));
        });
        if (!fonts.some((f) => f.family === "Noto Sans SC" && f.status === "loaded")) problems.push(`${name}: Noto Sans SC did not load`);
        for (const f of fonts.filter((f) => f.status === "error")) problems.push(`${name}: font ${f.family} failed to load`);
        await page.addScriptTag({ path: AXE_SCRIPT });
        problems.push(...axeProblems(name, await page.evaluate<AxeResults>(AXE_RUN)));
        await page.locator("[data-page]").screenshot({ path: path.join(SHOTS, `${name}.png`) });
      }
    };
    await Promise.all([tab(), tab()]);
    await context.close();
    expect(problems.sort()).toEqual([]);
  }, 1_200_000); // a guard against a hung browser, not a timing target: a loaded 2-core machine took over 8 minutes with axe

  it("shows every sheet and dialog whole at 360 px and with 200% text, and switches the character sheet's tabs by keyboard", async () => {
    const files = buildPreview().filter((f) => DIALOGS.has(f.page) || previewPages().find((p) => p.id === f.page)?.sheet);
    expect(files.length).toBeGreaterThan(100);
    mkdirSync(SHOTS, { recursive: true });
    const context = await (await theBrowser()).newContext({ viewport: { width: 700, height: 900 } });
    const problems: string[] = [];
    // Two tabs take turns through the pages, as above.
    const queue = [...files];
    const tab = async () => {
      const page = await context.newPage();
      for (let f = queue.shift(); f; f = queue.shift()) {
        const name = `${f.page}.${f.lang}.${f.theme}`;
        await page.goto(pathToFileURL(f.file).href);
        await page.addStyleTag({ content: `[data-page] { width: ${NARROW_PX}px; max-width: none; box-sizing: border-box; }` });
        await page.evaluate(() => document.fonts.ready);
        for (const o of await overflowing(page)) problems.push(`${name} at ${NARROW_PX} px: ${o}`);
        await page.locator("[data-page]").screenshot({ path: path.join(SHOTS, `${name}.${NARROW_PX}.png`) });
        if (f.theme !== "light") continue;
        // Text at 200%: the window's text twice as large (every size in the system's styles is in em), at its usual width.
        await page.goto(pathToFileURL(f.file).href);
        await page.addStyleTag({ content: "[data-page] { font-size: 200%; width: 640px; }" });
        await page.evaluate(() => document.fonts.ready);
        for (const o of await overflowing(page)) problems.push(`${name} at 200% text: ${o}`);
        if (f.page === "character-play" || f.page === "roll-dialog") {
          await page.locator("[data-page]").screenshot({ path: path.join(SHOTS, `${name}.200.png`) });
        }
      }
      await page.close();
    };
    await Promise.all([tab(), tab()]);

    // One colour language: an attribute die is the same colour on both sheets, a ⚡ pip the same on both sheets and in
    // the tracker, and the two differ, in either theme.
    const colours = await context.newPage();
    for (const theme of ["light", "dark"]) {
      const fill = async (pageId: string, selector: string) => {
        await colours.goto(pathToFileURL(files.find((f) => f.page === pageId && f.lang === "en" && f.theme === theme)?.file
          ?? fromRoot(".cache", "preview", `${pageId}.en.${theme}.html`)).href);
        return colours.locator(selector).first().evaluate((el) => getComputedStyle(el).backgroundColor);
      };
      const dice = [await fill("character-play", ".meshal-attribute .meshal-pip.is-filled"), await fill("npc-play", ".meshal-pool__pips .meshal-pip.is-filled")];
      const mobility = [await fill("character-play", ".meshal-pips--mobility .meshal-pip.is-filled"), await fill("npc-play", ".meshal-npc-mobility .meshal-pip.is-filled"),
        await fill("combat-tracker", ".meshal-row-extras .meshal-pip.filled")];
      expect(new Set(dice).size, `${theme}: dice ${dice.join(", ")}`).toBe(1);
      expect(new Set(mobility).size, `${theme}: ⚡ ${mobility.join(", ")}`).toBe(1);
      expect(dice[0]).not.toBe(mobility[0]);
    }
    await colours.close();

    // The tabs by keyboard: the handler the sheets bind, with core's changeTab stood in for (the active class moves).
    const handler = await build({ entryPoints: [fromRoot("src", "sheets", "base", "tab-keys.ts")], bundle: true, format: "iife", globalName: "meshalTabKeys", write: false });
    const sheet = files.find((f) => f.page === "character-play" && f.lang === "en" && f.theme === "light")!;
    const page = await context.newPage();
    await page.goto(pathToFileURL(sheet.file).href);
    await page.addScriptTag({ content: handler.outputFiles[0]!.text });
    await page.evaluate(() => {
      const keys = (globalThis as unknown as { meshalTabKeys: typeof import("../../src/sheets/base/tab-keys.ts") }).meshalTabKeys;
      const root = document.querySelector<HTMLElement>("[data-page]")!;
      keys.bindTabKeys(root, (tab, group) => {
        for (const el of root.querySelectorAll<HTMLElement>(`[data-group="${group}"][data-tab]`)) el.classList.toggle("active", el.dataset.tab === tab);
        keys.markSelectedTab(root, group, tab);
      });
    });
    const shown = () => page.evaluate(() => ({
      selected: [...document.querySelectorAll("[role=tab][aria-selected=true]")].map((t) => (t as HTMLElement).dataset.tab),
      panel: [...document.querySelectorAll("section.tab.active")].map((t) => (t as HTMLElement).dataset.tab),
      focused: (document.activeElement as HTMLElement | null)?.dataset.tab,
      tabStops: [...document.querySelectorAll("[role=tab]")].filter((t) => (t as HTMLElement).tabIndex === 0).length,
    }));
    await page.focus("[role=tab][data-tab=abilities]");
    await page.keyboard.press("ArrowRight");
    expect(await shown()).toEqual({ selected: ["inventory"], panel: ["inventory"], focused: "inventory", tabStops: 1 });
    await page.keyboard.press("End");
    expect(await shown()).toMatchObject({ selected: ["effects"], panel: ["effects"], focused: "effects" });
    await page.keyboard.press("ArrowRight");
    expect(await shown()).toMatchObject({ selected: ["abilities"], panel: ["abilities"] });
    await page.focus("[role=tab][data-tab=features]");
    await page.keyboard.press("Enter");
    expect(await shown()).toMatchObject({ selected: ["features"], panel: ["features"] });
    await page.focus("[role=tab][data-tab=biography]");
    await page.keyboard.press("Space");
    expect(await shown()).toMatchObject({ selected: ["biography"], panel: ["biography"] });
    // Tab leaves the tab list for the panel: only the selected tab is a stop.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    expect(await shown()).toMatchObject({ focused: "biography" });
    await context.close();
    expect(problems.sort()).toEqual([]);
  }, 1_200_000);
});

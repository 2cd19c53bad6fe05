/**
 * Opens every preview page in Chromium (playwright-core + the npm package's Chromium, or CHROMIUM_PATH): no console or
 * page errors, no missing lang key, the page's key elements present, no serious or critical axe-core finding (WCAG 2.1
 * A/AA and axe's best practices) in the window; saves a PNG of each into .cache/screenshots/.
 */
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AxeResults, RunOptions } from "axe-core";
import type { Browser } from "playwright-core";
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
const AXE_FAILING = new Set(["serious", "critical"]);
/** Nodes listed per rule and page; the rest are counted. */
const AXE_NODES_LISTED = 3;

/** The serious and critical findings of one axe run, a few nodes per rule. */
function axeProblems(name: string, results: AxeResults): string[] {
  return results.violations.flatMap((rule) => {
    const nodes = rule.nodes.filter((n) => AXE_FAILING.has(n.impact ?? rule.impact ?? ""));
    const listed = nodes.slice(0, AXE_NODES_LISTED).map((n) => `${name}: ${rule.id} ${n.target.join(" ")}`);
    const more = nodes.length - listed.length;
    return more > 0 ? [...listed, `${name}: ${rule.id} and ${more} more`] : listed;
  });
}

let browser: Browser | undefined;

afterAll(async () => {
  await browser?.close();
});

describe("the preview in a browser", () => {
  it("renders every page without errors, with its key elements and no serious accessibility finding, and saves a screenshot", async () => {
    // Launched here, not in a hook, so a browser that cannot start fails this test with launchChromium's hint.
    browser = await launchChromium();
    const files = buildPreview();
    mkdirSync(SHOTS, { recursive: true });
    const context = await browser.newContext({ viewport: { width: 700, height: 900 } });
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
});

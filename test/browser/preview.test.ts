/**
 * Opens every preview page in Chromium (playwright-core + the system's chromium): no console or page errors, no
 * missing lang key, the page's key elements present; saves a PNG of each into .cache/screenshots/.
 */
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromRoot } from "../support/project.ts";
import { buildPreview, type PreviewFile } from "../preview/build.ts";
import { previewPages } from "../preview/pages.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const SHOTS = fromRoot(".cache", "screenshots");
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
  "--disable-sync", "--no-first-run", "--disable-quic"];

let browser: Browser;
let files: PreviewFile[];

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}. Install it with: apt-get install -y --no-install-recommends chromium fonts-noto-cjk (or set CHROMIUM_PATH).`);
  }
  files = buildPreview();
  mkdirSync(SHOTS, { recursive: true });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe("the preview in a browser", () => {
  it("renders every page without errors, with its key elements, and saves a screenshot", async () => {
    const context = await browser.newContext({ viewport: { width: 700, height: 900 } });
    const pages = new Map(previewPages().map((p) => [p.id, p]));
    const problems: string[] = [];
    const page = await context.newPage();
    let errors: string[] = [];
    page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
    page.on("pageerror", (e) => errors.push(e.message));
    for (const f of files) {
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
      await page.locator("[data-page]").screenshot({ path: path.join(SHOTS, `${name}.png`) });
    }
    await context.close();
    expect(problems).toEqual([]);
  }, 240_000);
});

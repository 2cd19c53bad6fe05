/**
 * Starts the headless Chromium the browser tests drive through playwright-core: the one the `@sparticuz/chromium` dev
 * dependency ships, or the binary named by CHROMIUM_PATH. When it cannot start, the error says what to set.
 */
import { chromium, type Browser } from "playwright-core";
import { npmChromium } from "./npm-chromium.ts";

/** Beyond playwright's own flags (headless, no sandbox, no background networking, no component updates). */
const ARGS = ["--disable-gpu", "--disable-quic"];

const HINT = "Set CHROMIUM_PATH to a Chromium or Chrome binary that runs on this machine (e.g. CHROMIUM_PATH=/usr/bin/chromium); "
  + "unset, the test uses the one the @sparticuz/chromium dev dependency ships.";

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Launches Chromium: CHROMIUM_PATH when set, else the npm package's build. */
export async function launchChromium(): Promise<Browser> {
  const custom = process.env.CHROMIUM_PATH;
  if (custom) {
    try {
      return await chromium.launch({ executablePath: custom, args: ARGS });
    } catch (error) {
      throw new Error(`Chromium at CHROMIUM_PATH=${custom} did not start: ${message(error)}\n${HINT}`, { cause: error });
    }
  }
  let source = "@sparticuz/chromium";
  try {
    const npm = await npmChromium();
    source = `${source} ${npm.version} (${npm.executablePath})`;
    return await chromium.launch({ executablePath: npm.executablePath, args: ARGS, env: { ...process.env, ...npm.env } });
  } catch (error) {
    throw new Error(`The Chromium from ${source} did not start: ${message(error)}\n${HINT}`, { cause: error });
  }
}

import { existsSync } from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";

// Debian's Chromium (.ci/run installs it); Playwright cannot download its own browser here.
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath}: apt-get install chromium`);
  return chromium.launch({
    executablePath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export const desktop = { width: 1366, height: 900 };
export const phone = { width: 390, height: 844 };

/** In the page: React owns the server's first element of #root (hydration has reached it). Self-contained, for `waitForFunction`. */
export const reactOwnsPage = () => Object.keys(document.getElementById("root")?.firstElementChild ?? {}).some((key) => key.startsWith("__reactFiber$"));

/** A fresh browser context (its own cookies), like a new person at a new computer. */
export async function newPage(browser: Browser, baseURL: string, viewport = desktop): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
  context.setDefaultTimeout(15_000);
  return context.newPage();
}

/** Saves a screenshot under test-results/ when SCREENSHOTS=1, for looking at the screens. */
export async function shot(page: Page, name: string) {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
}

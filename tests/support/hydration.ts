import type { Page } from "playwright-core";
import { reactOwnsPage } from "./browser.ts";

// What the tests of server-drawn pages watch in the browser: what the page reports, and whether React kept the
// server's markup when it hydrated.

/** What the page reports to the console: errors, warnings (React's hydration mismatches among them) and uncaught exceptions. */
export function problems(page: Page) {
  const found: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") found.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => found.push(`pageerror: ${error.message}`));
  return found;
}

/** Keeps the server's first element of #root as the parser made it, before any script runs. */
export async function rememberServerMarkup(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("readystatechange", () => {
      if (document.readyState === "interactive") Object.assign(window, { serverRoot: document.getElementById("root")?.firstElementChild });
    });
  });
}

/** Waits until React owns the server's element: hydration kept it instead of drawing the page anew. */
export async function hydratedInPlace(page: Page) {
  await page.waitForFunction(reactOwnsPage);
  return page.evaluate(() => document.getElementById("root")?.firstElementChild === (window as unknown as { serverRoot: Element }).serverRoot);
}

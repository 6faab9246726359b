import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "../support/browser.ts";
import { registerCandidate } from "../support/fixtures.ts";
import { toast } from "../support/pages.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// A toast that comes while a menu or a dialog is open must not take the Escape meant for it: Radix
// stacks its dismissable layers by mount time, and only the top one hears the key.

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * Holds back the toaster's code (it loads with the first toast) until `release` is called, so that the
 * sign-in's welcome comes after whatever the person opens meanwhile, as it does on a slow network.
 */
async function holdToaster(page: Page) {
  let requested = false;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/ToastViewport-[^/]+\.js$/, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return {
    /** Waits until the page has asked for the code (else the test would prove nothing). */
    requested: () => expect.poll(() => requested, { message: "the toaster's code (ToastViewport-*.js) was asked for" }).toBe(true),
    release: () => release(),
  };
}

const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Waits until the new page's heading is on screen and has taken focus, as it does after each navigation. */
async function headingFocused(page: Page, name: string) {
  const heading = page.getByRole("heading", { level: 1, name });
  await heading.waitFor();
  await expect.poll(() => hasFocus(heading), { timeout: 10_000 }).toBe(true);
}

/** Fills the sign-in form of /auth (already on screen) and sends it. */
async function signIn(page: Page, email: string, password: string) {
  const form = page.getByRole("form", { name: "Entrar" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Senha", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Entrar" }).click();
}

describe("Escape with a toast on screen", () => {
  it("closes the user menu that was open when the toast came, focus back on its button; the next Escape closes the toast", async () => {
    const { user, password } = await registerCandidate(server.url);
    const page = await newPage(browser, server.url);
    const toaster = await holdToaster(page);
    await page.goto("/auth");
    await signIn(page, user.email, password);
    // The dashboard's heading takes focus when its data arrives: a menu closed before that would hand focus to it.
    // The URL changes before the page does (the sign-in's heading is still on screen), so wait for this page's own.
    await headingFocused(page, "Olá, Maria");
    await toaster.requested();

    const button = page.getByRole("button", { name: `Menu do usuário ${user.email}` });
    await button.click();
    const menu = page.getByRole("menu");
    await menu.waitFor();
    toaster.release();
    const welcome = toast(page).filter({ hasText: "Login realizado com sucesso" });
    await welcome.waitFor();

    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    expect(await welcome.isVisible()).toBe(true);
    await expect.poll(() => hasFocus(button)).toBe(true);

    // With nothing else open, Escape still dismisses the toast.
    await page.keyboard.press("Escape");
    await welcome.waitFor({ state: "hidden" });
    await page.context().close();
  });

  it("closes the dialog that was open when the toast came, focus back on its button, and leaves the toast", async () => {
    const { user, password } = await registerCandidate(server.url);
    const page = await newPage(browser, server.url);
    const toaster = await holdToaster(page);
    // A visitor's 'Criar alerta' asks them to sign in and brings them back to the search, welcome toast pending.
    await page.goto("/jobs?texto=desenvolvedor");
    await page.getByRole("link", { name: "Criar alerta" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    await signIn(page, user.email, password);
    await headingFocused(page, "Encontre Sua Próxima Oportunidade");
    await toaster.requested();

    const button = page.getByRole("button", { name: "Criar alerta" });
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Criar alerta de vagas" });
    await dialog.waitFor();
    toaster.release();
    const welcome = toast(page).filter({ hasText: "Login realizado com sucesso" });
    await welcome.waitFor();

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await welcome.isVisible()).toBe(true);
    await expect.poll(() => hasFocus(button)).toBe(true);
    await page.context().close();
  });
});

import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWorld, type World } from "../support/a11yWorld.ts";
import { Audit, quietPage, settled, titleProblems } from "../support/axe.ts";
import { desktop, launchBrowser, phone } from "../support/browser.ts";
import { logIn } from "../support/pages.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// WCAG 2.2 AA with axe-core, for companies (visitors and candidates: accessibility.test.ts):
// every route they reach, at desktop and phone widths, and with each dialog and menu open.

let server: TestServer;
let browser: Browser;
let world: World;
const audit = new Audit();

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  world = await buildWorld(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("accessibility for companies (axe-core, WCAG 2.2 AA)", () => {
  it("a company's pages", async () => {
    const page = await quietPage(browser, server.url);
    await logIn(page, world.company.user.email, world.company.password);
    const paths = [
      "/dashboard/company",
      "/jobs/create",
      `/job-edit/${world.appliedJobId}`,
      `/jobs/${world.appliedJobId}`,
      `/jobs/${world.appliedJobId}/candidatos`,
      "/candidatos/buscar",
      `/candidatos/${world.profileId}/profile`,
      "/profile/company",
      "/company/candidaturas",
      "/company/interesses",
      "/company/analytics",
      "/notificacoes",
      "/conta/notificacoes",
      "/conta/privacidade",
      "/profile/candidate",
    ];
    for (const path of paths) await audit.visit(page, "company", path);
    await page.context().close();
  }, 150_000);

  it("a company's dialogs and menus", async () => {
    const page = await quietPage(browser, server.url);
    await logIn(page, world.company.user.email, world.company.password);
    await settled(page);
    await audit.withOpen(page, "company user menu", () => page.getByRole("button", { name: /^Menu do usuário/ }).click(), page.getByRole("menu"));
    await audit.withOpen(page, "company notifications bell", () => page.getByRole("button", { name: /^Notificações/ }).click(), page.getByRole("menu"));
    await audit.withOpen(page, "company delete-job confirmation", () => page.getByRole("button", { name: "Deletar" }).first().click(), page.getByRole("alertdialog"));
    await page.setViewportSize(phone);
    await audit.withOpen(page, "company 'Mais ações' menu (phone)", () => page.getByRole("button", { name: "Mais ações" }).first().click(), page.getByRole("menu"));
    await audit.withOpen(page, "company phone menu", () => page.getByRole("button", { name: "Abrir menu" }).click());
    await page.setViewportSize(desktop);

    await page.goto(`/jobs/${world.appliedJobId}/candidatos`);
    await settled(page);
    await audit.withOpen(page, "company 'Mover para' menu", () => page.getByRole("button", { name: /Mover para/ }).first().click(), page.getByRole("menu"));
    await audit.withOpen(page, "company reject confirmation", () => page.getByRole("button", { name: "Rejeitar" }).first().click(), page.getByRole("alertdialog"));

    await page.goto("/candidatos/buscar");
    await settled(page);
    await page.setViewportSize(phone);
    await audit.check(page, "company candidate search filters (phone)");
    await page.setViewportSize(desktop);

    await page.goto(`/candidatos/${world.profileId}/profile`);
    await settled(page);
    await audit.withOpen(page, "company interest dialog", () => page.getByRole("button", { name: "Demonstrar Interesse" }).click());
    await page.context().close();
  }, 120_000);

  it("finds no critical or serious violation and no skipped heading level; each page has its own title", () => {
    console.info(audit.report());
    expect(audit.blocking(), audit.report()).toEqual([]);
    expect(titleProblems(audit.titles, "Encaixe")).toEqual([]);
  });
});

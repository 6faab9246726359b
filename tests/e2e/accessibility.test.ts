import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWorld, type World } from "../support/a11yWorld.ts";
import { Audit, quietPage, settled, titleProblems } from "../support/axe.ts";
import { launchBrowser, phone } from "../support/browser.ts";
import { logIn } from "../support/pages.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// WCAG 2.2 AA with axe-core, for visitors and candidates (companies: accessibility-company.test.ts):
// every route they reach, at desktop and phone widths, and with each dialog and menu open.
// One server, one browser, one page per role.

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

const sections = ["formacao", "experiencia", "habilidades", "idiomas", "cursos", "pcd"];

describe("accessibility for visitors and candidates (axe-core, WCAG 2.2 AA)", () => {
  it("a visitor's pages, the sign-up tabs, the filters and the phone menu", async () => {
    const page = await quietPage(browser, server.url);
    for (const path of ["/", "/auth", "/jobs", `/jobs/${world.appliedJobId}`, "/privacidade", "/termos", "/contato", "/desenvolvedores", "/pagina-que-nao-existe"]) await audit.visit(page, "visitor", path);

    await page.goto("/auth");
    await settled(page);
    await page.getByRole("tab", { name: "Cadastrar" }).click();
    await audit.check(page, "visitor /auth, sign-up as a candidate");
    await page.getByRole("tab", { name: "Empresa" }).click();
    await audit.check(page, "visitor /auth, sign-up as a company");

    await page.goto("/jobs");
    await settled(page);
    await page.setViewportSize(phone);
    await page.getByRole("button", { name: "Filtros Avançados" }).click();
    await audit.check(page, "visitor /jobs, filters open (phone)");
    await audit.withOpen(page, "visitor phone menu", () => page.getByRole("button", { name: "Abrir menu" }).click());
    await page.context().close();
  }, 120_000);

  it("a candidate's pages", async () => {
    const page = await quietPage(browser, server.url);
    await logIn(page, world.candidate.user.email, world.candidate.password);
    const paths = [
      "/dashboard/candidate",
      "/jobs",
      `/jobs/${world.appliedJobId}`,
      `/jobs/${world.openJobId}`,
      "/profile/candidate",
      "/candidate/applications",
      "/candidate/interests",
      "/notificacoes",
      "/conta/notificacoes",
      "/conta/privacidade",
      "/candidate/salvas",
      "/candidate/alertas",
      "/dashboard/company",
    ];
    for (const path of paths) await audit.visit(page, "candidate", path);
    // The profile's other sections, each at one width (the page around them is audited at both above).
    for (const [index, section] of sections.entries()) {
      await audit.visit(page, "candidate", `/profile/candidate?secao=${section}`, [index % 2 ? "phone" : "desktop"]);
    }
    await page.context().close();
  }, 150_000);

  it("a candidate's dialogs and menus", async () => {
    const page = await quietPage(browser, server.url);
    await logIn(page, world.candidate.user.email, world.candidate.password);
    await settled(page);
    await audit.withOpen(page, "candidate user menu", () => page.getByRole("button", { name: /^Menu do usuário/ }).click(), page.getByRole("menu"));
    await audit.withOpen(page, "candidate notifications bell", () => page.getByRole("button", { name: /^Notificações/ }).click(), page.getByRole("menu"));
    await audit.withOpen(page, "candidate respond-interest dialog", () => page.getByRole("button", { name: "Responder" }).first().click());

    await page.goto(`/jobs/${world.openJobId}`);
    await settled(page);
    await audit.withOpen(page, "candidate apply dialog", () => page.getByRole("button", { name: "Candidatar-se" }).click());

    await page.goto("/jobs?texto=analista");
    await settled(page);
    await audit.withOpen(page, "candidate create-alert dialog", () => page.getByRole("button", { name: "Criar alerta" }).click());

    await page.goto("/candidate/alertas");
    await settled(page);
    await audit.withOpen(page, "candidate rename-alert dialog", () => page.getByRole("button", { name: "Renomear" }).first().click());
    await audit.withOpen(page, "candidate delete-alert confirmation", () => page.getByRole("button", { name: "Excluir" }).first().click(), page.getByRole("alertdialog"));

    await page.goto("/candidate/applications");
    await settled(page);
    await audit.withOpen(page, "candidate withdraw confirmation", () => page.getByRole("button", { name: "Retirar" }).first().click(), page.getByRole("alertdialog"));

    await page.goto("/profile/candidate?secao=experiencia");
    await settled(page);
    await audit.withOpen(page, "candidate remove-experience confirmation", () => page.getByRole("button", { name: /^Remover / }).first().click(), page.getByRole("alertdialog"));

    await page.setViewportSize(phone);
    await audit.withOpen(page, "candidate phone menu", () => page.getByRole("button", { name: "Abrir menu" }).click());
    await page.context().close();
  }, 120_000);

  it("finds no critical or serious violation and no skipped heading level; each page has its own title", () => {
    console.info(audit.report());
    expect(audit.blocking(), audit.report()).toEqual([]);
    expect(titleProblems(audit.titles, "Encaixe")).toEqual([]);
  });
});

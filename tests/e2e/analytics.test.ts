import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, brazilDay } from "../../shared/analyticsPeriod.ts";
import { addApplication, jobOf, setViews } from "../support/analytics.ts";
import { Audit, settled } from "../support/axe.ts";
import { desktop, launchBrowser, newPage, phone, shot } from "../support/browser.ts";
import { registerCompany } from "../support/fixtures.ts";
import { logIn } from "../support/pages.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// A company reads its analytics: from its dashboard to /company/analytics, through
// the period and job choices, the tiles, the charts and the tables of their numbers.

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const tile = (page: Page, name: string) => page.getByTestId(`analytics-${name}`);
const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

describe("a company's analytics", () => {
  it("opens from the dashboard, follows the period and the job, and shows every chart's numbers in a table", async () => {
    const db = server.database.prisma;
    const company = await registerCompany(server.url, { nomeEmpresa: "Vinícola Campanha Gaúcha" });
    const [sommelier, cellar] = [await jobOf(company.client, "Sommelier"), await jobOf(company.client, "Auxiliar de Adega")];
    const today = brazilDay();
    // Two applications this week to the sommelier job, one looked at after 3 hours; one 20 days ago to the cellar job.
    await addApplication(db, sommelier.id, [["ENVIADA", hoursAgo(50)], ["VISUALIZADA_PELA_EMPRESA", hoursAgo(47)], ["EM_ANALISE_PELA_EMPRESA", hoursAgo(23)]]);
    await addApplication(db, sommelier.id, [["ENVIADA", hoursAgo(30)]]);
    await addApplication(db, cellar.id, [["ENVIADA", hoursAgo(20 * 24)], ["REJEITADA", hoursAgo(19 * 24)]]);
    await setViews(db, sommelier.id, { [addDays(today, -2)]: 12, [addDays(today, -3)]: 8 });
    await setViews(db, cellar.id, { [addDays(today, -20)]: 20 });

    // A visitor's browser opens the sommelier job: its page counts the view; the company's own visit does not.
    const visitor = await browser.newContext({ baseURL: server.url, userAgent: chrome });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/jobs/${sommelier.id}`);
    // The page's script counts it once it runs: on a busy machine, more than a second after the load.
    await expect
      .poll(async () => (await db.visualizacaoVaga.findUnique({ where: { vagaId_dia: { vagaId: sommelier.id, dia: new Date(`${today}T00:00:00Z`) } } }))?.quantidade, {
        timeout: 10_000,
      })
      .toBe(1);
    await visitor.close();

    const page = await newPage(browser, server.url);
    await page.context().setExtraHTTPHeaders({ "user-agent": chrome });
    await logIn(page, company.user.email, company.password);
    await page.goto(`/jobs/${sommelier.id}`);
    await page.getByRole("heading", { name: "Sommelier", level: 1 }).waitFor();
    await page.goto("/dashboard/company");
    await settled(page);
    await shot(page, "analytics-dashboard");
    await page.getByRole("link", { name: /Análises/ }).click();
    await page.waitForURL((url) => url.pathname === "/company/analytics");
    await page.getByRole("heading", { name: "Análises", level: 1 }).waitFor();
    await settled(page);

    // 30 days, all jobs: 12 + 8 + 20 views and today's one; three applications, one in 41; the company
    // first acted on two of them, after 3 and 24 hours (the rejection was its first look at the second).
    await expect.poll(() => tile(page, "Visualizações").innerText()).toContain("41");
    expect(await tile(page, "Candidaturas").innerText()).toContain("3");
    expect(await tile(page, "Conversão").innerText()).toContain("7,3%");
    expect(await tile(page, "Primeira visualização").innerText()).toMatch(/13,5 h\s+mediana até você abrir \(2 candidaturas\)/);
    const funnel = page.getByRole("table", { name: /Funil do processo seletivo/ });
    await expect.poll(() => funnel.getByRole("row", { name: /^Recebidas/ }).innerText()).toMatch(/Recebidas\s+3\s+100%/);
    expect(await funnel.getByRole("row", { name: /^Vistas/ }).innerText()).toMatch(/Vistas\s+1\s+33,3%\s+1 dia\s+1/);
    await page.locator("svg.recharts-surface").first().waitFor();
    await shot(page, "analytics-desktop");

    // The last 7 days: the cellar job's application and views fall out.
    await page.getByRole("radio", { name: "7 dias" }).check();
    await expect.poll(() => tile(page, "Visualizações").innerText()).toContain("21");
    expect(await tile(page, "Candidaturas").innerText()).toContain("2");
    expect(new URL(page.url()).searchParams.get("periodo")).toBe("7");

    // Back to 90 days, by keyboard, for the cellar job alone: its one rejected application, 20 views.
    await page.getByRole("radio", { name: "7 dias" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => new URL(page.url()).searchParams.get("periodo")).toBe("90");
    await page.getByLabel("Vaga").selectOption({ label: "Auxiliar de Adega" });
    await expect.poll(() => tile(page, "Visualizações").innerText()).toContain("20");
    expect(await tile(page, "Candidaturas").innerText()).toContain("1");
    await page.getByText("1 foi rejeitada").waitFor();

    // The daily numbers, behind their disclosure.
    await page.getByText("Ver tabela com os números").first().click();
    const daily = page.getByRole("table", { name: "Visualizações e candidaturas por dia" });
    const day = addDays(today, -20).split("-").reverse().join("/");
    expect(await daily.getByRole("row", { name: new RegExp(`^${day}`) }).innerText()).toMatch(new RegExp(`${day}\\s+20\\s+1`));
    expect(await daily.getByRole("row").count()).toBe(91);

    // Dates of one's own, checked before they are asked for.
    await page.getByRole("radio", { name: "Personalizado" }).check();
    const custom = page.getByRole("form", { name: "Período personalizado" });
    await custom.getByLabel("De").fill(addDays(today, -3));
    await custom.getByLabel("Até").fill(addDays(today, -5));
    await custom.getByRole("button", { name: "Aplicar" }).click();
    await custom.getByText("A data inicial não pode ser depois da data final").waitFor();
    await page.getByLabel("Vaga").selectOption({ label: "Todas as vagas" });
    await custom.getByLabel("Até").fill(addDays(today, -2));
    await custom.getByRole("button", { name: "Aplicar" }).click();
    await expect.poll(() => tile(page, "Visualizações").innerText()).toContain("20");
    expect(new URL(page.url()).searchParams.get("de")).toBe(addDays(today, -3));

    const audit = new Audit();
    await settled(page);
    await audit.check(page, "company /company/analytics (desktop)");
    await page.setViewportSize(phone);
    await audit.check(page, "company /company/analytics (phone)");
    await shot(page, "analytics-phone");
    await page.setViewportSize(desktop);
    expect(audit.blocking(), audit.report()).toEqual([]);
    await page.context().close();
  }, 120_000);

  it("tells a company without jobs how to start", async () => {
    const company = await registerCompany(server.url, { nomeEmpresa: "Recém-chegada" });
    const page = await newPage(browser, server.url);
    await logIn(page, company.user.email, company.password);
    await page.goto("/company/analytics");
    await page.getByRole("heading", { name: "Publique uma vaga para ver suas análises" }).waitFor();
    await page.getByRole("link", { name: "Nova Vaga" }).waitFor();
    await page.context().close();
  }, 60_000);
});

import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, phone, shot } from "../support/browser.ts";
import { createJob, globalId, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { logIn, toast } from "../support/pages.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("the notification bell", () => {
  it("rises live while the candidate's page is open when the company moves the application, and reads down", async () => {
    const company = await registerCompany(server.url, { nomeEmpresa: "Cooperativa Vale Verde" });
    const candidate = await registerCandidate(server.url, { nomeCompleto: "Lúcia Ramos" });
    const job = await createJob(company.client, { titulo: "Técnica Agrícola" });
    const applied = await candidate.client.graphql(`mutation ($vagaId: ID!) { applyToVaga(vagaId: $vagaId) { __typename } }`, { vagaId: globalId("Vaga", job.id) });
    expect(applied.data.applyToVaga.__typename).toBe("MutationApplyToVagaSuccess");

    // Two people at two computers: the candidate's dashboard stays open, never reloaded.
    const candidatePage = await newPage(browser, server.url);
    const companyPage = await newPage(browser, server.url);
    await logIn(candidatePage, candidate.user.email, candidate.password);
    const bell = candidatePage.getByRole("button", { name: /^Notificações/ });
    await expect.poll(() => bell.getAttribute("aria-label")).toBe("Notificações");
    await candidatePage.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    await logIn(companyPage, company.user.email, company.password);
    await expect.poll(() => companyPage.getByRole("button", { name: /^Notificações/ }).getAttribute("aria-label")).toBe("Notificações, 1 não lida");
    await companyPage.goto(`/jobs/${job.id}/candidatos`);
    const applicant = companyPage.getByTestId("applicant-card").filter({ hasText: "Lúcia Ramos" });
    await applicant.getByRole("button", { name: /Mover para/ }).click();
    await companyPage.getByRole("menuitem", { name: /Em Análise|Análise/ }).click();
    await toast(companyPage).getByText("Candidatura atualizada").waitFor();

    await expect.poll(() => bell.getAttribute("aria-label"), { timeout: 10_000 }).toBe("Notificações, 1 não lida");
    expect(await candidatePage.evaluate(() => "stillTheSamePage" in window)).toBe(true);
    await shot(candidatePage, "notifications-bell-count");

    await bell.click();
    const menu = candidatePage.getByRole("menu");
    const notice = menu.getByRole("menuitem", { name: /A empresa Cooperativa Vale Verde mudou sua candidatura para Em Análise/ });
    await notice.waitFor();
    await menu.getByText("Vaga: Técnica Agrícola").waitFor();
    await shot(candidatePage, "notifications-bell-open");
    await notice.click();
    await candidatePage.waitForURL(/\/candidate\/applications$/);
    await expect.poll(() => bell.getAttribute("aria-label")).toBe("Notificações");

    // A second move arrives while the list page is open: it appears at the top, unread.
    await candidatePage.goto("/notificacoes");
    await candidatePage.getByRole("heading", { name: "Notificações", level: 1 }).waitFor();
    await applicant.getByRole("button", { name: /Mover para/ }).click();
    await companyPage.getByRole("menuitem", { name: /Em Processo/ }).click();
    await toast(companyPage).getByText("Candidatura atualizada").waitFor();
    const list = candidatePage.getByRole("region", { name: "Notificações" });
    await list.getByRole("link").first().getByText(/mudou sua candidatura para Avançando/).waitFor();
    await candidatePage.getByText("1 notificação não lida.").waitFor();
    await candidatePage.getByRole("button", { name: "Marcar todas como lidas" }).click();
    await candidatePage.getByText("Você está em dia: nenhuma notificação por ler.").waitFor();
    await expect.poll(() => bell.getAttribute("aria-label")).toBe("Notificações");
    await shot(candidatePage, "notifications-page");
    await candidatePage.setViewportSize(phone);
    await shot(candidatePage, "notifications-page-phone");
    await candidatePage.context().close();
    await companyPage.context().close();
  }, 90_000);
});

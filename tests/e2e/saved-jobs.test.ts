import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, launchBrowser, newPage, phone, shot } from "../support/browser.ts";
import { createJob, globalId, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { logIn, logOut, toast } from "../support/pages.ts";
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

const onPath = (path: string) => (url: URL) => url.pathname === path;
const jobCard = (page: Page, title: string) => page.getByTestId("job-card").filter({ has: page.getByRole("heading", { name: title }) });
const savedCard = (page: Page, title: string) => page.getByTestId("saved-job-card").filter({ has: page.getByRole("heading", { name: title }) });

describe("saved jobs", () => {
  it("a visitor is asked to sign in; the candidate saves from /jobs, finds it in 'Vagas Salvas' and removes it from the job page", async () => {
    const company = await registerCompany(server.url, { nomeEmpresa: "Construtora Horizonte" });
    const candidate = await registerCandidate(server.url, { nomeCompleto: "Rafaela Duarte" });
    const electrician = await createJob(company.client, { titulo: "Eletricista de Manutenção Predial", localizacao: "Londrina - PR" });
    const plumber = await createJob(company.client, { titulo: "Encanador Industrial", localizacao: "Maringá - PR" });
    const page = await newPage(browser, server.url);

    // A visitor's bookmark leads to sign in, and back to the same search.
    await page.goto("/jobs?texto=eletricista");
    await jobCard(page, "Eletricista de Manutenção Predial").getByRole("link", { name: "Salvar vaga" }).click();
    await page.waitForURL(onPath("/auth"));
    expect(new URL(page.url()).searchParams.get("voltar")).toBe("/jobs?texto=eletricista");
    const form = page.getByRole("form", { name: "Entrar" });
    await form.getByLabel("Email").fill(candidate.user.email);
    await form.getByLabel("Senha", { exact: true }).fill(candidate.password);
    await form.getByRole("button", { name: "Entrar" }).click();
    await page.waitForURL(onPath("/jobs"));

    // The candidate saves it: the bookmark flips and says what a second press does.
    const card = jobCard(page, "Eletricista de Manutenção Predial");
    await card.getByRole("button", { name: "Salvar vaga" }).click();
    await card.getByRole("button", { name: "Remover dos salvos" }).waitFor();
    await shot(page, "saved-jobs-search");
    await page.setViewportSize(phone);
    await shot(page, "saved-jobs-search-phone");
    await page.setViewportSize(desktop);

    // Another saved job, which its company then pauses: the list shows where each stands now.
    await candidate.client.graphql(`mutation ($id: ID!) { saveVaga(vagaId: $id) { __typename } }`, { id: globalId("Vaga", plumber.id) });
    await company.client.put(`/api/vagas/${plumber.id}`, { statusVaga: "PAUSADA" });
    await page.getByRole("link", { name: "Vagas Salvas" }).first().click();
    await page.waitForURL(onPath("/candidate/salvas"));
    await page.getByRole("heading", { name: "Vagas Salvas", level: 1 }).waitFor();
    await page.getByText("2 vagas salvas").waitFor();
    await savedCard(page, "Eletricista de Manutenção Predial").getByText("Ativa", { exact: true }).waitFor();
    await savedCard(page, "Encanador Industrial").getByText("Pausada", { exact: true }).waitFor();
    // Newest first.
    const titles = await page.getByTestId("saved-job-card").getByRole("heading").allTextContents();
    expect(titles).toEqual(["Encanador Industrial", "Eletricista de Manutenção Predial"]);
    await shot(page, "saved-jobs-desktop");
    await page.setViewportSize(phone);
    await shot(page, "saved-jobs-phone");
    await page.setViewportSize(desktop);

    // From the list to the job, where the candidate removes it.
    await savedCard(page, "Eletricista de Manutenção Predial").getByRole("link", { name: /Ver Vaga/ }).click();
    await page.waitForURL(onPath(`/jobs/${electrician.id}`));
    await page.getByRole("heading", { name: "Eletricista de Manutenção Predial", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Remover dos salvos" }).click();
    await page.getByRole("button", { name: "Salvar vaga" }).waitFor();
    await shot(page, "saved-jobs-job-page");
    await page.setViewportSize(phone);
    await shot(page, "saved-jobs-job-page-phone");
    await page.setViewportSize(desktop);
    await page.goto("/candidate/salvas");
    await page.getByText("1 vaga salva").waitFor();
    expect(await page.getByTestId("saved-job-card").getByRole("heading").allTextContents()).toEqual(["Encanador Industrial"]);

    // A job its company deletes leaves the list; an empty list points to the search.
    await company.client.delete(`/api/vagas/${plumber.id}`);
    await page.reload();
    await page.getByText("Nenhuma vaga salva").waitFor();
    await page.getByTestId("saved-jobs-empty").getByRole("link", { name: "Buscar Vagas" }).waitFor();
    await shot(page, "saved-jobs-empty");
    await logOut(page, candidate.user.email);

    // Companies have nothing to save.
    await logIn(page, company.user.email, company.password);
    await page.goto("/jobs?texto=eletricista");
    await jobCard(page, "Eletricista de Manutenção Predial").waitFor();
    expect(await page.getByRole("button", { name: "Salvar vaga" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Salvar vaga" }).count()).toBe(0);
  });

  it("a save the server never receives is undone, with a toast", async () => {
    const company = await registerCompany(server.url, { nomeEmpresa: "Transportes Serra Azul" });
    const candidate = await registerCandidate(server.url);
    const job = await createJob(company.client, { titulo: "Motorista de Caminhão" });
    const page = await newPage(browser, server.url);
    await logIn(page, candidate.user.email, candidate.password);
    await page.goto(`/jobs/${job.id}`);
    await page.getByRole("heading", { name: "Motorista de Caminhão", level: 1 }).waitFor();
    // The bookmark's code arrives after the page's (the server's HTML shows it meanwhile).
    await page.waitForLoadState("networkidle");
    await page.route("**/graphql", (route) => route.abort());
    await page.getByRole("button", { name: "Salvar vaga" }).click();
    await toast(page).getByText("Erro ao salvar vaga").waitFor();
    await page.getByRole("button", { name: "Salvar vaga" }).waitFor();
    expect(await server.database.prisma.vagaSalva.count({ where: { vagaId: job.id } })).toBe(0);
  });
});

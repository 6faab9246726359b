import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Audit, quietPage, settled } from "../support/axe.ts";
import { launchBrowser, phone, shot } from "../support/browser.ts";
import { createJob, globalId, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { logIn, toast } from "../support/pages.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// 'Privacidade e dados': a candidate sees what they accepted and who viewed their profile,
// downloads their data and résumé, and deletes the account; the company keeps the application
// as 'Candidato removido'.

let server: TestServer;
let browser: Browser;
const audit = new Audit();

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Clicks a download link and reads the file the browser saved. */
async function download(page: Page, name: string) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

describe("the privacy page", () => {
  it("lets a candidate download their data and résumé, see who viewed the profile, and delete the account", async () => {
    const company = await registerCompany(server.url, { nomeEmpresa: "Mandacaru Engenharia" });
    const job = await createJob(company.client, { titulo: "Técnica em Edificações" });
    const candidate = await registerCandidate(server.url, { nomeCompleto: "Helena Privada" });
    expect((await candidate.client.post("/api/candidaturas", { vagaId: job.id, cartaApresentacao: "Carta da Helena" })).status).toBe(201);
    const { id: candidatoId } = await server.database.prisma.candidato.findFirstOrThrow({ where: { user: { email: candidate.user.email } }, select: { id: true } });
    await company.client.graphql(`mutation ($id: ID!) { registrarVisualizacaoPerfil(candidatoId: $id) { __typename } }`, { id: globalId("Candidato", candidatoId) });

    const page = await quietPage(browser, server.url);
    await page.goto("/auth?aba=candidato");
    await page.getByRole("form", { name: "Cadastro de candidato" }).getByText(/^Ao criar a conta, você aceita os Termos de Uso/).waitFor();
    await logIn(page, candidate.user.email, candidate.password);
    await settled(page);
    await page.getByRole("button", { name: /^Menu do usuário/ }).click();
    await page.getByRole("menuitem", { name: "Privacidade e dados" }).click();
    await page.getByRole("heading", { name: "Privacidade e dados", level: 1 }).waitFor();
    await settled(page);
    expect(await page.title()).toBe("Privacidade e dados · Encaixe");
    await page.getByText(/Termos de Uso e Política de Privacidade na versão de \d+ de \w+ de \d{4}, aceitos ao criar a conta em/).waitFor();
    const views = page.getByTestId("profile-views");
    expect(await views.getByRole("listitem").allTextContents()).toEqual([expect.stringContaining("Mandacaru Engenharia")]);
    await audit.check(page, "candidate /conta/privacidade (desktop)");
    await shot(page, "privacy");

    const data = await download(page, "Baixar meus dados (JSON)");
    expect(data.name).toMatch(/^encaixe-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(data.bytes.toString("utf8"));
    expect(exported.conta.email).toBe(candidate.user.email);
    expect(exported.candidato.candidaturas[0].cartaApresentacao).toBe("Carta da Helena");
    const resume = await download(page, "Baixar currículo (PDF)");
    expect(resume.name).toMatch(/\.pdf$/);
    expect(resume.bytes.subarray(0, 5).toString()).toBe("%PDF-");

    await page.setViewportSize(phone);
    await audit.check(page, "candidate /conta/privacidade (phone)");
    await shot(page, "privacy-phone");

    await page.getByRole("button", { name: "Excluir minha conta" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Excluir sua conta?" });
    await dialog.waitFor();
    await audit.check(page, "candidate /conta/privacidade, deletion dialog (phone)");
    await shot(page, "privacy-delete-phone");
    const password = dialog.getByLabel("Digite sua senha para confirmar");
    await password.fill("senha-errada");
    await dialog.getByRole("button", { name: "Excluir definitivamente" }).click();
    await dialog.getByText("Senha incorreta").waitFor();
    await password.fill(candidate.password);
    await dialog.getByRole("button", { name: "Excluir definitivamente" }).click();
    await toast(page).getByText("Conta excluída").waitFor();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.context().close();
    expect(await server.database.prisma.user.count({ where: { email: candidate.user.email } })).toBe(0);

    const companyPage = await quietPage(browser, server.url);
    await logIn(companyPage, company.user.email, company.password);
    await companyPage.goto("/company/candidaturas");
    await settled(companyPage);
    const card = companyPage.getByTestId("company-application-card");
    await card.getByRole("heading", { name: "Candidato removido" }).waitFor();
    expect(await card.getByText("Técnica em Edificações").count()).toBe(1);
    expect(await card.getByRole("link", { name: "Ver Perfil" }).count()).toBe(0);
    await audit.check(companyPage, "company /company/candidaturas with a removed candidate (desktop)");
    await companyPage.context().close();
  }, 120_000);

  it("passes axe on every page and dialog above", () => {
    expect(audit.visits).toBeGreaterThan(0);
    expect(audit.blocking(), audit.report()).toEqual([]);
  });
});

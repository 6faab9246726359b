import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, phone, shot } from "../support/browser.ts";
import { createJob, registerCandidate, registerCompany, uniqueEmail } from "../support/fixtures.ts";
import { toast } from "../support/pages.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// What a newcomer meets before having an account (issue 11): the invitations on the landing page
// and the job page lead to the form they promise and back to where the person was going; the
// landing's search is a real search; the footer's pages exist; a toast never hides the form's button.

let server: TestServer;
let browser: Browser;
let reactJobId: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  const company = await registerCompany(server.url, { nomeEmpresa: "Pixel Forte Tecnologia" });
  const react = await createJob(company.client, {
    titulo: "Desenvolvedor Front-end React",
    areaAtuacao: "tecnologia",
    nivelVaga: "PLENO",
    tipoContrato: "PJ",
    modalidadeTrabalho: "REMOTO",
    localizacao: "São Paulo - SP",
  });
  reactJobId = react.id;
  // Near misses: each differs from the search below in one filter only.
  await createJob(company.client, { titulo: "Desenvolvedor Back-end React", areaAtuacao: "tecnologia", nivelVaga: "SENIOR", tipoContrato: "PJ", modalidadeTrabalho: "REMOTO", localizacao: "São Paulo - SP" });
  await createJob(company.client, { titulo: "Desenvolvedor Mobile React", areaAtuacao: "tecnologia", nivelVaga: "PLENO", tipoContrato: "CLT", modalidadeTrabalho: "PRESENCIAL", localizacao: "Curitiba - PR" });
  await createJob(company.client, { titulo: "Vendedor Interno", areaAtuacao: "vendas", modalidadeTrabalho: "PRESENCIAL", localizacao: "Recife - PE" });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const onPath = (path: string) => (url: URL) => url.pathname === path;

async function fillLogin(page: Page, email: string, password: string) {
  const form = page.getByRole("form", { name: "Entrar" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Senha", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Entrar" }).click();
}

/** The auth page shows `form` with its tabs selected. */
async function expectForm(page: Page, form: "Entrar" | "Cadastro de candidato" | "Cadastro de empresa") {
  await page.getByRole("form", { name: form }).waitFor();
  const selected = (name: string) => page.getByRole("tab", { name, exact: true }).getAttribute("aria-selected");
  expect(await selected(form === "Entrar" ? "Entrar" : "Cadastrar")).toBe("true");
  if (form !== "Entrar") expect(await selected(form === "Cadastro de candidato" ? "Candidato" : "Empresa")).toBe("true");
}

describe("back to the job after signing in", () => {
  it("'Entrar para se candidatar' signs the candidate in, back on the job, where they apply", async () => {
    const { user, password } = await registerCandidate(server.url, { nomeCompleto: "Lívia Prado" });
    const page = await newPage(browser, server.url);
    await page.goto(`/jobs/${reactJobId}`);
    await page.getByRole("link", { name: "Entrar para se candidatar" }).click();
    await page.waitForURL(onPath("/auth"));
    expect(new URL(page.url()).searchParams.get("voltar")).toBe(`/jobs/${reactJobId}`);
    await expectForm(page, "Entrar");

    await fillLogin(page, user.email, password);
    await page.waitForURL(onPath(`/jobs/${reactJobId}`));
    await page.getByRole("heading", { name: "Desenvolvedor Front-end React", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Candidatar-se" }).click();
    await page.getByLabel(/Carta de apresentação/).fill("Trabalho com React há quatro anos.");
    await page.getByRole("button", { name: "Enviar candidatura" }).click();
    await toast(page).getByText("Candidatura enviada!").waitFor();
    await page.getByRole("button", { name: "Já Candidatado" }).waitFor();
  });

  it("a newcomer who registers from the job comes back to it too", async () => {
    const page = await newPage(browser, server.url);
    await page.goto(`/jobs/${reactJobId}`);
    await page.getByRole("link", { name: "Entrar para se candidatar" }).click();
    await page.getByRole("tab", { name: "Cadastrar" }).click();
    await expectForm(page, "Cadastro de candidato");
    // Switching forms keeps the way back.
    expect(new URL(page.url()).searchParams.get("voltar")).toBe(`/jobs/${reactJobId}`);
    const form = page.getByRole("form", { name: "Cadastro de candidato" });
    await form.getByLabel("Nome Completo").fill("Otávio Reis");
    await form.getByLabel("Email").fill(uniqueEmail("otavio"));
    await form.getByLabel("Senha", { exact: true }).fill("segredo123");
    await form.getByRole("button", { name: "Criar Conta" }).click();
    await page.waitForURL(onPath(`/jobs/${reactJobId}`));
    await page.getByRole("button", { name: "Candidatar-se" }).waitFor();
  });

  it("a protected page sends the visitor to sign in and back to that page; a page of the other role gives way to the dashboard", async () => {
    const candidate = await registerCandidate(server.url);
    const page = await newPage(browser, server.url);
    await page.goto("/candidate/applications");
    await page.waitForURL(onPath("/auth"));
    expect(new URL(page.url()).searchParams.get("voltar")).toBe("/candidate/applications");
    await fillLogin(page, candidate.user.email, candidate.password);
    await page.waitForURL(onPath("/candidate/applications"));

    const company = await registerCompany(server.url);
    const other = await newPage(browser, server.url);
    await other.goto("/auth?voltar=%2Fprofile%2Fcandidate");
    await fillLogin(other, company.user.email, company.password);
    await other.waitForURL(onPath("/dashboard/company"));
  });

  it("never follows a return path to another site", async () => {
    const { user, password } = await registerCandidate(server.url);
    const origin = new URL(server.url).origin;
    for (const hostile of ["//evil.example", "https://evil.example/jobs", "/\\evil.example", "javascript:alert(1)"]) {
      const page = await newPage(browser, server.url);
      await page.goto(`/auth?voltar=${encodeURIComponent(hostile)}`);
      await fillLogin(page, user.email, password);
      await page.waitForURL(onPath("/dashboard/candidate"));
      expect(new URL(page.url()).origin).toBe(origin);
      // Signed in, the same link goes to the dashboard as well.
      await page.goto(`/auth?voltar=${encodeURIComponent(hostile)}`);
      await page.waitForURL(onPath("/dashboard/candidate"));
      expect(new URL(page.url()).origin).toBe(origin);
      await page.context().close();
    }
  });
});

describe("each invitation opens its own form", () => {
  it("the landing's buttons and the navbar's 'Cadastrar' open the matching registration", async () => {
    const page = await newPage(browser, server.url);
    const links = [
      ["Sou Candidato", "Cadastro de candidato"],
      ["Sou Empresa", "Cadastro de empresa"],
      ["Criar meu perfil", "Cadastro de candidato"],
      ["Criar Conta Candidato", "Cadastro de candidato"],
      ["Cadastrar Empresa", "Cadastro de empresa"],
    ] as const;
    for (const [link, form] of links) {
      await page.goto("/");
      await page.getByRole("main").getByRole("link", { name: link }).click();
      await page.waitForURL(onPath("/auth"));
      await expectForm(page, form);
    }
    await page.goto("/jobs");
    await page.getByRole("banner").getByRole("link", { name: "Cadastrar" }).click();
    await expectForm(page, "Cadastro de candidato");
    await shot(page, "auth-from-cadastrar");
  });

  it("the phone menu's 'Cadastrar' too; switching tabs writes the URL, and a reload keeps the form", async () => {
    const page = await newPage(browser, server.url, phone);
    await page.goto("/jobs");
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Cadastrar" }).click();
    await expectForm(page, "Cadastro de candidato");

    await page.getByRole("tab", { name: "Empresa" }).click();
    await page.waitForURL(/aba=empresa/);
    await page.reload();
    await expectForm(page, "Cadastro de empresa");
    await page.getByRole("tab", { name: "Entrar" }).click();
    await page.waitForURL((url) => url.pathname === "/auth" && !url.searchParams.has("aba"));
    await expectForm(page, "Entrar");
    // A form that does not exist opens the login.
    await page.goto("/auth?aba=administrador");
    await expectForm(page, "Entrar");
  });
});

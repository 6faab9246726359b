import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, phone, shot } from "../support/browser.ts";
import { startFakeCep } from "../support/fakeCep.ts";
import { registerCandidate, registerCompany } from "../support/fixtures.ts";
import { logIn, logOut, toast } from "../support/pages.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
let browser: Browser;
let cep: Awaited<ReturnType<typeof startFakeCep>>;

beforeAll(async () => {
  cep = await startFakeCep();
  [server, browser] = await Promise.all([
    startTestServer({ viaCepUrl: cep.viaCepUrl, brasilApiUrl: cep.brasilApiUrl }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await cep?.close();
});

const progress = (page: Page) => page.getByRole("progressbar", { name: "Completude do perfil" });

async function section(page: Page, label: string) {
  await page.getByLabel("Seção").selectOption({ label });
}

describe("profiles in the browser", () => {
  it("a candidate fills every section up to 100%, with the address from the CEP; a company finds and opens the profile", async () => {
    const candidate = await registerCandidate(server.url, { nomeCompleto: "Luíza Andrade" });
    const page = await newPage(browser, server.url);
    await logIn(page, candidate.user.email, candidate.password);
    await page.goto("/profile/candidate");
    await page.getByRole("heading", { name: "Meu Perfil Profissional" }).waitFor();
    expect(await progress(page).getAttribute("aria-valuenow")).toBe("0");

    // A file over 10 MB is refused in the browser, by its size alone, before anything is sent.
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    await page.getByTestId("photo-input").setInputFiles({ name: "grande.png", mimeType: "image/png", buffer: big });
    await page.getByRole("alert").getByText("A imagem deve ter no máximo 10MB.").waitFor();

    // Personal data; the address comes from the (fake) CEP provider.
    await page.getByLabel("Telefone principal").pressSequentially("11987654321");
    expect(await page.getByLabel("Telefone principal").inputValue()).toBe("(11) 98765-4321");
    await page.getByLabel("CEP", { exact: true }).pressSequentially("01001000");
    await toast(page).getByText("CEP encontrado").waitFor();
    expect(await page.getByLabel("Rua").inputValue()).toBe("Praça da Sé");
    expect(await page.getByLabel("Cidade").inputValue()).toBe("São Paulo");
    await page.getByLabel("Número").fill("100");
    await page.getByLabel("Objetivo profissional").fill("Atuar com análise de dados no varejo");
    await page.getByRole("button", { name: "Salvar Informações" }).click();
    await toast(page).getByText("Perfil atualizado").waitFor();
    await page.waitForFunction(() => document.querySelector('[aria-label="Completude do perfil"]')?.getAttribute("aria-valuenow") === "20");

    await section(page, "Formação Acadêmica");
    await page.getByLabel("Instituição *").fill("Universidade de São Paulo");
    await page.getByLabel("Curso *").fill("Estatística");
    await page.getByLabel("Nível *").selectOption("GRADUACAO");
    await page.getByLabel("Situação *").selectOption("CONCLUIDO");
    await page.getByRole("button", { name: "Adicionar formação" }).click();
    await toast(page).getByText("Formação adicionada com sucesso").waitFor();

    await section(page, "Experiência Profissional");
    await page.getByLabel("Empresa *").fill("Varejo Bom Preço");
    await page.getByLabel("Cargo *").fill("Analista de Dados");
    await page.getByRole("button", { name: "Adicionar experiência" }).click();
    await toast(page).getByText("Experiência adicionada com sucesso").waitFor();

    await section(page, "Habilidades");
    await page.getByPlaceholder("Ex.: React, Excel, Atendimento ao cliente").fill("Programação em R");
    await page.getByRole("button", { name: "Adicionar", exact: true }).click();
    await toast(page).getByText("Habilidade adicionada com sucesso").waitFor();

    await section(page, "Idiomas");
    await page.getByLabel("Idioma *").fill("Inglês");
    await page.getByLabel("Nível *").selectOption("AVANCADO");
    await page.getByRole("button", { name: "Adicionar idioma" }).click();
    await toast(page).getByText("Idioma adicionado com sucesso").waitFor();

    await section(page, "Cursos Complementares");
    await page.getByLabel("Nome do curso *").fill("Power BI");
    await page.getByRole("button", { name: "Adicionar curso" }).click();
    await toast(page).getByText("Curso adicionado com sucesso").waitFor();

    await page.waitForFunction(() => document.querySelector('[aria-label="Completude do perfil"]')?.getAttribute("aria-valuenow") === "100");
    await page.getByText("Parabéns! Seu perfil está 100% completo.").waitFor();
    await shot(page, "profile-candidate-complete");
    await logOut(page, candidate.user.email);

    // A company finds her by a skill typed without accents, and opens the profile.
    const company = await registerCompany(server.url);
    await logIn(page, company.user.email, company.password);
    await page.goto("/candidatos/buscar");
    await page.getByLabel("Buscar por nome, habilidade ou objetivo").fill("programacao");
    await page.getByLabel("Buscar por nome, habilidade ou objetivo").press("Enter");
    const card = page.getByTestId("candidate-card").filter({ hasText: "Luíza Andrade" });
    await card.waitFor();
    await shot(page, "candidate-search");
    await card.getByRole("link", { name: /Ver Perfil/ }).click();
    await page.waitForURL(/\/candidatos\/\w+\/profile/);
    await page.getByRole("heading", { name: "Luíza Andrade" }).waitFor();
    await page.getByText("Universidade de São Paulo").waitFor();
    await page.getByText("Analista de Dados").first().waitFor();
    // Private data never reaches the company.
    expect(await page.getByText("Praça da Sé").count()).toBe(0);
    await shot(page, "candidate-view");
  });

  it("the profile page works on a phone", async () => {
    const candidate = await registerCandidate(server.url);
    const page = await newPage(browser, server.url, phone);
    await logIn(page, candidate.user.email, candidate.password);
    await page.goto("/profile/candidate");
    await page.getByRole("heading", { name: "Meu Perfil Profissional" }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The checklist starts folded on a phone; the keyboard opens it.
    const checklist = page.getByRole("button", { name: /Completude do perfil/ });
    expect(await checklist.getAttribute("aria-expanded")).toBe("false");
    await checklist.press("Enter");
    await page.getByRole("link", { name: /^Formação.*20%.*pendente$/ }).waitFor();
    await shot(page, "profile-candidate-phone");
  });
});

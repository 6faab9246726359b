import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, launchBrowser, newPage, phone, shot } from "../support/browser.ts";
import { startFakeCep } from "../support/fakeCep.ts";
import { createJob, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { logIn, logOut, toast } from "../support/pages.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
let browser: Browser;
let cep: Awaited<ReturnType<typeof startFakeCep>>;

beforeAll(async () => {
  cep = await startFakeCep();
  [server, browser] = await Promise.all([startTestServer({ viaCepUrl: cep.viaCepUrl, brasilApiUrl: cep.brasilApiUrl }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await cep?.close();
});

describe("the life of a job", () => {
  it("a company publishes, a candidate finds it without accents and applies, the company pauses it", async () => {
    const company = await registerCompany(server.url, { nomeEmpresa: "Clínica Saúde Plena" });
    const candidate = await registerCandidate(server.url, { nomeCompleto: "Joana Prado" });
    const page = await newPage(browser, server.url);

    // The company creates the job.
    await logIn(page, company.user.email, company.password);
    await page.getByRole("link", { name: "Nova Vaga" }).click();
    await page.waitForURL("**/jobs/create");
    await page.getByLabel("Título da Vaga *").fill("Técnico de Enfermagem Plantonista");
    await page.getByLabel("Área de Atuação *").selectOption("saude");
    await page.getByLabel("Descrição da Vaga *").fill("Plantões 12x36 no pronto-socorro, cuidado direto ao paciente.");
    await page.getByLabel("Requisitos Obrigatórios *").fill("Curso técnico em enfermagem e COREN ativo.");
    await page.getByLabel("Localização").fill("São José dos Campos - SP");
    await page.getByLabel("Salário Mínimo").fill("3200");
    await shot(page, "job-create");
    await page.getByRole("button", { name: "Criar Vaga" }).click();
    await toast(page).getByText("Vaga criada com sucesso!").waitFor();
    await page.waitForURL("**/dashboard/company");
    const card = page.getByTestId("company-job-card").filter({ hasText: "Técnico de Enfermagem Plantonista" });
    await card.waitFor();
    await card.getByText("0 candidatos").waitFor();
    await page.getByTestId("tile-Vagas Ativas").getByText("1").waitFor();
    await shot(page, "dashboard-company-jobs");
    await logOut(page, company.user.email);

    // Anyone finds it without accents.
    await page.goto("/jobs");
    await page.getByPlaceholder("Cargo, empresa ou palavra-chave").fill("tecnico enfermagem");
    await page.getByPlaceholder("Cidade, estado").fill("sao jose dos campos");
    await page.getByRole("button", { name: "Buscar", exact: true }).click();
    await page.waitForURL(/texto=tecnico/);
    await page.getByTestId("job-count").getByText("1 vaga(s)").waitFor();
    await shot(page, "jobs-search");

    // On a phone the filters fold away behind a toggle, which the keyboard opens.
    await page.setViewportSize(phone);
    const filters = page.getByRole("button", { name: "Filtros Avançados" });
    await page.getByLabel("Área", { exact: true }).waitFor({ state: "hidden" });
    await filters.press("Enter");
    await page.getByLabel("Área", { exact: true }).waitFor();
    expect(await filters.getAttribute("aria-expanded")).toBe("true");
    await shot(page, "jobs-filters-phone");
    await page.setViewportSize(desktop);

    // The candidate opens it and applies.
    await logIn(page, candidate.user.email, candidate.password);
    await page.goto(`/jobs?texto=${encodeURIComponent("tecnico enfermagem")}`);
    await page.getByRole("link", { name: /Ver Detalhes/ }).first().click();
    await page.waitForURL(/\/jobs\/\w+$/);
    const jobUrl = page.url();
    await page.getByRole("heading", { name: "Técnico de Enfermagem Plantonista" }).waitFor();
    await page.getByRole("button", { name: "Candidatar-se" }).click();
    await page.getByLabel(/Carta de apresentação/).fill("Tenho 5 anos de experiência em pronto-socorro.");
    await page.getByRole("button", { name: "Enviar candidatura" }).click();
    await toast(page).getByText("Candidatura enviada!").waitFor();
    await page.getByRole("button", { name: "Já Candidatado" }).waitFor();
    expect(await page.getByRole("button", { name: "Já Candidatado" }).isDisabled()).toBe(true);
    await shot(page, "job-applied");
    await logOut(page, candidate.user.email);

    // The company sees the applicant count and pauses the job.
    await logIn(page, company.user.email, company.password);
    const applied = page.getByTestId("company-job-card").filter({ hasText: "Técnico de Enfermagem Plantonista" });
    await applied.getByText("1 candidato").waitFor();
    await applied.getByRole("button", { name: "Pausar" }).click();
    await toast(page).getByText("Vaga atualizada").waitFor();
    await page.getByTestId("tile-Vagas Ativas").getByText("0").waitFor();

    // The job page now tells visitors it is paused.
    await logOut(page, company.user.email);
    await page.goto(jobUrl);
    await page.getByText("Esta vaga está temporariamente pausada").waitFor();
    expect(await page.getByRole("button", { name: "Candidatar-se" }).count()).toBe(0);
    await shot(page, "job-paused");
  });

  it("a company deletes a job that has an applicant, after confirming; the dashboard stays right", async () => {
    const company = await registerCompany(server.url, { nomeEmpresa: "Oficina Mecânica Silva" });
    const candidate = await registerCandidate(server.url);
    const created = await company.client.post("/api/vagas", {
      titulo: "Mecânico Automotivo",
      descricao: "Manutenção preventiva e corretiva.",
      requisitosObrigatorios: "Experiência com motores flex.",
      areaAtuacao: "outros",
    });
    await candidate.client.post("/api/candidaturas", { vagaId: created.body.id });

    const page = await newPage(browser, server.url);
    await logIn(page, company.user.email, company.password);
    await page.getByTestId("tile-Candidaturas").getByText("1", { exact: true }).waitFor();
    const card = page.getByTestId("company-job-card").filter({ hasText: "Mecânico Automotivo" });
    await card.getByRole("button", { name: "Deletar" }).click();
    await page.getByRole("alertdialog").or(page.getByRole("dialog")).getByRole("button", { name: "Deletar" }).click();
    await toast(page).getByText("Vaga deletada").waitFor();
    await card.waitFor({ state: "detached" });
    await page.getByText("Nenhuma vaga publicada").waitFor();
    await page.getByTestId("tile-Candidaturas").getByText("0", { exact: true }).waitFor();
    await page.getByText("Nenhuma candidatura recebida").waitFor();
    await page.getByRole("heading", { name: "Dashboard da Empresa" }).waitFor();
    expect(await server.database.prisma.candidatura.count({ where: { vagaId: created.body.id } })).toBe(0);
  });
});

describe("the workplace's CEP", () => {
  it("fills the location from the CEP, stays the company's to edit, and leaves with a remote job", async () => {
    const company = await registerCompany(server.url, { nomeEmpresa: "Loja Centro" });
    const job = await createJob(company.client, { titulo: "Vendedor(a) de Loja", localizacao: "Curitiba - PR" });
    const page = await newPage(browser, server.url);
    await logIn(page, company.user.email, company.password);
    await page.goto(`/job-edit/${job.id}`);

    const cepField = page.getByLabel("CEP do local de trabalho");
    const place = page.getByLabel("Localização");
    expect(await place.inputValue()).toBe("Curitiba - PR");
    await cepField.pressSequentially("01001000");
    await toast(page).getByText("CEP encontrado").waitFor();
    await expect.poll(() => place.inputValue()).toBe("São Paulo - SP");
    expect(await cepField.inputValue()).toBe("01001-000");
    await shot(page, "job-edit-cep");
    await page.setViewportSize(phone);
    await cepField.scrollIntoViewIfNeeded();
    await shot(page, "job-edit-cep-phone");
    await page.setViewportSize(desktop);
    // The company's own words win over the lookup's.
    await place.fill("São Paulo - SP (Sé)");
    await page.getByRole("button", { name: "Salvar Alterações" }).click();
    await toast(page).getByText("Vaga atualizada").waitFor();
    const saved = await server.database.prisma.vaga.findUniqueOrThrow({ where: { id: job.id } });
    expect(saved).toMatchObject({ cepLocalTrabalho: "01001000", localizacao: "São Paulo - SP (Sé)" });

    // A remote job has no workplace: the field goes, and its CEP with it.
    await page.goto(`/job-edit/${job.id}`);
    expect(await cepField.inputValue()).toBe("01001-000");
    await page.getByLabel("Modalidade de Trabalho").selectOption("REMOTO");
    await cepField.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Salvar Alterações" }).click();
    await toast(page).getByText("Vaga atualizada").waitFor();
    const remote = await server.database.prisma.vaga.findUniqueOrThrow({ where: { id: job.id } });
    expect(remote).toMatchObject({ modalidadeTrabalho: "REMOTO", cepLocalTrabalho: null });
  });
});

describe("search as people type", () => {
  it("results follow the typed beginning of a word, without pressing Buscar, and back leaves the search", async () => {
    const company = await registerCompany(server.url, { nomeEmpresa: "Hospital Boa Esperança" });
    await company.client.post("/api/vagas", {
      titulo: "Enfermeiro(a) de UTI",
      descricao: "Cuidado intensivo em plantões de 12 horas.",
      requisitosObrigatorios: "COREN ativo.",
      areaAtuacao: "saude",
      localizacao: "Salvador - BA",
    });
    const page = await newPage(browser, server.url);
    await page.goto("/");
    await page.goto("/jobs");
    const field = page.getByPlaceholder("Cargo, empresa ou palavra-chave");
    await field.pressSequentially("enfermeir ", { delay: 60 });
    await page.waitForURL(/texto=enfermeir/);
    await page.getByRole("heading", { name: "Enfermeiro(a) de UTI" }).waitFor();
    await page.getByTestId("job-count").getByText("1 vaga(s)").waitFor();
    // The field keeps what was typed, trailing space included, while the results follow it.
    expect(await field.inputValue()).toBe("enfermeir ");
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
  });
});

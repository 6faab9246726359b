import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, phone, shot } from "../support/browser.ts";
import { startFakeCep } from "../support/fakeCep.ts";
import { createJob, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { logIn, toast } from "../support/pages.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// The frictions of issue 11 a new user met on the screens: each story fails if its friction comes back.

let server: TestServer;
let browser: Browser;
let cep: Awaited<ReturnType<typeof startFakeCep>>;

beforeAll(async () => {
  cep = await startFakeCep();
  [server, browser] = await Promise.all([
    startTestServer({ viaCepUrl: cep.viaCepUrl, brasilApiUrl: cep.brasilApiUrl, cepTimeoutMs: 500 }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await cep?.close();
});

const db = () => server.database.prisma;

/** A candidate whose profile matches design jobs, signed in on a fresh page. */
async function designCandidate(name: string, viewport = undefined as typeof phone | undefined) {
  const candidate = await registerCandidate(server.url, { nomeCompleto: name });
  await candidate.client.put("/api/profile", { objetivoProfissional: "Design de interfaces", areaInteresse: "design" });
  const page = await newPage(browser, server.url, viewport);
  await logIn(page, candidate.user.email, candidate.password);
  const profileId = (await candidate.client.get("/api/profile")).body.profile.id as string;
  return { ...candidate, page, profileId };
}

const dialog = (page: Page) => page.getByRole("alertdialog");

describe("issue 11: frictions on the screens", () => {
  it("'Candidatar-se' on a recommendation opens the cover-letter dialog; nothing is sent until the person sends it", async () => {
    const company = await registerCompany(server.url, { nomeEmpresa: "Estúdio Traço" });
    const job = await createJob(company.client, { titulo: "Designer de Produto Sênior", areaAtuacao: "design" });
    const { page } = await designCandidate("Renata Lima");

    const card = page.getByTestId("recommended-job").filter({ hasText: "Designer de Produto Sênior" });
    await card.getByRole("button", { name: "Candidatar-se" }).click();
    const apply = page.getByRole("dialog", { name: "Candidatar-se à vaga" });
    await apply.getByLabel("Carta de apresentação (opcional)").waitFor();
    // Opening the dialog applies to nothing; closing it neither.
    await page.keyboard.press("Escape");
    await apply.waitFor({ state: "detached" });
    expect(await db().candidatura.count({ where: { vagaId: job.id } })).toBe(0);

    await card.getByRole("button", { name: "Candidatar-se" }).click();
    await apply.getByLabel("Carta de apresentação (opcional)").fill("Desenho sistemas de design há cinco anos.");
    await shot(page, "friction-recommendation-apply-dialog");
    await apply.getByRole("button", { name: "Enviar candidatura" }).click();
    await toast(page).getByText("Candidatura enviada!").waitFor();
    await card.getByRole("button", { name: "Candidatado" }).waitFor();
    await page.getByTestId("dashboard-applications").getByText("Designer de Produto Sênior").waitFor();
    const saved = await db().candidatura.findFirstOrThrow({ where: { vagaId: job.id } });
    expect(saved.cartaApresentacao).toBe("Desenho sistemas de design há cinco anos.");
  });

  it("'Encerrar' and 'Aprovar' ask first; cancelling changes nothing", async () => {
    const company = await registerCompany(server.url, { nomeEmpresa: "Oficina Norte" });
    const job = await createJob(company.client, { titulo: "Soldador Industrial" });
    const candidate = await registerCandidate(server.url, { nomeCompleto: "Jorge Batista" });
    await candidate.client.post("/api/candidaturas", { vagaId: job.id });
    const page = await newPage(browser, server.url);
    await logIn(page, company.user.email, company.password);

    const card = page.getByTestId("company-job-card").filter({ hasText: "Soldador Industrial" });
    await card.getByRole("button", { name: "Encerrar" }).click();
    await dialog(page).getByText("Encerrar esta vaga?").waitFor();
    await dialog(page).getByText(/deixará de aparecer nas buscas/).waitFor();
    await dialog(page).getByRole("button", { name: "Cancelar" }).click();
    await dialog(page).waitFor({ state: "detached" });
    expect((await db().vaga.findUniqueOrThrow({ where: { id: job.id } })).statusVaga).toBe("ATIVA");
    await card.getByRole("button", { name: "Encerrar" }).click();
    await dialog(page).getByRole("button", { name: "Encerrar vaga" }).click();
    await toast(page).getByText("Vaga atualizada").waitFor();
    await card.getByRole("button", { name: "Reativar" }).waitFor();
    expect((await db().vaga.findUniqueOrThrow({ where: { id: job.id } })).statusVaga).toBe("ENCERRADA");

    await page.goto(`/jobs/${job.id}/candidatos`);
    const applicant = page.getByTestId("applicant-card").filter({ hasText: "Jorge Batista" });
    await applicant.getByRole("button", { name: "Aprovar" }).click();
    await dialog(page).getByText("Aprovar esta candidatura?").waitFor();
    await dialog(page).getByText(/não pode ser desfeita/).waitFor();
    await shot(page, "friction-approve-confirm");
    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "detached" });
    expect((await db().candidatura.findFirstOrThrow({ where: { vagaId: job.id } })).statusCandidatura).toBe("ENVIADA");
    await applicant.getByRole("button", { name: "Aprovar" }).click();
    await dialog(page).getByRole("button", { name: "Aprovar" }).click();
    await applicant.getByText("Aprovada").waitFor();
    expect((await db().candidatura.findFirstOrThrow({ where: { vagaId: job.id } })).statusCandidatura).toBe("APROVADA");
  });

  it("'Recusar Oferta' asks first, and an answered interest shows one status", async () => {
    const company = await registerCompany(server.url, { nomeEmpresa: "Gráfica Aurora" });
    const job = await createJob(company.client, { titulo: "Arte-finalista", areaAtuacao: "design" });
    const { page, profileId } = await designCandidate("Sílvia Prado");
    const sent = await company.client.post("/api/interesse", { candidatoId: profileId, vagaId: job.id, mensagem: "Vimos seu portfólio." });
    expect(sent.status).toBe(201);

    await page.goto("/candidate/interests");
    const card = page.getByTestId("interest-card").filter({ hasText: "Arte-finalista" });
    await card.getByText("Vimos seu portfólio.").waitFor();
    expect(await card.getByTestId("interest-status").allTextContents()).toEqual(["Interessada"]);
    await card.getByRole("button", { name: "Recusar Oferta" }).click();
    await dialog(page).getByText("Recusar esta oferta?").waitFor();
    await dialog(page).getByRole("button", { name: "Cancelar" }).click();
    await dialog(page).waitFor({ state: "detached" });
    expect((await db().interesse.findFirstOrThrow({ where: { vagaId: job.id } })).status).toBe("PENDENTE");

    await card.getByRole("button", { name: "Recusar Oferta" }).click();
    await dialog(page).getByRole("button", { name: "Recusar Oferta" }).click();
    await toast(page).getByText("Oferta recusada").waitFor();
    await card.getByText("Oferta Recusada").waitFor();
    // One status, not 'Interessada' beside 'Oferta Recusada'.
    expect(await card.getByTestId("interest-status").allTextContents()).toEqual(["Oferta Recusada"]);
    expect(await card.getByText("Interessada").count()).toBe(0);
    expect((await db().interesse.findFirstOrThrow({ where: { vagaId: job.id } })).status).toBe("RECUSADO");
    await page.goto("/dashboard/candidate");
    const onDashboard = page.getByTestId("dashboard-interest").filter({ hasText: "Arte-finalista" });
    await onDashboard.getByText("Oferta Recusada").waitFor();
    expect(await onDashboard.getByTestId("interest-status").allTextContents()).toEqual(["Oferta Recusada"]);
  });

  it("a job never reads 'Remoto' unless it is remote, nor 'Remoto · Remoto'; an empty profile is told where to start", async () => {
    const company = await registerCompany(server.url, { nomeEmpresa: "Clínica Bem Viver" });
    const onSite = await createJob(company.client, {
      titulo: "Ilustrador de Embalagens",
      areaAtuacao: "design",
      modalidadeTrabalho: "PRESENCIAL",
      localizacao: "",
    });
    const remote = await createJob(company.client, {
      titulo: "Designer Remoto de Marcas",
      areaAtuacao: "design",
      modalidadeTrabalho: "REMOTO",
      localizacao: "",
    });
    const { page, client } = await designCandidate("Tiago Nunes");
    await client.post("/api/candidaturas", { vagaId: remote.id });

    // The empty profile's message.
    const fresh = await registerCandidate(server.url);
    const freshPage = await newPage(browser, server.url);
    await logIn(freshPage, fresh.user.email, fresh.password);
    await freshPage.goto("/profile/candidate");
    await freshPage.getByText("Seu perfil ainda está em branco: comece pelos dados pessoais").waitFor();
    expect(await freshPage.getByText(/Faltam apenas 100%/).count()).toBe(0);

    await page.goto("/dashboard/candidate");
    const recommended = page.getByTestId("recommended-job").filter({ hasText: "Ilustrador de Embalagens" });
    await recommended.getByText("Local não informado").waitFor();
    expect(await recommended.getByText("Remoto").count()).toBe(0);
    // The dashboard's own application: remote, said once.
    const application = page.getByTestId("dashboard-application").filter({ hasText: "Designer Remoto de Marcas" });
    await application.getByText("Remoto", { exact: true }).waitFor();

    await page.goto("/jobs");
    const card = page.getByTestId("job-card").filter({ hasText: "Ilustrador de Embalagens" });
    await card.getByText("Local não informado").waitFor();
    expect(await card.getByText("Remoto").count()).toBe(0);

    await page.goto(`/jobs/${onSite.id}`);
    await page.getByRole("heading", { name: "Ilustrador de Embalagens" }).waitFor();
    await page.getByText("Local não informado").first().waitFor();
    expect(await page.getByText("Remoto", { exact: true }).count()).toBe(0);

    await page.goto("/candidate/applications");
    const applied = page.getByTestId("application-card").filter({ hasText: "Designer Remoto de Marcas" });
    await applied.getByText("Remoto", { exact: true }).waitFor();
    expect(await applied.getByText(/Remoto · Remoto/).count()).toBe(0);
    expect(await applied.getByText("Remoto", { exact: true }).count()).toBe(1);
  });

  it("a repeated skill or language is refused under its field; the interest dialog shows a job already used as unavailable", async () => {
    const candidate = await registerCandidate(server.url, { nomeCompleto: "Otávio Reis" });
    await candidate.client.post("/api/profile/habilidade", { nome: "Eletrônica" });
    await candidate.client.post("/api/profile/idioma", { idioma: "Inglês", nivel: "BASICO" });
    const page = await newPage(browser, server.url);
    await logIn(page, candidate.user.email, candidate.password);

    await page.goto("/profile/candidate?secao=habilidades");
    const skill = page.getByLabel("Nova habilidade");
    await skill.fill("eletronica");
    await page.getByRole("button", { name: "Adicionar", exact: true }).click();
    await page.getByRole("alert").getByText("“Eletrônica” já está nas suas habilidades").waitFor();
    expect(await skill.getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByRole("list", { name: "Suas habilidades" }).getByRole("listitem").count()).toBe(1);
    await shot(page, "friction-duplicate-skill");

    await page.goto("/profile/candidate?secao=idiomas");
    await page.getByLabel("Idioma *").fill("INGLES");
    await page.getByLabel("Nível *").selectOption("FLUENTE");
    await page.getByRole("button", { name: "Adicionar idioma" }).click();
    await page.getByText("“Inglês” já está nos seus idiomas").waitFor();
    expect(await db().idioma.count({ where: { candidato: { user: { email: candidate.user.email } } } })).toBe(1);

    // The company already showed interest in him for one of its two jobs.
    const company = await registerCompany(server.url);
    const used = await createJob(company.client, { titulo: "Técnico em Eletrônica" });
    await createJob(company.client, { titulo: "Montador de Placas" });
    const profileId = (await candidate.client.get("/api/profile")).body.profile.id as string;
    await company.client.post("/api/interesse", { candidatoId: profileId, vagaId: used.id });
    const companyPage = await newPage(browser, server.url);
    await logIn(companyPage, company.user.email, company.password);
    await companyPage.goto(`/candidatos/${profileId}/profile`);
    await companyPage.getByRole("button", { name: "Demonstrar Interesse" }).click();
    const select = companyPage.getByLabel("Vaga", { exact: true });
    const usedOption = select.getByRole("option", { name: "Técnico em Eletrônica (interesse já enviado)" });
    await usedOption.waitFor({ state: "attached" });
    expect(await usedOption.isDisabled()).toBe(true);
    expect(await select.getByRole("option", { name: "Montador de Placas" }).isDisabled()).toBe(false);
    await companyPage.getByText("Uma vaga está indisponível: você já demonstrou interesse neste candidato para ela.").waitFor();
    await shot(companyPage, "friction-interest-dialog-used-job");

    // Sending for the other job marks it too, without a reload.
    await select.selectOption({ label: "Montador de Placas" });
    await companyPage.getByRole("button", { name: "Enviar Interesse" }).click();
    await toast(companyPage).getByText("Interesse demonstrado").waitFor();
    await companyPage.getByRole("button", { name: "Demonstrar Interesse" }).click();
    await companyPage.getByText("Interesse já enviado em todas as suas vagas ativas").waitFor();
  });

  it("the CEP field says under itself when the service is unreachable or the CEP unknown, and the address can be typed by hand", async () => {
    const company = await registerCompany(server.url);
    const page = await newPage(browser, server.url, phone);
    await logIn(page, company.user.email, company.password);
    await page.goto("/profile/company");
    const field = page.getByLabel("CEP", { exact: true });
    const message = page.getByTestId("cep-message");

    cep.state.viaCepDown = "error";
    cep.state.brasilApiDown = true;
    try {
      await field.pressSequentially("01001000");
      await message.getByText("Não foi possível consultar o CEP agora. Preencha o endereço à mão ou tente de novo.").waitFor();
      expect(await message.getAttribute("role")).toBe("alert");
      expect(await field.getAttribute("aria-describedby")).toBe(await message.getAttribute("id"));
      await shot(page, "friction-cep-unreachable");
    } finally {
      cep.state.viaCepDown = false;
      cep.state.brasilApiDown = false;
    }

    // Typing again clears the message; an unknown CEP gets its own.
    await field.fill("");
    await expect.poll(() => message.count()).toBe(0);
    await field.pressSequentially("99999999");
    await message.getByText("CEP não encontrado. Confira os números ou preencha o endereço à mão.").waitFor();

    // The address is typed by hand and saved with that CEP.
    await page.getByLabel("Rua").fill("Rua das Palmeiras");
    await page.getByLabel("Cidade").fill("Palmas");
    await page.getByLabel("Estado").selectOption("TO");
    await page.getByRole("button", { name: "Salvar Informações" }).click();
    await toast(page).getByText("Perfil atualizado").waitFor();
    const saved = await db().empresa.findFirstOrThrow({ where: { user: { email: company.user.email } } });
    expect(saved).toMatchObject({ enderecoCep: "99999999", enderecoRua: "Rua das Palmeiras", enderecoCidade: "Palmas", enderecoEstado: "TO" });
  });

  it("the same words and the same 'Buscar CEP' on both profile forms", async () => {
    const company = await registerCompany(server.url);
    const candidate = await registerCandidate(server.url);
    const companyPage = await newPage(browser, server.url);
    const candidatePage = await newPage(browser, server.url);
    await Promise.all([logIn(companyPage, company.user.email, company.password), logIn(candidatePage, candidate.user.email, candidate.password)]);
    await Promise.all([companyPage.goto("/profile/company"), candidatePage.goto("/profile/candidate")]);

    const looks = async (page: Page) => {
      await page.getByRole("button", { name: "Salvar Informações" }).waitFor();
      const button = page.getByRole("button", { name: "Buscar CEP" });
      const look = await button.evaluate((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return { background: style.backgroundColor, color: style.color, border: style.borderColor, height: box.height, width: box.width, font: style.fontSize };
      });
      // The field sits on a row of its own, at one width, on both forms.
      const field = await page.getByLabel("CEP", { exact: true }).evaluate((element) => Math.round(element.getBoundingClientRect().width));
      return { ...look, field };
    };
    expect(await looks(candidatePage)).toEqual(await looks(companyPage));
    const hint = "Com os 8 dígitos, preenchemos rua, bairro, cidade e estado para você.";
    await companyPage.getByText(hint).waitFor();
    await candidatePage.getByText(hint).waitFor();
    await shot(companyPage, "friction-cep-company");
    await shot(candidatePage, "friction-cep-candidate");
  });
});

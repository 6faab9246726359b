import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, shot } from "../support/browser.ts";
import { createJob, registerCandidate, registerCompany } from "../support/fixtures.ts";
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

describe("the hiring loop", () => {
  it("apply from recommendations, profile viewed, advanced and approved; an interest refused; a fresh application withdrawn", async () => {
    const company = await registerCompany(server.url, { nomeEmpresa: "Agência Criativa Sul" });
    const candidate = await registerCandidate(server.url, { nomeCompleto: "Paulo Mendes" });
    await candidate.client.put("/api/profile", { objetivoProfissional: "Design de interfaces", areaInteresse: "design", telefonePrincipal: "51987654321" });
    await candidate.client.post("/api/profile/habilidade", { nome: "Figma" });
    const page = await newPage(browser, server.url);

    // The company posts a job (through the API: the form has its own story) and another one for the interest.
    const job = await createJob(company.client, { titulo: "Designer de Interfaces", descricao: "Produtos digitais no Figma.", areaAtuacao: "design" });
    await createJob(company.client, { titulo: "Designer Gráfico Pleno", areaAtuacao: "design" });

    // The candidate applies straight from the dashboard's recommendations.
    await logIn(page, candidate.user.email, candidate.password);
    const recommended = page.getByTestId("recommended-job").filter({ hasText: "Designer de Interfaces" });
    await recommended.getByRole("button", { name: "Candidatar-se" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Enviar candidatura" }).click();
    await toast(page).getByText("Candidatura enviada!").waitFor();
    await recommended.getByRole("button", { name: "Candidatado" }).waitFor();
    await page.getByTestId("dashboard-applications").getByText("Designer de Interfaces").waitFor();
    await page.getByTestId("tile-Candidaturas").getByText("1", { exact: true }).waitFor();
    await shot(page, "dashboard-candidate-applied");
    await logOut(page, candidate.user.email);

    // The company sees the applicant, opens the profile from the application, advances and approves.
    await logIn(page, company.user.email, company.password);
    await page.goto(`/jobs/${job.id}/candidatos`);
    const applicant = page.getByTestId("applicant-card").filter({ hasText: "Paulo Mendes" });
    await applicant.getByText("Nova").waitFor();
    await applicant.getByRole("link", { name: /Ver Perfil/ }).click();
    await page.waitForURL(/\/candidatos\/\w+\/profile/);
    await page.getByRole("heading", { name: "Paulo Mendes" }).waitFor();
    await expect.poll(async () => (await candidate.client.get("/api/candidaturas")).body[0].statusCandidatura).toBe("VISUALIZADA_PELA_EMPRESA");

    await page.goto(`/jobs/${job.id}/candidatos`);
    await applicant.getByText("Vista").waitFor();
    await applicant.getByRole("button", { name: /Mover para/ }).click();
    await page.getByRole("menuitem", { name: /Em Processo/ }).click();
    await toast(page).getByText("Candidatura atualizada").waitFor();
    await applicant.getByText("Em Processo").waitFor();
    await applicant.getByRole("button", { name: "Aprovar" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Aprovar" }).click();
    await applicant.getByText("Aprovada").waitFor();
    await shot(page, "job-applicants");

    // The company shows interest in the candidate for its other job, from the profile.
    const profileId = (await candidate.client.get("/api/profile")).body.profile.id;
    await page.goto(`/candidatos/${profileId}/profile`);
    await page.getByRole("button", { name: "Demonstrar Interesse" }).click();
    await page.getByLabel("Vaga", { exact: true }).selectOption({ label: "Designer Gráfico Pleno" });
    await page.getByLabel("Mensagem (opcional)").fill("Adoramos o seu portfólio!");
    await page.getByRole("button", { name: "Enviar Interesse" }).click();
    await toast(page).getByText("Interesse demonstrado").waitFor();
    await logOut(page, company.user.email);

    // The candidate sees the approval and the interest, and refuses the interest.
    await logIn(page, candidate.user.email, candidate.password);
    await page.goto("/candidate/applications");
    await page.getByText("Aprovada").first().waitFor();
    await page.goto("/candidate/interests");
    const interest = page.getByTestId("interest-card").filter({ hasText: "Designer Gráfico Pleno" });
    await interest.getByText("Adoramos o seu portfólio!").waitFor();
    await interest.getByRole("button", { name: "Recusar Oferta" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Recusar Oferta" }).click();
    await toast(page).getByText("Oferta recusada").waitFor();
    await interest.getByText("Oferta Recusada").waitFor();
    await shot(page, "candidate-interests");

    // A fresh application is withdrawn after confirming.
    const fresh = await createJob(company.client, { titulo: "Ilustrador Digital", areaAtuacao: "design" });
    const letter = `${"Ilustro livros infantis há seis anos, do esboço à arte-final. ".repeat(5)}Portfólio no link.`;
    await candidate.client.post("/api/candidaturas", { vagaId: fresh.id, cartaApresentacao: letter });
    await page.goto("/candidate/applications");
    const card = page.locator("article").filter({ hasText: "Ilustrador Digital" });

    // A long letter shows its first lines; the keyboard opens the rest.
    const more = card.getByRole("button", { name: "Mostrar mais" });
    await more.press("Enter");
    await card.getByRole("button", { name: "Mostrar menos", expanded: true }).waitFor();
    expect(await card.getByText("Portfólio no link.").evaluate((text) => text.scrollHeight <= text.clientHeight)).toBe(true);
    await card.getByRole("button", { name: "Retirar" }).click();
    await page.getByText("Tem certeza que deseja retirar esta candidatura?").waitFor();
    await page.getByRole("alertdialog").getByRole("button", { name: "Retirar" }).or(page.getByRole("dialog").getByRole("button", { name: "Retirar" })).click();
    await toast(page).getByText("Candidatura retirada").waitFor();
    await card.waitFor({ state: "detached" });
    expect(await server.database.prisma.candidatura.count({ where: { vagaId: fresh.id } })).toBe(0);
  });
});

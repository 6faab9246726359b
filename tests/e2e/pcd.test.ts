import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Audit, quietPage, settled } from "../support/axe.ts";
import { desktop, launchBrowser, phone, shot } from "../support/browser.ts";
import { createJob, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { logIn, logOut, toast } from "../support/pages.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// Inclusion of people with disabilities, as people meet it: a candidate declares a disability
// with its consent, applies to a job 'Também para PcD', and the company reads the declaration on
// the application; every page audited with axe at both widths.

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

async function audited(page: Page, visit: string) {
  await settled(page);
  await audit.check(page, `${visit} (desktop)`);
  await page.setViewportSize(phone);
  await audit.check(page, `${visit} (phone)`);
  await shot(page, `pcd-${visit.replaceAll(" ", "-")}-phone`);
  await page.setViewportSize(desktop);
  await shot(page, `pcd-${visit.replaceAll(" ", "-")}`);
}

describe("PcD", () => {
  it("a candidate declares a disability with consent, applies to a 'Também para PcD' job, and the company sees it on the application", async () => {
    const company = await registerCompany(server.url, { nomeEmpresa: "Acessa Logística" });
    const candidate = await registerCandidate(server.url, { nomeCompleto: "Marina Teixeira" });
    const job = await createJob(company.client, { titulo: "Analista de Logística", pcd: "TAMBEM" });
    await createJob(company.client, { titulo: "Analista de Compras" });
    const page = await quietPage(browser, server.url);

    // The candidate's profile: the PcD section, by keyboard. Without consent nothing is saved.
    await logIn(page, candidate.user.email, candidate.password);
    await page.goto("/profile/candidate?secao=pcd");
    const form = page.getByRole("form", { name: "Declaração de deficiência" });
    await form.getByRole("checkbox", { name: "Auditiva" }).focus();
    await page.keyboard.press("Space");
    await form.getByLabel("Adaptações de que você precisa").fill("Intérprete de Libras nas entrevistas.");
    await form.getByRole("button", { name: "Salvar declaração" }).click();
    await form.getByText("Para guardar a declaração, marque o consentimento").waitFor();
    await audited(page, "profile without consent");
    await form.getByRole("checkbox", { name: /Autorizo o Encaixe a guardar minha declaração/ }).check();
    await form.getByRole("button", { name: "Salvar declaração" }).click();
    await toast(page).getByText("Declaração salva").waitFor();
    await form.getByText(/Declaração guardada com seu consentimento de/).waitFor();
    await form.getByRole("button", { name: "Retirar consentimento e apagar declaração" }).waitFor();
    await audited(page, "profile declared");

    // /jobs filtered to jobs 'Também para PcD': the badge on the card, then on the job page.
    await page.goto("/jobs?texto=analista&pcd=tambem");
    const card = page.getByTestId("job-card");
    await expect.poll(() => card.count()).toBe(1);
    await card.getByText("Também para PcD").waitFor();
    await expect(page.getByLabel("Inclusão de PcD").inputValue()).resolves.toBe("tambem");
    await audited(page, "jobs filtered");
    await page.goto(`/jobs/${job.id}`);
    await page.getByRole("heading", { name: "Analista de Logística", level: 1 }).waitFor();
    await page.getByText("Também para PcD").first().waitFor();
    await page.getByRole("button", { name: "Candidatar-se" }).first().click();
    await page.getByRole("dialog").getByRole("button", { name: "Enviar candidatura" }).click();
    await toast(page).getByText("Candidatura enviada!").waitFor();
    await audited(page, "job page applied");
    await logOut(page, candidate.user.email);

    // The company reads the declaration on the application.
    await logIn(page, company.user.email, company.password);
    await page.goto(`/jobs/${job.id}/candidatos`);
    const applicant = page.getByTestId("applicant-card").filter({ hasText: "Marina Teixeira" });
    const declaration = applicant.getByRole("region", { name: "Pessoa com deficiência (PcD)" });
    await declaration.getByText("Deficiência: Auditiva").waitFor();
    await declaration.getByText("Adaptações de que precisa: Intérprete de Libras nas entrevistas.").waitFor();
    await audited(page, "applicants");

    // The company marks its other job as affirmative in the edit form; the job page says so.
    const other = (await company.client.get("/api/vagas?titulo=compras")).body[0] as { id: string };
    await page.goto(`/job-edit/${other.id}`);
    const select = page.getByLabel("Inclusão de PcD");
    await expect(select.inputValue()).resolves.toBe("");
    await select.selectOption({ label: "Vaga afirmativa para PcD" });
    await audited(page, "job edit");
    await page.getByRole("button", { name: "Salvar Alterações" }).click();
    await toast(page).getByText("Vaga atualizada com sucesso!").waitFor();
    await page.goto(`/jobs/${other.id}`);
    await page.getByText("Vaga afirmativa para PcD").first().waitFor();

    // Withdrawn, the declaration is gone from the application at once.
    await candidate.client.graphql(`mutation { retirarConsentimentoPcd { __typename } }`);
    await page.goto(`/jobs/${job.id}/candidatos`);
    await applicant.waitFor();
    expect(await applicant.getByRole("region", { name: "Pessoa com deficiência (PcD)" }).count()).toBe(0);
    await page.context().close();
  });

  it("finds no critical or serious violation", () => {
    console.info(audit.report());
    expect(audit.blocking(), audit.report()).toEqual([]);
  });
});

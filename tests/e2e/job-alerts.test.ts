import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Audit, quietPage, settled } from "../support/axe.ts";
import { desktop, launchBrowser, phone, shot } from "../support/browser.ts";
import { createJob, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { logIn, toast } from "../support/pages.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

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

const onPath = (path: string) => (url: URL) => url.pathname === path;
const alertCard = (page: Page, name: string) => page.getByTestId("alert-card").filter({ has: page.getByRole("heading", { name, exact: true }) });

/** Audits the page at both widths, as the accessibility tests do. */
async function audited(page: Page, visit: string) {
  await settled(page);
  await audit.check(page, `${visit} (desktop)`);
  await page.setViewportSize(phone);
  await audit.check(page, `${visit} (phone)`);
  await shot(page, `job-alerts-${visit.replaceAll(" ", "-")}-phone`);
  await page.setViewportSize(desktop);
  await shot(page, `job-alerts-${visit.replaceAll(" ", "-")}`);
}

describe("job alerts", () => {
  it("a candidate creates an alert from /jobs, is told of a new job, and renames, pauses and deletes it on 'Alertas de vagas'", async () => {
    const company = await registerCompany(server.url, { nomeEmpresa: "Fintech Aurora" });
    const candidate = await registerCandidate(server.url, { nomeCompleto: "Paulo Mendes" });
    await createJob(company.client, { titulo: "Desenvolvedor Backend Java", areaAtuacao: "tecnologia", localizacao: "São Paulo - SP" });
    const page = await quietPage(browser, server.url);

    // A visitor is sent to sign in, and comes back to the same search.
    await page.goto("/jobs?texto=desenvolvedor&localizacao=S%C3%A3o%20Paulo%20-%20SP&area=tecnologia");
    await page.getByRole("link", { name: "Criar alerta" }).click();
    await page.waitForURL(onPath("/auth"));
    const form = page.getByRole("form", { name: "Entrar" });
    await form.getByLabel("Email").fill(candidate.user.email);
    await form.getByLabel("Senha", { exact: true }).fill(candidate.password);
    await form.getByRole("button", { name: "Entrar" }).click();
    await page.waitForURL((url) => url.pathname === "/jobs" && url.searchParams.get("texto") === "desenvolvedor");

    // The dialog names the search and proposes a name from it; it opens and closes from the keyboard (the
    // sign-in's welcome toast may still be on screen: Escape is the dialog's).
    const create = page.getByRole("button", { name: "Criar alerta" });
    await create.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Criar alerta de vagas" });
    await dialog.waitFor();
    await dialog.getByText("“desenvolvedor” em São Paulo - SP · Tecnologia").waitFor();
    const name = dialog.getByLabel("Nome do alerta");
    expect(await name.inputValue()).toBe("Desenvolvedor em São Paulo - SP");
    await audited(page, "create dialog");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    // Radix hands focus back a task after the dialog unmounts.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Criar alerta");

    await page.keyboard.press("Enter");
    await name.fill("   ");
    await dialog.getByRole("button", { name: "Criar alerta" }).click();
    await dialog.getByText("Dê um nome ao alerta").waitFor();
    await name.fill("Dev em SP");
    await page.keyboard.press("Enter");
    await toast(page).getByText("Alerta criado").waitFor();
    await toast(page).getByText(/novas vagas para "Dev em SP"/).waitFor();
    await dialog.waitFor({ state: "hidden" });

    // A job published now, of the same search, reaches the bell; the notice opens the search.
    await createJob(company.client, { titulo: "Desenvolvedora Backend Pleno", areaAtuacao: "tecnologia", localizacao: "São Paulo - SP" });
    const bell = page.getByRole("button", { name: /^Notificações/ });
    await expect.poll(() => bell.getAttribute("aria-label"), { timeout: 10_000 }).toBe("Notificações, 1 não lida");
    await bell.click();
    await page.getByRole("menuitem", { name: /Nova vaga para o alerta "Dev em SP": Desenvolvedora Backend Pleno/ }).click();
    await page.waitForURL((url) => url.pathname === "/jobs" && url.searchParams.get("localizacao") === "São Paulo - SP");
    await page.getByRole("heading", { name: "Desenvolvedora Backend Pleno" }).waitFor();

    // 'Alertas de vagas', from the user menu.
    await page.getByRole("button", { name: `Menu do usuário ${candidate.user.email}` }).click();
    await page.getByRole("menuitem", { name: "Alertas de vagas" }).click();
    await page.waitForURL(onPath("/candidate/alertas"));
    await page.getByRole("heading", { name: "Alertas de vagas", level: 1 }).waitFor();
    const card = alertCard(page, "Dev em SP");
    await card.getByText("“desenvolvedor” em São Paulo - SP · Tecnologia").waitFor();
    await card.getByText("Ativo", { exact: true }).waitFor();
    await audited(page, "list");

    // 'Ver vagas' opens the search on /jobs.
    await card.getByRole("link", { name: "Ver vagas" }).click();
    await page.waitForURL((url) => url.pathname === "/jobs" && url.searchParams.get("area") === "tecnologia");
    expect(await page.getByRole("searchbox", { name: "Cargo, empresa ou palavra-chave" }).inputValue()).toBe("desenvolvedor");
    await page.goBack();
    await page.waitForURL(onPath("/candidate/alertas"));

    // Renamed.
    await card.getByRole("button", { name: "Renomear" }).click();
    const rename = page.getByRole("dialog", { name: "Renomear alerta" });
    await rename.getByLabel("Nome do alerta").fill("Backend em São Paulo");
    await audited(page, "rename dialog");
    await rename.getByRole("button", { name: "Salvar nome" }).click();
    await toast(page).getByText("Alerta renomeado").waitFor();
    const renamed = alertCard(page, "Backend em São Paulo");
    await renamed.waitFor();

    // Paused, then resumed.
    await renamed.getByRole("button", { name: "Pausar" }).click();
    await renamed.getByText("Pausado", { exact: true }).waitFor();
    await page.getByText("1 alerta · 1 pausado").waitFor();
    await renamed.getByRole("button", { name: "Retomar" }).waitFor();
    await audited(page, "paused");
    await renamed.getByRole("button", { name: "Retomar" }).click();
    await renamed.getByText("Ativo", { exact: true }).waitFor();
    await page.reload();
    await alertCard(page, "Backend em São Paulo").getByText("Ativo", { exact: true }).waitFor();

    // Deleted, after a confirmation.
    await alertCard(page, "Backend em São Paulo").getByRole("button", { name: "Excluir" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Excluir alerta?" });
    await confirm.waitFor();
    await audited(page, "delete confirmation");
    await confirm.getByRole("button", { name: "Excluir alerta" }).click();
    await toast(page).getByText("Alerta excluído").waitFor();
    await page.getByText("Nenhum alerta de vagas").waitFor();
    await audited(page, "empty");
    expect(await server.database.prisma.alertaVaga.count()).toBe(0);
    await page.context().close();
  }, 120_000);

  it("companies are offered no alert", async () => {
    const company = await registerCompany(server.url, { nomeEmpresa: "Padaria Pão Dourado" });
    await createJob(company.client, { titulo: "Padeiro Confeiteiro" });
    const page = await quietPage(browser, server.url);
    await logIn(page, company.user.email, company.password);
    await page.goto("/jobs?texto=padeiro");
    await page.getByRole("heading", { name: "Padeiro Confeiteiro" }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.getByRole("button", { name: "Criar alerta" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Criar alerta" }).count()).toBe(0);
    await page.context().close();
  });

  it("finds no critical or serious violation", () => {
    console.info(audit.report());
    expect(audit.blocking(), audit.report()).toEqual([]);
  });
});

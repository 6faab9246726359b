import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, phone, shot } from "../support/browser.ts";
import { makeCnpj, registerCandidate, registerCompany, uniqueEmail } from "../support/fixtures.ts";
import { logIn } from "../support/pages.ts";
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

const toast = (page: Page) => page.getByTestId("toast");

async function openRegister(page: Page, kind: "Candidato" | "Empresa") {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Cadastrar" }).click();
  await page.getByRole("tab", { name: kind }).click();
}

describe("accounts in the browser", () => {
  it("a candidate registers and lands on their dashboard, greeted by first name", async () => {
    const page = await newPage(browser, server.url);
    await openRegister(page, "Candidato");
    await shot(page, "auth-register-candidate");
    const form = page.getByRole("form", { name: "Cadastro de candidato" });

    // Validation on submit, with each message under its field.
    await form.getByRole("button", { name: "Criar Conta" }).click();
    await form.getByText("Nome deve ter pelo menos 2 caracteres").waitFor();
    await form.getByText("Email inválido").waitFor();
    await form.getByText("Senha deve ter pelo menos 6 caracteres").waitFor();

    await form.getByLabel("Nome Completo").fill("Ana Beatriz Souza");
    await form.getByLabel("Email").fill(uniqueEmail("ana"));
    await form.getByLabel("Senha", { exact: true }).fill("segredo123");
    // Then on change: the fixed fields' messages are gone.
    expect(await form.getByText("Email inválido").count()).toBe(0);
    await form.getByRole("button", { name: "Criar Conta" }).click();

    await page.waitForURL("**/dashboard/candidate");
    await page.getByRole("heading", { name: "Olá, Ana" }).waitFor();
    await toast(page).getByText("Cadastro realizado com sucesso").waitFor();
    await toast(page).getByText("Bem-vindo ao Encaixe!").waitFor();
    await page.getByTestId("tile-Candidaturas").getByText("0").waitFor();
    await shot(page, "dashboard-candidate");
  });

  it("a company registers with a masked CNPJ and lands on the company dashboard", async () => {
    const page = await newPage(browser, server.url);
    await openRegister(page, "Empresa");
    const form = page.getByRole("form", { name: "Cadastro de empresa" });
    await form.getByLabel("Nome da Empresa").fill("Construtora Horizonte");
    await form.getByLabel("CNPJ").pressSequentially(makeCnpj());
    expect(await form.getByLabel("CNPJ").inputValue()).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    await form.getByLabel("Nome do Responsável").fill("Marta Ribeiro");
    await form.getByLabel("Email Corporativo").fill(uniqueEmail("rh"));
    await form.getByLabel("Senha", { exact: true }).fill("segredo123");
    await form.getByRole("button", { name: "Criar Conta" }).click();

    await page.waitForURL("**/dashboard/company");
    await page.getByRole("heading", { name: "Dashboard da Empresa" }).waitFor();
    await page.getByText(/Bem-vindo\(a\), Construtora Horizonte/).waitFor();
    await page.getByRole("link", { name: "Nova Vaga" }).waitFor();
    await page.getByTestId("tile-Vagas Ativas").getByText("0").waitFor();
    await shot(page, "dashboard-company");
  });

  it("shows the server's message under the email when it is already registered", async () => {
    const { user } = await registerCandidate(server.url);
    const page = await newPage(browser, server.url);
    await openRegister(page, "Candidato");
    const form = page.getByRole("form", { name: "Cadastro de candidato" });
    await form.getByLabel("Nome Completo").fill("Outra Pessoa");
    await form.getByLabel("Email").fill(user.email);
    await form.getByLabel("Senha", { exact: true }).fill("segredo123");
    await form.getByRole("button", { name: "Criar Conta" }).click();
    await form.getByText("Este email já está cadastrado").waitFor();
    await toast(page).getByText("Erro no cadastro").waitFor();
    expect(page.url()).toContain("/auth");
  });

  it("a wrong password shows 'Erro no login' and keeps the visitor on /auth", async () => {
    const { user } = await registerCompany(server.url);
    const page = await newPage(browser, server.url);
    await page.goto("/auth");
    const form = page.getByRole("form", { name: "Entrar" });
    await form.getByLabel("Email").fill(user.email);
    await form.getByLabel("Senha", { exact: true }).fill("senha-errada");
    await form.getByRole("button", { name: "Mostrar senha" }).click();
    expect(await form.getByLabel("Senha", { exact: true }).getAttribute("type")).toBe("text");
    await form.getByRole("button", { name: "Entrar" }).click();
    await toast(page).getByText("Erro no login").waitFor();
    await toast(page).getByText("Email ou senha incorretos").waitFor();
    expect(page.url()).toContain("/auth");
    await shot(page, "auth-login-error");
  });

  it("logs in, logs out from the user menu, and protected pages send the visitor to /auth", async () => {
    const { user, password } = await registerCandidate(server.url, { nomeCompleto: "Bruno Lima" });
    const page = await newPage(browser, server.url);
    await page.goto("/dashboard/candidate");
    await page.waitForURL((url) => url.pathname === "/auth");

    const form = page.getByRole("form", { name: "Entrar" });
    await form.getByLabel("Email").fill(user.email);
    await form.getByLabel("Senha", { exact: true }).fill(password);
    await form.getByRole("button", { name: "Entrar" }).click();
    await page.waitForURL("**/dashboard/candidate");
    await toast(page).getByText("Login realizado com sucesso").waitFor();

    // A signed-in user is sent from / and /auth to their dashboard.
    await page.goto("/auth");
    await page.waitForURL("**/dashboard/candidate");
    await page.getByRole("heading", { name: "Olá, Bruno" }).waitFor();

    await page.getByRole("button", { name: `Menu do usuário ${user.email}` }).click();
    await page.getByRole("menuitem", { name: "Sair", exact: true }).click();
    await toast(page).getByText("Logout realizado com sucesso").waitFor();
    await toast(page).getByText("Até a próxima!").waitFor();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("link", { name: "Entrar" }).first().waitFor();

    await page.goto("/dashboard/candidate");
    await page.waitForURL((url) => url.pathname === "/auth");
  });

  it("keeps the user menu open when it was opened while a page loaded", async () => {
    const { user, password } = await registerCandidate(server.url, { nomeCompleto: "Rita Prado" });
    const page = await newPage(browser, server.url);
    await logIn(page, user.email, password);
    await page.getByRole("heading", { name: "Olá, Rita" }).waitFor();
    // The profile's data comes slowly: its heading arrives while the menu is open, and takes focus on arrival
    // unless the person is busy elsewhere.
    await page.route("**/graphql**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.getByRole("link", { name: "Dashboard" }).first().focus();
    await page.evaluate(() => window.history.pushState({}, "", "/profile/candidate"));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent("popstate")));
    await page.getByRole("button", { name: `Menu do usuário ${user.email}` }).click();
    const item = page.getByRole("menuitem", { name: "Sair de todos os dispositivos" });
    await item.waitFor();
    await page.getByRole("heading", { name: "Meu Perfil Profissional", level: 1 }).waitFor();
    await page.waitForTimeout(500);
    expect(await item.isVisible()).toBe(true);
    await page.context().close();
  });

  it("'Sair de todos os dispositivos' signs the user out of their other browsers too", async () => {
    const { user, password } = await registerCandidate(server.url, { nomeCompleto: "Carla Mendes" });
    const [laptop, phoneBrowser] = await Promise.all([newPage(browser, server.url), newPage(browser, server.url, phone)]);
    await logIn(laptop, user.email, password);
    await logIn(phoneBrowser, user.email, password);

    await laptop.getByRole("button", { name: `Menu do usuário ${user.email}` }).click();
    await laptop.getByRole("menuitem", { name: "Sair de todos os dispositivos" }).click();
    await laptop.waitForURL((url) => url.pathname === "/auth");

    await phoneBrowser.goto("/dashboard/candidate");
    await phoneBrowser.waitForURL((url) => url.pathname === "/auth");
    await phoneBrowser.getByRole("form", { name: "Entrar" }).waitFor();
  });

  it("a candidate opening the company dashboard sees 'Acesso negado'", async () => {
    const { user, password } = await registerCandidate(server.url);
    const page = await newPage(browser, server.url);
    await page.goto("/auth");
    const form = page.getByRole("form", { name: "Entrar" });
    await form.getByLabel("Email").fill(user.email);
    await form.getByLabel("Senha", { exact: true }).fill(password);
    await form.getByRole("button", { name: "Entrar" }).click();
    await page.waitForURL("**/dashboard/candidate");
    await page.goto("/dashboard/company");
    await page.getByRole("heading", { name: "Acesso negado" }).waitFor();
  });

  it("shows the 404 page for an unknown path", async () => {
    const page = await newPage(browser, server.url);
    await page.goto("/pagina-que-nao-existe");
    await page.getByRole("heading", { name: "Página não encontrada" }).waitFor();
  });

  it("on a phone, the menu button opens the same links", async () => {
    const page = await newPage(browser, server.url, phone);
    await page.goto("/");
    await page.getByRole("button", { name: "Abrir menu" }).click();
    const menu = page.getByRole("navigation", { name: "Menu" });
    await menu.getByRole("link", { name: "Vagas" }).waitFor();
    await menu.getByRole("link", { name: "Entrar" }).waitFor();
    await menu.getByRole("link", { name: "Cadastrar" }).waitFor();
    await shot(page, "phone-menu");
  });
});

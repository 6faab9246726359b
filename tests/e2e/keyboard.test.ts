import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWorld, type World } from "../support/a11yWorld.ts";
import { launchBrowser, newPage, phone, shot } from "../support/browser.ts";
import { toast } from "../support/pages.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// Each story done with the keyboard alone: Tab, Shift+Tab, Enter, Space, Escape and the arrows
// (page.keyboard only: no clicks, and no focus() from the test).

let server: TestServer;
let browser: Browser;
let world: World;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  world = await buildWorld(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const isFocused = (target: Locator) =>
  target
    .first()
    .evaluate((element) => element === document.activeElement || element.contains(document.activeElement), undefined, { timeout: 1_000 })
    .catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${back ? "Shift+Tab" : "Tab"} never reached ${target}`);
}

/** What has focus, for messages: its tag and accessible text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName.toLowerCase()} '${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 60)}'` : "nothing";
  });

/** Waits until focus is on `target`. */
async function expectFocus(page: Page, target: Locator) {
  await expect.poll(async () => ((await isFocused(target)) ? "focused" : await focused(page)), { timeout: 10_000 }).toBe("focused");
}

/** Signs in from /auth: the skip link first, then the form, all by keyboard. */
async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByRole("heading", { level: 1 }).waitFor();
  await page.keyboard.press("Tab");
  await expectFocus(page, page.getByRole("link", { name: "Pular para o conteúdo" }));
  await page.keyboard.press("Enter");
  const form = page.getByRole("form", { name: "Entrar" });
  await tabTo(page, form.getByLabel("Email"));
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await expectFocus(page, form.getByLabel("Senha", { exact: true }));
  await page.keyboard.type(password);
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/dashboard\//);
  // The new page's heading has focus, not <body>.
  await expectFocus(page, page.getByRole("heading", { level: 1 }));
}

describe("the keyboard alone", () => {
  it("a candidate signs in, answers an interest, searches, applies with a cover letter and adds a skill; the phone menu closes with Escape", async () => {
    const page = await newPage(browser, server.url);
    await signIn(page, world.candidate.user.email, world.candidate.password);

    // An interest answered from the dashboard: its 'Responder' goes away, focus stays in the page.
    await tabTo(page, page.getByRole("button", { name: "Responder" }));
    await page.keyboard.press("Enter");
    const answer = page.getByRole("dialog");
    await tabTo(page, answer.getByRole("button", { name: "Aceitar" }));
    await page.keyboard.press("Enter");
    await answer.waitFor({ state: "hidden" });
    await expect.poll(() => focused(page), { timeout: 10_000 }).not.toMatch(/^body/);
    expect(await page.evaluate(() => document.getElementById("conteudo")?.contains(document.activeElement))).toBe(true);

    // Search: the 'Vagas' link of the bar, then the search field.
    await tabTo(page, page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Vagas" }), { back: true });
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/jobs");
    await expectFocus(page, page.getByRole("heading", { level: 1 }));
    await tabTo(page, page.getByRole("searchbox", { name: "Cargo, empresa ou palavra-chave" }));
    await page.keyboard.type("Analista de Dados");
    await page.keyboard.press("Enter");
    await page.waitForURL(/texto=Analista/);
    const result = page.getByRole("article").filter({ hasText: "Analista de Dados" });
    await result.waitFor();
    await tabTo(page, result.getByRole("link", { name: /Ver Detalhes/ }));
    await page.keyboard.press("Enter");
    await page.waitForURL(`**/jobs/${world.openJobId}`);
    await expectFocus(page, page.getByRole("heading", { level: 1, name: "Analista de Dados" }));

    // Apply: the dialog opens on Enter, the letter is typed, Enter on the send button.
    await tabTo(page, page.getByRole("button", { name: "Candidatar-se" }));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Candidatar-se à vaga" });
    await dialog.waitFor();
    await tabTo(page, dialog.getByLabel(/Carta de apresentação/));
    await page.keyboard.type("Analiso dados de vendas há três anos.");
    await tabTo(page, dialog.getByRole("button", { name: "Enviar candidatura" }));
    await page.keyboard.press("Enter");
    await toast(page).getByText("Candidatura enviada!").waitFor();
    // Focus is on what replaced the button, not lost.
    await expectFocus(page, page.getByRole("button", { name: "Já Candidatado" }));

    // A skill, on the profile's skills section.
    await page.goto("/profile/candidate?secao=habilidades");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await tabTo(page, page.getByLabel("Nova habilidade"));
    await page.keyboard.type("Power BI");
    await page.keyboard.press("Enter");
    await page.getByRole("list", { name: "Suas habilidades" }).getByText("Power BI").waitFor();
    await expectFocus(page, page.getByLabel("Nova habilidade"));
    await shot(page, "keyboard-skill-added");
    await toast(page).getByText("Habilidade adicionada").waitFor();

    // The phone menu: opened with Enter, closed with Escape (not the toast: that is for a second one), focus back on its button.
    await page.setViewportSize(phone);
    await tabTo(page, page.getByRole("button", { name: "Abrir menu" }), { back: true });
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: "Menu" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog", { name: "Menu" }).waitFor({ state: "hidden" });
    await expectFocus(page, page.getByRole("button", { name: "Abrir menu" }));
    await page.context().close();
  });

  it("a company creates a job and moves an applicant through the pipeline", async () => {
    const page = await newPage(browser, server.url);
    await signIn(page, world.company.user.email, world.company.password);

    // 'Nova Vaga', then the form: text typed, a select changed with the arrows, Enter on 'Criar Vaga'.
    await tabTo(page, page.getByRole("link", { name: "Nova Vaga" }));
    await page.keyboard.press("Enter");
    await page.waitForURL("**/jobs/create");
    await expectFocus(page, page.getByRole("heading", { level: 1 }));
    await tabTo(page, page.getByLabel("Título da Vaga *"));
    await page.keyboard.type("Técnica de Enfermagem");
    await tabTo(page, page.getByLabel("Área de Atuação *"));
    await page.keyboard.press("ArrowDown");
    expect(await page.getByLabel("Área de Atuação *").inputValue()).not.toBe("");
    await tabTo(page, page.getByLabel("Descrição da Vaga *"));
    await page.keyboard.type("Cuidados de enfermagem em plantões de 12 horas.");
    await tabTo(page, page.getByLabel("Requisitos Obrigatórios *"));
    await page.keyboard.type("Curso técnico e registro no COREN.");
    await tabTo(page, page.getByRole("button", { name: "Criar Vaga" }));
    await page.keyboard.press("Enter");
    await page.waitForURL("**/dashboard/company");
    await page.getByRole("heading", { name: "Técnica de Enfermagem" }).waitFor();
    await expectFocus(page, page.getByRole("heading", { level: 1 }));

    // The applicant: 'Mover para' opens its menu with Enter, the arrows pick a status, Enter moves.
    await page.goto(`/jobs/${world.appliedJobId}/candidatos`);
    const applicant = page.getByTestId("applicant-card").filter({ hasText: "Ana Beatriz Souza" });
    await applicant.waitFor();
    await tabTo(page, applicant.getByRole("button", { name: /Mover para/ }));
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await menu.waitFor();
    await expectFocus(page, menu.getByRole("menuitem").first());
    const first = (await menu.getByRole("menuitem").first().textContent())?.trim() ?? "";
    await page.keyboard.press("ArrowDown");
    await expectFocus(page, menu.getByRole("menuitem").nth(1));
    await page.keyboard.press("ArrowUp");
    // Enter before the arrow's focus lands would pick the second status (CI's slower run did).
    await expectFocus(page, menu.getByRole("menuitem").first());
    await page.keyboard.press("Enter");
    await toast(page).getByText("Candidatura atualizada").waitFor();
    await applicant.getByText(first, { exact: true }).waitFor();
    // Focus stays in the card, on the menu's button, ready for the next step.
    await expectFocus(page, applicant.getByRole("button", { name: /Mover para/ }));
    await shot(page, "keyboard-pipeline");
    await page.context().close();
  });
});

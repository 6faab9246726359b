import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { launchBrowser, newPage, phone, reactOwnsPage, shot } from "../support/browser.ts";
import { createJob, registerCompany } from "../support/fixtures.ts";
import { toast } from "../support/pages.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// When the server turns a request away (429: the budget is spent; 503: too busy) it says why in Portuguese.
// People must read that, wherever they were: a screen loading, a list's next page, a form sending.

let server: TestServer;
let browser: Browser;
const tooMany = "Muitas requisições. Aguarde alguns instantes e tente novamente.";

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ clientMinuteLimit: 40 }), launchBrowser()]);
  const company = await registerCompany(server.url, { nomeEmpresa: "Instituto Maré Alta" });
  for (let i = 1; i <= 11; i++) await createJob(company.client, { titulo: `Oceanógrafo Costeiro ${i}` });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
beforeEach(() => startOver());

/** A new minute for every budget. */
async function startOver() {
  await server.database.prisma.$executeRaw`DELETE FROM "RateLimiterFlexible"`;
}

/** Spends what is left of this machine's budget (the browser's too: both come from 127.0.0.1). */
async function spendBudget() {
  for (let i = 0; i < 100; i++) {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    if (response.status === 429) return;
  }
  throw new Error("the budget never ran out");
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
}

describe("requests the server turns away", () => {
  it("a visitor past the budget reads why the next page and the job did not load, and gets both once it passes", async () => {
    const page = await newPage(browser, server.url);
    await page.goto("/jobs?texto=oceanografo");
    const results = page.getByRole("link", { name: "Ver Detalhes" });
    await expect.poll(() => results.count()).toBe(10);
    // Hydrated: a click before React owns the page would be lost.
    await page.waitForFunction(reactOwnsPage);

    await spendBudget();
    const more = page.getByRole("button", { name: "Carregar mais vagas" });
    await more.click();
    await toast(page).getByText("Não foi possível carregar a próxima página").waitFor();
    await toast(page).getByText(tooMany).waitFor();
    // Nothing shown is lost, and the button stays for another try.
    expect(await results.count()).toBe(10);
    await expect.poll(() => more.isEnabled()).toBe(true);

    await results.first().click();
    await page.getByRole("heading", { name: "Não foi possível carregar a vaga" }).waitFor();
    await page.getByText(tooMany).waitFor();
    expect(await page.getByText("Verifique sua conexão").count()).toBe(0);
    await shot(page, "refused-job");
    await expectNoAxeViolations(page);
    await page.setViewportSize(phone);
    await shot(page, "refused-job-phone");
    await expectNoAxeViolations(page);

    await startOver();
    await page.getByRole("button", { name: "Tentar novamente" }).click();
    await page.getByRole("heading", { level: 1, name: /Oceanógrafo Costeiro/ }).waitFor();
  });

  it("a sign-in past the budget says to wait, not that the password is wrong", async () => {
    const page = await newPage(browser, server.url);
    await page.goto("/auth");
    const form = page.getByRole("form", { name: "Entrar" });
    await form.getByLabel("Email").fill("ninguem@example.com");
    await form.getByLabel("Senha", { exact: true }).fill("errada123");
    await page.waitForFunction(reactOwnsPage);

    await spendBudget();
    await form.getByRole("button", { name: "Entrar" }).click();
    await form.getByRole("alert").getByText(tooMany).waitFor();
    await toast(page).getByText(tooMany).waitFor();
    expect(await page.getByText("Email ou senha incorretos").count()).toBe(0);
    await shot(page, "refused-login");

    await startOver();
    await form.getByRole("button", { name: "Entrar" }).click();
    await form.getByRole("alert").getByText("Email ou senha incorretos").waitFor();
  });

  it("a screen rendered past the budget is refused by a page in Portuguese; one served from the cache is not", async () => {
    const page = await newPage(browser, server.url);
    await page.goto("/jobs?texto=oceanografo");
    await spendBudget();
    expect((await page.goto("/jobs?texto=oceanografo"))?.status()).toBe(200);
    await page.getByRole("link", { name: "Ver Detalhes" }).first().waitFor();

    const response = await page.goto("/jobs?texto=oceanografo&pagina=nova");
    expect(response?.status()).toBe(429);
    await page.getByRole("heading", { name: "Muitas requisições" }).waitFor();
    await page.getByText(tooMany).waitFor();
    await shot(page, "refused-page");
    await expectNoAxeViolations(page);
  });
});

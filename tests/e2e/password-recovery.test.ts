import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Audit, quietPage, settled } from "../support/axe.ts";
import { launchBrowser, phone, shot } from "../support/browser.ts";
import { registerCandidate } from "../support/fixtures.ts";
import { toast } from "../support/pages.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// 'Esqueci minha senha' as a person goes through it. No SMTP server here: the
// e-mail stays in the outbox (as on the embedded default), where the story reads its link.

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

async function linkFor(email: string): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const message = await server.database.prisma.email.findFirst({ where: { to: email }, orderBy: { createdAt: "desc" } });
    const link = message && /\/redefinir-senha#token=[\w-]+/.exec(message.text)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no recovery e-mail for ${email}`);
}

describe("password recovery in the browser", () => {
  it("asks for a link from the login form, sets a new password from it and lands on the dashboard", async () => {
    const { user } = await registerCandidate(server.url, { nomeCompleto: "Carla Mendes" });
    const page = await quietPage(browser, server.url);
    await page.goto("/auth");
    await page.getByRole("link", { name: "Esqueci minha senha" }).click();
    await page.waitForURL("**/recuperar-senha");
    await settled(page);
    await audit.check(page, "visitor /recuperar-senha (desktop)");
    const form = page.getByRole("form", { name: "Recuperar senha" });
    await form.getByLabel("Email da conta").fill(user.email);
    await form.getByRole("button", { name: "Enviar link" }).click();
    await page.getByRole("status").getByText(`Se houver uma conta com o e-mail ${user.email}`).waitFor();
    await shot(page, "password-recovery-sent");

    await page.setViewportSize(phone);
    await page.goto(await linkFor(user.email));
    await settled(page);
    await audit.check(page, "visitor /redefinir-senha (phone)");
    const reset = page.getByRole("form", { name: "Criar nova senha" });
    await reset.getByLabel("Nova senha", { exact: true }).fill("girassol-azul-42");
    await reset.getByLabel("Confirme a nova senha").fill("girassol-azul-43");
    await reset.getByRole("button", { name: "Salvar nova senha" }).click();
    await reset.getByText("As senhas não coincidem").waitFor();
    await reset.getByLabel("Confirme a nova senha").fill("girassol-azul-42");
    await shot(page, "password-recovery-new-password");
    await reset.getByRole("button", { name: "Salvar nova senha" }).click();
    await page.waitForURL("**/dashboard/candidate");
    await toast(page).getByText("Senha alterada").waitFor();
    await page.getByRole("heading", { name: "Olá, Carla" }).waitFor();
  });

  it("explains a link that was used or cut short, and offers a new one", async () => {
    const page = await quietPage(browser, server.url);
    await page.goto("/redefinir-senha");
    await page.getByRole("alert").getByText("Este link está incompleto").waitFor();
    await page.goto("/redefinir-senha#token=um-token-que-nunca-existiu-0000");
    await page.reload();
    const reset = page.getByRole("form", { name: "Criar nova senha" });
    await reset.getByLabel("Nova senha", { exact: true }).fill("girassol-azul-42");
    await reset.getByLabel("Confirme a nova senha").fill("girassol-azul-42");
    await reset.getByRole("button", { name: "Salvar nova senha" }).click();
    await page.getByRole("alert").getByText("Este link de recuperação é inválido ou expirou. Peça um novo.").waitFor();
    await page.getByRole("link", { name: "Pedir um novo link" }).click();
    await page.waitForURL("**/recuperar-senha");
  });

  it("has no serious accessibility finding on either page", () => {
    expect(audit.blocking(), audit.report()).toEqual([]);
  });
});

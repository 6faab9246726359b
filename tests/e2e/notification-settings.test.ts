import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Audit, quietPage, settled } from "../support/axe.ts";
import { launchBrowser, phone, shot } from "../support/browser.ts";
import { registerCandidate, registerCompany } from "../support/fixtures.ts";
import { logIn, toast } from "../support/pages.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// 'Preferências de notificação': reached from the user menu, a radio group per
// kind that the keyboard drives, saved and still there after a reload.

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

describe("the notification settings page", () => {
  it("changes a candidate's preference from the user menu, keeps it after a reload, and passes axe", async () => {
    const candidate = await registerCandidate(server.url);
    const page = await quietPage(browser, server.url);
    await logIn(page, candidate.user.email, candidate.password);
    await settled(page);
    await page.getByRole("button", { name: /^Menu do usuário/ }).click();
    await page.getByRole("menuitem", { name: "Preferências de notificação" }).click();
    await page.getByRole("heading", { name: "Preferências de notificação", level: 1 }).waitFor();
    await page.getByRole("radiogroup").first().waitFor();
    expect(await page.title()).toBe("Preferências de notificação · Encaixe");

    const profileViews = page.getByRole("radiogroup", { name: "Uma empresa visualizou seu perfil" });
    await expect.poll(() => profileViews.getByRole("radio", { checked: true }).textContent()).toBe("Resumo diário (padrão)");
    expect(await page.getByRole("radiogroup").count()).toBe(5);
    await audit.check(page, "candidate /conta/notificacoes (desktop)");
    await shot(page, "notification-settings");

    // The keyboard: Tab lands on the chosen option, an arrow moves the choice. Held a moment, as a
    // finger does: Radix checks the option it moved focus to only while the key is down.
    const statusMoves = page.getByRole("radiogroup", { name: "Sua candidatura mudou de etapa" });
    await statusMoves.getByRole("radio", { checked: true }).focus();
    await page.keyboard.press("Tab");
    await expect.poll(() => profileViews.getByRole("radio", { checked: true }).evaluate((radio) => radio === document.activeElement)).toBe(true);
    await page.keyboard.press("ArrowLeft", { delay: 80 });
    await expect.poll(() => profileViews.getByRole("radio", { name: "Na hora" }).getAttribute("aria-checked")).toBe("true");
    await page.keyboard.press("ArrowDown", { delay: 80 });
    await expect.poll(() => profileViews.getByRole("radio", { checked: true }).textContent()).toBe("Resumo diário (padrão)");
    await page.keyboard.press("ArrowUp", { delay: 80 });
    await expect.poll(() => profileViews.getByRole("radio", { checked: true }).textContent()).toBe("Na hora");
    await statusMoves.getByRole("radio", { name: "Não receber" }).click();
    await page.getByRole("button", { name: "Salvar preferências" }).click();
    await toast(page).getByText("Preferências salvas").waitFor();

    await page.reload();
    await settled(page);
    await expect.poll(() => profileViews.getByRole("radio", { checked: true }).textContent()).toBe("Na hora");
    expect(await statusMoves.getByRole("radio", { checked: true }).textContent()).toBe("Não receber");

    await page.setViewportSize(phone);
    await audit.check(page, "candidate /conta/notificacoes (phone)");
    await shot(page, "notification-settings-phone");
    await page.context().close();

    const stored = await server.database.prisma.preferenciaNotificacao.findMany({ where: { userId: candidate.user.id }, select: { tipo: true, entrega: true } });
    expect(stored.sort((a, b) => a.tipo.localeCompare(b.tipo))).toEqual([
      { tipo: "CANDIDATURA_STATUS", entrega: "NUNCA" },
      { tipo: "PERFIL_VISUALIZADO", entrega: "IMEDIATO" },
    ]);
  }, 90_000);

  it("shows a company its own kinds, reached from /notificacoes", async () => {
    const company = await registerCompany(server.url);
    const page = await quietPage(browser, server.url);
    await logIn(page, company.user.email, company.password);
    await page.goto("/notificacoes");
    await settled(page);
    await page.getByRole("link", { name: "Preferências de notificação" }).click();
    await page.getByRole("heading", { name: "Preferências de notificação", level: 1 }).waitFor();
    await page.getByRole("radiogroup").first().waitFor();
    const names = await page.getByRole("radiogroup").evaluateAll((groups) => groups.map((group) => document.getElementById(group.getAttribute("aria-labelledby")!)!.textContent));
    expect(names).toEqual(["Nova candidatura em uma vaga", "Um candidato retirou a candidatura", "Um candidato aceitou seu interesse", "Um candidato recusou seu interesse"]);
    await audit.check(page, "company /conta/notificacoes (desktop)");
    await page.context().close();
  }, 60_000);

  it("finds no critical or serious violation", () => {
    expect(audit.blocking(), audit.report()).toEqual([]);
  });
});

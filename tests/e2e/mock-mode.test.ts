import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchBrowser, newPage, shot } from "../support/browser.ts";
import { logOut, toast } from "../support/pages.ts";

// `npm run dev:mock` as a frontend developer uses it: the Vite dev server with VITE_MOCK=1,
// no API and no database. Screens render the mock's data without error toasts, sign-up
// is reachable as a visitor, and a company's change shows and survives a reload.

let server: ViteDevServer;
let browser: Browser;
let baseURL: string;

// Vite's dependency cache, kept between runs (a cold one takes half a minute to fill) and
// apart from node_modules/.vite, which a worktree's node_modules link may share with another's dev server.
const cacheDir = path.join(tmpdir(), `encaixe-mock-vite-${createHash("sha256").update(process.cwd()).digest("hex").slice(0, 12)}`);

beforeAll(async () => {
  process.env.VITE_MOCK = "1";
  server = await createServer({ configFile: "web/vite.config.ts", cacheDir, server: { port: 0, strictPort: false }, logLevel: "warn" });
  await server.listen();
  baseURL = server.resolvedUrls!.local[0]!;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  delete process.env.VITE_MOCK;
});

/** No toast has said 'Erro' and the page threw nothing. */
async function expectNoErrors(page: Page, thrown: Error[]) {
  expect(await toast(page).filter({ hasText: "Erro" }).count()).toBe(0);
  expect(thrown).toEqual([]);
}

/** Signs in from the header's 'Entrar', without reloading the app (each full load recompiles nothing but refetches every module). */
async function signIn(page: Page, email: string) {
  await page.getByRole("banner").getByRole("link", { name: "Entrar" }).click();
  const form = page.getByRole("form", { name: "Entrar" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Senha", { exact: true }).fill("encaixe123");
  await form.getByRole("button", { name: "Entrar" }).click();
}

it("visitor, candidate and company screens render the mock's data; a paused job stays paused after a reload", async () => {
  const page = await newPage(browser, baseURL);
  const thrown: Error[] = [];
  page.on("pageerror", (error) => thrown.push(error));

  // The first page compiles the app on demand.
  await page.goto("/", { timeout: 90_000 });
  await page.getByRole("banner").getByRole("link", { name: "Cadastrar" }).waitFor();
  await shot(page, "mock-landing");

  await page.getByRole("banner").getByRole("link", { name: "Vagas" }).click();
  const firstJob = page.getByTestId("job-card").first();
  const title = (await firstJob.getByRole("heading").textContent())!;
  // Its company's logo, the seed's own, drawn in the browser: cards are worked on as production shows them.
  const logo = firstJob.locator("img").first();
  expect(await logo.getAttribute("src")).toMatch(/^data:image\/svg\+xml,/);
  await logo.evaluate((img: HTMLImageElement) => img.decode());
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
  await shot(page, "mock-jobs");
  await firstJob.getByRole("link", { name: "Ver Detalhes" }).click();
  await page.getByRole("heading", { name: title, level: 1 }).waitFor();
  await shot(page, "mock-job");

  // Signed out by default: the sign-up forms can be worked on.
  await page.getByRole("banner").getByRole("link", { name: "Cadastrar" }).click();
  await page.getByRole("form", { name: "Cadastro de candidato" }).waitFor();
  await shot(page, "mock-auth");
  await expectNoErrors(page, thrown);

  await signIn(page, "ana.souza@exemplo.com.br");
  await page.getByRole("heading", { name: "Olá, Ana" }).waitFor();
  await shot(page, "mock-candidate-dashboard");
  await expectNoErrors(page, thrown);
  await logOut(page, "ana.souza@exemplo.com.br");

  await signIn(page, "vagas@nuvemverde.exemplo.com.br");
  await page.getByRole("heading", { name: "Dashboard da Empresa" }).waitFor();
  const job = page.getByTestId("company-job-card").filter({ has: page.getByRole("button", { name: "Pausar" }) }).first();
  const jobTitle = (await job.getByRole("heading").first().textContent())!;
  await shot(page, "mock-company-dashboard");
  await job.getByRole("button", { name: "Pausar" }).click();
  await toast(page).getByText("Vaga atualizada").waitFor();
  await expectNoErrors(page, thrown);

  // The change and the session live in sessionStorage: a reload keeps both.
  await page.reload();
  const same = page.getByTestId("company-job-card").filter({ has: page.getByRole("heading", { name: jobTitle }) });
  await same.getByRole("button", { name: "Reativar" }).waitFor();
  await expectNoErrors(page, thrown);
});

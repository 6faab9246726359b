import type { Browser, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, launchBrowser, newPage, phone, reactOwnsPage, shot } from "../support/browser.ts";
import { createJob, registerCompany } from "../support/fixtures.ts";
import { Audit } from "../support/axe.ts";
import { toast } from "../support/pages.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// The landing page's search is a real search of the public job list; the footer's privacy, terms,
// contact and developer pages exist, come from the server with their text, and are reached by keyboard;
// a toast never sits on the form's button, and a failure is told in the form itself.

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  const company = await registerCompany(server.url, { nomeEmpresa: "Rede Sul Logística" });
  await createJob(company.client, { titulo: "Analista de Dados Júnior", areaAtuacao: "tecnologia", nivelVaga: "JUNIOR", tipoContrato: "CLT", modalidadeTrabalho: "HIBRIDO", localizacao: "Porto Alegre - RS" });
  // Each differs from the landing search below in one respect.
  await createJob(company.client, { titulo: "Analista de Dados Sênior", areaAtuacao: "tecnologia", nivelVaga: "SENIOR", tipoContrato: "CLT", modalidadeTrabalho: "HIBRIDO", localizacao: "Porto Alegre - RS" });
  await createJob(company.client, { titulo: "Analista de Dados Remoto", areaAtuacao: "tecnologia", nivelVaga: "JUNIOR", tipoContrato: "CLT", modalidadeTrabalho: "REMOTO", localizacao: "Porto Alegre - RS" });
  await createJob(company.client, { titulo: "Analista de Dados Curitiba", areaAtuacao: "tecnologia", nivelVaga: "JUNIOR", tipoContrato: "CLT", modalidadeTrabalho: "HIBRIDO", localizacao: "Curitiba - PR" });
  await createJob(company.client, { titulo: "Representante Comercial", areaAtuacao: "vendas", nivelVaga: "PLENO", tipoContrato: "PJ", modalidadeTrabalho: "PRESENCIAL", localizacao: "Recife - PE" });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const jobHeadings = (page: Page) => page.getByTestId("job-card").getByRole("heading").allTextContents();

async function overlaps(a: Locator, b: Locator) {
  const [first, second] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!first || !second) throw new Error("an element to compare is not on screen");
  return first.x < second.x + second.width && second.x < first.x + first.width && first.y < second.y + second.height && second.y < first.y + first.height;
}

describe("the landing page's search", () => {
  it("opens /jobs with the words, the place and the four filters, showing what matches", async () => {
    const page = await newPage(browser, server.url);
    await page.goto("/");
    const search = page.getByRole("search", { name: "Buscar vagas" });
    await search.getByLabel("Cargo, empresa ou palavra-chave").fill("Analista de Dados");
    await search.getByLabel("Cidade, estado").fill("Porto Alegre");
    await search.getByLabel("Área").selectOption({ label: "Tecnologia" });
    await search.getByLabel("Nível").selectOption({ label: "Júnior" });
    await search.getByLabel("Contrato").selectOption({ label: "CLT" });
    await search.getByLabel("Modalidade").selectOption({ label: "Híbrido" });
    await search.getByRole("button", { name: "Buscar" }).click();

    await page.waitForURL((url) => url.pathname === "/jobs");
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      texto: "Analista de Dados",
      localizacao: "Porto Alegre",
      area: "tecnologia",
      nivel: "junior",
      contrato: "clt",
      modalidade: "hibrido",
    });
    await page.getByTestId("job-count").getByText("1 vaga(s)").waitFor();
    expect(await jobHeadings(page)).toEqual(["Analista de Dados Júnior"]);
    // The job search's own filters show what was chosen.
    expect(await page.getByLabel("Nível", { exact: true }).inputValue()).toBe("junior");
    expect(await page.getByLabel("Modalidade", { exact: true }).inputValue()).toBe("hibrido");
    await shot(page, "landing-search-results");
  });

  it("an empty search lists every job, and the popular searches open theirs", async () => {
    const page = await newPage(browser, server.url, phone);
    await page.goto("/");
    // Before hydration the browser submits the form to /jobs with every field, empty ones too; the app drops them.
    await page.waitForFunction(reactOwnsPage);
    await page.getByRole("search", { name: "Buscar vagas" }).getByRole("button", { name: "Buscar" }).click();
    await page.waitForURL((url) => url.pathname === "/jobs" && url.search === "");
    await page.getByTestId("job-count").getByText("5 vaga(s)").waitFor();

    await page.goto("/");
    await page.getByRole("link", { name: "Vagas remotas" }).click();
    await page.waitForURL(/\/jobs\?modalidade=remoto$/);
    await page.getByTestId("job-count").getByText("1 vaga(s)").waitFor();
    expect(await jobHeadings(page)).toEqual(["Analista de Dados Remoto"]);

    await page.goto("/");
    await page.getByRole("link", { name: "Vendas", exact: true }).click();
    await page.waitForURL(/\/jobs\?area=vendas$/);
    await page.getByTestId("job-count").getByText("1 vaga(s)").waitFor();
    expect(await jobHeadings(page)).toEqual(["Representante Comercial"]);
  });
});

const legalPages = [
  { path: "/privacidade", title: "Política de Privacidade", content: ["nunca vê o CPF", "scrypt", "SHA-256", "encaixe_session", "art. 18", "privacidade@encaixe.com.br", "15 dias"] },
  { path: "/termos", title: "Termos de Uso", content: ["Para empresas", "Para parceiros da API", "Encerrar a conta"] },
  { path: "/contato", title: "Contato", content: ["suporte@encaixe.com.br", "privacidade@encaixe.com.br", "parcerias@encaixe.com.br"] },
  {
    path: "/desenvolvedores",
    title: "Para desenvolvedores",
    content: ["parcerias@encaixe.com.br", "Authorization: Bearer encx_", "RateLimit-Remaining", "atualizadaDesde", "vagasRemovidas", "VagaFiltros"],
  },
];

describe("privacy, terms, contact and the developers' guide", () => {
  it("come from the server with their heading and text, for people and crawlers without JavaScript", async () => {
    for (const { path, title, content } of legalPages) {
      const response = await fetch(server.url + path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      for (const text of content) expect(html).toContain(text);
    }
  });

  it("are linked from the footer and reached by keyboard, each with its own title", async () => {
    const page = await newPage(browser, server.url);
    for (const { path, title } of legalPages) {
      await page.goto("/");
      const link = page.getByRole("contentinfo").getByRole("link", { name: title });
      expect(await link.getAttribute("href")).toBe(path);
      await link.focus();
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole("heading", { name: title, level: 1 }).waitFor();
      await page.waitForFunction((name) => document.title.startsWith(name) && document.title.includes("Encaixe"), title);
    }
    await page.setViewportSize(phone);
    await page.goto("/privacidade");
    await shot(page, "privacy-phone");
    await page.setViewportSize(desktop);
    await page.goto("/contato");
    await shot(page, "contact-desktop");
    await page.goto("/desenvolvedores");
    await shot(page, "developers-desktop");
    await page.setViewportSize(phone);
    await shot(page, "developers-phone");
  });
});

describe("toasts and form errors", () => {
  for (const [width, viewport] of [["390", phone], ["1366", desktop]] as const) {
    it(`at ${width} px a failed login is told beside the button, and its toast covers neither form's button`, async () => {
      const page = await newPage(browser, server.url, viewport);
      await page.goto("/auth");
      const login = page.getByRole("form", { name: "Entrar" });
      await login.getByLabel("Email").fill("ninguem@exemplo.com.br");
      await login.getByLabel("Senha", { exact: true }).fill("senha-errada");
      await login.getByRole("button", { name: "Entrar" }).click();

      await login.getByRole("alert").getByText("Email ou senha incorretos").waitFor();
      const shown = toast(page);
      await shown.getByText("Erro no login").waitFor();
      expect(await overlaps(shown, login.getByRole("button", { name: "Entrar" }))).toBe(false);
      const menu = page.getByRole("button", { name: "Abrir menu" });
      if (await menu.isVisible()) expect(await overlaps(shown, menu)).toBe(false);
      await shot(page, `auth-login-error-${width}`);

      // F8 takes the keyboard to the notifications.
      await page.keyboard.press("F8");
      expect(await page.evaluate(() => document.activeElement?.closest("[role=region]")?.getAttribute("aria-label"))).toBe("Notificações (F8)");

      // Another form: the old verdict goes away.
      await page.getByRole("tab", { name: "Cadastrar" }).click();
      await shown.waitFor({ state: "detached" });
      const register = page.getByRole("form", { name: "Cadastro de candidato" });
      await register.getByRole("button", { name: "Criar Conta" }).waitFor();
    });
  }

  it("leaving the page closes an error toast", async () => {
    const page = await newPage(browser, server.url, phone);
    await page.goto("/auth");
    const login = page.getByRole("form", { name: "Entrar" });
    await login.getByLabel("Email").fill("ninguem@exemplo.com.br");
    await login.getByLabel("Senha", { exact: true }).fill("senha-errada");
    await login.getByRole("button", { name: "Entrar" }).click();
    await toast(page).getByText("Erro no login").waitFor();
    const shownAt = Date.now();
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Vagas" }).click();
    await page.waitForURL((url) => url.pathname === "/jobs");
    await toast(page).waitFor({ state: "detached" });
    // Closed by the move, well before its 5 seconds were up.
    expect(Date.now() - shownAt).toBeLessThan(4000);
  });
});

describe("company logos", () => {
  it("reach a phone as their 256 px thumbnail in WebP, not the upload kept at 1200 px", async () => {
    const company = await registerCompany(server.url, { nomeEmpresa: "Padaria Aurora" });
    const logo = await sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><circle cx="300" cy="400" r="260" fill="#b45309"/>
        <text x="620" y="440" font-family="sans-serif" font-size="120" fill="#78350f">Aurora</text></svg>`),
    )
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("foto", new Blob([logo as BlobPart], { type: "image/png" }), "logo.png");
    const uploaded = await fetch(`${server.url}/api/profile/logo`, { method: "POST", body: form, headers: { cookie: company.client.cookie! } });
    expect(uploaded.status).toBe(200);
    const job = await createJob(company.client, { titulo: "Padeiro Confeiteiro" });

    const page = await newPage(browser, server.url, phone);
    const images: Promise<{ type: string | undefined; bytes: number }>[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/images/")) {
        images.push(response.body().then((body) => ({ type: response.headers()["content-type"], bytes: body.byteLength })));
      }
    });
    await page.goto(`/jobs/${job.id}`);
    const shown = await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>("img[src^='/images/']");
      return image?.complete && image.naturalWidth > 0 ? [image.naturalWidth, image.naturalHeight] : null;
    });
    expect(await shown.jsonValue()).toEqual([256, 171]);
    const audit = new Audit();
    await audit.check(page, "job page with its company's logo (phone)");
    expect(audit.report()).toMatch(/^1 audits: no findings/);
    const fetched = await Promise.all(images);
    expect(fetched.length).toBeGreaterThan(0);
    for (const image of fetched) {
      expect(image.type).toBe("image/webp");
      expect(image.bytes).toBeLessThan(logo.byteLength / 4);
    }
  });
});


import { createHash } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, phone, reactOwnsPage, shot } from "../support/browser.ts";
import { hydratedInPlace, problems, rememberServerMarkup } from "../support/hydration.ts";
import { createJob, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { logIn } from "../support/pages.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// Public pages come from the server with their content (the build's dist/server renders them),
// and the browser hydrates that HTML rather than drawing the page again.

let server: TestServer;
let browser: Browser;
let jobId: string;
const title = "Enfermeira Obstetra Plantonista";

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  const company = await registerCompany(server.url, { nomeEmpresa: "Maternidade Bom Parto" });
  jobId = (await createJob(company.client, { titulo: title, areaAtuacao: "saude", localizacao: "Recife - PE" })).id;
  await createJob(company.client, { titulo: "Analista Financeiro Pleno", areaAtuacao: "financeiro" });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * The page's requests for the app's scripts, as they are sent, with what started each: the HTML ("parser", a
 * preload link) or a script (an import, or a link a script appended).
 */
async function scriptRequests(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const scripts: { url: string; initiator: string }[] = [];
  cdp.on("Network.requestWillBeSent", ({ request, initiator }) => {
    if (new URL(request.url).pathname.startsWith("/assets/") && request.url.endsWith(".js")) scripts.push({ url: request.url, initiator: initiator.type });
  });
  return scripts;
}

/** Holds back the app's entry script until the returned function is called: the page is shown, its code on its way. */
async function holdAppCode(page: Page): Promise<() => void> {
  let arrive = () => {};
  let asked = false;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    asked = true;
    await arrived;
    await route.continue();
  });
  // Module scripts hold back DOMContentLoaded: such a page is reached with `waitUntil: "commit"`.
  return () => {
    // The build's entry is still the script held.
    expect(asked).toBe(true);
    arrive();
  };
}

describe("public pages rendered on the server", () => {
  it("carry the jobs, their links and the landing text when no JavaScript runs", async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    const page = await context.newPage();

    const search = await page.goto("/jobs");
    expect(search?.status()).toBe(200);
    await page.getByRole("heading", { name: title }).waitFor();
    await page.getByRole("heading", { name: "Analista Financeiro Pleno" }).waitFor();
    expect(await page.locator(`a[href="/jobs/${jobId}"]`).count()).toBeGreaterThan(0);
    await page.getByTestId("job-count").getByText("2 vaga(s)").waitFor();

    const job = await page.goto(`/jobs/${jobId}`);
    expect(job?.status()).toBe(200);
    await page.getByRole("heading", { name: title, level: 1 }).waitFor();
    await page.getByText("Maternidade Bom Parto").first().waitFor();

    await page.goto("/");
    await page.getByRole("heading", { name: /Encontre a vaga ideal/ }).waitFor();
    // The landing's search works without JavaScript too: the browser submits it to /jobs.
    const landingSearch = page.getByRole("search", { name: "Buscar vagas" });
    await landingSearch.getByLabel("Cargo, empresa ou palavra-chave").fill("Obstetra");
    await landingSearch.getByRole("button", { name: "Buscar" }).click();
    await page.waitForURL((url) => url.pathname === "/jobs" && url.searchParams.get("texto") === "Obstetra");
    await page.getByTestId("job-count").getByText("1 vaga(s)").waitFor();
    await page.getByRole("heading", { name: title }).waitFor();

    const missing = await page.goto("/jobs/nao-existe");
    expect(missing?.status()).toBe(404);
    await context.close();
  });

  it("hydrates the job search in place, with no errors, and its filters work", async () => {
    const page = await newPage(browser, server.url);
    const reported = problems(page);
    const graphql: string[] = [];
    page.on("request", (request) => void (request.url().includes("/graphql") && graphql.push(request.url())));
    await rememberServerMarkup(page);

    await page.goto("/jobs");
    expect(await hydratedInPlace(page)).toBe(true);
    // The data came with the page.
    expect(graphql).toEqual([]);
    await page.getByLabel("Área", { exact: true }).selectOption("saude");
    await page.waitForURL(/area=saude/);
    await page.getByTestId("job-count").getByText("1 vaga(s)").waitFor();
    await page.getByRole("heading", { name: title }).waitFor();
    expect(reported).toEqual([]);
    await page.context().close();
  });

  it("carries its font's rules in the page, so the first paint waits for no stylesheet, and screens opened later ask for none", async () => {
    const page = await newPage(browser, server.url);
    const reported = problems(page);
    const stylesheets: string[] = [];
    page.on("request", (request) => void (request.resourceType() === "stylesheet" && stylesheets.push(request.url())));

    await page.goto("/jobs");
    await hydratedInPlace(page);
    // Lazy screens, each importing its chunks (whose dependencies once named the font's stylesheet).
    await page.locator(`a[href="/jobs/${jobId}"]`).first().click();
    await page.getByRole("heading", { name: title, level: 1 }).waitFor();
    await page.getByRole("link", { name: "Entrar" }).first().click();
    await page.waitForURL(/\/auth/);
    await page.getByRole("button", { name: "Entrar" }).first().waitFor();

    expect(stylesheets).toEqual([]);
    const font = await page.evaluate(async () => {
      await document.fonts.ready;
      return { loaded: document.fonts.check('16px "Inter Variable"'), family: getComputedStyle(document.body).fontFamily };
    });
    expect(font.family).toMatch(/^"?Inter Variable/);
    expect(font.loaded).toBe(true);
    expect(reported).toEqual([]);
    await page.context().close();
  });

  it("keeps the page's base rules in a stylesheet of its own, which hydration leaves alone", async () => {
    const page = await newPage(browser, server.url);
    const reported = problems(page);
    await page.goto("/jobs");
    await hydratedInPlace(page);
    const base = await page.evaluate(() => ({
      // Each stylesheet holding a rule for body, and whether it is styled-components' (which hydration rewrites).
      owners: [...document.styleSheets].flatMap((sheet) =>
        [...sheet.cssRules].some((rule) => rule instanceof CSSStyleRule && rule.selectorText === "body")
          ? [(sheet.ownerNode as Element).hasAttribute("data-styled")]
          : [],
      ),
      background: getComputedStyle(document.body).backgroundColor,
    }));
    expect(base.owners).toEqual([false]);
    expect(base.background).toBe("rgb(241, 245, 249)");
    expect(reported).toEqual([]);
    await page.context().close();
  });

  it("asks for its text's font with the page, once, rather than when the first layout meets text (which laid every line out again)", async () => {
    // A page the server draws and one the browser draws.
    for (const [path, ready] of [
      ["/jobs", (page: Page) => hydratedInPlace(page)],
      ["/auth", (page: Page) => page.getByRole("button", { name: "Entrar" }).first().waitFor()],
    ] as const) {
      const page = await newPage(browser, server.url);
      const reported = problems(page);
      const fontRequests: string[] = [];
      page.on("request", (request) => void (/\/inter-latin-wght-normal-[^/]+\.woff2$/.test(request.url()) && fontRequests.push(request.url())));

      await page.goto(path);
      await ready(page);
      const initiators = await page.evaluate(async () => {
        await document.fonts.ready;
        return performance
          .getEntriesByType("resource")
          .flatMap((entry) => (/\/inter-latin-wght-normal-/.test(entry.name) ? [(entry as PerformanceResourceTiming).initiatorType] : []));
      });
      // Fetched by the preload ("link"), not by the @font-face rule ("css"); a preload without `crossorigin` is fetched twice.
      expect(initiators, path).toEqual(["link"]);
      expect(fontRequests, path).toHaveLength(1);
      expect(reported, path).toEqual([]);
      await page.context().close();
    }
  });

  it("shows a raster icon, which the browser decodes without building a document on the page's main thread", async () => {
    const page = await newPage(browser, server.url);
    const icon = page.waitForResponse((response) => response.url() === `${server.url}/favicon.png`);
    // An SVG icon is drawn by an SVG document of its own, made on the page's main thread after the page loads:
    // 4-21 ms of it per load of /jobs on a desktop CPU in our traces, four times that on a phone's.
    await browser.startTracing(page, { categories: ["blink"] });
    let trace: { traceEvents: { name: string }[] };
    let response: Awaited<typeof icon>;
    try {
      await page.goto("/jobs");
      await hydratedInPlace(page);
      response = await icon;
    } finally {
      // Stopped whatever happens: a trace left running would refuse the next test's.
      trace = JSON.parse((await browser.stopTracing()).toString());
    }

    expect(await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).type))).toEqual(["image/png"]);
    expect(response.headers()["content-type"]).toBe("image/png");
    const { width, height } = await sharp(await response.body()).metadata();
    // Sharp in a tab at twice the pixels of a 32 px icon.
    expect([width, height]).toEqual([64, 64]);
    expect(trace.traceEvents.filter((event) => event.name.startsWith("SVGImage"))).toEqual([]);
    await page.context().close();
  });

  it("keeps a tap on the phone's menu button made before the app's code arrived, and opens the menu once it has", async () => {
    const page = await newPage(browser, server.url, phone);
    const reported = problems(page);
    const arrive = await holdAppCode(page);

    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Abrir menu" }).click();
    expect(await page.evaluate(reactOwnsPage)).toBe(false);
    arrive();
    await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Entrar" }).waitFor();
    await shot(page, "early-tap-phone-menu");
    // The inline script that held the tap runs under the page's CSP, which names its hash.
    expect(reported).toEqual([]);
    const served = await page.request.get("/");
    const inline = /<script>([^<]*)<\/script>/.exec(await served.text())![1]!;
    expect(served.headers()["content-security-policy"]).toContain(`'sha256-${createHash("sha256").update(inline).digest("base64")}'`);
    await page.context().close();
  });

  it("leaves a tap made while React hydrates to React: the menu opens once and stays open", async () => {
    const page = await newPage(browser, server.url, phone);
    // A phone's CPU: hydration takes long enough to be tapped in.
    await (await page.context().newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await page.addInitScript(() => {
      const seen: (string | null)[] = [];
      Object.assign(window, { expandedSeen: seen });
      new MutationObserver((changes) => {
        for (const change of changes) if ((change.target as Element).matches("button[aria-haspopup=dialog]")) seen.push((change.target as Element).getAttribute("aria-expanded"));
      }).observe(document, { subtree: true, attributeFilter: ["aria-expanded"] });
    });
    const arrive = await holdAppCode(page);
    await page.goto("/", { waitUntil: "commit" });
    const box = (await page.getByRole("button", { name: "Abrir menu" }).boundingBox())!;
    arrive();
    // hydrateRoot has run (React listens on #root) and the page is not hydrated yet.
    await page.waitForFunction(() => Object.keys(document.getElementById("root")!).some((key) => key.startsWith("__reactContainer$")), null, { polling: 5 });
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Entrar" }).waitFor();
    await page.waitForFunction(() => window.encaixeEarlyInput === undefined);
    // A tap held as well as heard was done again right after: give it the time to show.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { expandedSeen: string[] }).expandedSeen)).toEqual(["true"]);
    await page.context().close();
  });

  it("saves the job a candidate bookmarked before the app's code arrived, once the bookmark's own code has", async () => {
    const candidate = await registerCandidate(server.url, { nomeCompleto: "Lia Prado" });
    const page = await newPage(browser, server.url);
    await logIn(page, candidate.user.email, candidate.password);
    const arrive = await holdAppCode(page);

    await page.goto("/jobs", { waitUntil: "commit" });
    const card = page.getByTestId("job-card").filter({ has: page.getByRole("heading", { name: title }) });
    await card.getByRole("button", { name: "Salvar vaga" }).click();
    arrive();
    // The bookmark hydrates after the rest of the page, once its lazily loaded code is there.
    await card.getByRole("button", { name: "Remover dos salvos" }).waitFor();
    await page.unrouteAll();
    await page.reload();
    await card.getByRole("button", { name: "Remover dos salvos" }).waitFor();
    await page.context().close();
  });

  it("searches for what a visitor typed and chose before the app's code arrived, once it has", async () => {
    const page = await newPage(browser, server.url);
    const reported = problems(page);
    const arrive = await holdAppCode(page);

    await page.goto("/jobs", { waitUntil: "commit" });
    await page.getByTestId("job-count").getByText("2 vaga(s)").waitFor();
    await page.getByLabel("Área", { exact: true }).selectOption("saude");
    await page.getByLabel("Cargo, empresa ou palavra-chave").fill("Obstetra");
    expect(await page.evaluate(reactOwnsPage)).toBe(false);
    arrive();
    // The area filters at once; the words once the typing's pause has passed, keeping the area.
    await page.waitForURL((url) => url.searchParams.get("area") === "saude" && url.searchParams.get("texto") === "Obstetra");
    await page.getByTestId("job-count").getByText("1 vaga(s)").waitFor();
    await page.getByRole("heading", { name: title }).waitFor();
    expect(await page.getByLabel("Área", { exact: true }).inputValue()).toBe("saude");
    await shot(page, "early-input-jobs");
    expect(reported).toEqual([]);
    await page.context().close();
  });

  it("hydrates the landing page and a job page for a visitor, with the class names the browser renders", async () => {
    const page = await newPage(browser, server.url);
    const reported = problems(page);
    await rememberServerMarkup(page);

    const queries: string[] = [];
    page.on("request", (request) => void (request.method() === "GET" && request.url().includes("/graphql") && queries.push(request.url())));
    await page.goto("/");
    expect(await hydratedInPlace(page)).toBe(true);

    await page.goto(`/jobs/${jobId}`);
    expect(await hydratedInPlace(page)).toBe(true);
    // Each page came with its data: its query's AST loads with the screen, before the loader reads the page's records.
    expect(queries).toEqual([]);
    const heading = page.getByRole("heading", { name: title, level: 1 });
    const serverClasses = await heading.getAttribute("class");
    // The same page drawn by the browser alone (after client-side navigation) carries the same classes.
    await page.getByRole("link", { name: "Vagas", exact: true }).first().click();
    await page.waitForURL(/\/jobs$/);
    await page.locator(`a[href="/jobs/${jobId}"]`).first().click();
    await page.waitForURL(`**/jobs/${jobId}`);
    expect(await heading.getAttribute("class")).toBe(serverClasses);
    expect(reported).toEqual([]);
    await page.context().close();
  });

  it("shows the signed-in candidate in the server's navbar, hydrates, and sends them from / to their dashboard", async () => {
    const candidate = await registerCandidate(server.url, { nomeCompleto: "Rita Albuquerque" });
    const page = await newPage(browser, server.url);
    await logIn(page, candidate.user.email, candidate.password);
    const reported = problems(page);
    await rememberServerMarkup(page);

    await page.goto("/jobs");
    expect(await hydratedInPlace(page)).toBe(true);
    await page.getByRole("button", { name: `Menu do usuário ${candidate.user.email}` }).waitFor();
    await page.goto(`/jobs/${jobId}`);
    expect(await hydratedInPlace(page)).toBe(true);
    await page.getByRole("button", { name: "Candidatar-se" }).waitFor();

    const landing = await page.goto("/");
    expect(landing?.request().redirectedFrom()?.url()).toBe(`${server.url}/`);
    expect(new URL(page.url()).pathname).toBe("/dashboard/candidate");
    expect(reported).toEqual([]);
    await page.context().close();
  });

  it("starts a browser-rendered page's first queries from its HTML, and the app uses those answers", async () => {
    const candidate = await registerCandidate(server.url, { nomeCompleto: "Paulo Nogueira" });
    const page = await newPage(browser, server.url);
    await logIn(page, candidate.user.email, candidate.password);
    const graphql: string[] = [];
    page.on("request", (request) => void (request.url().includes("/graphql") && graphql.push(request.url())));

    const response = await page.goto("/profile/candidate");
    const preloaded = [...(await response!.text()).matchAll(/<link rel="preload" as="fetch" href="([^"]+)"/g)].map(([, href]) => href!.replaceAll("&amp;", "&"));
    // Who is signed in (every browser-rendered page asks first) and the navbar's query.
    expect(preloaded).toHaveLength(2);
    await page.getByRole("button", { name: `Menu do usuário ${candidate.user.email}` }).waitFor();
    await page.waitForLoadState("networkidle");
    for (const href of preloaded) expect(graphql.filter((url) => url === server.url + href)).toHaveLength(1);
    await page.context().close();
  });

  it("names a browser-drawn page's screen code in its HTML, which the browser fetches with the app's own and never again", async () => {
    const page = await newPage(browser, server.url);
    const reported = problems(page);
    const scripts = await scriptRequests(page);

    const response = await page.goto("/auth");
    const named = [...(await response!.text()).matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(([, href]) => server.url + href);
    await page.getByRole("button", { name: "Entrar" }).first().waitFor();
    await page.waitForLoadState("networkidle");

    expect(named.find((url) => /\/assets\/AuthPage-[\w-]+\.js$/.test(url)), named.join("\n")).toBeDefined();
    // Beyond the app's runtime, libraries and shell: the screen and the modules it imports.
    expect(named.length).toBeGreaterThan(4);
    for (const url of named) {
      expect(scripts.filter((script) => script.url === url).map((script) => script.initiator), url).toEqual(["parser"]);
    }
    expect(reported).toEqual([]);
    await page.context().close();
  });

  it("names a server-drawn page's screen code as data, which the app preloads before its route loads it, each module once", async () => {
    const page = await newPage(browser, server.url);
    const reported = problems(page);
    const scripts = await scriptRequests(page);

    await rememberServerMarkup(page);
    const response = await page.goto("/jobs");
    const html = await response!.text();
    const named = (JSON.parse(/<script type="application\/json" id="screen-modules">([^<]+)<\/script>/.exec(html)?.[1] ?? "[]") as string[]).map((file) => server.url + file);
    expect(await hydratedInPlace(page)).toBe(true);
    await page.waitForLoadState("networkidle");

    expect(named.find((url) => /\/assets\/JobSearchPage-[\w-]+\.js$/.test(url)), named.join("\n")).toBeDefined();
    expect(named.length).toBeGreaterThan(4);
    // Each once, by a script (web/screenModules.ts): Vite's preload of the screen found the links in place.
    for (const url of named) expect(scripts.filter((script) => script.url === url).map((script) => script.initiator), url).toEqual(["script"]);
    const links = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href));
    expect(links).toHaveLength(new Set(links).size);
    expect(reported).toEqual([]);
    await page.context().close();
  });

  it("names a screen behind sign-in only to someone signed in, and none on pages the server draws", async () => {
    const screenLinks = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([\w-]+)-[\w-]{8}\.js">/g)].map(([, name]) => name);
    // A visitor is sent to /auth: only the app's own code.
    expect(screenLinks(await (await fetch(`${server.url}/profile/candidate`)).text())).toEqual(["rolldown-runtime", "vendor", "shell"]);
    // Nor for a path beyond a route's, which shows the 404 page.
    expect(screenLinks(await (await fetch(`${server.url}/auth/x`)).text())).toEqual(["rolldown-runtime", "vendor", "shell"]);

    const candidate = await registerCandidate(server.url, { nomeCompleto: "Iara Campos" });
    const { body } = await candidate.client.get("/profile/candidate");
    expect(screenLinks(body)).toContain("CandidateProfilePage");
    // Drawn without it; named, its code would count against the largest paint in Lighthouse's simulation (web/entry-server.tsx).
    expect(screenLinks(await (await fetch(`${server.url}/jobs`)).text())).toEqual(["rolldown-runtime", "vendor", "shell"]);
  });
});

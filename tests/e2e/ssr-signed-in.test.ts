import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser, Page } from "playwright-core";
import type { ExecuteOperation, RenderResult } from "../../web/entry-server.tsx";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawnPageCost } from "../../server/limits/requests.ts";
import { launchBrowser, newPage } from "../support/browser.ts";
import { Client } from "../support/client.ts";
import { createJob, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { hydratedInPlace, problems, rememberServerMarkup } from "../support/hydration.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// The screens signed-in people land on (their dashboards, and the lists e-mails and notifications link to) come
// from the server drawn for the person asking, and for no one else; the browser hydrates them without asking again.

let server: TestServer;
let browser: Browser;
let company: Awaited<ReturnType<typeof registerCompany>>;
let jobId: string;
const title = "Fisioterapeuta Respiratório";

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  company = await registerCompany(server.url, { nomeEmpresa: "Hospital Boa Esperança" });
  jobId = (await createJob(company.client, { titulo: title, areaAtuacao: "saude" })).id;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The page's GraphQL queries and mutations; the notifications' event stream, which every signed-in page opens, is not one. */
function graphqlRequests(page: Page) {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/graphql" && !request.headers().accept?.includes("text/event-stream")) sent.push(request.url());
  });
  return sent;
}

/**
 * A page whose context is signed in through the API, which shares the page's cookies: signed in through the
 * form, the app goes on to the dashboard, whose query could be sent after a test's watch on requests began.
 */
async function signedInPage(email: string, password: string) {
  const page = await newPage(browser, server.url);
  const signedIn = await page.context().request.post("/api/login", { data: { email, password }, headers: { origin: server.url } });
  expect(signedIn.status()).toBe(200);
  return page;
}

/** Loads `path` signed in: hydrated in place, with nothing asked again and nothing reported. */
async function expectHydratedWithoutRequests(email: string, password: string, path: string, shown: (page: Page) => Promise<void>, clockAheadMs = 0) {
  const page = await signedInPage(email, password);
  if (clockAheadMs) await page.clock.setSystemTime(Date.now() + clockAheadMs);
  const reported = problems(page);
  const requests = graphqlRequests(page);
  await rememberServerMarkup(page);
  await page.goto(path);
  expect(await hydratedInPlace(page)).toBe(true);
  await shown(page);
  await page.waitForLoadState("networkidle");
  expect(requests).toEqual([]);
  expect(reported).toEqual([]);
  // Read once: someone's records must not outlive their signing out in the page.
  expect(await page.locator("#relay-records").count()).toBe(0);
  return page;
}

describe("screens signed-in people land on, drawn on the server for them", () => {
  it("sends a candidate their dashboard with their applications in it, for them alone, which the browser hydrates and then runs", async () => {
    const candidate = await registerCandidate(server.url, { nomeCompleto: "Lívia Bastos" });
    expect((await candidate.client.post("/api/candidaturas", { vagaId: jobId })).status).toBe(201);

    const drawn = await candidate.client.get("/dashboard/candidate");
    expect(drawn.status).toBe(200);
    expect(drawn.body).toContain('id="relay-records"');
    expect(drawn.body).toContain(`Menu do usuário ${candidate.user.email}`);
    expect(drawn.body).toContain(title);
    // Their data: no cache may keep it, and no one else is sent it.
    expect(drawn.headers.get("cache-control")).toBe("private, no-store");
    const other = await registerCandidate(server.url, { nomeCompleto: "Otávio Reis" });
    const theirs = await other.client.get("/dashboard/candidate");
    expect(theirs.body).toContain(`Menu do usuário ${other.user.email}`);
    expect(theirs.body).not.toContain(candidate.user.email);
    // A visitor is sent to sign in by the server itself, and brought back after.
    const visitor = await fetch(`${server.url}/dashboard/candidate`, { redirect: "manual" });
    expect(visitor.status).toBe(307);
    expect(visitor.headers.get("location")).toBe("/auth?voltar=%2Fdashboard%2Fcandidate");

    // The browser's clock 3 minutes ahead of the server's: the page hydrates with the server's 'Agora mesmo', then says
    // how long ago by the browser's own clock.
    const page = await expectHydratedWithoutRequests(
      candidate.user.email,
      candidate.password,
      "/dashboard/candidate",
      async (shown) => {
        await shown.getByTestId("dashboard-applications").getByText(title).waitFor();
        await shown.getByTestId("dashboard-applications").getByText("Há 3 minutos").waitFor();
      },
      3 * 60_000,
    );
    // From here it is the app's: its links navigate in the page.
    await page.getByTestId("dashboard-applications").getByRole("link", { name: "Ver Detalhes" }).click();
    await page.waitForURL(`**/jobs/${jobId}`);
    await page.getByRole("heading", { name: title, level: 1 }).waitFor();
    await page.context().close();
  });

  it("sends a company the applications it received, for it alone, which the browser hydrates without asking again", async () => {
    const candidate = await registerCandidate(server.url, { nomeCompleto: "Caio Monteiro" });
    expect((await candidate.client.post("/api/candidaturas", { vagaId: jobId })).status).toBe(201);

    const drawn = await company.client.get("/company/candidaturas");
    expect(drawn.status).toBe(200);
    expect(drawn.body).toContain('id="relay-records"');
    expect(drawn.body).toContain("Caio Monteiro");
    expect(drawn.headers.get("cache-control")).toBe("private, no-store");
    const other = await registerCompany(server.url, { nomeEmpresa: "Clínica Horizonte" });
    const theirs = await other.client.get("/company/candidaturas");
    expect(theirs.body).toContain('id="relay-records"');
    expect(theirs.body).not.toContain("Caio Monteiro");

    const page = await expectHydratedWithoutRequests(company.user.email, company.password, "/company/candidaturas", async (shown) => {
      await shown.getByText("Caio Monteiro").first().waitFor();
    });
    await page.context().close();
  });

  it("keeps a tap on an applicant's 'Mover para' made before the app's code arrived, and opens its menu once it has", async () => {
    const candidate = await registerCandidate(server.url, { nomeCompleto: "Beatriz Moura" });
    expect((await candidate.client.post("/api/candidaturas", { vagaId: jobId })).status).toBe(201);
    const page = await signedInPage(company.user.email, company.password);
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    // The app's entry script is held back: the page is the server's, its code on its way.
    await page.goto(`/jobs/${jobId}/candidatos`, { waitUntil: "commit" });
    const applicant = page.getByTestId("applicant-card").filter({ hasText: "Beatriz Moura" });
    await applicant.getByRole("button", { name: /Mover para/ }).click();
    arrive();
    // Radix opens a menu on the pointer's press, which the replay of the held tap gives it.
    await page.getByRole("menuitem", { name: /Análise/ }).waitFor();
    await page.context().close();
  });

  it("keeps nothing of a page once it is drawn: no query of it is held for later", async () => {
    const entry = await serverEntry();
    const timers = () => process.getActiveResourcesInfo().filter((resource) => resource === "Timeout").length;
    const before = timers();
    for (let render = 0; render < 5; render++) expect((await entry.render("/dashboard/company", companyOperations, true)).type).toBe("page");
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Relay held each query a render read for 5 minutes, and with it the render's store, router and data.
    expect(timers()).toBeLessThanOrEqual(before);
  });

  it("draws a page again with the styles of its first drawing, from the rules it kept", async () => {
    // A module of its own, whose kept rules start empty: the server's renderer in this process has drawn pages already.
    const entry = await serverEntry("?kept-rules");
    const [first, again] = [await entry.render("/dashboard/company", companyOperations, true), await entry.render("/dashboard/company", companyOperations, true)];
    if (first.type !== "page" || again.type !== "page") throw new Error(`drawn as ${first.type} and ${again.type}`);
    expect(first.head).toContain("data-styled");
    expect(again.head).toBe(first.head);
    const classes = (body: string) => body.match(/class="[^"]*"/g);
    expect(classes(again.body)).toEqual(classes(first.body));
  });
});

/** The server's renderer (`npm run build`'s dist/server), as server/ssr/render.ts imports it; `query` loads a module of its own. */
async function serverEntry(query = "") {
  const file = path.resolve(process.env.WEB_DIST ?? "dist/web", "../server/entry-server.js");
  return (await import(pathToFileURL(file).href + query)) as { render(href: string, execute: ExecuteOperation, signedIn: boolean): Promise<RenderResult> };
}

/** Runs the page's operations as the company signed in. */
const companyOperations: ExecuteOperation = async (id, variables) => {
  const response = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: company.client.cookie! },
    body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: id } }, variables }),
  });
  return response.json();
};

describe("what a drawn page costs of a budget", () => {
  it("charges a person a page the server draws for them as the API requests it costs, and a visitor a cached page nothing", async () => {
    // Budgets live in the shared database: accounts made on the main server spend them here too.
    const limited = await startTestServer({ clientMinuteLimit: drawnPageCost + 1, trustProxy: true }, { database: server.database });
    try {
      const candidate = await registerCandidate(server.url, { nomeCompleto: "Rui Fagundes" });
      const person = new Client(limited.url);
      person.cookie = candidate.client.cookie;
      const drawn = await person.get("/dashboard/candidate");
      expect(drawn.status).toBe(200);
      expect(drawn.body).toContain('id="relay-records"');
      const viewer = () => person.request("POST", "/graphql", { query: "{ viewer { id } }" });
      expect((await viewer()).status).toBe(200);
      expect((await viewer()).status).toBe(429);

      const visit = (ip: string) => fetch(`${limited.url}/jobs?texto=fisioterapeuta`, { headers: { "x-forwarded-for": ip } });
      const ask = (ip: string) =>
        fetch(`${limited.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": ip }, body: '{"query":"{ __typename }"}' });
      const statuses = async (ip: string, times: number) => {
        const seen = [];
        for (let i = 0; i < times; i++) seen.push((await ask(ip)).status);
        return seen;
      };
      // The first visitor has the search drawn; the next is sent the cached page and keeps every request of theirs.
      expect((await visit("203.0.113.90")).status).toBe(200);
      expect(await statuses("203.0.113.90", 2)).toEqual([200, 429]);
      expect((await visit("198.51.100.90")).status).toBe(200);
      expect(await statuses("198.51.100.90", drawnPageCost + 2)).toEqual([...Array(drawnPageCost + 1).fill(200), 429]);
    } finally {
      await limited.close();
    }
  });
});

import { mkdtemp, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pagePaths } from "../../server/http/pages.ts";
import { Client } from "../support/client.ts";
import { createJob, globalId, jobPayload, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// What a hostile page or a careless client gets: a clear 4xx, no stack trace,
// nothing changed; and the headers and URLs every response carries.

let server: TestServer;
let company: Client;
let jobId: string;

beforeAll(async () => {
  const webDist = await mkdtemp(path.join(tmpdir(), "encaixe-web-"));
  await mkdir(path.join(webDist, "assets"));
  await writeFile(
    path.join(webDist, "index.html"),
    `<!doctype html><html><head><!-- page-head --><title>__BRAND__</title><!-- /page-head --></head><body><div id="root"></div></body></html>`,
  );
  await writeFile(path.join(webDist, "assets", "index-abc123.js"), "console.log(1)\n//# sourceMappingURL=index-abc123.js.map");
  await writeFile(path.join(webDist, "assets", "index-abc123.js.map"), '{"sources":["segredo.tsx"]}');
  server = await startTestServer({ webDist, publicUrl: "https://vagas.exemplo.com.br" });
  company = (await registerCompany(server.url)).client;
  jobId = (await createJob(company)).id;
});
afterAll(async () => {
  await server?.close();
});

const jobCount = () => server.database.prisma.vaga.count();
const statusOf = async () => (await server.database.prisma.vaga.findUniqueOrThrow({ where: { id: jobId } })).statusVaga;

/** A raw request, with whatever headers a browser (or an attacker) would send. */
async function send(method: string, pathname: string, headers: Record<string, string>, body?: string) {
  const response = await fetch(server.url + pathname, { method, headers: { cookie: company.cookie ?? "", ...headers }, body });
  const text = await response.text();
  return { status: response.status, text, headers: response.headers };
}

const pauseMutation = `mutation { changeVagaStatus(id: "${"$ID"}", statusVaga: PAUSADA) { __typename } }`;
const pause = () => pauseMutation.replace("$ID", globalId("Vaga", jobId));

describe("cross-site writes", () => {
  it("refuses a form-encoded GraphQL mutation, and the job stays active", async () => {
    const form = new URLSearchParams({ query: pause() }).toString();
    const { status } = await send("POST", "/graphql", { "content-type": "application/x-www-form-urlencoded" }, form);
    expect(status).toBe(415);
    expect(await statusOf()).toBe("ATIVA");
  });

  it("refuses multipart without the preflight header, and text/plain", async () => {
    const form = new FormData();
    form.set("operations", JSON.stringify({ query: pause() }));
    form.set("map", "{}");
    const multipart = await fetch(`${server.url}/graphql`, { method: "POST", headers: { cookie: company.cookie ?? "" }, body: form });
    expect(multipart.status).toBe(415);
    const text = await send("POST", "/graphql", { "content-type": "text/plain" }, JSON.stringify({ query: pause() }));
    expect(text.status).toBe(415);
    expect(await statusOf()).toBe("ATIVA");
  });

  it("refuses a JSON mutation from another origin with 403", async () => {
    const { status, text } = await send("POST", "/graphql", { "content-type": "application/json", origin: "https://evil.example" }, JSON.stringify({ query: pause() }));
    expect(status).toBe(403);
    expect(JSON.parse(text).message).toBe("Requisição de outro site recusada");
    const fetchSite = await send("POST", "/graphql", { "content-type": "application/json", "sec-fetch-site": "cross-site" }, JSON.stringify({ query: pause() }));
    expect(fetchSite.status).toBe(403);
    expect(await statusOf()).toBe("ATIVA");
  });

  it("refuses REST writes from another origin, or not sent as application/json", async () => {
    const before = await jobCount();
    const body = JSON.stringify(jobPayload());
    expect((await send("POST", "/api/vagas", { "content-type": "text/plain; application/json" }, body)).status).toBe(400);
    expect((await send("POST", "/api/vagas", { "content-type": "application/json", origin: "https://evil.example" }, body)).status).toBe(403);
    expect((await send("DELETE", `/api/vagas/${jobId}`, { origin: "null" })).status).toBe(403);
    expect(await jobCount()).toBe(before);
  });

  it("accepts our own origin, and the public URL's", async () => {
    const own = await send("POST", "/api/vagas", { "content-type": "application/json", origin: server.url }, JSON.stringify(jobPayload()));
    expect(own.status).toBe(201);
    const publicOrigin = await send("GET", "/api/empresa/vagas", { origin: "https://vagas.exemplo.com.br" });
    expect(publicOrigin.status).toBe(200);
  });
});

describe("bad input gets a 4xx, never a 5xx", () => {
  it("refuses a NUL character in a REST body, a query string and GraphQL variables", async () => {
    const before = await jobCount();
    const rest = await send("POST", "/api/vagas", { "content-type": "application/json" }, JSON.stringify(jobPayload({ titulo: "Vaga\u0000" })));
    expect(rest.status).toBe(400);
    expect((await send("GET", "/api/vagas?titulo=a%00b", {})).status).toBe(400);
    const graphql = await send(
      "POST",
      "/graphql",
      { "content-type": "application/json" },
      JSON.stringify({ query: "query($f: VagaFiltros) { vagas(filtros: $f) { totalCount } }", variables: { f: { texto: "a\u0000" } } }),
    );
    expect(graphql.status).toBe(400);
    expect(graphql.text).toContain("caractere inválido");
    expect(await jobCount()).toBe(before);
  });

  it("refuses dates in year 0000 and 99999", async () => {
    const { client } = await registerCandidate(server.url);
    for (const dataNascimento of ["0000-01-01", "99999-01-01"]) {
      const response = await client.put("/api/profile", { dataNascimento });
      expect(response.status).toBe(400);
    }
  });

  it("treats a malformed session cookie as no cookie, on pages and on the API", async () => {
    const page = await fetch(`${server.url}/`, { headers: { cookie: "encaixe_session=%E0%A4%A" } });
    expect(page.status).toBe(200);
    const api = await fetch(`${server.url}/api/user`, { headers: { cookie: "encaixe_session=%E0%A4%A" } });
    expect(api.status).toBe(401);
    expect(await api.text()).not.toMatch(/at |\.ts:/);
  });

  it("answers a bad Host header with 400 and no stack trace", async () => {
    const { port } = new URL(server.url);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path: "/", headers: { host: "bad host\\x" } }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on("error", reject);
      req.end();
    });
    expect(answer.status).toBe(400);
    expect(answer.body).not.toMatch(/at |\.ts|node_modules/);
  });

  it("answers node() of a well-formed unknown id with null", async () => {
    const { data, errors } = await new Client(server.url).graphql(`{ node(id: "${globalId("Vaga", "nao-existe")}") { id } }`);
    expect(errors).toBeUndefined();
    expect(data.node).toBeNull();
    const many = await new Client(server.url).graphql(
      `{ nodes(ids: ["${globalId("Vaga", jobId)}", "${globalId("Vaga", "nao-existe")}"]) { id ... on Vaga { titulo } } }`,
    );
    expect(many.errors).toBeUndefined();
    expect(many.data.nodes).toEqual([{ id: globalId("Vaga", jobId), titulo: "Assistente Administrativo" }, null]);
  });

  it("answers an application racing the job's deletion with a 4xx", async () => {
    const { client } = await registerCandidate(server.url);
    const job = await createJob(company);
    const [applied, deleted] = await Promise.all([
      client.post("/api/candidaturas", { vagaId: job.id, statusCandidatura: "ENVIADA" }),
      company.delete(`/api/vagas/${job.id}`),
    ]);
    expect(deleted.status).toBeLessThan(300);
    expect(applied.status).toBeLessThan(500);
  });
});

describe("headers, URLs and routes", () => {
  it("sends security headers, a CSP on pages and a request id", async () => {
    const page = await fetch(`${server.url}/jobs`);
    const csp = page.headers.get("content-security-policy") ?? "";
    // Scripts from our files, and the one inline script of server-rendered pages by its hash: none injected runs.
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='(;|$)/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(page.headers.get("permissions-policy")).toContain("camera=()");
    expect(page.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const api = await fetch(`${server.url}/api/vagas`);
    expect(api.headers.get("x-content-type-options")).toBe("nosniff");
    expect(api.headers.get("x-request-id")).not.toBe(page.headers.get("x-request-id"));
  });

  it("sends HSTS only over HTTPS", async () => {
    expect((await fetch(`${server.url}/`)).headers.get("strict-transport-security")).toBeNull();
    const proxied = await startTestServer({ trustProxy: true });
    try {
      const response = await fetch(`${proxied.url}/healthz`, { headers: { "x-forwarded-proto": "https" } });
      expect(response.headers.get("strict-transport-security")).toContain("max-age=");
    } finally {
      await proxied.close();
    }
  });

  it("serves the built scripts but never their source maps", async () => {
    expect((await fetch(`${server.url}/assets/index-abc123.js`)).status).toBe(200);
    const map = await fetch(`${server.url}/assets/index-abc123.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain("segredo.tsx");
  });

  it("takes canonical and JSON-LD URLs from PUBLIC_URL, never from the Host header", async () => {
    const { port } = new URL(server.url);
    const html = await new Promise<string>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path: `/jobs/${jobId}`, headers: { host: "evil.example" } }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve(body));
      });
      req.on("error", reject);
      req.end();
    });
    expect(html).toContain(`<link rel="canonical" href="https://vagas.exemplo.com.br/jobs/${jobId}"`);
    expect(html).not.toContain("evil.example");
  });

  it("answers a path outside the route table with the 404 page and status 404", async () => {
    const unknown = await fetch(`${server.url}/nao-existe/de-jeito-nenhum`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toContain("text/html");
    for (const known of ["/", "/auth", "/jobs", "/dashboard/candidate", "/candidatos/abc/profile"]) {
      expect((await fetch(server.url + known)).status).toBe(200);
    }
  });

  it("knows exactly the web app's route table", async () => {
    const folder = path.resolve("web/routes");
    const paths = new Set<string>();
    for (const file of await readdir(folder)) {
      if (!file.endsWith(".tsx")) continue;
      for (const [, route] of (await readFile(path.join(folder, file), "utf8")).matchAll(/^\s*path: "([^"]+)"/gm)) paths.add(route!);
    }
    expect([...paths].sort()).toEqual([...pagePaths].sort());
  });

  it("answers /healthz and /readyz with JSON", async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });

  it("keeps a process out of /readyz until the limits' Redis has answered: until then it counts its limits apart from the other processes", async () => {
    const cut = await startTestServer({ redisUrl: "redis://127.0.0.1:1" });
    try {
      const ready = await fetch(`${cut.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: "starting" });
    } finally {
      await cut.close();
    }
  });

  it.runIf(process.env.REDIS_URL)("is ready once the limits' Redis has answered", async () => {
    const started = await startTestServer({ redisUrl: process.env.REDIS_URL });
    try {
      await expect.poll(async () => (await fetch(`${started.url}/readyz`)).status, { timeout: 5_000 }).toBe(200);
    } finally {
      await started.close();
    }
  });
});

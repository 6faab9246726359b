import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, randomV6Prefix } from "../support/browserClient.ts";
import { registerCandidate } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// What an attacker's review of the hardening found, each kept closed by a test.

let server: TestServer;

beforeAll(async () => {
  const webDist = await mkdtemp(path.join(tmpdir(), "encaixe-web-"));
  await mkdir(path.join(webDist, "assets"));
  await writeFile(path.join(webDist, "index.html"), "<!doctype html><html><head><title>x</title></head><body></body></html>");
  await writeFile(path.join(webDist, "assets", "app-1.js.map"), '{"sourcesContent":["segredo"]}');
  server = await startTestServer({ webDist, trustProxy: true, clientMinuteLimit: 5 });
});
afterAll(async () => {
  await server?.close();
});

function rawGet(host: string, target = "/healthz"): Promise<{ status: number; body: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: target, headers: { host } }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("requests built to break the server", () => {
  it("answers 400 to Host values the URL parser refuses, never a stack trace", async () => {
    for (const host of ["127.0.0.1:99999", "1.2.3.999", "[1:2]", "[::1]:65536", "a.09"]) {
      const answer = await rawGet(host);
      expect(answer.status, host).toBe(400);
      expect(answer.body).not.toMatch(/at |\.ts:/);
    }
  });

  it("keeps the CSP on pages whose query mentions /graphql", async () => {
    // A page rendered spends its visitor's budget: each test its own network.
    const response = await fetch(`${server.url}/auth?x=/graphql`, { headers: { "x-forwarded-for": "198.18.1.1" } });
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
  });

  it("never serves a source map, however its path is spelled", async () => {
    for (const spelling of ["/assets/app-1.js.map", "/assets/app-1.js.map/", "/assets/app-1.js.%6dap"]) {
      const response = await fetch(server.url + spelling, { headers: { "x-forwarded-for": "198.18.2.1" } });
      expect(response.status, spelling).toBe(404);
      expect(await response.text(), spelling).not.toContain("segredo");
    }
  });

  it("counts visitors' requests per IPv6 /64, however the proxy writes the address", async () => {
    const prefix = randomV6Prefix();
    const statuses = [];
    for (const address of ["1", "2", "3", "4", "5", "6"].map((host) => `${prefix}::${host}`)) {
      statuses.push((await fetch(`${server.url}/api/vagas`, { headers: { "x-forwarded-for": address } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const bracketed = await fetch(`${server.url}/api/vagas`, { headers: { "x-forwarded-for": `[${prefix}::7]:443` } });
    expect(bracketed.status).toBe(429);
  });

  it("refuses an anonymous upload before reading its body", async () => {
    const form = new FormData();
    form.set("operations", JSON.stringify({ query: "mutation ($f: File!) { uploadProfileImage(file: $f) { __typename } }", variables: { f: null } }));
    form.set("map", JSON.stringify({ 0: ["variables.f"] }));
    form.set("0", new Blob([new Uint8Array(1024)]), "foto.png");
    const graphql = await fetch(`${server.url}/graphql`, { method: "POST", headers: { "graphql-require-preflight": "1", "x-forwarded-for": "192.0.2.10" }, body: form });
    expect(graphql.status).toBe(401);
    const rest = await fetch(`${server.url}/api/profile/foto`, {
      method: "POST",
      headers: { "content-type": "image/png", "x-forwarded-for": "192.0.2.11" },
      body: new Uint8Array(1024),
    });
    expect(rest.status).toBe(401);
    expect((await rest.json()).message).toBe("Entre na sua conta para enviar arquivos");
  });

  it("leaves other Authorization schemes to whoever sent them, and never lets /graphql answers be cached", async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Basic dXNlcjpzZW5oYQ==", "x-forwarded-for": "192.0.2.12" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("bounds nodes(ids:) like a page", async () => {
    const ids = Array.from({ length: 101 }, (_, i) => Buffer.from(`Vaga:${i}`).toString("base64"));
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.13" },
      body: JSON.stringify({ query: "query ($ids: [ID!]!) { nodes(ids: $ids) { id } }", variables: { ids } }),
    });
    const body = await response.json();
    expect(body.errors[0].message).toBe("Peça no máximo 100 ids por vez");
  });
});

describe("sign-in abuse the first limits missed", () => {
  it("counts a correct password too, so repeating it cannot monopolise the password hasher", async () => {
    const limited = await startTestServer({ trustProxy: true });
    try {
      const { user, password } = await registerCandidate(limited.url);
      const statuses = [];
      const browser = new Browser(limited.url, "192.0.2.20");
      for (let i = 0; i < 31; i++) statuses.push((await browser.login(user.email, password)).status);
      expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("does not trust a device token planted in the browser before sign-in", async () => {
    const { user, password } = await registerCandidate(server.url);
    const browser = new Browser(server.url, "192.0.2.21");
    const planted = "A".repeat(43);
    browser.cookies.set("encaixe_device", planted);
    expect((await browser.login(user.email, password)).status).toBe(200);
    expect(browser.cookies.get("encaixe_device")).not.toBe(planted);
  });

  it("marks cookies Secure when the proxy says the browser used HTTPS", async () => {
    const { user, password } = await registerCandidate(server.url);
    const response = await fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-proto": "https", "x-forwarded-for": "192.0.2.22" },
      body: JSON.stringify({ email: user.email, password }),
    });
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThanOrEqual(2);
    for (const cookie of cookies) expect(cookie).toContain("Secure");
  });
});

import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isNonNullType,
  parse,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApiKey, revokeApiKey } from "../../server/auth/apiKeys.ts";
import { complexityFromQuery } from "@pothos/plugin-complexity";
import { schema } from "../../server/graphql/index.ts";
import { complexityLimit } from "../../server/graphql/limits.ts";
import { Client } from "../support/client.ts";
import { createJob, globalId, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { createTestDatabase } from "../support/database.ts";

// Operations nobody may run: each is refused before it executes, in well under
// a second, without a 5xx, and other people's requests do not notice.

let server: TestServer;
let production: TestServer;
let partnerKey: string;
let jobId: string;

beforeAll(async () => {
  server = await startTestServer();
  production = await startTestServer({ production: true, apiKeyHourlyLimit: 5 });
  partnerKey = (await createApiKey(production.database.prisma, "Portal Parceiro")).key;
  const company = await registerCompany(server.url);
  for (let i = 0; i < 3; i++) jobId = (await createJob(company.client, { titulo: `Vaga ${i}` })).id;
});
afterAll(async () => {
  await server?.close();
  await production?.close();
});

async function post(target: TestServer, body: unknown, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(`${target.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), ms: performance.now() - started, headers: response.headers };
}

const nestedJobs = (depth: number): string =>
  depth === 0 ? "titulo" : `vagas(first: 100) { edges { node { titulo empresa { ${nestedJobs(depth - 1)} } } } }`;

const searchQuery = "query { vagas(first: 5) { totalCount edges { node { titulo } } } }";

describe("operation limits", () => {
  it("refuses the nested company→jobs bomb at once, while a normal search stays fast", async () => {
    const bomb = post(server, { query: `query { vaga(id: "${globalId("Vaga", jobId)}") { empresa { ${nestedJobs(3)} } } }` });
    const normal = post(server, { query: searchQuery });
    const [refused, answered] = await Promise.all([bomb, normal]);
    expect(refused.status).toBeLessThan(500);
    expect(refused.body.data?.vaga ?? null).toBeNull();
    expect(refused.body.errors[0].message).toBe("Consulta aninhada demais (máximo de 14 níveis)");
    expect(refused.ms).toBeLessThan(1_000);
    expect(answered.body.data.vagas.edges).toHaveLength(3);
    expect(answered.ms).toBeLessThan(1_000);
  });

  it("refuses a shallow query whose pages multiply past the cost budget, before running it", async () => {
    const before = server.queries.length;
    const twoPages = "vagas(first: 100) { edges { node { titulo empresa { vagas(first: 100) { edges { node { titulo } } } } } } }";
    const { body } = await post(server, { query: `query { ${twoPages} }` });
    expect(body.data ?? null).toBeNull();
    expect(body.errors[0].message).toMatch(/^Consulta cara demais \(complexity: \d+\)$/);
    expect(server.queries.slice(before).filter((sql) => sql.includes('"Vaga"'))).toEqual([]);
  });

  it("refuses 1,000 aliases of a job list before running any", async () => {
    const aliases = Array.from({ length: 1_000 }, (_, i) => `a${i}: vagas(first: 50) { edges { node { titulo } } }`).join(" ");
    const refused = await post(server, { query: `query { ${aliases} }` });
    expect(refused.status).toBeLessThan(500);
    expect(refused.body.data ?? null).toBeNull();
    expect(refused.body.errors[0].message).toMatch(/Consulta longa demais|Apelidos \(aliases\) demais/);
    expect(refused.ms).toBeLessThan(1_000);
  });

  it("refuses more than 8 aliases even in a short query", async () => {
    const aliases = Array.from({ length: 9 }, (_, i) => `a${i}: vagas(first: 1) { totalCount }`).join(" ");
    const { body } = await post(server, { query: `query { ${aliases} }` });
    expect(body.data ?? null).toBeNull();
    expect(body.errors[0].message).toBe("Apelidos (aliases) demais na consulta (máximo de 8)");
  });

  it("refuses a query nested 10,000 deep without a 5xx", async () => {
    const deep = `query{${"viewer{empresa{".repeat(5_000)}id${"}}".repeat(5_000)}}`;
    const refused = await post(server, { query: deep });
    expect(refused.status).toBeLessThan(500);
    expect(refused.body.errors[0].message).toBe("Consulta longa demais (máximo de 3.000 tokens)");
    expect(refused.ms).toBeLessThan(1_000);
  });

  it("answers a page size over 100 with a clear error", async () => {
    const { body } = await post(server, { query: "query { vagas(first: 101) { edges { node { titulo } } } }" });
    expect(body.errors[0].message).toBe("Peça no máximo 100 itens por página");
    expect(body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });

  it("lets every operation of the web app through the limits", () => {
    const operations = JSON.parse(readFileSync("dist/persisted-operations.json", "utf8")) as Record<string, string>;
    expect(Object.keys(operations).length).toBeGreaterThan(20);
    for (const text of Object.values(operations)) {
      const { complexity, depth } = measure(parse(text));
      expect(complexity).toBeLessThanOrEqual(complexityLimit.complexity);
      expect(depth).toBeLessThanOrEqual(complexityLimit.depth);
    }
  });

  it("refuses a body over the JSON limit with 413", async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: searchQuery, variables: { padding: "x".repeat(200_000) } }),
    });
    expect(response.status).toBe(413);
  });

  it("answers a body over its limit with 413 while the client is still sending it, declared or not (chunked)", async () => {
    const cases = [
      ["/graphql", 300_000, false],
      ["/graphql", 8_000_000, false],
      ["/graphql", 8_000_000, true],
      ["/api/login", 300_000, false],
    ] as const;
    for (const [route, size, declared] of cases) {
      const answer = await sendInChunks(`${server.url}${route}`, size, declared);
      expect(answer, `${route}, ${size} bytes, ${declared ? "declared" : "chunked"}`).toEqual({ status: 413, body: { message: "Conteúdo grande demais" } });
    }
    expect((await post(server, { query: searchQuery })).status).toBe(200);
  });
});

/** POSTs `size` bytes in 64 KB writes, with or without a Content-Length; settles with the answer, or fails if none came. */
function sendInChunks(url: string, size: number, declared: boolean) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const headers = { "content-type": "application/json", origin: new URL(url).origin, ...(declared ? { "content-length": String(size) } : {}) };
    let answered = false;
    const req = httpRequest(url, { method: "POST", headers }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString() || "null") }));
    });
    req.on("error", (error) => (answered ? undefined : reject(error)));
    req.on("close", () => (answered ? undefined : reject(new Error("the connection closed without an answer"))));
    let sent = 0;
    const write = () => {
      while (sent < size) {
        const chunk = Buffer.alloc(Math.min(64 * 1024, size - sent), "a");
        sent += chunk.byteLength;
        if (!req.write(chunk)) return void req.once("drain", write);
      }
      req.end();
    };
    write();
  });
}

describe("trusted documents in production", () => {
  const persisted = JSON.parse(readFileSync("dist/persisted-operations.json", "utf8")) as Record<string, string>;
  const [searchId] = Object.entries(persisted).find(([, text]) => text.startsWith("query jobsIndexQuery")) ?? [];

  it("runs the web app's persisted operations by id, without a key", async () => {
    expect(searchId).toBeDefined();
    const { status, body } = await post(production, {
      extensions: { persistedQuery: { version: 1, sha256Hash: searchId } },
      variables: { first: 20 },
    });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.vagas).toBeDefined();
  });

  it("refuses a document of the visitor's own, and introspection, without a key", async () => {
    const own = await post(production, { query: searchQuery });
    expect(own.body.data ?? null).toBeNull();
    expect(own.body.errors[0].message).toMatch(/operação registrada/);
    const introspection = await post(production, { query: "{ __schema { types { name } } }" });
    expect(introspection.body.data ?? null).toBeNull();
  });

  it("runs a partner's own document with its key, with rate-limit headers", async () => {
    const { status, body, headers } = await post(production, { query: searchQuery }, { authorization: `Bearer ${partnerKey}` });
    expect(status).toBe(200);
    expect(body.data.vagas.totalCount).toBe(0);
    expect(headers.get("ratelimit-limit")).toBe("5");
    expect(Number(headers.get("ratelimit-remaining"))).toBeLessThan(5);
    expect(Number(headers.get("ratelimit-reset"))).toBeGreaterThan(0);
  });

  it("never lets a key mutate", async () => {
    const { key } = await createApiKey(production.database.prisma, "Outro Parceiro");
    const { body } = await post(
      production,
      { query: `mutation { changeVagaStatus(id: "${globalId("Vaga", "x")}", statusVaga: PAUSADA) { __typename } }` },
      { authorization: `Bearer ${key}` },
    );
    expect(body.data ?? null).toBeNull();
    expect(body.errors[0].message).toBe("Chaves de API só podem fazer consultas (query)");
  });

  it("refuses an unknown or revoked key with 401", async () => {
    const unknown = await post(production, { query: searchQuery }, { authorization: "Bearer encx_nao-existe" });
    expect(unknown.status).toBe(401);
    const { id, key } = await createApiKey(production.database.prisma, "Ex-parceiro");
    await revokeApiKey(production.database.prisma, id);
    const revoked = await post(production, { query: searchQuery }, { authorization: `Bearer ${key}` });
    expect(revoked.status).toBe(401);
    expect(revoked.body.message).toBe("Chave de API inválida ou revogada");
  });

  it("records a key's last use for the operator, at most once every 10 minutes", async () => {
    const { prisma } = production.database;
    const { id, key } = await createApiKey(prisma, "Parceiro Assíduo");
    const lastUsedAt = async () => (await prisma.apiKey.findUniqueOrThrow({ where: { id } })).lastUsedAt;
    const search = () => post(production, { query: searchQuery }, { authorization: `Bearer ${key}` });
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

    expect((await search()).status).toBe(200);
    await vi.waitFor(async () => expect(await lastUsedAt()).toBeInstanceOf(Date));
    const recent = minutesAgo(5);
    await prisma.apiKey.update({ where: { id }, data: { lastUsedAt: recent } });
    expect((await search()).status).toBe(200);
    expect((await search()).status).toBe(200);
    // The touch is not awaited by the request: a wrong one would land within this pause (an update by key takes milliseconds).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await lastUsedAt()).toEqual(recent);

    await prisma.apiKey.update({ where: { id }, data: { lastUsedAt: minutesAgo(11) } });
    expect((await search()).status).toBe(200);
    await vi.waitFor(async () => expect((await lastUsedAt())!.getTime()).toBeGreaterThan(minutesAgo(1).getTime()));
  });

  it("answers 429 with Retry-After once a key's hourly budget is spent", async () => {
    const { key } = await createApiKey(production.database.prisma, "Parceiro Apressado");
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < 7; i++) {
      last = await post(production, { query: searchQuery }, { authorization: `Bearer ${key}` });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 5).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(last!.headers.get("ratelimit-remaining")).toBe("0");
  });
});

describe("trusted documents in development", () => {
  it("finds an operation relay-compiler added while the server runs", async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), "encaixe-persisted-")), "operations.json");
    await writeFile(file, "{}");
    const dev = await startTestServer({ persistedOperationsFile: file });
    try {
      await writeFile(file, JSON.stringify({ "novo-id": "query novaOperacao { __typename }" }));
      const { body } = await post(dev, { extensions: { persistedQuery: { version: 1, sha256Hash: "novo-id" } } });
      expect(body).toEqual({ data: { __typename: "Query" } });
    } finally {
      await dev.close();
    }
  });
});

describe("per-client budgets", () => {
  it("answers 429 to an anonymous client past its budget, and not to others", async () => {
    const limited = await startTestServer({ clientMinuteLimit: 3, trustProxy: true });
    try {
      const from = (ip: string) => ({ "x-forwarded-for": ip });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await post(limited, { query: searchQuery }, from("203.0.113.7"))).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await post(limited, { query: searchQuery }, from("198.51.100.9"))).status).toBe(200);
      const rest = await new Client(limited.url).request("GET", "/api/vagas");
      expect(rest.status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("spends the same budget on the pages it renders, and refuses one past it with a page in Portuguese", async () => {
    const webDist = await mkdtemp(path.join(tmpdir(), "encaixe-web-"));
    await writeFile(path.join(webDist, "index.html"), `<!doctype html><html><head><title>__BRAND__</title></head><body><div id="root"></div></body></html>`);
    const limited = await startTestServer({ webDist, clientMinuteLimit: 3, trustProxy: true });
    try {
      const from = (ip: string) => ({ "x-forwarded-for": ip });
      // Each query string is another page to render: the cache cannot answer it.
      const view = (n: number, ip = "203.0.113.80") => fetch(`${limited.url}/jobs?texto=vaga${n}`, { headers: from(ip) });
      expect([(await view(1)).status, (await view(2)).status]).toEqual([200, 200]);
      expect((await post(limited, { query: searchQuery }, from("203.0.113.80"))).status).toBe(200);

      const refused = await view(3);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      const html = await refused.text();
      expect(html).toContain('<html lang="pt-BR">');
      expect(html).toContain("Muitas requisições. Aguarde alguns instantes e tente novamente.");
      expect((await post(limited, { query: searchQuery }, from("203.0.113.80"))).status).toBe(429);
      expect((await view(3, "198.51.100.80")).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("spends a budget in one statement, and starts a window over once it has expired", async () => {
    const budgetStatements: string[] = [];
    const database = await createTestDatabase((sql) => void (sql.includes('"RateLimiterFlexible"') && budgetStatements.push(sql)));
    const limited = await startTestServer({ clientMinuteLimit: 3, trustProxy: true }, { database });
    try {
      const from = { "x-forwarded-for": "192.0.2.44" };
      const spend = async () => (await post(limited, { query: searchQuery }, from)).status;
      expect(await spend()).toBe(200);
      expect(budgetStatements).toHaveLength(1);
      expect([await spend(), await spend(), await spend()]).toEqual([200, 200, 429]);
      await limited.database.prisma.$executeRaw`UPDATE "RateLimiterFlexible" SET expire = expire - interval '2 minutes' WHERE key LIKE 'requests:client%'`;
      expect([await spend(), await spend(), await spend(), await spend()]).toEqual([200, 200, 200, 429]);
      const [row] = await limited.database.prisma.$queryRaw<{ points: number; seconds: number }[]>`
        SELECT points, extract(epoch FROM expire - now() AT TIME ZONE 'UTC')::float8 AS seconds FROM "RateLimiterFlexible" WHERE key LIKE 'requests:client%'`;
      expect(row!.points).toBe(4);
      expect(row!.seconds).toBeGreaterThan(50);
      expect(row!.seconds).toBeLessThanOrEqual(60);
    } finally {
      await limited.close();
      await database.close();
    }
  });
});

const nodeTypes = ["Vaga", "Candidato", "Empresa", "Candidatura", "Interesse", "Habilidade", "Formacao", "Experiencia", "Idioma", "Curso", "AlertaVaga"];

/** An operation's cost with its ids of whichever type it takes (global ids are checked for their type). */
function measure(document: DocumentNode) {
  for (const type of nodeTypes) {
    try {
      return complexityFromQuery(document, { schema, ctx: {}, variables: sampleVariables(document, type) });
    } catch {
      // ids of another type: try the next
    }
  }
  throw new Error(`no sample variables fit ${JSON.stringify(document.loc?.source.body.slice(0, 60))}`);
}

/** Values for an operation's variables, with every page size at its largest, so its cost is measured at its worst. */
function sampleVariables(document: DocumentNode, idType: string): Record<string, unknown> {
  const operation = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === "OperationDefinition");
  const sample = (type: GraphQLInputType, name: string): unknown => {
    if (isNonNullType(type)) return sample(type.ofType, name);
    if ("ofType" in type) return [sample(type.ofType as GraphQLInputType, name)];
    const named = getNamedType(type);
    if (isEnumType(named)) return named.getValues()[0]!.value;
    if (isInputObjectType(named)) {
      return Object.fromEntries(
        Object.values(named.getFields()).filter((field) => isNonNullType(field.type)).map((field) => [field.name, sample(field.type, field.name)]),
      );
    }
    switch (named.name) {
      case "Int":
        return /first|count|last/i.test(name) ? 100 : 1;
      case "Float":
        return 1;
      case "Boolean":
        return true;
      case "Date":
        return "2026-01-01";
      case "DateTime":
        return "2026-01-01T00:00:00.000Z";
      case "File":
        return new File(["x"], "foto.png");
      case "ID":
        return Buffer.from(`${nodeTypes.find((type) => name.toLowerCase() === `${type.toLowerCase()}id`) ?? idType}:x`).toString("base64");
      default:
        return "x";
    }
  };
  return Object.fromEntries(
    (operation?.variableDefinitions ?? []).map((definition) => [
      definition.variable.name.value,
      sample(typeFromAST(schema, definition.type as never) as GraphQLInputType, definition.variable.name.value),
    ]),
  );
}

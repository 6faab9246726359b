import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "../../server/auth/apiKeys.ts";
import { Client } from "../support/client.ts";
import { createJob, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { redisProxy } from "../support/redisProxy.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
let company: Client;
beforeAll(async () => {
  server = await startTestServer();
  ({ client: company } = await registerCompany(server.url, { nomeEmpresa: "Padaria Central" }));
});
afterAll(() => server.close());

const search = `query ($texto: String) { vagas(first: 10, filtros: { texto: $texto }) { totalCount edges { node { id titulo empresa { id nomeEmpresa } } } } }`;
const titlesOf = (data: { vagas: { edges: { node: { titulo: string } }[] } }) => data.vagas.edges.map((edge) => edge.node.titulo);

/** What a visitor sees, and how many SQL statements answering took. */
async function asVisitor(query: string, variables: Record<string, unknown> = {}, on = server) {
  const before = on.queries.length;
  const { data, errors } = await new Client(on.url).graphql(query, variables);
  expect(errors).toBeUndefined();
  return { data, statements: on.queries.length - before };
}

describe("visitors and partners", () => {
  it("never share an answer: a partner's key reads the public schema, which has no viewer", async () => {
    const { key } = await createApiKey(server.database.prisma, "Portal do Cache");
    const query = "{ viewer { id } }";
    expect((await asVisitor(query)).data).toEqual({ viewer: null });
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
      body: JSON.stringify({ query }),
    });
    const { data, errors } = await response.json();
    expect(data).toBeUndefined();
    expect(errors[0].message).toContain("viewer");
  });
});

describe("answers to visitors come from the cache until a write changes them", () => {
  it("serves a repeated search without touching the database", async () => {
    await createJob(company, { titulo: "Padeiro Confeiteiro" });
    const first = await asVisitor(search, { texto: "padeiro" });
    expect(titlesOf(first.data)).toEqual(["Padeiro Confeiteiro"]);
    expect(first.statements).toBeGreaterThan(0);
    const again = await asVisitor(search, { texto: "padeiro" });
    expect(again.data).toEqual(first.data);
    expect(again.statements).toBe(0);
  });

  it("shows a new job at once, also in a search that found nothing before and under an alias", async () => {
    const aliased = `query ($texto: String) { lista: vagas(first: 10, filtros: { texto: $texto }) { edges { node { titulo } } } }`;
    expect(titlesOf((await asVisitor(search, { texto: "zootecnista" })).data)).toEqual([]);
    expect((await asVisitor(aliased, { texto: "zootecnista" })).data.lista.edges).toEqual([]);
    await createJob(company, { titulo: "Zootecnista" });
    expect(titlesOf((await asVisitor(search, { texto: "zootecnista" })).data)).toEqual(["Zootecnista"]);
    expect((await asVisitor(aliased, { texto: "zootecnista" })).data.lista.edges).toHaveLength(1);
  });

  it("shows an edited, paused or deleted job as it now is", async () => {
    const job = await createJob(company, { titulo: "Auxiliar de Cozinha" });
    const page = `query ($id: ID!) { vaga(id: $id) { titulo statusVaga } }`;
    const jobId = (await asVisitor(search, { texto: "auxiliar cozinha" })).data.vagas.edges[0].node.id;
    expect((await asVisitor(page, { id: jobId })).data.vaga.titulo).toBe("Auxiliar de Cozinha");

    expect((await company.put(`/api/vagas/${job.id}`, { titulo: "Auxiliar de Cozinha Industrial" })).status).toBe(200);
    expect((await asVisitor(page, { id: jobId })).data.vaga.titulo).toBe("Auxiliar de Cozinha Industrial");

    expect((await company.put(`/api/vagas/${job.id}`, { statusVaga: "PAUSADA" })).status).toBe(200);
    expect(titlesOf((await asVisitor(search, { texto: "auxiliar cozinha" })).data)).toEqual([]);

    expect((await company.delete(`/api/vagas/${job.id}`)).status).toBe(200);
    expect((await asVisitor(page, { id: jobId })).data.vaga).toBeNull();
  });

  it("shows a company's new name on its cached jobs", async () => {
    expect((await asVisitor(search, { texto: "padeiro" })).data.vagas.edges[0].node.empresa.nomeEmpresa).toBe("Padaria Central");
    const { data } = await company.graphql(`mutation { updateCompanyProfile(input: { nomeEmpresa: "Padaria Estrela" }) { __typename } }`);
    expect(data.updateCompanyProfile.__typename).not.toMatch(/Error/);
    expect((await asVisitor(search, { texto: "padeiro" })).data.vagas.edges[0].node.empresa.nomeEmpresa).toBe("Padaria Estrela");
  });

  it("runs every mutation, however often a visitor repeats it", async () => {
    const { user, password } = await registerCandidate(server.url);
    const login = `mutation ($input: LoginInput!) { login(input: $input) { __typename } }`;
    for (let i = 0; i < 2; i++) {
      const visitor = new Client(server.url);
      const { data } = await visitor.graphql(login, { input: { email: user.email, password } });
      expect(data.login.__typename).toBe("MutationLoginSuccess");
      expect(visitor.cookie).toMatch(/^encaixe_session=/);
    }
  });

  it("never caches what signed-in people see", async () => {
    const { client } = await registerCandidate(server.url);
    for (let i = 0; i < 2; i++) {
      const before = server.queries.length;
      const { data } = await client.graphql(`{ viewer { email } vagas(first: 5) { edges { node { titulo viewerCandidatura { id } } } } }`);
      expect(data.viewer.email).toMatch(/@/);
      expect(server.queries.length - before).toBeGreaterThan(0);
    }
  });
});

describe.runIf(process.env.REDIS_URL)("shared by every process through Redis", () => {
  it("a write through one process reaches the answers another cached", async () => {
    const config = { redisUrl: process.env.REDIS_URL, redisPrefix: `encaixe-test-${randomBytes(4).toString("hex")}:` };
    const first = await startTestServer(config);
    const second = await startTestServer(config, { database: first.database });
    try {
      // Writes go through the second process; the first caches and must not serve what they changed.
      const { client: bakery } = await registerCompany(second.url);
      await createJob(bakery, { titulo: "Sommelier de Cafés" });
      expect(titlesOf((await asVisitor(search, { texto: "sommelier" }, first)).data)).toEqual(["Sommelier de Cafés"]);
      expect((await asVisitor(search, { texto: "sommelier" }, first)).statements).toBe(0);

      await createJob(bakery, { titulo: "Sommelier de Vinhos" });
      expect(titlesOf((await asVisitor(search, { texto: "sommelier" }, first)).data)).toHaveLength(2);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it("sends a cached answer as it was made: the same body, its ETag as a header and not in the body", async () => {
    const site = await startTestServer({ redisUrl: process.env.REDIS_URL, redisPrefix: `encaixe-test-${randomBytes(4).toString("hex")}:` });
    try {
      const { client: bakery } = await registerCompany(site.url);
      await createJob(bakery, { titulo: "Mestre Cervejeiro" });
      const ask = () =>
        fetch(`${site.url}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: search, variables: { texto: "cervejeiro" } }),
        });
      const made = await ask();
      const before = site.queries.length;
      const cached = await ask();
      expect(site.queries.length).toBe(before);
      const body = await cached.text();
      expect(body).toBe(await made.text());
      expect(titlesOf(JSON.parse(body).data)).toEqual(["Mestre Cervejeiro"]);
      expect(body).not.toContain("http");
      expect(cached.headers.get("etag")).toBeTruthy();
      expect(cached.headers.get("etag")).toBe(made.headers.get("etag"));
    } finally {
      await site.close();
    }
  });

  it("a write made while Redis was away is not hidden by an answer cached before it, once Redis is back", async () => {
    const redis = await redisProxy(new URL(process.env.REDIS_URL!));
    const site = await startTestServer({ redisUrl: redis.url, redisPrefix: `encaixe-test-${randomBytes(4).toString("hex")}:` });
    try {
      const { client: bakery } = await registerCompany(site.url);
      const job = await createJob(bakery, { titulo: "Sommelier de Cafés" });
      await asVisitor(search, { texto: "sommelier" }, site);
      expect((await asVisitor(search, { texto: "sommelier" }, site)).statements).toBe(0);

      redis.cut();
      expect((await bakery.put(`/api/vagas/${job.id}`, { titulo: "Sommelier de Chás" })).status).toBe(200);
      // An outage of a few seconds: a Redis client that queues commands while it reconnects gives up on them by then.
      await new Promise((resolve) => setTimeout(resolve, 3_000));

      // Before, the answer cached before the write came back with Redis, for the rest of its five minutes.
      redis.restore();
      await expect
        .poll(async () => titlesOf((await asVisitor(search, { texto: "sommelier" }, site)).data), { timeout: 15_000, interval: 250 })
        .toEqual(["Sommelier de Chás"]);
      // And once the old answers are gone, the cache serves again.
      await expect.poll(async () => (await asVisitor(search, { texto: "sommelier" }, site)).statements, { timeout: 15_000, interval: 250 }).toBe(0);
      expect(titlesOf((await asVisitor(search, { texto: "sommelier" }, site)).data)).toEqual(["Sommelier de Chás"]);
    } finally {
      await site.close();
      await redis.close();
    }
  });
});

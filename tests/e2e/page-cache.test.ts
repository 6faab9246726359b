import { afterAll, beforeAll, expect, it } from "vitest";
import { Client } from "../support/client.ts";
import { createJob, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// Pages rendered for visitors are cached like their GraphQL answers, and the same writes drop them.

let server: TestServer;
let company: Client;
beforeAll(async () => {
  server = await startTestServer();
  ({ client: company } = await registerCompany(server.url, { nomeEmpresa: "Clínica Respirar" }));
});
afterAll(() => server?.close());

/** The page's HTML and the SQL statements serving it took. */
async function visit(path: string, client = new Client(server.url)) {
  const before = server.queries.length;
  const response = await client.get(path);
  expect(response.status).toBe(200);
  return { html: String(response.body), statements: server.queries.length - before };
}

it("serves a visitor's job page from the cache until the job changes", async () => {
  const job = await createJob(company, { titulo: "Fisioterapeuta Respiratória", areaAtuacao: "saude" });
  const first = await visit(`/jobs/${job.id}`);
  expect(first.html).toContain("Fisioterapeuta Respiratória");
  expect(first.statements).toBeGreaterThan(0);
  const again = await visit(`/jobs/${job.id}`);
  expect(again.statements).toBe(0);
  expect(again.html).toBe(first.html);

  expect((await company.put(`/api/vagas/${job.id}`, { titulo: "Fisioterapeuta Intensivista" })).status).toBe(200);
  const edited = await visit(`/jobs/${job.id}`);
  expect(edited.html).toContain("Fisioterapeuta Intensivista");
  expect(edited.html).not.toContain("Fisioterapeuta Respiratória");
});

it("shows a new job on a cached search page at once", async () => {
  const search = "/jobs?texto=fisioterapeuta";
  await visit(search);
  expect((await visit(search)).statements).toBe(0);
  await createJob(company, { titulo: "Fisioterapeuta Esportivo", areaAtuacao: "saude" });
  expect((await visit(search)).html).toContain("Fisioterapeuta Esportivo");
});

it("renders a signed-in person's page fresh every time", async () => {
  const job = await createJob(company, { titulo: "Terapeuta Ocupacional", areaAtuacao: "saude" });
  const { client } = await registerCandidate(server.url);
  for (let i = 0; i < 2; i++) expect((await visit(`/jobs/${job.id}`, client)).statements).toBeGreaterThan(0);
});

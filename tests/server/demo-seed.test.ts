import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companies } from "../../scripts/seed-data.ts";
import { seedDemo } from "../../scripts/seed-demo.ts";
import { createPasswordHasher } from "../../server/auth/password.ts";
import type { Database } from "../../server/db/database.ts";
import { Client } from "../support/client.ts";
import { createTestDatabase } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// The demo of `npm run seed`, as a newcomer meets it: its accounts sign in, and its companies show their logos.

let database: Database;
let server: TestServer;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.prisma, await createPasswordHasher({ cost: 10, line: 2 }).hash("encaixe123"));
  server = await startTestServer({}, { database });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await database?.close();
});

it("signs in the demo accounts the README names, with the demo's password", async () => {
  const candidate = new Client(server.url);
  expect((await candidate.post("/api/login", { email: "ana.souza@exemplo.com.br", password: "encaixe123" })).status).toBe(200);
  const { data } = await candidate.graphql("{ viewer { candidato { nomeCompleto candidaturas(first: 5) { totalCount } } } }");
  expect(data.viewer.candidato.nomeCompleto).toBe("Ana Beatriz Souza");
  expect(data.viewer.candidato.candidaturas.totalCount).toBeGreaterThan(0);

  const company = new Client(server.url);
  expect((await company.post("/api/login", { email: "vagas@nuvemverde.exemplo.com.br", password: "encaixe123" })).status).toBe(200);
  const { data: own } = await company.graphql("{ viewer { empresa { nomeEmpresa activeJobCount } } }");
  expect(own.viewer.empresa).toMatchObject({ nomeEmpresa: "Nuvem Verde Tecnologia", activeJobCount: expect.any(Number) });
  expect(own.viewer.empresa.activeJobCount).toBeGreaterThan(0);
});

interface Page {
  edges: { node: { empresa: { nomeEmpresa: string; logoUrl: string } } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

it("shows every demo company's own logo on its job cards, as a thumbnail of a few kilobytes", async () => {
  const visitor = new Client(server.url);
  const logos = new Map<string, string>();
  let after: string | null = null;
  do {
    const { data }: { data: { vagas: Page } } = await visitor.graphql(
      "query ($after: String) { vagas(first: 50, after: $after) { edges { node { empresa { nomeEmpresa logoUrl } } } pageInfo { hasNextPage endCursor } } }",
      { after },
    );
    for (const { node } of data.vagas.edges) logos.set(node.empresa.nomeEmpresa, node.empresa.logoUrl);
    after = data.vagas.pageInfo.hasNextPage ? data.vagas.pageInfo.endCursor : null;
  } while (after);
  expect([...logos.keys()].sort()).toEqual(companies.map((company) => company.nomeEmpresa).sort());

  const seen = new Set<string>();
  for (const [name, url] of logos) {
    expect(url, name).toMatch(/^\/images\/[^/]+\/256$/);
    const response = await fetch(server.url + url);
    expect(response.headers.get("content-type"), name).toBe("image/webp");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.byteLength, name).toBeLessThan(6 * 1024);
    expect(await sharp(bytes).metadata(), name).toMatchObject({ width: 256, height: 256 });
    seen.add(bytes.toString("base64"));
  }
  // Each company its own, not one picture for all.
  expect(seen.size).toBe(companies.length);
});

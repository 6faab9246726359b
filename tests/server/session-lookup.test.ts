import { afterAll, beforeAll, expect, it } from "vitest";
import { registerCandidate, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The statements one request sends, by the server's own count. */
async function statementsOf(request: () => Promise<unknown>): Promise<string[]> {
  const before = server.queries.length;
  await request();
  return server.queries.slice(before);
}

it("finds a signed-in user's session once per request and never reads the password hash to answer", async () => {
  const { client } = await registerCandidate(server.url, { nomeCompleto: "Ana Souza" });
  const query = "{ viewer { id email userType candidato { nomeCompleto } } }";
  const statements = await statementsOf(async () => {
    const { data } = await client.graphql(query);
    expect(data.viewer).toMatchObject({ userType: "CANDIDATO", candidato: { nomeCompleto: "Ana Souza" } });
  });
  expect(statements.filter((sql) => sql.includes('"Session"'))).toHaveLength(1);
  expect(statements.filter((sql) => sql.includes("passwordHash"))).toEqual([]);
  expect(statements.length).toBeLessThanOrEqual(2);
});

it("answers a company's viewer without the password hash too", async () => {
  const { client } = await registerCompany(server.url, { nomeEmpresa: "Loja Azul" });
  const statements = await statementsOf(async () => {
    const { data } = await client.graphql("{ viewer { email empresa { nomeEmpresa } } }");
    expect(data.viewer.empresa.nomeEmpresa).toBe("Loja Azul");
  });
  expect(statements.filter((sql) => sql.includes("passwordHash"))).toEqual([]);
});

it("answers the bar's query (the viewer with the unread count) in the session lookup and one more statement", async () => {
  const { client } = await registerCandidate(server.url, { nomeCompleto: "Bia Lima" });
  const statements = await statementsOf(async () => {
    const { data } = await client.graphql("{ viewer { email userType notificacoesNaoLidas } }");
    expect(data.viewer).toMatchObject({ userType: "CANDIDATO", notificacoesNaoLidas: 0 });
  });
  expect(statements).toHaveLength(2);
});

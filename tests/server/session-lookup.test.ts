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

it("answers a screen that needs only the company's id from the session, without reading the user again", async () => {
  const { client } = await registerCompany(server.url, { nomeEmpresa: "Loja Rosa" });
  const { client: candidate } = await registerCandidate(server.url, { nomeCompleto: "Davi Reis" });
  const statements = await statementsOf(async () => {
    const { data } = await client.graphql("{ viewer { id email userType candidato { id } empresa { id receivedApplicationCount } } }");
    expect(data.viewer).toMatchObject({ userType: "EMPRESA", candidato: null, empresa: { receivedApplicationCount: 0 } });
  });
  // The session lookup, then the count: no statement reads the user or the company for their ids.
  expect(statements).toHaveLength(2);
  expect(statements.filter((sql) => sql.includes('"Session"'))).toHaveLength(1);

  const { data: profile } = await client.graphql("{ viewer { empresa { id nomeEmpresa } } }");
  const { data: ids } = await client.graphql("{ viewer { empresa { id } } }");
  expect(profile.viewer.empresa).toEqual({ id: ids.viewer.empresa.id, nomeEmpresa: "Loja Rosa" });

  const { data: forCandidate } = await candidate.graphql("{ viewer { email candidato { id nomeCompleto } empresa { id } } }");
  const { data: candidateIds } = await candidate.graphql("{ viewer { candidato { id } empresa { id } } }");
  expect(forCandidate.viewer).toMatchObject({ candidato: { nomeCompleto: "Davi Reis" }, empresa: null });
  expect(candidateIds.viewer).toEqual({ candidato: { id: forCandidate.viewer.candidato.id }, empresa: null });
});

it("reads a candidate's CPF, address and birth date only when a field asks for them", async () => {
  const { client: candidate } = await registerCandidate(server.url, { nomeCompleto: "Caio Dias" });
  await candidate.graphql(`mutation { updateCandidateProfile(input: { cpf: "529.982.247-25", dataNascimento: "1990-05-04", enderecoRua: "Rua das Flores" }) { __typename } }`);
  const { client: company } = await registerCompany(server.url, { nomeEmpresa: "Loja Verde" });
  const { data: found } = await company.graphql(`{ candidatos(first: 1, filtros: { texto: "Caio" }) { edges { node { id } } } }`);
  const id = found.candidatos.edges[0].node.id;
  const privateColumns = (statements: string[]) => statements.filter((sql) => /"(cpf|enderecoRua|dataNascimento)"/.test(sql));

  const forCompany = await statementsOf(async () => {
    const { data } = await company.graphql(`query ($id: ID!) { candidato(id: $id) { nomeCompleto objetivoProfissional } }`, { id });
    expect(data.candidato.nomeCompleto).toBe("Caio Dias");
  });
  expect(privateColumns(forCompany)).toEqual([]);

  const withAge = await statementsOf(async () => {
    const { data } = await company.graphql(`query ($id: ID!) { candidato(id: $id) { idade } }`, { id });
    expect(data.candidato.idade).toBeGreaterThan(30);
  });
  expect(withAge.filter((sql) => sql.includes('"dataNascimento"'))).toHaveLength(1);
  expect(withAge.filter((sql) => /"(cpf|enderecoRua)"/.test(sql))).toEqual([]);
});

it("looks up no session for a cookie that no session could have, and treats it as a visitor", async () => {
  const { client } = await registerCandidate(server.url);
  const token = /encaixe_session=([^;]+)/.exec(client.cookie ?? "")?.[1];
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  for (const forged of ["x".repeat(5_000), `${token}'--`, "a b c", token!.slice(1)]) {
    const statements = await statementsOf(async () => {
      const response = await fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: `encaixe_session=${encodeURIComponent(forged)}` },
        body: JSON.stringify({ query: "{ viewer { id } }" }),
      });
      expect(await response.json()).toEqual({ data: { viewer: null } });
    });
    expect(statements.filter((sql) => sql.includes('"Session"'))).toEqual([]);
  }
});

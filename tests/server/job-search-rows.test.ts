import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJob, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// A search page loads its rows in one statement, with the columns its query
// selects: a card needs no requirements, benefits or search columns.

let server: TestServer;

const cardQuery = `query ($filtros: VagaFiltros) {
  vagas(first: 10, filtros: $filtros) {
    totalCount
    edges { node { id titulo descricao localizacao faixaSalarialMin faixaSalarialMax createdAt areaAtuacao
      modalidadeTrabalho tipoContrato nivelVaga viewerHasApplied empresa { id nomeEmpresa logoUrl } } }
  }
}`;

beforeAll(async () => {
  server = await startTestServer();
  const { client } = await registerCompany(server.url, { nomeEmpresa: "Loja Exemplo" });
  for (let i = 0; i < 3; i++) await createJob(client, { titulo: `Vendedor Externo ${i}`, beneficios: "Vale-refeição" });
});
afterAll(async () => {
  await server?.close();
});

describe("search rows", () => {
  it("are loaded in one statement with the card's columns only", async () => {
    const { client } = await registerCandidate(server.url);
    const before = server.queries.length;
    const result = await client.graphql(cardQuery, { filtros: { texto: "vendedor" } });
    expect(result.errors).toBeUndefined();
    expect(result.data.vagas.edges).toHaveLength(3);
    const rows = server.queries.slice(before).filter((sql) => /FROM "public"\."Vaga"/.test(sql));
    expect(rows).toHaveLength(1);
    const columns = [...rows[0]!.matchAll(/"t0"\."(\w+)"/g)].map((match) => match[1]);
    expect(columns).toEqual(expect.arrayContaining(["titulo", "descricao", "localizacao", "faixaSalarialMin", "empresaId"]));
    for (const unused of ["requisitosObrigatorios", "requisitosDesejaveis", "beneficios", "localizacaoBusca", "cidadeBusca", "updatedAt"]) {
      expect(columns).not.toContain(unused);
    }
  });
});

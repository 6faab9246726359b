import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobExcerptLength } from "../../shared/excerpt.ts";
import { Client } from "../support/client.ts";
import { createJob, globalId, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// A search page loads its rows in one statement, with the columns its query
// selects: a card needs no requirements, benefits or search columns.

let server: TestServer;

const cardQuery = `query ($filtros: VagaFiltros) {
  vagas(first: 10, filtros: $filtros) {
    totalCount
    edges { node { id titulo resumo localizacao faixaSalarialMin faixaSalarialMax createdAt areaAtuacao
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

describe("whether the viewer applied to or saved a job", () => {
  const marksQuery = `query ($filtros: VagaFiltros) { vagas(first: 10, filtros: $filtros) { edges { node { titulo viewerHasApplied viewerHasSaved } } } }`;
  const rowsOf = (statements: string[]) => statements.filter((sql) => /FROM "public"\."Vaga"/.test(sql));

  it("is looked up in the same statement for a candidate, and not at all for anyone else", async () => {
    const { client: company } = await registerCompany(server.url);
    const applied = await createJob(company, { titulo: "Repositor Noturno" });
    const saved = await createJob(company, { titulo: "Repositor Diurno" });
    const { client: candidate } = await registerCandidate(server.url);
    await candidate.graphql(`mutation ($vagaId: ID!) { applyToVaga(vagaId: $vagaId) { __typename } }`, { vagaId: globalId("Vaga", applied.id) });
    await candidate.graphql(`mutation ($id: ID!) { saveVaga(vagaId: $id) { __typename } }`, { id: globalId("Vaga", saved.id) });
    const search = { filtros: { texto: "repositor" } };

    const before = server.queries.length;
    const forCandidate = await candidate.graphql(marksQuery, search);
    const candidateRows = rowsOf(server.queries.slice(before));
    expect(candidateRows).toHaveLength(1);
    expect(candidateRows[0]).toMatch(/"Candidatura"/);
    expect(candidateRows[0]).toMatch(/"VagaSalva"/);
    const marks = Object.fromEntries(forCandidate.data.vagas.edges.map(({ node }: { node: { titulo: string } }) => [node.titulo, node]));
    expect(marks["Repositor Noturno"]).toMatchObject({ viewerHasApplied: true, viewerHasSaved: false });
    expect(marks["Repositor Diurno"]).toMatchObject({ viewerHasApplied: false, viewerHasSaved: true });

    for (const other of [new Client(server.url), company]) {
      const from = server.queries.length;
      const answer = await other.graphql(marksQuery, search);
      const ours = answer.data.vagas.edges.filter(({ node }: { node: { titulo: string } }) => node.titulo in marks);
      expect(ours).toHaveLength(2);
      for (const { node } of ours) expect(node).toMatchObject({ viewerHasApplied: false, viewerHasSaved: false });
      const rows = rowsOf(server.queries.slice(from));
      expect(rows).toHaveLength(1);
      expect(rows[0]).not.toMatch(/"Candidatura"|"VagaSalva"/);
    }
  });
});

describe("a card's description", () => {
  const paragraph = "Atendimento a clientes no balcão, organização do estoque e reposição de gôndolas conforme o planograma da loja. ";

  async function cardOf(descricao: string) {
    const { client } = await registerCompany(server.url);
    const job = await createJob(client, { titulo: "Repositor", descricao });
    const { data } = await client.graphql(`query ($id: ID!) { vaga(id: $id) { resumo descricao } }`, { id: globalId("Vaga", job.id) });
    return data.vaga as { resumo: string; descricao: string };
  }

  it("is the beginning of a long one, cut after a whole word, and says it goes on", async () => {
    const descricao = `${paragraph}\n\n`.repeat(60);
    const { resumo, descricao: whole } = await cardOf(descricao);
    expect(whole).toBe(descricao.trim());
    expect(resumo.length).toBeLessThanOrEqual(jobExcerptLength);
    expect(resumo.length).toBeGreaterThan(jobExcerptLength / 2);
    expect(resumo.endsWith("…")).toBe(true);
    const shown = resumo.slice(0, -1);
    const flowing = descricao.replace(/\s+/g, " ");
    expect(flowing.startsWith(shown)).toBe(true);
    // Cut between words: what follows in the description is a space, or the stop or comma left out before it.
    expect(flowing.slice(shown.length)).toMatch(/^[,.]? /);
  });

  it("is a short one whole, its lines run together", async () => {
    const { resumo } = await cardOf("Reposição de mercadorias.\nTurno da manhã.");
    expect(resumo).toBe("Reposição de mercadorias. Turno da manhã.");
  });

  it("is cut inside a word only when no space comes in time, and never inside a character", async () => {
    const { resumo } = await cardOf(`Veja ${"😀".repeat(300)} e mais`);
    expect(resumo.endsWith("…")).toBe(true);
    expect(Array.from(resumo).length).toBeLessThanOrEqual(jobExcerptLength);
    expect(resumo).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

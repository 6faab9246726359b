import { ClientError, GraphQLClient, gql } from "graphql-request";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "../../server/auth/apiKeys.ts";
import { forgetOldRemovals } from "../../server/domain/jobSync.ts";
import { Client } from "../support/client.ts";
import { createJob, globalId, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// The partner API as a partner uses it: a standard GraphQL client, an API key, the public schema.

let server: TestServer;
let partner: GraphQLClient;
let company: Client;
let other: Client;
const publicUrl = "https://vagas.exemplo.com.br";

beforeAll(async () => {
  server = await startTestServer({ publicUrl });
  const { key } = await createApiKey(server.database.prisma, "Portal Parceiro");
  partner = new GraphQLClient(`${server.url}/graphql`, { headers: { authorization: `Bearer ${key}` } });
  company = (await registerCompany(server.url, { nomeEmpresa: "Padaria Central" })).client;
  other = (await registerCompany(server.url, { nomeEmpresa: "Outra Empresa" })).client;
});
afterAll(() => server.close());

const rejection = async (request: Promise<unknown>) => {
  const error = await request.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ClientError);
  return (error as ClientError).response.errors?.map((e) => e.message) ?? [];
};

const syncPage = gql`
  query Sync($desde: DateTime!, $after: String, $first: Int, $status: StatusVaga, $empresaId: ID) {
    vagas(first: $first, after: $after, filtros: { atualizadaDesde: $desde, statusVaga: $status, empresaId: $empresaId }) {
      totalCount
      edges { cursor node { id titulo statusVaga updatedAt url empresa { id nomeEmpresa updatedAt } } }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

interface SyncNode {
  id: string;
  titulo: string;
  statusVaga: string;
  updatedAt: string;
  url: string;
  empresa: { id: string; nomeEmpresa: string; updatedAt: string };
}
interface SyncResult {
  vagas: { totalCount: number; edges: { cursor: string; node: SyncNode }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
}

/** A partner's whole sync from a time: every page, following the cursors. */
async function syncFrom(desde: string, filters: { status?: string; empresaId?: string } = {}) {
  const nodes: SyncNode[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const page: SyncResult = await partner.request<SyncResult>(syncPage, { desde, after, first: 2, ...filters });
    nodes.push(...page.vagas.edges.map((edge) => edge.node));
    if (!page.vagas.pageInfo.hasNextPage) return nodes;
    after = page.vagas.pageInfo.endCursor;
  }
  throw new Error("the sync never ended");
}

describe("the public schema", () => {
  it("has jobs, companies and reference lists, and nothing of the app's accounts, candidates or mutations", async () => {
    const { __schema } = await partner.request<{ __schema: { mutationType: null | object; types: { name: string }[] } }>(
      gql`{ __schema { mutationType { name } types { name } } }`,
    );
    expect(__schema.mutationType).toBeNull();
    const names = __schema.types.map((type) => type.name);
    expect(names).toEqual(expect.arrayContaining(["Vaga", "Empresa", "Referencias", "VagaRemovida"]));
    for (const hidden of ["Candidato", "Candidatura", "User", "Interesse", "CandidatoFiltros", "LoginInput"]) expect(names).not.toContain(hidden);
    expect((await rejection(partner.request(gql`{ viewer { id } }`)))[0]).toMatch(/viewer/);
    expect((await rejection(partner.request(gql`{ vagas { edges { node { candidaturaCount viewerHasApplied } } } }`))).length).toBeGreaterThan(0);
    const refused = await rejection(partner.request(gql`mutation { logout }`));
    expect(refused).toContain("Chaves de API só podem fazer consultas (query)");
  });

  it("lists the values of a job's fields with the site's labels", async () => {
    const { referencias } = await partner.request<{ referencias: Record<string, { valor: string; rotulo: string }[]> }>(gql`{
      referencias {
        areasAtuacao { valor rotulo } niveisVaga { valor rotulo } tiposContrato { valor rotulo }
        modalidadesTrabalho { valor rotulo } statusVaga { valor rotulo }
      }
    }`);
    expect(referencias.areasAtuacao).toContainEqual({ valor: "recursos-humanos", rotulo: "Recursos Humanos" });
    expect(referencias.niveisVaga).toContainEqual({ valor: "SENIOR", rotulo: "Sênior" });
    expect(referencias.tiposContrato).toContainEqual({ valor: "TEMPORARIO", rotulo: "Temporário" });
    expect(referencias.modalidadesTrabalho).toContainEqual({ valor: "HIBRIDO", rotulo: "Híbrido" });
    expect(referencias.statusVaga?.map((option) => option.valor)).toEqual(["ATIVA", "PAUSADA", "ENCERRADA"]);
  });

  it("answers null for a missing or non-public id, one id at a time", async () => {
    const job = await createJob(company, { titulo: "Vaga para nodes" });
    const candidate = await registerCandidate(server.url);
    const { nodes, node, missing } = await partner.request<{ nodes: unknown[]; node: unknown; missing: unknown }>(
      gql`query ($ids: [ID!]!, $candidate: ID!, $gone: ID!) {
        nodes(ids: $ids) { id ... on Vaga { titulo } }
        node(id: $candidate) { id }
        missing: node(id: $gone) { id }
      }`,
      {
        ids: [globalId("Vaga", job.id), globalId("Vaga", "nao-existe")],
        candidate: globalId("Candidato", candidate.user.id),
        gone: globalId("Empresa", "nao-existe"),
      },
    );
    expect(nodes).toEqual([{ id: globalId("Vaga", job.id), titulo: "Vaga para nodes" }, null]);
    expect(node).toBeNull();
    expect(missing).toBeNull();
  });

  it("pages forwards only: last and before are not arguments", async () => {
    const messages = await rejection(partner.request(gql`{ vagas(last: 2, before: "x") { totalCount } }`));
    expect(messages.join(" ")).toMatch(/last/);
  });
});

describe("sync", () => {
  it("keeps a partner's copy equal to the jobs through a full load, increments and removals", async () => {
    const owner = (await registerCompany(server.url, { nomeEmpresa: "Nuvem Verde" })).client;
    const jobs = [];
    for (const titulo of ["Analista Fiscal", "Auxiliar de Cozinha", "Motorista Entregador", "Recepcionista"]) {
      jobs.push(await createJob(owner, { titulo }));
    }
    await owner.put(`/api/vagas/${jobs[1]!.id}`, { statusVaga: "PAUSADA" });

    // The partner's copy, from a first full load over every page.
    const copy = new Map<string, SyncNode>();
    const epoch = new Date(0).toISOString();
    const first = await syncFrom(epoch);
    for (const node of first) copy.set(node.id, node);
    expect(first.map((node) => node.updatedAt)).toEqual(first.map((node) => node.updatedAt).sort());
    expect(copy.size).toBe(first.length);
    const fiscal = first.find((node) => node.titulo === "Analista Fiscal")!;
    expect(fiscal.url).toBe(`${publicUrl}/jobs/${jobs[0]!.id}`);
    expect(first.find((node) => node.titulo === "Auxiliar de Cozinha")?.statusVaga).toBe("PAUSADA");
    const onlyActive = await syncFrom(epoch, { status: "ATIVA" });
    expect(onlyActive.map((node) => node.titulo)).not.toContain("Auxiliar de Cozinha");
    const onlyTheirs = await syncFrom(epoch, { empresaId: fiscal.empresa.id });
    expect(onlyTheirs.map((node) => node.titulo).sort()).toEqual(["Analista Fiscal", "Auxiliar de Cozinha", "Motorista Entregador", "Recepcionista"]);

    // Changes: an edit, a closing, a new job, a company's new name, a deletion.
    const since = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await owner.put(`/api/vagas/${jobs[2]!.id}`, { titulo: "Motorista Entregador (CNH B)" });
    await owner.put(`/api/vagas/${jobs[0]!.id}`, { statusVaga: "ENCERRADA" });
    await createJob(owner, { titulo: "Estoquista" });
    expect((await owner.put("/api/profile", { nomeEmpresa: "Nuvem Verde Alimentos" })).status).toBe(200);
    expect((await owner.delete(`/api/vagas/${jobs[3]!.id}`)).status).toBeLessThan(300);

    const changed = await syncFrom(since);
    expect(changed.map((node) => node.titulo).sort()).toEqual(["Analista Fiscal", "Auxiliar de Cozinha", "Estoquista", "Motorista Entregador (CNH B)"]);
    expect(new Set(changed.map((node) => node.empresa.nomeEmpresa))).toEqual(new Set(["Nuvem Verde Alimentos"]));
    expect(Date.parse(changed[0]!.empresa.updatedAt)).toBeGreaterThanOrEqual(Date.parse(since));
    for (const node of changed) copy.set(node.id, node);
    const { vagasRemovidas } = await partner.request<{ vagasRemovidas: { edges: { node: { id: string; removidaEm: string } }[] } }>(
      gql`query ($desde: DateTime!) { vagasRemovidas(desde: $desde, first: 10) { edges { node { id removidaEm } } pageInfo { hasNextPage } } }`,
      { desde: since },
    );
    expect(vagasRemovidas.edges.map((edge) => edge.node.id)).toEqual([globalId("Vaga", jobs[3]!.id)]);
    expect(Math.abs(Date.parse(vagasRemovidas.edges[0]!.node.removidaEm) - Date.now())).toBeLessThan(60_000);
    for (const { node } of vagasRemovidas.edges) copy.delete(node.id);

    // The copy is now the site's jobs, each as it is now.
    const stored = await server.database.prisma.vaga.findMany({ select: { id: true, titulo: true, statusVaga: true, empresa: { select: { nomeEmpresa: true } } } });
    const summary = (rows: { id: string; titulo: string; statusVaga: string; empresa: { nomeEmpresa: string } }[]) =>
      rows.map((row) => `${row.id} ${row.titulo} ${row.statusVaga} ${row.empresa.nomeEmpresa}`).sort();
    expect(summary([...copy.values()])).toEqual(summary(stored.map((row) => ({ ...row, id: globalId("Vaga", row.id) }))));
  });

  it("keeps removals at least 90 days and pages them without repeats", async () => {
    const day = 86_400_000;
    const old = (days: number, id: string) => ({ vagaId: id, removidaEm: new Date(Date.now() - days * day) });
    await server.database.prisma.vagaRemovida.createMany({
      data: [old(95, "antiga-95"), old(100, "antiga-100"), old(400, "antiga-400"), old(95, "antiga-95b"), old(95, "antiga-95c")],
    });
    await forgetOldRemovals(server.database.prisma);
    const ids: string[] = [];
    let after: string | null = null;
    do {
      const page: { vagasRemovidas: { edges: { node: { id: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } } =
        await partner.request(
          gql`query ($desde: DateTime!, $after: String) { vagasRemovidas(desde: $desde, first: 2, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } } }`,
          { desde: new Date(Date.now() - 365 * day).toISOString(), after },
        );
      ids.push(...page.vagasRemovidas.edges.map((edge) => edge.node.id));
      after = page.vagasRemovidas.pageInfo.hasNextPage ? page.vagasRemovidas.pageInfo.endCursor : null;
    } while (after);
    const kept = ["antiga-100", "antiga-95", "antiga-95b", "antiga-95c"].map((id) => globalId("Vaga", id));
    expect(ids.filter((id) => kept.includes(id) || id === globalId("Vaga", "antiga-400"))).toEqual(kept);
  });

  it("refuses a cursor it did not write and a malformed time, in Portuguese", async () => {
    const cursor = await rejection(partner.request(syncPage, { desde: new Date().toISOString(), after: "bm90LWEtY3Vyc29y" }));
    expect(cursor[0]).toMatch(/Cursor de paginação inválido|Dados inválidos/);
    // Shaped as it writes them, but of an instant no calendar has.
    const impossible = Buffer.from(JSON.stringify({ u: "2026-02-30T10:00:00.000000", i: "x" })).toString("base64url");
    expect(await rejection(partner.request(syncPage, { desde: new Date().toISOString(), after: impossible }))).toEqual(["Cursor de paginação inválido"]);
    const time = await rejection(partner.request(syncPage, { desde: "ontem" }));
    expect(time.join(" ")).toMatch(/ISO 8601/);
  });

  it("reads a page of 20 jobs with their companies in a fixed number of statements", async () => {
    for (let i = 0; i < 20; i++) await createJob(other, { titulo: `Vaga em lote ${i}` });
    const before = server.queries.length;
    const page = await partner.request<SyncResult>(syncPage, { desde: new Date(0).toISOString(), first: 20 });
    expect(page.vagas.edges).toHaveLength(20);
    const statements = server.queries.slice(before).filter((sql) => !/"ApiKey"/.test(sql));
    expect(statements.length).toBeLessThanOrEqual(4);
  });

  it("reads a job's card as the site shows it, the beginning of its description", async () => {
    const job = await createJob(other, { titulo: "Vaga para cartão", descricao: `${"Atendimento ao público e rotinas de caixa. ".repeat(20)}Fim.` });
    const { vaga } = await partner.request<{ vaga: { resumo: string; descricao: string } }>(gql`
      query ($id: ID!) { vaga(id: $id) { resumo descricao } }
    `, { id: globalId("Vaga", job.id) });
    expect(vaga.resumo.endsWith("…")).toBe(true);
    expect(vaga.descricao.startsWith(vaga.resumo.slice(0, -1))).toBe(true);
    expect(vaga.descricao.endsWith("Fim.")).toBe(true);
  });
});

describe("owner-only fields in the app's schema", () => {
  it("are null for anyone else, so a list that selects them still answers", async () => {
    await createJob(company, { titulo: "Vaga listada" });
    const visitor = new Client(server.url);
    const result = await visitor.graphql(`{ vagas(first: 3) { edges { node { titulo candidaturaCount empresa { activeJobCount cnpj } } } } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data.vagas.edges.length).toBeGreaterThan(0);
    for (const { node } of result.data.vagas.edges) expect(node).toMatchObject({ candidaturaCount: null, empresa: { activeJobCount: null, cnpj: null } });
  });
});

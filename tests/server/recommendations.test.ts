import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translateDatabaseError } from "../../server/db/errors.ts";
import { ConflictError } from "../../server/domain/errors.ts";
import type { Client } from "../support/client.ts";
import { createJob, globalId, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function recommended(client: Client, first: number): Promise<string[]> {
  const { data } = await client.graphql(`{ viewer { candidato { vagasRecomendadas(first: ${first}) { id } } } }`);
  return data.viewer.candidato.vagasRecomendadas.map((job: { id: string }) => job.id);
}

/** A candidate whose profile matches jobs titled with `word`. */
async function candidateFor(word: string) {
  const { client } = await registerCandidate(server.url);
  await client.post("/api/profile/habilidade", { nome: word });
  const candidatoId = (await client.get("/api/profile")).body.profile.id as string;
  return { client, candidatoId };
}

/**
 * Open jobs that match nothing in particular: a kept ranking is read back only while it holds as many
 * fit jobs as a visit asks for, so each test brings enough of its own, whatever the others left.
 */
async function fillers(company: Client) {
  for (const titulo of ["Recepcionista", "Porteiro", "Motorista"]) await createJob(company, { titulo });
}

/** What a ranking kept for longer than it is kept looks like. */
const age = (candidatoId: string) =>
  server.database.prisma.$executeRaw`UPDATE "Recomendacao" SET "calculadaEm" = "calculadaEm" - interval '11 minutes' WHERE "candidatoId" = ${candidatoId}`;

describe("recommendations", () => {
  it("rank a matching job above others and never include applied or inactive jobs", async () => {
    const company = await registerCompany(server.url);
    await createJob(company.client, { titulo: "Cientista de Dados", descricao: "Modelos com Python e SQL.", areaAtuacao: "tecnologia", localizacao: "Campinas - SP" });
    await createJob(company.client, { titulo: "Confeiteiro", descricao: "Bolos e doces.", areaAtuacao: "outros" });
    const applied = await createJob(company.client, { titulo: "Analista de Dados Python", areaAtuacao: "tecnologia" });
    const paused = await createJob(company.client, { titulo: "Engenheiro de Dados Python", areaAtuacao: "tecnologia" });
    await company.client.put(`/api/vagas/${paused.id}`, { statusVaga: "PAUSADA" });

    const { client } = await registerCandidate(server.url);
    await client.put("/api/profile", { objetivoProfissional: "Ciência de dados", areaInteresse: "tecnologia", enderecoCidade: "Campinas" });
    await client.post("/api/profile/habilidade", { nome: "Python" });
    await client.post("/api/candidaturas", { vagaId: applied.id });

    const result = await client.graphql("{ viewer { candidato { vagasRecomendadas(first: 20) { id titulo } } } }");
    const titles = result.data.viewer.candidato.vagasRecomendadas.map((v: { titulo: string }) => v.titulo);
    expect(titles[0]).toBe("Cientista de Dados");
    expect(titles.indexOf("Cientista de Dados")).toBeLessThan(titles.indexOf("Confeiteiro"));
    expect(titles).not.toContain("Analista de Dados Python");
    expect(titles).not.toContain("Engenheiro de Dados Python");
  });

  it("weigh the objective's everyday words below the area of interest: a developer 'trabalhando' is not shown a labour lawyer's job first", async () => {
    const company = await registerCompany(server.url);
    await createJob(company.client, { titulo: "Analista de Suporte Zetta", areaAtuacao: "tecnologia", descricao: "Atendimento aos usuários da rede." });
    // 'Trabalhista' stems as 'trabalhando' does, in the title, where a match weighs most.
    await createJob(company.client, { titulo: "Advogado Trabalhista Zetta", areaAtuacao: "juridico", descricao: "Contencioso e consultoria." });
    const { client } = await registerCandidate(server.url);
    await client.put("/api/profile", { areaInteresse: "tecnologia", objetivoProfissional: "Desenvolvedora back-end buscando crescer trabalhando com Node.js" });
    await client.post("/api/profile/habilidade", { nome: "Node.js" });

    const { data } = await client.graphql("{ viewer { candidato { vagasRecomendadas(first: 20) { titulo } } } }");
    const titles: string[] = data.viewer.candidato.vagasRecomendadas.map((job: { titulo: string }) => job.titulo);
    const lawyer = titles.indexOf("Advogado Trabalhista Zetta");
    expect(titles).toContain("Analista de Suporte Zetta");
    // Weighted as a skill, the objective's 'trabalhando' put the lawyer's job first.
    expect(titles.indexOf("Analista de Suporte Zetta")).toBeLessThan(lawyer === -1 ? titles.length : lawyer);
  });

  it("read the profile in the statement that ranks, matching past roles and the city without accents", async () => {
    const company = await registerCompany(server.url);
    const nearby = await createJob(company.client, { titulo: "Apicultor Júnior", localizacao: "São José dos Campos - SP", modalidadeTrabalho: "PRESENCIAL" });
    const far = await createJob(company.client, { titulo: "Apicultor Júnior", localizacao: "Recife - PE", modalidadeTrabalho: "PRESENCIAL" });
    const { client } = await registerCandidate(server.url);
    // Search operators in the objective are words like any other, not query syntax.
    await client.put("/api/profile", { enderecoCidade: "Sao Jose dos Campos", objetivoProfissional: "Mel & cera | 'orgânico' :* ! de para" });
    await client.post("/api/profile/experiencia", { empresa: "Mel do Vale", cargo: "Apicultor" });

    for (const visit of ["ranks", "reads the kept ranking"]) {
      const before = server.queries.length;
      const ids = await recommended(client, 2);
      const statements = server.queries.slice(before);
      // The nearby job was published first, so only the city puts it ahead of the newer one.
      expect(ids, visit).toEqual([globalId("Vaga", nearby.id), globalId("Vaga", far.id)]);
      // The session (which holds the viewer's candidate), the ranking (profile and kept ranking included) and the jobs' rows.
      expect(statements.filter((sql) => sql.includes('"Experiencia"')), visit).toHaveLength(1);
      expect(statements, visit).toHaveLength(3);
    }
  });

  it("keep a ranking for ten minutes: a job published meanwhile shows after them", async () => {
    const company = await registerCompany(server.url);
    await fillers(company.client);
    const first = await createJob(company.client, { titulo: "Vitralista" });
    const { client, candidatoId } = await candidateFor("Vitralista");
    expect((await recommended(client, 2))[0]).toBe(globalId("Vaga", first.id));

    const newer = await createJob(company.client, { titulo: "Vitralista" });
    expect(await recommended(client, 2)).not.toContain(globalId("Vaga", newer.id));

    await age(candidatoId);
    // Equal matches, the newest first.
    expect((await recommended(client, 2))[0]).toBe(globalId("Vaga", newer.id));
  });

  it("rank again at once when the profile changes", async () => {
    const company = await registerCompany(server.url);
    await fillers(company.client);
    await createJob(company.client, { titulo: "Ourives" });
    const { client } = await candidateFor("Ourives");
    await recommended(client, 2);

    const ceramics = await createJob(company.client, { titulo: "Ceramista" });
    expect(await recommended(client, 2)).not.toContain(globalId("Vaga", ceramics.id));
    await client.post("/api/profile/habilidade", { nome: "Ceramista" });
    expect(await recommended(client, 2)).toContain(globalId("Vaga", ceramics.id));
  });

  it("leave out at once a kept job applied to or closed, still from the kept ranking", async () => {
    const company = await registerCompany(server.url);
    await fillers(company.client);
    const older = await createJob(company.client, { titulo: "Luthier" });
    const newer = await createJob(company.client, { titulo: "Luthier" });
    const { client } = await candidateFor("Luthier");
    expect((await recommended(client, 2)).slice(0, 2)).toEqual([globalId("Vaga", newer.id), globalId("Vaga", older.id)]);

    // Ranked again, the newest would come first.
    const newest = await createJob(company.client, { titulo: "Luthier" });
    await client.post("/api/candidaturas", { vagaId: newer.id });
    const afterApplying = await recommended(client, 1);
    expect(afterApplying).toEqual([globalId("Vaga", older.id)]);

    await company.client.put(`/api/vagas/${older.id}`, { statusVaga: "ENCERRADA" });
    const afterClosing = await recommended(client, 1);
    expect(afterClosing).not.toContain(globalId("Vaga", older.id));
    expect(afterClosing).not.toContain(globalId("Vaga", newer.id));
    expect(afterClosing).not.toContain(globalId("Vaga", newest.id));
  });

  it("rank again when fewer fit jobs are kept than a visit asks for", async () => {
    const company = await registerCompany(server.url);
    await fillers(company.client);
    const kept = await createJob(company.client, { titulo: "Taxidermista" });
    const { client, candidatoId } = await candidateFor("Taxidermista");
    await recommended(client, 2);
    const newer = await createJob(company.client, { titulo: "Taxidermista" });
    // A ranking left with a single fit job (the rest applied to or closed since), asked for two.
    await server.database.prisma.$executeRaw`UPDATE "Recomendacao" SET "vagaIds" = ARRAY[${kept.id}] WHERE "candidatoId" = ${candidatoId}`;
    expect((await recommended(client, 2))[0]).toBe(globalId("Vaga", newer.id));
  });

  it("answer a candidate deleted while their ranking was being kept as a conflict, not a server error", async () => {
    // The account's deletion commits between the ranking's read of the profile and its insert: the foreign key refuses it.
    const error = await server.database.prisma.$executeRaw`INSERT INTO "Recomendacao" ("candidatoId", "vagaIds", perfil) VALUES ('removido', '{}', '')`.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(translateDatabaseError(error)).toBeInstanceOf(ConflictError);
  });

  it("go with the candidate's account", async () => {
    const { client, candidatoId } = await candidateFor("Marceneiro");
    await recommended(client, 1);
    expect(await server.database.prisma.recomendacao.count({ where: { candidatoId } })).toBe(1);
    const { data } = await client.graphql(`mutation { excluirConta(input: { senha: "segredo123" }) { __typename } }`);
    expect(data.excluirConta.__typename).toBe("MutationExcluirContaSuccess");
    expect(await server.database.prisma.recomendacao.count({ where: { candidatoId } })).toBe(0);
  });
});

import { randomBytes } from "node:crypto";
import type { Db } from "../../server/db/database.ts";
import type { StatusCandidatura } from "../../server/db/generated/prisma/enums.ts";
import type { Client } from "./client.ts";
import { createJob } from "./fixtures.ts";

// Analytics data with fixed timestamps, written straight to the database: a
// history the product would take days to make through its own screens.

/** A candidate with no account to sign in to: enough to own applications. */
export async function addCandidate(db: Db): Promise<string> {
  const tag = randomBytes(4).toString("hex");
  const user = await db.user.create({
    data: { email: `analise.${tag}@exemplo.com.br`, passwordHash: "x", userType: "CANDIDATO", candidato: { create: { nomeCompleto: `Pessoa ${tag}` } } },
    select: { candidato: { select: { id: true } } },
  });
  return user.candidato!.id;
}

/** An application that went through `steps` ([status, ISO instant], the first one ENVIADA), as a new candidate's. */
export async function addApplication(db: Db, vagaId: string, steps: [StatusCandidatura, string][]): Promise<string> {
  const candidatoId = await addCandidate(db);
  const [status, at] = steps.at(-1)!;
  const application = await db.candidatura.create({
    data: {
      vagaId,
      candidatoId,
      statusCandidatura: status,
      dataCandidatura: new Date(steps[0]![1]),
      updatedAt: new Date(at),
      historico: { create: steps.map(([step, em]) => ({ status: step, em: new Date(em) })) },
    },
    select: { id: true },
  });
  return application.id;
}

/** Sets a job's counted views for some days (YYYY-MM-DD → count). */
export async function setViews(db: Db, vagaId: string, days: Record<string, number>) {
  await db.visualizacaoVaga.createMany({ data: Object.entries(days).map(([dia, quantidade]) => ({ vagaId, dia: new Date(`${dia}T00:00:00Z`), quantidade })) });
}

/** A job of the company, with its database id and global id. */
export async function jobOf(company: Client, titulo: string) {
  const job = await createJob(company, { titulo });
  return { id: job.id, gid: Buffer.from(`Vaga:${job.id}`).toString("base64") };
}

export const analyticsQuery = `
  query ($de: Date!, $ate: Date!, $vagaId: ID) {
    analiseVagas(de: $de, ate: $ate, vagaId: $vagaId) {
      __typename
      ... on Error { message }
      ... on InvalidInputError { fieldErrors { path message } }
      ... on QueryAnaliseVagasSuccess {
        data {
          de ate visualizacoes candidaturas conversao rejeitadas medianaPrimeiraVisualizacaoSegundos visualizadasPelaEmpresa
          funil { status candidaturas medianaSegundos saidas }
          dias { dia visualizacoes candidaturas }
        }
      }
    }
  }`;

/** The analytics a client reads for a period (and a job's global id). */
export async function analyticsOf(client: Client, de: string, ate: string, vagaId?: string) {
  const { data, errors } = await client.graphql(analyticsQuery, { de, ate, vagaId });
  if (errors) return { errors: errors.map((error) => error.message) };
  return data.analiseVagas;
}

import { expect } from "vitest";
import type { ParsedMail } from "mailparser";
import type { Client } from "./client.ts";
import { createJob, globalId, registerCandidate, registerCompany } from "./fixtures.ts";

// What tests of notices and their e-mails share: the events that cause them,
// the viewer's preferences, and reading what the SMTP server received.

export async function mutate(client: Client, document: string, variables: Record<string, unknown> = {}) {
  const { data, errors } = await client.graphql(document, variables);
  expect(errors).toBeUndefined();
  const [result] = Object.values(data) as { __typename: string; message?: string }[];
  expect(result!.__typename, result!.message).toMatch(/Success$/);
  return result as { __typename: string; data: any };
}

export const documents = {
  apply: `mutation ($vagaId: ID!) { applyToVaga(vagaId: $vagaId) { __typename ... on Error { message } ... on MutationApplyToVagaSuccess { data { viewerCandidatura { id } } } } }`,
  move: `mutation ($id: ID!, $status: StatusCandidatura!) { changeCandidaturaStatus(id: $id, statusCandidatura: $status) { __typename ... on Error { message } } }`,
  interest: `mutation ($candidatoId: ID!, $vagaId: ID) { sendInteresse(candidatoId: $candidatoId, vagaId: $vagaId) { __typename ... on Error { message } } }`,
  profileView: `mutation ($candidatoId: ID!) { registrarVisualizacaoPerfil(candidatoId: $candidatoId) { __typename ... on Error { message } } }`,
  preferences: `{ viewer { preferenciasNotificacao { tipo rotulo entrega padrao } } }`,
  save: `mutation ($preferencias: [PreferenciaNotificacaoInput!]!) { salvarPreferenciasNotificacao(preferencias: $preferencias) {
    __typename ... on Error { message } ... on InvalidInputError { fieldErrors { path message } }
    ... on MutationSalvarPreferenciasNotificacaoSuccess { data { preferenciasNotificacao { tipo entrega } } } } }`,
  notices: `{ notificacoes(first: 50) { edges { node { tipo titulo } } } }`,
};

/** A company with an active job, a candidate who applied to it, and the ids the events need. */
export async function scene(baseUrl: string, names: { empresa?: string; candidato?: string; vaga?: string } = {}) {
  const company = await registerCompany(baseUrl, { nomeEmpresa: names.empresa ?? "Metalúrgica Paraná" });
  const candidate = await registerCandidate(baseUrl, { nomeCompleto: names.candidato ?? "Ana Souza" });
  const job = await createJob(company.client, { titulo: names.vaga ?? "Soldador" });
  const candidatoId = globalId("Candidato", (await candidate.client.get("/api/profile")).body.profile.id as string);
  const applied = await mutate(candidate.client, documents.apply, { vagaId: globalId("Vaga", job.id) });
  const applicationId = applied.data.viewerCandidatura.id as string;
  const events = {
    statusChange: () => mutate(company.client, documents.move, { id: applicationId, status: "EM_ANALISE_PELA_EMPRESA" }),
    profileView: () => mutate(company.client, documents.profileView, { candidatoId }),
    interest: () => mutate(company.client, documents.interest, { candidatoId, vagaId: globalId("Vaga", job.id) }),
  };
  return { company, candidate, job, candidatoId, applicationId, events };
}

export type Preference = { tipo: string; rotulo: string; entrega: string; padrao: string };

export async function preferencesOf(client: Client): Promise<Preference[]> {
  const { data, errors } = await client.graphql(documents.preferences);
  expect(errors).toBeUndefined();
  return data.viewer.preferenciasNotificacao;
}

export const setPreferences = (client: Client, preferencias: { tipo: string; entrega: string }[]) => mutate(client, documents.save, { preferencias });

export async function noticeKindsOf(client: Client): Promise<string[]> {
  const { data, errors } = await client.graphql(documents.notices);
  expect(errors).toBeUndefined();
  return data.notificacoes.edges.map((edge: { node: { tipo: string } }) => edge.node.tipo);
}

export const mailTo = (received: ParsedMail[], address: string) => received.filter((mail) => JSON.stringify(mail.to).includes(address));

/** The header exactly as it arrived, unfolded: e.g. `List-Unsubscribe: <https://…>`. */
export const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((header) => header.key === name.toLowerCase())?.line.replace(/\r?\n[ \t]+/g, " ");

/** The one-click link of an e-mail (from its List-Unsubscribe header). */
export function unsubscribeLink(mail: ParsedMail): string {
  const link = /^List-Unsubscribe: <([^>]+)>$/i.exec(rawHeader(mail, "List-Unsubscribe") ?? "")?.[1];
  if (!link) throw new Error(`no List-Unsubscribe in "${mail.subject}"`);
  return link;
}

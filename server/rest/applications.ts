import { applicationStatusSchema } from "../../shared/validation/application.ts";
import { interestSchema } from "../../shared/validation/interest.ts";
import { requireCandidate, requireCompany } from "../auth/policy.ts";
import type { GraphQLContext } from "../graphql/builder.ts";
import { asObject, formOf, fieldValue } from "./forms.ts";
import { json, readJson } from "./http.ts";
import { type Connection, dataOf, everyNode, failureFields, globalId, operation, pageSize, type Result, run } from "./operations.ts";
import type { Router } from "./router.ts";
import {
  type ApplicationNode,
  applicationFragment,
  applicationJson,
  companyApplicationFragment,
  companyApplicationJson,
  type InterestNode,
  interestFragment,
  interestJson,
} from "./shapes.ts";
import { forbidden, notFound } from "./statuses.ts";

const page = "pageInfo { hasNextPage endCursor }";

const candidateApplications = operation(`query RestCandidateApplications($after: String) {
  viewer { candidato { candidaturas(first: ${pageSize}, after: $after) { edges { node { ...RestApplication } } ${page} } } }
} ${applicationFragment}`);
const jobApplicants = operation(`query RestJobApplicants($id: ID!, $after: String) {
  vaga(id: $id) { candidaturas(first: ${pageSize}, after: $after) { edges { node { ...RestCompanyApplication } } ${page} } }
} ${companyApplicationFragment}`);
const companyApplications = operation(`query RestCompanyApplications($after: String) {
  viewer { empresa { candidaturasRecebidas(first: ${pageSize}, after: $after) { edges { node { ...RestCompanyApplication } } ${page} } } }
} ${companyApplicationFragment}`);
const companyInterests = operation(`query RestCompanyInterests($after: String) {
  viewer { empresa { interessesEnviados(first: ${pageSize}, after: $after) { edges { node { ...RestInterest } } ${page} } } }
} ${interestFragment}`);
const candidateInterests = operation(`query RestCandidateInterests($after: String) {
  viewer { candidato { interessesRecebidos(first: ${pageSize}, after: $after) { edges { node { ...RestInterest } } ${page} } } }
} ${interestFragment}`);

const view = operation(`mutation RestViewApplication($id: ID!) {
  viewCandidatura(id: $id) { ${failureFields} ... on MutationViewCandidaturaSuccess { data { ...RestCompanyApplication } } }
} ${companyApplicationFragment}`);
const withdraw = operation(`mutation RestWithdraw($id: ID!) {
  withdrawCandidatura(id: $id) { ${failureFields} ... on MutationWithdrawCandidaturaSuccess { data { deletedId } } }
}`);
const changeStatus = operation(`mutation RestChangeApplicationStatus($id: ID!, $status: StatusCandidatura!) {
  changeCandidaturaStatus(id: $id, statusCandidatura: $status) {
    ${failureFields} ... on MutationChangeCandidaturaStatusSuccess { data { ...RestCompanyApplication } }
  }
} ${companyApplicationFragment}`);
const sendInterest = operation(`mutation RestSendInterest($candidatoId: ID!, $vagaId: ID, $mensagem: String) {
  sendInteresse(candidatoId: $candidatoId, vagaId: $vagaId, mensagem: $mensagem) {
    ${failureFields} ... on MutationSendInteresseSuccess { data { ...RestInterest } }
  }
} ${interestFragment}`);
const respond = operation(`mutation RestRespondInterest($id: ID!, $resposta: StatusInteresse!) {
  respondInteresse(id: $id, resposta: $resposta) { ${failureFields} ... on MutationRespondInteresseSuccess { data { ...RestInterest } } }
} ${interestFragment}`);

type Viewer<R extends string, F extends string, N> = { viewer: Record<R, Record<F, Connection<N>>> };

/** Every node of a connection under the viewer's candidate or company. */
function viewerList<N>(ctx: GraphQLContext, document: ReturnType<typeof operation>, role: "candidato" | "empresa", field: string) {
  return everyNode<N>(async (after) => (await run<Viewer<typeof role, string, N>>(ctx, document, { after })).viewer[role][field]);
}

const candidatura = (id: string) => globalId("Candidatura", id);

async function answerInterest(ctx: GraphQLContext, id: string, resposta: "ACEITO" | "RECUSADO") {
  const result = await run<Result<"respondInteresse", InterestNode>>(ctx, respond, { id: globalId("Interesse", id), resposta });
  return json(interestJson(dataOf(result.respondInteresse)));
}

export function applicationRoutes(router: Router) {
  router
    .on("GET", "/api/candidaturas", async (ctx) => {
      requireCandidate(ctx.viewer);
      return json((await viewerList<ApplicationNode>(ctx, candidateApplications, "candidato", "candidaturas")).map(applicationJson));
    })
    // Opening an application changes it (the candidate sees Visualizada): a POST, never a GET a link could trigger.
    .on("POST", "/api/candidaturas/:id/visualizar", async (ctx, { params }) => {
      const result = await run<Result<"viewCandidatura", ApplicationNode>>(ctx, view, { id: candidatura(params.id!) });
      return json(companyApplicationJson(dataOf(result.viewCandidatura)));
    })
    .on("DELETE", "/api/candidaturas/:id", async (ctx, { params }) => {
      dataOf((await run<Result<"withdrawCandidatura", unknown>>(ctx, withdraw, { id: candidatura(params.id!) })).withdrawCandidatura);
      return json({ message: "Candidatura retirada" });
    })
    .on("PUT", "/api/candidaturas/:id/status", async (ctx, { params, request }) => {
      const status = fieldValue(applicationStatusSchema, asObject(await readJson(request)).statusCandidatura, "statusCandidatura");
      const result = await run<Result<"changeCandidaturaStatus", ApplicationNode>>(ctx, changeStatus, { id: candidatura(params.id!), status });
      return json(companyApplicationJson(dataOf(result.changeCandidaturaStatus)));
    })
    .on("GET", "/api/vagas/:id/candidaturas", async (ctx, { params }) => {
      requireCompany(ctx.viewer);
      let found = true;
      let owned = true;
      const applicants = await everyNode<ApplicationNode>(async (after) => {
        const { vaga } = await run<{ vaga: { candidaturas: Connection<ApplicationNode> | null } | null }>(ctx, jobApplicants, {
          id: globalId("Vaga", params.id!),
          after,
        });
        found = vaga !== null;
        // The schema answers null, not an error, for another company's applicants.
        owned = vaga?.candidaturas !== null;
        return vaga?.candidaturas;
      });
      if (!found) throw notFound("Vaga não encontrada");
      if (!owned) throw forbidden();
      return json(applicants.map(companyApplicationJson));
    })
    .on("GET", "/api/empresa/candidaturas", async (ctx) => {
      requireCompany(ctx.viewer);
      return json((await viewerList<ApplicationNode>(ctx, companyApplications, "empresa", "candidaturasRecebidas")).map(companyApplicationJson));
    })
    .on("GET", "/api/empresa/interesses", async (ctx) => {
      requireCompany(ctx.viewer);
      return json((await viewerList<InterestNode>(ctx, companyInterests, "empresa", "interessesEnviados")).map(interestJson));
    })
    .on("GET", "/api/candidato/interesses", async (ctx) => {
      requireCandidate(ctx.viewer);
      return json((await viewerList<InterestNode>(ctx, candidateInterests, "candidato", "interessesRecebidos")).map(interestJson));
    })
    .on("POST", "/api/interesse", async (ctx, { request }) => {
      const { candidatoId, vagaId, mensagem } = formOf(interestSchema, await readJson(request));
      const variables = { candidatoId: globalId("Candidato", candidatoId), vagaId: globalId("Vaga", vagaId), mensagem };
      return json(interestJson(dataOf((await run<Result<"sendInteresse", InterestNode>>(ctx, sendInterest, variables)).sendInteresse)), 201);
    })
    .on("PUT", "/api/interesse/:id/recusar", async (ctx, { params }) => answerInterest(ctx, params.id!, "RECUSADO"))
    .on("PUT", "/api/interesse/:id/aceitar", async (ctx, { params }) => answerInterest(ctx, params.id!, "ACEITO"));
}

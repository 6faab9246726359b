import { applySchema } from "../../shared/validation/application.ts";
import { jobSchema, jobSearchSchema, jobStatusSchema } from "../../shared/validation/job.ts";
import { requireCompany } from "../auth/policy.ts";
import { asObject, fieldsOf, fieldValue, formOf, pageLimit, queryValue } from "./forms.ts";
import { json, readJson } from "./http.ts";
import { type Connection, dataOf, everyNode, failureFields, globalId, operation, pageSize, type Result, run } from "./operations.ts";
import type { Router } from "./router.ts";
import { type ApplicationNode, applicationFragment, applicationJson, type JobNode, jobFragment, jobJson } from "./shapes.ts";
import { notFound } from "./statuses.ts";

const search = operation(`query RestJobs($filtros: VagaFiltros, $first: Int) {
  vagas(filtros: $filtros, first: $first) { edges { node { ...RestJob } } }
} ${jobFragment}`);
const job = operation(`query RestJob($id: ID!) { vaga(id: $id) { ...RestJob } } ${jobFragment}`);
const companyJobs = operation(`query RestCompanyJobs($after: String) {
  viewer { empresa { vagas(first: ${pageSize}, after: $after) {
    edges { node { ...RestJob candidaturaCount } } pageInfo { hasNextPage endCursor }
  } } }
} ${jobFragment}`);
const create = operation(`mutation RestCreateJob($input: VagaInput!) {
  createVaga(input: $input) { ${failureFields} ... on MutationCreateVagaSuccess { data { ...RestJob } } }
} ${jobFragment}`);
const update = operation(`mutation RestUpdateJob($id: ID!, $input: VagaInput!, $statusVaga: StatusVaga) {
  updateVaga(id: $id, input: $input, statusVaga: $statusVaga) { ${failureFields} ... on MutationUpdateVagaSuccess { data { ...RestJob } } }
} ${jobFragment}`);
const remove = operation(`mutation RestDeleteJob($id: ID!) {
  deleteVaga(id: $id) { ${failureFields} ... on MutationDeleteVagaSuccess { data { deletedId } } }
}`);
const apply = operation(`mutation RestApply($vagaId: ID!, $cartaApresentacao: String) {
  applyToVaga(vagaId: $vagaId, cartaApresentacao: $cartaApresentacao) {
    ${failureFields} ... on MutationApplyToVagaSuccess { data { viewerCandidatura { ...RestApplication } } }
  }
} ${applicationFragment}`);

const vaga = (id: string) => globalId("Vaga", id);

export function jobRoutes(router: Router) {
  router
    .on("GET", "/api/vagas", async (ctx, { query }) => {
      const filtros = formOf(jobSearchSchema, {
        // The spec's client sends the keyword as `titulo`; it searches every text of the job.
        texto: queryValue(query, "titulo", "texto", "q"),
        localizacao: queryValue(query, "localizacao"),
        areaAtuacao: queryValue(query, "areaAtuacao", "area"),
        nivelVaga: queryValue(query, "nivelVaga", "nivel"),
        tipoContrato: queryValue(query, "tipoContrato"),
        modalidadeTrabalho: queryValue(query, "modalidadeTrabalho", "modalidade"),
        pcd: queryValue(query, "pcd"),
        statusVaga: queryValue(query, "statusVaga"),
      });
      const { vagas } = await run<{ vagas: { edges: { node: JobNode }[] } }>(ctx, search, { filtros, first: pageLimit(query) });
      return json(vagas.edges.map((edge) => jobJson(edge.node)));
    })
    .on("GET", "/api/vagas/:id", async (ctx, { params }) => {
      const found = (await run<{ vaga: JobNode | null }>(ctx, job, { id: vaga(params.id!) })).vaga;
      if (!found) throw notFound("Vaga não encontrada");
      return json(jobJson(found));
    })
    .on("POST", "/api/vagas", async (ctx, { request }) => {
      const input = fieldsOf(jobSchema, asObject(await readJson(request)));
      return json(jobJson(dataOf((await run<Result<"createVaga", JobNode>>(ctx, create, { input })).createVaga)), 201);
    })
    .on("PUT", "/api/vagas/:id", async (ctx, { params, request }) => {
      // The dashboard sends only {statusVaga}; the edit form sends the job's fields: one write either way.
      const { statusVaga, ...fields } = asObject(await readJson(request));
      const variables = {
        id: vaga(params.id!),
        input: fieldsOf(jobSchema, fields),
        statusVaga: statusVaga === undefined || statusVaga === null ? null : fieldValue(jobStatusSchema, statusVaga, "statusVaga"),
      };
      return json(jobJson(dataOf((await run<Result<"updateVaga", JobNode>>(ctx, update, variables)).updateVaga)));
    })
    .on("DELETE", "/api/vagas/:id", async (ctx, { params }) => {
      dataOf((await run<Result<"deleteVaga", unknown>>(ctx, remove, { id: vaga(params.id!) })).deleteVaga);
      return json({ message: "Vaga removida com sucesso" });
    })
    .on("GET", "/api/empresa/vagas", async (ctx) => {
      requireCompany(ctx.viewer);
      type Page = { viewer: { empresa: { vagas: Connection<JobNode> } } };
      const jobs = await everyNode<JobNode>(async (after) => (await run<Page>(ctx, companyJobs, { after })).viewer.empresa.vagas);
      return json(jobs.map(jobJson));
    })
    .on("POST", "/api/candidaturas", async (ctx, { request }) => {
      const { vagaId, cartaApresentacao } = formOf(applySchema, await readJson(request));
      const result = await run<Result<"applyToVaga", { viewerCandidatura: ApplicationNode | null }>>(ctx, apply, { vagaId: vaga(vagaId), cartaApresentacao });
      // Null only when the job was deleted in the instant after applying, taking the application with it.
      const { viewerCandidatura } = dataOf(result.applyToVaga);
      if (!viewerCandidatura) throw notFound("Vaga não encontrada");
      return json(applicationJson(viewerCandidatura), 201);
    });
}

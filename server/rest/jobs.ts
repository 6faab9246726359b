import { applicationInclude, applyToJob } from "../domain/applications.ts";
import { changeJobStatus, checkJobStatusChange, createJob, deleteJob, getJob, jobWithCompany, listCompanyJobs, updateJob } from "../domain/jobs.ts";
import { maxPageSize, searchJobs } from "../domain/jobSearch.ts";
import { BadRequest, json, readJson } from "./http.ts";
import type { Router } from "./router.ts";
import { applicationJson, jobJson } from "./serializers.ts";

const first = (query: URLSearchParams, ...names: string[]) => {
  for (const name of names) {
    const value = query.get(name);
    if (value !== null && value !== "") return value;
  }
  return null;
};

function parseLimit(value: string | null): number {
  if (value === null || value === "") return 20;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1) throw new BadRequest("limit deve ser um número inteiro positivo");
  return Math.min(limit, maxPageSize);
}

export function jobRoutes(router: Router) {
  router
    .on("GET", "/api/vagas", async (ctx, { query }) => {
      const page = await searchJobs(
        ctx.db,
        {
          // The spec's client sends the keyword as `titulo`; it searches every text of the job.
          texto: first(query, "titulo", "texto", "q"),
          localizacao: first(query, "localizacao"),
          areaAtuacao: first(query, "areaAtuacao", "area"),
          nivelVaga: first(query, "nivelVaga", "nivel"),
          tipoContrato: first(query, "tipoContrato"),
          modalidadeTrabalho: first(query, "modalidadeTrabalho", "modalidade"),
          statusVaga: first(query, "statusVaga"),
        },
        { first: parseLimit(query.get("limit")) },
      );
      const ids = page.items.map((item) => item.id);
      const rows = await ctx.db.vaga.findMany({ where: { id: { in: ids } }, include: jobWithCompany });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return json(ids.flatMap((id) => (byId.has(id) ? [jobJson(byId.get(id)!)] : [])));
    })
    .on("GET", "/api/vagas/:id", async (ctx, { params }) => json(jobJson(await getJob(ctx, params.id!))))
    .on("POST", "/api/vagas", async (ctx, { request }) => {
      const { id } = await createJob(ctx, await readJson(request));
      return json(jobJson(await getJob(ctx, id)), 201);
    })
    .on("PUT", "/api/vagas/:id", async (ctx, { params, request }) => {
      const body = ((await readJson(request)) ?? {}) as Record<string, unknown>;
      const id = params.id!;
      // The dashboard sends only {statusVaga}; the edit form sends the job's fields.
      const { statusVaga, ...fields } = body;
      // Both parts are checked before either is written, so a refused status leaves the fields untouched.
      if (statusVaga !== undefined) await checkJobStatusChange(ctx, id, statusVaga);
      if (Object.keys(fields).length) await updateJob(ctx, id, fields);
      if (statusVaga !== undefined) await changeJobStatus(ctx, id, statusVaga);
      return json(jobJson(await getJob(ctx, id)));
    })
    .on("DELETE", "/api/vagas/:id", async (ctx, { params }) => {
      await deleteJob(ctx, params.id!);
      return json({ message: "Vaga removida com sucesso" });
    })
    .on("GET", "/api/empresa/vagas", async (ctx) => json((await listCompanyJobs(ctx)).map(jobJson)))
    .on("POST", "/api/candidaturas", async (ctx, { request }) => {
      const { id } = await applyToJob(ctx, await readJson(request));
      const candidatura = await ctx.db.candidatura.findUniqueOrThrow({ where: { id }, include: applicationInclude });
      return json(applicationJson(candidatura), 201);
    });
}

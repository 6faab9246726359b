import {
  changeApplicationStatus,
  companyApplicationInclude,
  listCandidateApplications,
  listCompanyApplications,
  listJobApplicants,
  markApplicationViewed,
  withdrawApplication,
} from "../domain/applications.ts";
import { interestInclude, listCandidateInterests, listCompanyInterests, respondToInterest, sendInterest } from "../domain/interests.ts";
import { json, readJson } from "./http.ts";
import type { Router } from "./router.ts";
import { applicationJson, companyApplicationJson, interestJson } from "./serializers.ts";

export function applicationRoutes(router: Router) {
  router
    .on("GET", "/api/candidaturas", async (ctx) => json((await listCandidateApplications(ctx)).map(applicationJson)))
    // Opening an application changes it (the candidate sees Visualizada): a POST, never a GET a link could trigger.
    .on("POST", "/api/candidaturas/:id/visualizar", async (ctx, { params }) =>
      json(companyApplicationJson(await markApplicationViewed(ctx, params.id!))),
    )
    .on("DELETE", "/api/candidaturas/:id", async (ctx, { params }) => {
      await withdrawApplication(ctx, params.id!);
      return json({ message: "Candidatura retirada" });
    })
    .on("PUT", "/api/candidaturas/:id/status", async (ctx, { params, request }) => {
      const body = ((await readJson(request)) ?? {}) as { statusCandidatura?: unknown };
      await changeApplicationStatus(ctx, params.id!, body.statusCandidatura);
      const candidatura = await ctx.db.candidatura.findUniqueOrThrow({ where: { id: params.id! }, include: companyApplicationInclude });
      return json(companyApplicationJson(candidatura));
    })
    .on("GET", "/api/vagas/:id/candidaturas", async (ctx, { params }) =>
      json((await listJobApplicants(ctx, params.id!)).map(companyApplicationJson)),
    )
    .on("GET", "/api/empresa/candidaturas", async (ctx) => json((await listCompanyApplications(ctx)).map(companyApplicationJson)))
    .on("GET", "/api/empresa/interesses", async (ctx) => json((await listCompanyInterests(ctx)).map(interestJson)))
    .on("GET", "/api/candidato/interesses", async (ctx) => json((await listCandidateInterests(ctx)).map(interestJson)))
    .on("POST", "/api/interesse", async (ctx, { request }) => {
      const { id } = await sendInterest(ctx, await readJson(request));
      return json(interestJson(await ctx.db.interesse.findUniqueOrThrow({ where: { id }, include: interestInclude })), 201);
    })
    .on("PUT", "/api/interesse/:id/recusar", async (ctx, { params }) => {
      await respondToInterest(ctx, params.id!, "RECUSADO");
      return json(interestJson(await ctx.db.interesse.findUniqueOrThrow({ where: { id: params.id! }, include: interestInclude })));
    })
    .on("PUT", "/api/interesse/:id/aceitar", async (ctx, { params }) => {
      await respondToInterest(ctx, params.id!, "ACEITO");
      return json(interestJson(await ctx.db.interesse.findUniqueOrThrow({ where: { id: params.id! }, include: interestInclude })));
    });
}

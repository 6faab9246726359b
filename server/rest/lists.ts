import { listCandidateApplications } from "../domain/applications.ts";
import { listCompanyJobs } from "../domain/jobs.ts";
import { json } from "./http.ts";
import { applicationJson, jobJson } from "./serializers.ts";
import type { Router } from "./router.ts";

export function listRoutes(router: Router) {
  router
    .on("GET", "/api/empresa/vagas", async (ctx) => json((await listCompanyJobs(ctx)).map(jobJson)))
    .on("GET", "/api/candidaturas", async (ctx) => json((await listCandidateApplications(ctx)).map(applicationJson)));
}

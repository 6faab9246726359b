import { listCandidateApplications } from "../domain/applications.ts";
import { json } from "./http.ts";
import { applicationJson } from "./serializers.ts";
import type { Router } from "./router.ts";

export function applicationRoutes(router: Router) {
  router.on("GET", "/api/candidaturas", async (ctx) => json((await listCandidateApplications(ctx)).map(applicationJson)));
}

import { accountRoutes } from "./accounts.ts";
import { applicationRoutes } from "./applications.ts";
import { candidateRoutes } from "./candidates.ts";
import { jobRoutes } from "./jobs.ts";
import { privacyRoutes } from "./privacy.ts";
import { profileRoutes } from "./profiles.ts";
import { Router } from "./router.ts";
import { sectionRoutes } from "./sections.ts";

/** Every /api route of the spec, each a named GraphQL operation over the one schema, and the privacy page's downloads. */
export function createRestRouter(): Router {
  const router = new Router();
  accountRoutes(router);
  jobRoutes(router);
  applicationRoutes(router);
  profileRoutes(router);
  sectionRoutes(router);
  candidateRoutes(router);
  privacyRoutes(router);
  return router;
}

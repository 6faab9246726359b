import { accountRoutes } from "./accounts.ts";
import { applicationRoutes } from "./applications.ts";
import { jobRoutes } from "./jobs.ts";
import { profileRoutes } from "./profiles.ts";
import { Router } from "./router.ts";

/** Every /api route of the spec, each a thin adapter over server/domain. */
export function createRestRouter(): Router {
  const router = new Router();
  accountRoutes(router);
  jobRoutes(router);
  applicationRoutes(router);
  profileRoutes(router);
  return router;
}

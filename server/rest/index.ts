import { accountRoutes } from "./accounts.ts";
import { listRoutes } from "./lists.ts";
import { Router } from "./router.ts";

/** Every /api route of the spec, each a thin adapter over server/domain. */
export function createRestRouter(): Router {
  const router = new Router();
  accountRoutes(router);
  listRoutes(router);
  return router;
}

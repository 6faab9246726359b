import type { SessionUser } from "../auth/sessions.ts";
import * as accounts from "../domain/accounts.ts";
import { requireSignedIn } from "../auth/policy.ts";
import { BadRequest, json, readJson } from "./http.ts";
import type { Router } from "./router.ts";

const userJson = (user: SessionUser) => ({ id: user.id, email: user.email, userType: user.userType });

export function accountRoutes(router: Router) {
  router
    .on("GET", "/api/user", async (ctx) => json(userJson(requireSignedIn(ctx.viewer))))
    .on("POST", "/api/login", async (ctx, { request }) => json(userJson(await accounts.login(ctx, await readJson(request)))))
    .on("POST", "/api/register", async (ctx, { request }) => {
      const body = (await readJson(request)) as { userType?: unknown } | null;
      const register =
        body?.userType === "CANDIDATO"
          ? accounts.registerCandidate
          : body?.userType === "EMPRESA"
            ? accounts.registerCompany
            : undefined;
      if (!register) throw new BadRequest("userType deve ser CANDIDATO ou EMPRESA");
      return json(userJson(await register(ctx, body)), 201);
    })
    .on("POST", "/api/logout", async (ctx) => {
      await accounts.logout(ctx);
      return json({ message: "Logout realizado com sucesso" });
    });
}

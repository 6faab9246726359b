import { loginSchema, registerCandidateSchema, registerCompanySchema } from "../../shared/validation/auth.ts";
import { requireSignedIn } from "../auth/policy.ts";
import { formOf } from "./forms.ts";
import { BadRequest, json, readJson } from "./http.ts";
import { dataOf, failureFields, operation, type Result, run } from "./operations.ts";
import type { Router } from "./router.ts";

const accountFailures = `${failureFields} ... on RateLimitedError { retryAfterSeconds } ... on UnavailableError { retryAfterSeconds }`;
const user = "data { id email userType }";

const viewer = operation(`query RestViewer { viewer { id email userType } }`);
const login = operation(`mutation RestLogin($input: LoginInput!) { login(input: $input) { ${accountFailures} ... on MutationLoginSuccess { ${user} } } }`);
const registerCandidate = operation(`mutation RestRegisterCandidate($input: RegisterCandidateInput!) {
  registerCandidate(input: $input) { ${accountFailures} ... on MutationRegisterCandidateSuccess { ${user} } }
}`);
const registerCompany = operation(`mutation RestRegisterCompany($input: RegisterCompanyInput!) {
  registerCompany(input: $input) { ${accountFailures} ... on MutationRegisterCompanySuccess { ${user} } }
}`);
const logout = operation(`mutation RestLogout { logout }`);

type User = { id: string; email: string; userType: string };

export function accountRoutes(router: Router) {
  router
    .on("GET", "/api/user", async (ctx) => {
      requireSignedIn(ctx.viewer);
      return json((await run<{ viewer: User }>(ctx, viewer)).viewer);
    })
    .on("POST", "/api/login", async (ctx, { request }) => {
      const input = formOf(loginSchema, await readJson(request));
      return json(dataOf((await run<Result<"login", User>>(ctx, login, { input })).login));
    })
    .on("POST", "/api/register", async (ctx, { request }) => {
      const body = (await readJson(request)) as { userType?: unknown } | null;
      if (body?.userType === "CANDIDATO") {
        const input = formOf(registerCandidateSchema, body);
        return json(dataOf((await run<Result<"registerCandidate", User>>(ctx, registerCandidate, { input })).registerCandidate), 201);
      }
      if (body?.userType === "EMPRESA") {
        const input = formOf(registerCompanySchema, body);
        return json(dataOf((await run<Result<"registerCompany", User>>(ctx, registerCompany, { input })).registerCompany), 201);
      }
      throw new BadRequest("userType deve ser CANDIDATO ou EMPRESA");
    })
    .on("POST", "/api/logout", async (ctx) => {
      await run(ctx, logout);
      return json({ message: "Logout realizado com sucesso" });
    });
}

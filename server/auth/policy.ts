import type { SessionUser } from "./sessions.ts";
import { AuthenticationError, ForbiddenError } from "../domain/errors.ts";

// The single definition of the roles. GraphQL's scope-auth scopes and the
// domain's guards (reached by REST too) are both built from these.

export const isSignedIn = (viewer: SessionUser | null): viewer is SessionUser => viewer !== null;
export const isCandidate = (viewer: SessionUser | null) => viewer?.userType === "CANDIDATO";
export const isCompany = (viewer: SessionUser | null) => viewer?.userType === "EMPRESA";

export function requireSignedIn(viewer: SessionUser | null): SessionUser {
  if (!viewer) throw new AuthenticationError();
  return viewer;
}

export function requireCandidate(viewer: SessionUser | null): SessionUser & { candidatoId: string } {
  const user = requireSignedIn(viewer);
  if (!isCandidate(user) || !user.candidatoId) throw new ForbiddenError("Acesso negado: apenas candidatos podem fazer isso");
  return { ...user, candidatoId: user.candidatoId };
}

export function requireCompany(viewer: SessionUser | null): SessionUser & { empresaId: string } {
  const user = requireSignedIn(viewer);
  if (!isCompany(user) || !user.empresaId) throw new ForbiddenError("Acesso negado: apenas empresas podem fazer isso");
  return { ...user, empresaId: user.empresaId };
}

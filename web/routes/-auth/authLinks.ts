import type { LinkProps } from "@tanstack/react-router";

// /auth keeps two things in its URL: which form is open (?aba=candidato), so
// every invitation opens the form it promises and a reload keeps it; and where
// to go back after signing in (?voltar=/jobs/abc), so a visitor sent here from a
// job returns to that job. This module is on every page's first load (the route
// table, the navbar's links): the checks of `voltar`, which is anyone's to write,
// live in returnPath.ts and run wherever it is followed.

export const authTabs = ["entrar", "candidato", "empresa"] as const;
export type AuthTab = (typeof authTabs)[number];

export interface AuthSearch {
  aba?: AuthTab;
  /** Unchecked: follow it only through returnPathFor (returnPath.ts). */
  voltar?: string;
}

/** The route's `validateSearch`: a form that does not exist opens the login. */
export function parseAuthSearch(raw: Record<string, unknown>): AuthSearch {
  const aba = authTabs.find((tab) => tab === raw.aba);
  return { aba: aba === "entrar" ? undefined : aba, voltar: typeof raw.voltar === "string" && raw.voltar !== "" ? raw.voltar : undefined };
}

/** A link's `search` to /auth, e.g. search={toAuth({ aba: "candidato" })} (the router's types, with no registered route tree, take no object there). */
export const toAuth = (search: AuthSearch) => search as unknown as LinkProps["search"];

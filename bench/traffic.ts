import { readFileSync } from "node:fs";
import type autocannon from "autocannon";
import { seedPassword } from "../scripts/seed-data.ts";

// The load test's traffic (bench/loadtest.ts, bench/compare.ts): who signs in, and each next request of the mix.

/** Persisted operation ids by operation name: in production the server runs nothing else. */
export function persistedIds(file = "dist/persisted-operations.json"): Map<string, string> {
  const operations = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  return new Map(Object.entries(operations).map(([id, text]) => [/(?:query|mutation) (\w+)/.exec(text)?.[1] ?? id, id]));
}

/** Signs a seeded account in; returns its cookies for the requests that follow. */
async function signIn(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password: seedPassword }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
}

/** Signs accounts in one after another: a process hashes a few passwords at once and refuses more (503). */
export async function signInEach(origin: string, emails: string[]): Promise<string[]> {
  const cookies = [];
  for (const email of emails) cookies.push(await signIn(origin, email));
  return cookies;
}

export interface Traffic {
  jobIds: string[];
  candidateCookies: string[];
  companyCookies: string[];
}

const searches = [
  {},
  { texto: "analista" },
  { texto: "desenvolvedor", localizacao: "São Paulo" },
  { texto: "enfermagem" },
  { areaAtuacao: "tecnologia" },
  { modalidadeTrabalho: "REMOTO" },
  { texto: "vendas", tipoContrato: "CLT" },
  { localizacao: "Belo Horizonte - MG" },
  { texto: "professor matemática" },
  { texto: "xyzzy" },
];

/**
 * What every browser sends with each request (Chromium's own list): the server compresses what it answers, as it
 * would for the phones and computers this traffic stands for.
 */
const browser = { "accept-encoding": "gzip, deflate, br, zstd" };

/**
 * The share of GraphQL requests sent without it. autocannon hands over a body as text and cannot decompress
 * it, so only answers that arrive plain (these, and those under 1 KB) show a GraphQL `errors` to the load test.
 */
const plainShare = 1 / 20;

/** A request of the mix and the kind of traffic it stands for, so that latency can be told apart by kind. */
export interface Labelled {
  kind: string;
  request: autocannon.Request;
}

/** The GraphQL id of a row, as Pothos encodes it: a job page's query asks by it, not by the row's id. */
export const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");

/** The mix's parts: visitors (anonymous GraphQL and job-page HTML, 70%) and signed-in screens (30%, a fifth of them whole pages). */
export type Part = "all" | "visitors" | "signed-in";

export function requestFor(traffic: Traffic, ids: Map<string, string>, part: Part): () => Labelled {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
  const graphql = (name: string, variables: Record<string, unknown>, cookie?: string): Labelled => ({
    kind: `${cookie ? "signed-in " : ""}${name}`,
    request: {
      method: "POST",
      path: "/graphql",
      headers: { ...(Math.random() < plainShare ? {} : browser), "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: ids.get(name) } }, variables }),
    },
  });
  const [from, span] = part === "visitors" ? [0, 0.7] : part === "signed-in" ? [0.7, 0.3] : [0, 1];
  return () => {
    const dice = from + Math.random() * span;
    if (dice < 0.5) {
      // A visitor: the shell's viewer query, a search, or a job page's data.
      const kind = Math.random();
      if (kind < 0.2) return graphql("RootQuery", {});
      if (kind < 0.6) return graphql("jobsIndexQuery", { filtros: pick(searches), first: 20 });
      return graphql("jobsIdQuery", { id: globalId("Vaga", pick(traffic.jobIds)) });
    }
    if (dice < 0.7) return { kind: "job page HTML", request: { method: "GET", path: `/jobs/${pick(traffic.jobIds)}`, headers: { ...browser, accept: "text/html" } } };
    const [cookie, screens] = dice < 0.85 ? [pick(traffic.candidateCookies), candidateScreens] : [pick(traffic.companyCookies), companyScreens];
    if (Math.random() < fullLoadShare) {
      const path = pick(screens.pages);
      return { kind: `signed-in ${path} HTML`, request: { method: "GET", path, headers: { ...browser, accept: "text/html", cookie } } };
    }
    return graphql(pick(screens.queries), {}, cookie);
  };
}

/**
 * The screens signed-in people land on: whole pages, which the server draws with the person's data, and the
 * queries the app sends for them as it moves between screens (RootQuery: who is signed in, asked on a start the
 * server drew no page for).
 */
const candidateScreens = {
  pages: ["/dashboard/candidate", "/candidate/applications"],
  queries: ["CandidateDashboardQuery", "CandidateApplicationsQuery", "RootQuery"],
};
const companyScreens = {
  pages: ["/dashboard/company", "/company/candidaturas"],
  queries: ["CompanyDashboardQuery", "CompanyApplicationsQuery", "RootQuery"],
};

/** The share of signed-in requests that load a whole page: someone opens the app (or a link from an e-mail) once, then moves between its screens. */
const fullLoadShare = 1 / 5;

/** `next`'s requests of the kinds `matches` keeps (one kind alone, or a family such as the drawn pages). */
export function ofKinds(next: () => Labelled, matches: (kind: string) => boolean): () => Labelled {
  return () => {
    for (let tries = 0; tries < 10_000; tries++) {
      const labelled = next();
      if (matches(labelled.kind)) return labelled;
    }
    throw new Error("the traffic sent no request of the kinds asked for in 10,000 tries");
  };
}

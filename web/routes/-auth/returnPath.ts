import type { UserType } from "../../__generated__/sessionViewerQuery.graphql";

// Where to go after signing in (/auth?voltar=): anyone can write that value in a
// link sent to a victim, so only a path of this site is ever followed, never
// another site (an open redirect).

const maxPathLength = 2000;
// Any base will do: a path that stays on it is ours, one that leaves it names another site.
const base = "https://encaixe.invalid";

/**
 * `value` as a path of this site ('/jobs/abc?x=1#y'), or undefined when it is
 * anything else: another site ('https://…', '//evil.com', '/\evil.com'), a
 * scheme ('javascript:…'), a relative path, or text with control characters
 * (browsers drop tabs and newlines, turning '/\t/evil.com' into '//evil.com').
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > maxPathLength) return undefined;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base) return undefined;
  const path = url.pathname + url.search + url.hash;
  // Dot segments may fold into a leading '//' ('/.//evil.com'), which a browser reads as another site.
  if (path.startsWith("//") || path === "/auth" || path.startsWith("/auth?") || path.startsWith("/auth/")) return undefined;
  return path;
}

// The areas of the other role: a candidate sent back to a company's page would only meet 'Acesso negado'.
const companyOnly = [/^\/dashboard\/company\/?$/, /^\/profile\/company\/?$/, /^\/company\//, /^\/candidatos\//, /^\/jobs\/create\/?$/, /^\/job-edit\//, /^\/jobs\/[^/]+\/candidatos\/?$/];
const candidateOnly = [/^\/dashboard\/candidate\/?$/, /^\/profile\/candidate\/?$/, /^\/candidate\//];

/** Where a user goes back to after signing in: `voltar` when it is a path of ours their role may see; undefined sends them to their dashboard. */
export function returnPathFor(userType: UserType, voltar: string | undefined): string | undefined {
  const path = safeReturnPath(voltar);
  if (!path) return undefined;
  const pathname = path.replace(/[?#].*$/, "");
  const forbidden = userType === "EMPRESA" ? candidateOnly : companyOnly;
  return forbidden.some((pattern) => pattern.test(pathname)) ? undefined : path;
}

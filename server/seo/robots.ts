import { unsubscribePath } from "../domain/unsubscribe.ts";
import { pagePaths } from "../http/pages.ts";

/** The pages of the route table anyone may see and crawlers should find; the rest are behind a sign-in. */
export const publicPagePaths: ReadonlySet<string> = new Set(["/", "/jobs", "/jobs/$id", "/privacidade", "/termos", "/contato", "/desenvolvedores"]);

/** A route as a robots.txt path: parameters become `*`, and a trailing one is left to the prefix match. */
const robotsPath = (route: string) => route.replace(/\$\w+/g, "*").replace(/\*$/, "");

/**
 * Every private page of the route table is disallowed, so a page added to the
 * table stays out of search results unless it is listed above; the GraphQL
 * and REST endpoints are for the app and partners, and e-mails' unsubscribe
 * links for their recipients, not for crawlers.
 */
export function robotsTxt(publicUrl: string): string {
  const privatePaths = pagePaths.filter((route) => !publicPagePaths.has(route)).map(robotsPath);
  return [
    "User-agent: *",
    "Allow: /",
    ...["/api", "/graphql", unsubscribePath, ...privatePaths].map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

import type { PublicCache } from "../cache/responseCache.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import type { DomainContext } from "../domain/context.ts";
import { jobWithCompany } from "../domain/jobs.ts";
import { pageNameFor, pageTitle } from "../../shared/pageTitles.ts";
import { isPagePath } from "../http/pages.ts";
import { feedLink } from "../seo/feed.ts";
import { jobPageHead } from "../seo/jobPosting.ts";
import { publicPagePaths } from "../seo/robots.ts";
import type { PageContent } from "../web-assets.ts";
import type { RenderPage } from "./render.ts";
import { type Request, Response } from "../http/fetchApi.ts";

export interface PageContentOptions {
  /** Where visitors' pages are kept once rendered. */
  cache: PublicCache["pages"] | undefined;
  /** Spends the budget of whom a page is rendered for: null while some is left, else the answer that refuses. */
  spendBudget: (context: DomainContext) => Promise<Response | null>;
  /** Charges them what drawing the page cost past that (server/limits/requests.ts, drawnPageCost). */
  chargeDrawn: (context: DomainContext) => Promise<void>;
  /** Runs a render in its turn (server/http/admission.ts). */
  admit: <T>(request: Request, work: () => Promise<T>) => Promise<T>;
}

/**
 * What the server puts in index.html for a page, as the person the context
 * names sees it: a public page rendered with its data, a job page's head tags
 * for crawlers, or the redirect a route asks for (a signed-in person on `/`).
 */
export function createPageContent(db: Db, config: Config, renderPage: RenderPage, { cache, spendBudget, chargeDrawn, admit }: PageContentOptions) {
  /**
   * A visitor's page is the same for every visitor: rendered once, then served from the public
   * cache, filed under the rows its data showed so that the writes that change them drop it.
   * The cache and the budget are asked before the line, so a client past its budget holds no place in it.
   */
  return async function cachedPageContent(request: Request, context: DomainContext): Promise<PageContent | Response | null> {
    const { pathname, search } = new URL(request.url);
    const shared = cache && !context.viewer ? cache : undefined;
    const cached = await shared?.get<PageContent>(pathname + search);
    if (cached) return cached;
    const refused = await spendBudget(context);
    if (refused) return refused;
    const content = await admit(request, () => pageContent(request, context));
    // Out of the line: neither the cache's write nor the charge needs a turn. The write first, nearest the drawing,
    // leaving the least time for a change to the rows it shows to be invalidated before it is kept.
    const drawn = content && !(content instanceof Response) && content.body !== undefined ? content : null;
    if (shared && drawn?.state && drawn.status === 200) await shared.set(pathname + search, drawn, drawn.state);
    if (drawn) await chargeDrawn(context);
    return content;
  };

  async function pageContent(request: Request, context: DomainContext): Promise<PageContent | Response | null> {
    const { pathname, search } = new URL(request.url);
    const [job, rendered] = await Promise.all([jobPageHeadFor(db, config, pathname), renderPage(request, context)]);
    if (rendered?.type === "redirect") return new Response(null, { status: rendered.status, headers: { location: rendered.location } });
    // A job page's title is in its head tags; every other page of the table gets its name.
    const name = job ? null : pageNameFor(pathname);
    if (!job && !rendered && !name) return null;
    const status = job?.status ?? (rendered?.type === "page" ? rendered.status : isPagePath(pathname) ? 200 : 404);
    // Public pages name the job feed (the search's own, on the search page) for feed readers and browsers.
    const feed = isPublicPage(pathname) ? feedLink(pathname, search, config.brand) : "";
    const head = (rendered?.head ?? "") + feed || undefined;
    // Only for a path of the route table: the router also matches a path under one (/auth/x) to show its 404.
    // `?.`: a server build from before screens were named has none.
    const screens = rendered && isPagePath(pathname) && rendered.screens?.length ? rendered.screens : undefined;
    const content: PageContent = { status, meta: job?.head, head, screens, title: name ? pageTitle(name, config.brand) : undefined };
    return rendered?.type === "page" ? { ...content, body: rendered.body, state: rendered.records, drawnAt: rendered.drawnAt, personal: context.viewer !== null } : content;
  }
}

const publicPatterns = [...publicPagePaths].map((path) => new RegExp(`^${path.replace(/\$\w+/g, "[^/]+")}/?$`));
const isPublicPage = (pathname: string) => publicPatterns.some((pattern) => pattern.test(pathname));

const jobPath = /^\/jobs\/([^/]+)\/?$/;

/** Job pages are described in the HTML itself, so crawlers that run no JavaScript see the posting. */
async function jobPageHeadFor(db: Db, config: Config, pathname: string) {
  const id = jobPath.exec(pathname)?.[1];
  if (!id || id === "create") return null;
  const vaga = await db.vaga.findUnique({ where: { id }, include: jobWithCompany });
  if (!vaga) return { head: `<title>${pageTitle("Vaga não encontrada", config.brand)}</title>`, status: 404 };
  return { head: jobPageHead(vaga, config.publicUrl, config.brand), status: 200 };
}

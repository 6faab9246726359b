import type { Config } from "../config.ts";
import type { PublicCache } from "../cache/responseCache.ts";
import type { Db } from "../db/database.ts";
import { jobFeed } from "./feed.ts";
import { feedEtag, feedLastChange, indeedFeed } from "./indeedFeed.ts";
import { cacheableResponse, cacheableStream } from "./respond.ts";
import { robotsTxt } from "./robots.ts";
import { jobsSitemap, pagesSitemap, sitemap } from "./sitemap.ts";
import type { Request, Response } from "../http/fetchApi.ts";

const xml = "application/xml; charset=utf-8";

// How long crawlers and proxies may keep each answer before asking again (with its ETag).
const hour = 3_600;
const feedMaxAge = 15 * 60;

/** Where documents made from every active job are kept between changes (the public cache), if anywhere. */
export type DocumentCache = PublicCache["documents"] | undefined;

/** What reading the database for a document costs its asker, as a page would. */
export interface DocumentGuard {
  /** Spends the asker's request budget: null while some is left, else the answer that refuses. */
  spend: () => Promise<Response | null>;
  /** Runs the reading in its turn (server/http/admission.ts). */
  admit: <T>(work: () => Promise<T>) => Promise<T>;
}

/** The documents crawlers and feed readers ask for by name, or null for any other path (pages, assets). */
export async function crawlerResponse(
  request: Request,
  pathname: string,
  db: Db,
  config: Config,
  cache: DocumentCache,
  guard: DocumentGuard,
): Promise<Response | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const { publicUrl } = config;
  const size = config.sitemapUrlsPerFile;
  const query = new URL(request.url).searchParams;
  /**
   * A document read from the cache, or made and kept there: the sitemap index walks every active job
   * (about half a second at a million), so repeated requests must not each pay for it. Making it spends the
   * asker's budget and waits its turn: a query string of junk misses the cache every time.
   */
  const document = async (key: string, make: () => Promise<string>, type: string, maxAge: number) => {
    let body = await cache?.get(key);
    if (body === undefined) {
      const refused = await guard.spend();
      if (refused) return refused;
      body = await guard.admit(make);
      await cache?.set(key, body);
    }
    return cacheableResponse(request, body, type, maxAge);
  };
  switch (pathname) {
    case "/robots.txt":
      return cacheableResponse(request, robotsTxt(publicUrl), "text/plain; charset=utf-8", 24 * hour);
    case "/sitemap.xml":
      return document("sitemap", () => sitemap(db, publicUrl, size), xml, hour);
    case "/sitemap-paginas.xml":
      return cacheableResponse(request, pagesSitemap(publicUrl), xml, 24 * hour);
    case "/sitemap-vagas.xml":
      return document(`sitemap-vagas?${query}`, () => jobsSitemap(db, publicUrl, size, query), xml, hour);
    case "/feed.xml":
      return document(`feed?${query}`, () => jobFeed(db, publicUrl, config.brand, query), "application/rss+xml; charset=utf-8", feedMaxAge);
    case "/feeds/vagas.xml": {
      const refused = await guard.spend();
      if (refused) return refused;
      const lastChange = await guard.admit(() => feedLastChange(db));
      const etag = feedEtag(lastChange, publicUrl, config.brand);
      return cacheableStream(request, etag, () => indeedFeed(db, { publicUrl, brand: config.brand }, config.jobFeedPageSize, lastChange), xml, feedMaxAge);
    }
    default:
      return null;
  }
}

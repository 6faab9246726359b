import { randomUUID } from "node:crypto";
import path from "node:path";
import { bearerToken, findPartner } from "./auth/apiKeys.ts";
import { readCookie, sessionCookieName } from "./auth/cookies.ts";
import { createPasswordHasher } from "./auth/password.ts";
import { findSessionUser } from "./auth/sessions.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/database.ts";
import type { DomainContext } from "./domain/context.ts";
import { imagePath, imageResponse } from "./domain/images.ts";
import { createGraphQLHandler, mayRunArbitraryDocuments } from "./graphql/yoga.ts";
import { clientAddress, type NodeServerContext } from "./http/client.ts";
import { createPublicCache, publicModels } from "./cache/responseCache.ts";
import { createRankingStore } from "./cache/rankingStore.ts";
import { collectWrites, trackWrites } from "./cache/writes.ts";
import { createAdmission } from "./http/admission.ts";
import { graphQLBodyLimit, withBoundedBody, withBufferedBody } from "./http/bodies.ts";
import { clientClosedRequest, failureResponse } from "./http/failures.ts";
import { readiness } from "./http/readiness.ts";
import { type Caller, type Means, requestContext } from "./http/requestContext.ts";
import { compressResponse } from "./http/compression.ts";
import { isAcceptedGraphQLBody, isCrossSiteWrite, mediaType } from "./http/crossSite.ts";
import { isPagePath } from "./http/pages.ts";
import { statusPage } from "./http/statusPage.ts";
import { unsubscribeResponse } from "./http/unsubscribe.ts";
import { unsubscribePath } from "./domain/unsubscribe.ts";
import { addSecurityHeaders } from "./http/security.ts";
import { createLimits } from "./limits/index.ts";
import { clientNetwork } from "./limits/network.ts";
import { budgetHeaders, type Budget } from "./limits/requests.ts";
import { createLimiterStore, type LimiterStore } from "./limits/store.ts";
import { createLogger, type Logger } from "./log.ts";
import { json, jsonBodyLimit } from "./rest/http.ts";
import { imageBodyLimit } from "./rest/profiles.ts";
import { createRestRouter } from "./rest/index.ts";
import { crawlerResponse } from "./seo/routes.ts";
import { startEmailDelivery } from "./email/delivery.ts";
import { startAlertSweeper, type AlertSweeper } from "./domain/alertSweeper.ts";
import { searchWordSweeps } from "./domain/searchWords.ts";
import type { SerialSweeps } from "./domain/serialSweeps.ts";
import { devEmailsResponse } from "./email/devPage.ts";
import { createMailer } from "./email/transport.ts";
import { createNoticeEvents } from "./events/noticeEvents.ts";
import { createPageContent } from "./ssr/page.ts";
import { createPageRenderer } from "./ssr/render.ts";
import { createWebAssets } from "./web-assets.ts";
import type { Request, Response } from "./http/fetchApi.ts";

export interface AppOptions {
  db: Db;
  config: Config;
  log?: Logger;
  /** Where limits keep their counters; by default Redis (REDIS_URL) or the database. */
  limiterStore?: LimiterStore;
}

export type App = ((request: Request, server?: NodeServerContext) => Promise<Response>) & {
  /** From now on /readyz answers 503 and connections close after their response (graceful shutdown). */
  drain(): void;
  /** Resolves once no request is being handled, including those whose client has gone. */
  settled(): Promise<void>;
  /** Resolves true once the limits' store has answered (at once without Redis), false after `timeoutMs` without it. */
  limitsStarted(timeoutMs: number): Promise<boolean>;
  /** The job alerts' sweeps: the hourly one asks here; tests wait for those a publication started. */
  alertSweeper: Pick<AlertSweeper, "sweep" | "settled">;
  /** The search words' sweeps: the hourly one asks here; tests wait for those an erasure started. */
  searchWords: Pick<SerialSweeps<void>, "sweep" | "settled">;
  close(): Promise<void>;
};

/** The one fetch handler: /api/* to the REST shims, /graphql to Yoga, everything else to the web app. */
export function createApp({ db: database, config, log = createLogger(config.logLevel), limiterStore }: AppOptions): App {
  const publicCache = createPublicCache(config, log);
  // Writes to what public answers show are seen where they happen, whichever path made them.
  const db = publicCache ? trackWrites(database, publicModels) : database;
  const passwords = createPasswordHasher({ cost: config.passwordHashCost, line: config.concurrentRequests });
  const store = limiterStore ?? createLimiterStore(db, { url: config.redisUrl, prefix: config.redisPrefix }, (error) => log.warn({ err: error }, "redis connection failed"));
  const limits = createLimits(store, config, (error) => log.error({ err: error }, "rate limit store failed; request let through"));
  const yoga = createGraphQLHandler(config, log, publicCache ? [publicCache.plugin] : []);
  const rest = createRestRouter();
  const web = createWebAssets(config.webDist, config.brand, isPagePath);
  // The server build sits beside the web build (dist/server, dist/web); a web dist without one is served as the plain app.
  const renderPage = createPageRenderer({ serverDist: path.join(config.webDist, "..", "server"), brand: config.brand, yoga, log });
  // Each waiting request holds its body (up to 256 KiB): a bound in requests, not in turns, whatever the line's length.
  const admission = createAdmission({ limit: config.concurrentRequests, maxWaitMs: config.admissionWaitMs, maxWaiting: 1_000 });
  const pageContent = createPageContent(db, config, renderPage, {
    cache: publicCache?.pages,
    spendBudget: pageBudget,
    chargeDrawn: (context) => limits.requests.drawnPage(clientBudgetKey(context.viewer, context.clientIp)),
    admit: (request, work) => admission.admit(request.signal, work),
  });
  const emailDelivery = startEmailDelivery(database, createMailer(config, log), log);
  const rankings = createRankingStore(config, log);
  const noticeEvents = createNoticeEvents(config.redisUrl, config.redisPrefix, log);
  const alertSweeper = startAlertSweeper({ db: database, config, noticeEvents }, log);
  const searchWords = searchWordSweeps(database, log);
  const means: Means = { db, config, passwords, limits, rankings, noticeEvents, searchWords };
  let draining = false;
  // Each upload body is held in memory while it arrives: a handful at once, the next told to wait.
  let uploadsInFlight = 0;
  const maxUploadsInFlight = 4;

  async function route(request: Request, pathname: string, server: NodeServerContext | undefined, requestLog: Logger): Promise<Response> {
    if (pathname === "/healthz") return json({ status: "ok" });
    if (pathname === "/readyz") return readiness(db, draining ? "draining" : store.started() ? null : "starting", requestLog);

    // Browsers keep images (a year, a day for photos) and then revalidate: a client asking again and again is flooding.
    // Images read the database in their turn like the rest.
    const image = imagePath.exec(pathname);
    if (image && request.method === "GET") {
      const budget = await limits.requests.image(clientNetwork(clientAddress(request, server, config.trustProxy)));
      if (!budget.allowed) return withBudgetHeaders(json({ message: tooManyRequests }, 429), budget);
      return admission.admit(request.signal, () => imageResponse(db, image[1]!, request, image[2], requestLog));
    }

    if (!config.production && pathname.startsWith("/dev/emails")) {
      const emails = await devEmailsResponse(db, pathname);
      if (emails) return emails;
    }

    // One-click unsubscribe: mail providers POST it from their servers, so it alone skips the cross-site check below.
    if (pathname === unsubscribePath) {
      const budget = await limits.requests.client(clientBudgetKey(null, clientAddress(request, server, config.trustProxy)));
      return unsubscribeResponse(request, db, config, budget);
    }

    // Robots, sitemaps and the feeds: public and cacheable; made again, they spend their asker's budget as pages do.
    const crawled = await crawlerResponse(request, pathname, db, config, publicCache?.documents, {
      spend: () => pageBudget({ viewer: null, clientIp: clientAddress(request, server, config.trustProxy) }),
      admit: (work) => admission.admit(request.signal, work),
    });
    if (crawled) return crawled;

    const isApi = pathname === "/api" || pathname.startsWith("/api/");
    const isGraphQL = pathname === "/graphql";
    if (!isApi && !isGraphQL) {
      return web(request, async () => pageContent(request, await pageContext(request, server, requestLog)));
    }

    if (isCrossSiteWrite(request, config)) return json({ message: "Requisição de outro site recusada" }, 403);
    if (isGraphQL && !isAcceptedGraphQLBody(request)) {
      return json({ message: "Envie a consulta como application/json" }, 415);
    }

    const clientIp = clientAddress(request, server, config.trustProxy);
    const bearer = bearerToken(request);
    const partner = bearer === undefined ? null : await findPartner(db, bearer);
    if (bearer !== undefined && !partner) return json({ message: "Chave de API inválida ou revogada" }, 401);
    if (partner && isApi) return json({ message: "Chaves de API valem apenas para /graphql" }, 403);

    const token = readCookie(request, sessionCookieName);
    const viewer = partner ? null : await findSessionUser(db, token);
    const budget = partner
      ? await limits.requests.apiKey(partner.id)
      : await limits.requests.client(clientBudgetKey(viewer, clientIp));
    if (!budget.allowed) {
      return withBudgetHeaders(json({ message: tooManyRequests }, 429), budget);
    }
    // A body is read only once we know who sends it and that they have budget left; files only from signed-in people.
    const upload = request.method === "POST" && (isGraphQL ? mediaType(request) === "multipart/form-data" : uploadPaths.test(pathname));
    if (upload && !viewer) return json({ message: "Entre na sua conta para enviar arquivos" }, 401);
    if (upload && uploadsInFlight >= maxUploadsInFlight) return busy();
    if (upload) uploadsInFlight++;
    try {
      // The whole body before the line, so that a client sending it slowly holds no turn. GraphQL refuses a body
      // over its limit here; a REST route refuses one with its own message, as it reads it.
      const { signal } = request;
      if (isGraphQL && request.method === "POST") request = await withBoundedBody(request, graphQLBodyLimit(upload));
      else if (isApi && request.method !== "GET" && request.method !== "HEAD" && request.body) request = await withBufferedBody(request, upload ? imageBodyLimit : jsonBodyLimit);
      if (partner || !config.production) mayRunArbitraryDocuments.add(request);
      const caller = { viewer, partner, clientIp, token, budget };
      return await admission.admit(signal, () => answer(request, isApi, caller, requestLog));
    } finally {
      if (upload) uploadsInFlight--;
    }
  }

  /** Runs the REST route or the GraphQL operation for a caller the checks above let through. */
  async function answer(request: Request, isApi: boolean, caller: Caller, requestLog: Logger): Promise<Response> {
    const setCookies: string[] = [];
    const ctx = requestContext(means, request, caller, requestLog, setCookies);
    const response = isApi ? await rest.handle(request, ctx, requestLog) : await yoga.fetch(request, ctx);
    for (const cookie of setCookies) response.headers.append("set-cookie", cookie);
    if (caller.partner) for (const [name, value] of Object.entries(budgetHeaders(caller.budget))) response.headers.set(name, value);
    return response;
  }

  /**
   * A page rendered for someone spends their request budget, as their API calls do: rendering reads the
   * database, and varying a query string skips the cache. A page served from the cache spends nothing; one
   * the server draws is charged the rest of its cost once drawn (drawnPageCost).
   */
  async function pageBudget(context: Pick<DomainContext, "viewer" | "clientIp">): Promise<Response | null> {
    const budget = await limits.requests.client(clientBudgetKey(context.viewer, context.clientIp));
    return budget.allowed ? null : withBudgetHeaders(statusPage(429, "Muitas requisições", tooManyRequests), budget);
  }

  /** Who a page is rendered for. Pages only read: no cookie to set. */
  async function pageContext(request: Request, server: NodeServerContext | undefined, requestLog: Logger): Promise<DomainContext> {
    const token = readCookie(request, sessionCookieName);
    const caller = { viewer: await findSessionUser(db, token), partner: null, clientIp: clientAddress(request, server, config.trustProxy), token };
    return requestContext(means, request, caller, requestLog, []);
  }

  let inFlight = 0;
  let onSettled: (() => void) | undefined;

  /** Counts the request while it is handled: a client that hangs up does not stop its handler, and the database must outlive it. */
  async function handle(request: Request, server?: NodeServerContext): Promise<Response> {
    inFlight++;
    try {
      return await handleCounted(request, server);
    } finally {
      if (--inFlight === 0) onSettled?.();
    }
  }

  async function handleCounted(request: Request, server?: NodeServerContext): Promise<Response> {
    const requestId = randomUUID();
    const requestLog = log.child({ reqId: requestId });
    const started = performance.now();
    // The node listener has checked that the URL parses.
    const { pathname } = new URL(request.url);
    let response: Response;
    try {
      const { result, writes } = await collectWrites(() => route(request, pathname, server, requestLog));
      response = result;
      // After the request's transactions have committed: an answer cached meanwhile from the old rows goes too.
      await publicCache?.invalidate(writes);
    } catch (error) {
      response = failureResponse(error, request, { pathname, requestId, log: requestLog, admission });
    }
    response.headers.set("X-Request-Id", requestId);
    if (draining) response.headers.set("Connection", "close");
    if (pathname === "/graphql" && !response.headers.has("cache-control")) response.headers.set("Cache-Control", "no-store");
    const page = (response.headers.get("content-type") ?? "").startsWith("text/html") && pathname !== "/graphql";
    addSecurityHeaders(response, request, config, { page });
    // Only a body that repeats is kept, and only for a request that makes the same body again: `shared` says where
    // keeping pays (answers to people without a session, which the response cache serves again and again).
    const shared = response.status === 200 && !readCookie(request, sessionCookieName) && !response.headers.has("set-cookie");
    response = await compressResponse(request, response, { shared });
    const status = response.status;
    const line = { method: request.method, path: pathname, status, ms: Math.round(performance.now() - started) };
    if (status === clientClosedRequest) requestLog.info(line, "client closed the request");
    else if (status >= 500) requestLog.error(line, "request failed");
    else requestLog.info(line, "request");
    return response;
  }

  return Object.assign(handle, {
    drain() {
      draining = true;
      noticeEvents.drain();
      // A sweep in progress ends after its round while the requests finish, rather than after them.
      void searchWords.stop();
    },
    settled: () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => (onSettled = resolve))),
    limitsStarted: (timeoutMs: number) => store.whenStarted(timeoutMs),
    alertSweeper,
    searchWords,
    close: async () => {
      await Promise.all([alertSweeper.stop(), searchWords.stop()]);
      await emailDelivery.stop();
      await noticeEvents.close();
      await store.close();
      await publicCache?.close();
      await rankings?.close();
    },
  });
}

const uploadPaths = /^\/api\/profile\/(foto|logo)\/?$/;

const tooManyRequests = "Muitas requisições. Aguarde alguns instantes e tente novamente.";

/** Whose request budget a request spends: the signed-in person's, else their network's. */
const clientBudgetKey = (viewer: DomainContext["viewer"], clientIp: string) => (viewer ? `user:${viewer.id}` : `ip:${clientNetwork(clientIp)}`);

function withBudgetHeaders(response: Response, budget: Budget): Response {
  for (const [name, value] of Object.entries(budgetHeaders(budget))) response.headers.set(name, value);
  return response;
}

const busy = () => {
  const response = json({ message: "Muitos envios no momento. Tente novamente em alguns segundos." }, 503);
  response.headers.set("Retry-After", "5");
  return response;
};


import { randomUUID } from "node:crypto";
import path from "node:path";
import { bearerToken, findPartner } from "./auth/apiKeys.ts";
import { readCookie, serializeSessionCookie, sessionCookieName } from "./auth/cookies.ts";
import { createPasswordHasher } from "./auth/password.ts";
import { createSession, deleteSession, findSessionUser } from "./auth/sessions.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/database.ts";
import type { DomainContext } from "./domain/context.ts";
import { imageResponse } from "./domain/images.ts";
import { createGraphQLHandler, mayRunArbitraryDocuments } from "./graphql/yoga.ts";
import { clientAddress, type NodeServerContext } from "./http/client.ts";
import { createPublicCache, publicModels } from "./cache/responseCache.ts";
import { createRankingStore } from "./cache/rankingStore.ts";
import { collectWrites, trackWrites } from "./cache/writes.ts";
import { createAdmission, NotAdmitted, overloaded } from "./http/admission.ts";
import { compressResponse } from "./http/compression.ts";
import { isAcceptedGraphQLBody, isCrossSiteWrite, mediaType } from "./http/crossSite.ts";
import { isPagePath } from "./http/pages.ts";
import { statusPage } from "./http/statusPage.ts";
import { unsubscribeResponse } from "./http/unsubscribe.ts";
import { unsubscribePath } from "./domain/unsubscribe.ts";
import { addSecurityHeaders, servedOverHttps } from "./http/security.ts";
import { createLimits } from "./limits/index.ts";
import { clientNetwork } from "./limits/network.ts";
import { budgetHeaders, type Budget } from "./limits/requests.ts";
import { createLimiterStore, type LimiterStore } from "./limits/store.ts";
import { createLogger, type Logger } from "./log.ts";
import { json, jsonBodyLimit, PayloadTooLarge, readBody, readBodyPrefix } from "./rest/http.ts";
import { imageBodyLimit } from "./rest/profiles.ts";
import { createRestRouter } from "./rest/index.ts";
import { crawlerResponse } from "./seo/routes.ts";
import { startEmailDelivery } from "./email/delivery.ts";
import { startAlertSweeper, type AlertSweeper } from "./domain/alertSweeper.ts";
import { devEmailsResponse } from "./email/devPage.ts";
import { createMailer } from "./email/transport.ts";
import { createNoticeEvents } from "./events/noticeEvents.ts";
import { createPageContent } from "./ssr/page.ts";
import { createPageRenderer } from "./ssr/render.ts";
import { createWebAssets } from "./web-assets.ts";

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
  close(): Promise<void>;
};

const graphQLJsonLimit = 100 * 1024;
// Photos from phones are resized on arrival; what is stored stays under 500 KB.
const graphQLUploadLimit = 12 * 1024 * 1024;

/** The one fetch handler: /api/* to the REST shims, /graphql to Yoga, everything else to the web app. */
export function createApp({ db: database, config, log = createLogger(config.logLevel), limiterStore }: AppOptions): App {
  const publicCache = createPublicCache(config, log);
  // Writes to what public answers show are seen where they happen, whichever path made them.
  const db = publicCache ? trackWrites(database, publicModels) : database;
  const passwords = createPasswordHasher({ cost: config.passwordHashCost });
  const store = limiterStore ?? createLimiterStore(db, { url: config.redisUrl, prefix: config.redisPrefix }, (error) => log.warn({ err: error }, "redis connection failed"));
  const limits = createLimits(store, config, (error) => log.error({ err: error }, "rate limit store failed; request let through"));
  const yoga = createGraphQLHandler(config, log, publicCache ? [publicCache.plugin] : []);
  const rest = createRestRouter();
  const web = createWebAssets(config.webDist, config.brand, isPagePath);
  // The server build sits beside the web build (dist/server, dist/web); a web dist without one is served as the plain app.
  const renderPage = createPageRenderer({ serverDist: path.join(config.webDist, "..", "server"), brand: config.brand, yoga, log });
  const admission = createAdmission({ limit: config.concurrentRequests, maxWaitMs: config.admissionWaitMs, maxWaiting: 50 * config.concurrentRequests });
  const pageContent = createPageContent(db, config, renderPage, {
    cache: publicCache?.pages,
    spendBudget: pageBudget,
    admit: (request, work) => admission.admit(request.signal, work),
  });
  const emailDelivery = startEmailDelivery(database, createMailer(config, log), log);
  const rankings = createRankingStore(config, log);
  const noticeEvents = createNoticeEvents(config.redisUrl, config.redisPrefix, log);
  const alertSweeper = startAlertSweeper({ db: database, config, noticeEvents }, log);
  let draining = false;
  // Each upload body is held in memory while it arrives: a handful at once, the next told to wait.
  let uploadsInFlight = 0;
  const maxUploadsInFlight = 4;

  async function route(request: Request, pathname: string, server: NodeServerContext | undefined, requestLog: Logger): Promise<Response> {
    if (pathname === "/healthz") return json({ status: "ok" });
    if (pathname === "/readyz") return readiness(db, draining ? "draining" : store.started() ? null : "starting", requestLog);

    // Browsers keep images (a year, a day for photos) and then revalidate: a client asking again and again is flooding.
    // Images read the database in their turn like the rest.
    const image = /^\/images\/([^/]+)$/.exec(pathname);
    if (image && request.method === "GET") {
      const budget = await limits.requests.image(clientNetwork(clientAddress(request, server, config.trustProxy)));
      if (!budget.allowed) return withBudgetHeaders(json({ message: tooManyRequests }, 429), budget);
      return admission.admit(request.signal, () => imageResponse(db, image[1]!, request));
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
      if (isGraphQL && request.method === "POST") request = await withBoundedBody(request, upload ? graphQLUploadLimit : graphQLJsonLimit);
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
    const ctx = contextFor(request, caller, requestLog, setCookies);
    const response = isApi ? await rest.handle(request, ctx, requestLog) : await yoga.fetch(request, ctx);
    for (const cookie of setCookies) response.headers.append("set-cookie", cookie);
    if (caller.partner) for (const [name, value] of Object.entries(budgetHeaders(caller.budget))) response.headers.set(name, value);
    return response;
  }

  /** The domain context of a request: who asks, and how a sign-in or sign-out reaches the response's cookies. */
  function contextFor(request: Request, caller: Omit<Caller, "budget">, requestLog: Logger, setCookies: string[]): DomainContext {
    const { viewer, partner, clientIp, token } = caller;
    const secure = config.secureCookies || servedOverHttps(request, config);
    return {
      db,
      config,
      viewer,
      partner,
      clientIp,
      userAgent: request.headers.get("user-agent") ?? "",
      passwords,
      limits,
      rankings,
      noticeEvents,
      log: requestLog,
      cookies: { get: (name) => readCookie(request, name), set: (cookie) => void setCookies.push(cookie), secure },
      async startSession(user) {
        // A fresh id at every sign-in: a session id planted before login is worthless after it.
        await deleteSession(db, token);
        const session = await createSession(db, user.id, config.sessionDays);
        setCookies.push(serializeSessionCookie(session.token, { maxAgeSeconds: config.sessionDays * 86_400, secure }));
        // `this`, not `ctx`: Yoga hands resolvers a copy of the context, and the rest of the request must see the new viewer.
        this.viewer = user;
      },
      async endSession() {
        await deleteSession(db, token);
        setCookies.push(serializeSessionCookie("", { maxAgeSeconds: 0, secure }));
        this.viewer = null;
      },
    };
  }

  /**
   * A page rendered for someone spends their request budget, as their API calls do: rendering reads the
   * database, and varying a query string skips the cache. A page served from the cache spends nothing.
   */
  async function pageBudget(context: Pick<DomainContext, "viewer" | "clientIp">): Promise<Response | null> {
    const budget = await limits.requests.client(clientBudgetKey(context.viewer, context.clientIp));
    return budget.allowed ? null : withBudgetHeaders(statusPage(429, "Muitas requisições", tooManyRequests), budget);
  }

  /** Who a page is rendered for. Pages only read: no cookie to set. */
  async function pageContext(request: Request, server: NodeServerContext | undefined, requestLog: Logger): Promise<DomainContext> {
    const token = readCookie(request, sessionCookieName);
    const caller = { viewer: await findSessionUser(db, token), partner: null, clientIp: clientAddress(request, server, config.trustProxy), token };
    return contextFor(request, caller, requestLog, []);
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
      if (error instanceof PayloadTooLarge) response = json({ message: "Conteúdo grande demais" }, 413);
      else if (error instanceof NotAdmitted && error.reason !== "aborted") {
        requestLog.warn({ ...admission.counts(), reason: error.reason, method: request.method, path: pathname }, "request not admitted");
        response = overloaded(pathname);
      } else if (error instanceof NotAdmitted) response = new Response(null, { status: clientClosedRequest });
      else if (clientHungUp(request, error)) response = new Response(null, { status: clientClosedRequest });
      else {
        requestLog.error({ err: error, method: request.method, url: request.url }, "unhandled error");
        response = json({ message: "Erro interno do servidor. Tente novamente em instantes.", requestId }, 500);
      }
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
    },
    settled: () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => (onSettled = resolve))),
    limitsStarted: (timeoutMs: number) => store.whenStarted(timeoutMs),
    alertSweeper,
    close: async () => {
      await alertSweeper.stop();
      await emailDelivery.stop();
      await noticeEvents.close();
      await store.close();
      await publicCache?.close();
      await rankings?.close();
    },
  });
}

/** A body read up to its limit, so a huge request is refused before it fills memory. */
async function withBoundedBody(request: Request, limit: number): Promise<Request> {
  const body = new Uint8Array(await readBody(request, limit));
  const headers = new Headers(request.headers);
  // Media types are case-insensitive; Yoga compares them as written.
  headers.set("content-type", (headers.get("content-type") ?? "").replace(/^[^;]*/, (type) => type.toLowerCase()));
  return new Request(request.url, { method: request.method, headers, body });
}

/**
 * A REST body read in full, or to just past `limit`: what the route then reads is over its limit all the same
 * (a declared length over it is seen before anything is read), and it answers with its own message.
 */
async function withBufferedBody(request: Request, limit: number): Promise<Request> {
  if (Number(request.headers.get("content-length") ?? 0) > limit) return request;
  const body = new Uint8Array(await readBodyPrefix(request, limit));
  return new Request(request.url, { method: request.method, headers: request.headers, body });
}

interface Caller {
  viewer: DomainContext["viewer"];
  partner: DomainContext["partner"];
  clientIp: string;
  /** The session cookie's token, replaced at sign-in. */
  token: string | undefined;
  budget: Budget;
}

const uploadPaths = /^\/api\/profile\/(foto|logo)\/?$/;

/** nginx's code for a request whose client went away before the answer: not the server's failure. */
const clientClosedRequest = 499;

/** The client closed the connection while its request was read (node's `aborted`, ECONNRESET). */
const clientHungUp = (request: Request, error: unknown) =>
  request.signal.aborted || (error instanceof Error && (error as NodeJS.ErrnoException).code === "ECONNRESET" && error.message === "aborted");

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

/**
 * Ready once the database answers and the limits' store has answered once: a process started beside a
 * Redis it has not reached yet would let every request past every limit ("starting"). A Redis lost
 * later leaves it ready, its limits letting requests through (server/limits/store.ts).
 */
async function readiness(db: Db, notReady: "draining" | "starting" | null, log: Logger): Promise<Response> {
  if (notReady) return json({ status: notReady }, 503);
  try {
    await db.$queryRaw`SELECT 1`;
    return json({ status: "ready" });
  } catch (error) {
    log.error({ err: error }, "database unreachable");
    return json({ status: "unavailable" }, 503);
  }
}

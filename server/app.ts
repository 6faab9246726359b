import { renderGraphiQL } from "@graphql-yoga/render-graphiql";
import { createYoga } from "graphql-yoga";
import { readCookie, serializeSessionCookie, sessionCookieName } from "./auth/cookies.ts";
import { createSession, deleteSession, findSessionUser } from "./auth/sessions.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/database.ts";
import type { DomainContext } from "./domain/context.ts";
import { maskError } from "./graphql/errors.ts";
import { schema } from "./graphql/index.ts";
import { createRestRouter } from "./rest/index.ts";
import { imageResponse } from "./domain/images.ts";
import { jobWithCompany } from "./domain/jobs.ts";
import { jobPageHead } from "./seo/jobPosting.ts";
import { createWebAssets } from "./web-assets.ts";

export interface AppOptions {
  db: Db;
  config: Config;
  log?: (message: string, error?: unknown) => void;
}

export type App = (request: Request) => Promise<Response>;

/** The one fetch handler: /api/* to the REST shims, /graphql to Yoga, everything else to the web app. */
export function createApp({ db, config, log = defaultLog }: AppOptions): App {
  const yoga = createYoga<DomainContext>({
    schema,
    graphqlEndpoint: "/graphql",
    graphiql: !config.production,
    // The self-contained GraphiQL: the default one loads its code from a CDN.
    renderGraphiQL,
    landingPage: false,
    // Same-origin app: no cross-origin browser may call us with the session cookie.
    cors: false,
    maskedErrors: { maskError },
    logging: {
      debug: () => {},
      info: () => {},
      warn: (...args) => log(String(args[0]), args[1]),
      error: (...args) => log(String(args[0]), args[1]),
    },
  });
  const rest = createRestRouter();
  const web = createWebAssets(config.webDist, config.brand, (pathname, request) => jobPageHeadFor(db, config, pathname, request));

  return async function handle(request) {
    const { pathname, protocol } = new URL(request.url);
    const secure = config.secureCookies || protocol === "https:";
    const setCookies: string[] = [];
    const token = readCookie(request, sessionCookieName);

    const image = /^\/images\/([^/]+)$/.exec(pathname);
    if (image && request.method === "GET") return imageResponse(db, image[1]!, request);

    const isApi = pathname === "/api" || pathname.startsWith("/api/");
    const isGraphQL = pathname === "/graphql";
    if (!isApi && !isGraphQL) return web(request);

    const ctx: DomainContext = {
      db,
      config,
      viewer: await findSessionUser(db, token),
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

    const response = isApi ? await rest.handle(request, ctx, log) : await yoga.fetch(request, ctx);
    for (const cookie of setCookies) response.headers.append("set-cookie", cookie);
    return response;
  };
}

const jobPath = /^\/jobs\/([^/]+)\/?$/;

/** Job pages are described in the HTML itself, so crawlers that run no JavaScript see the posting. */
async function jobPageHeadFor(db: Db, config: Config, pathname: string, request: Request) {
  const id = jobPath.exec(pathname)?.[1];
  if (!id || id === "create") return null;
  const vaga = await db.vaga.findUnique({ where: { id }, include: jobWithCompany });
  if (!vaga) return { head: `<title>Vaga não encontrada | ${config.brand}</title>`, status: 404 };
  return { head: jobPageHead(vaga, new URL(request.url).origin, config.brand), status: 200 };
}

function defaultLog(message: string, error?: unknown) {
  console.error(`[encaixe] ${message}`, error ?? "");
}

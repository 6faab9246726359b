import { readCookie, serializeSessionCookie } from "../auth/cookies.ts";
import { createSession, deleteSession } from "../auth/sessions.ts";
import type { DomainContext } from "../domain/context.ts";
import type { Budget } from "../limits/requests.ts";
import type { Logger } from "../log.ts";
import { servedOverHttps } from "./security.ts";
import type { Request } from "./fetchApi.ts";

/** Who sends a request, once the app has looked them up and spent their budget. */
export interface Caller {
  viewer: DomainContext["viewer"];
  partner: DomainContext["partner"];
  clientIp: string;
  /** The session cookie's token, replaced at sign-in. */
  token: string | undefined;
  budget: Budget;
}

/** What every request's domain context shares: the process's means. */
export type Means = Pick<DomainContext, "db" | "config" | "passwords" | "limits" | "rankings" | "noticeEvents" | "searchWords">;

/** The domain context of a request: who asks, and how a sign-in or sign-out reaches the response's cookies. */
export function requestContext(
  means: Means,
  request: Request,
  caller: Omit<Caller, "budget">,
  log: Logger,
  setCookies: string[],
): DomainContext {
  const { db, config } = means;
  const { viewer, partner, clientIp, token } = caller;
  const secure = config.secureCookies || servedOverHttps(request, config);
  return {
    ...means,
    viewer,
    partner,
    clientIp,
    userAgent: request.headers.get("user-agent") ?? "",
    log,
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

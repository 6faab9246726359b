import type { Logger } from "pino";
import type { PasswordHasher } from "../auth/password.ts";
import type { SessionUser } from "../auth/sessions.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import type { NoticeEvents } from "../events/noticeEvents.ts";
import type { Limits } from "../limits/index.ts";
import type { RankingStore } from "./keptRankings.ts";
import type { SerialSweeps } from "./serialSweeps.ts";

/** What every domain operation receives: who is asking, and the means to answer. */
export interface DomainContext {
  db: Db;
  config: Config;
  viewer: SessionUser | null;
  /** The partner whose API key signed this request (never together with a viewer). */
  partner: { id: string; name: string } | null;
  /** The client's address (from X-Forwarded-For only when TRUST_PROXY is set): the key of per-client limits. */
  clientIp: string;
  /** The request's User-Agent ('' without one): crawlers' job page views are not counted. */
  userAgent: string;
  passwords: PasswordHasher;
  limits: Limits;
  /** Where text searches keep their first page's ranking for the next pages (null: every page ranks). */
  rankings: RankingStore | null;
  /** Tells users' open tabs that their notices changed (across processes with Redis). */
  noticeEvents: NoticeEvents;
  /** Forgets the words no job holds any more (server/domain/searchWords.ts), beside the request. */
  searchWords: Pick<SerialSweeps<void>, "sweep">;
  /** This request's logger: every line carries its request id. */
  log: Logger;
  /** Cookies of the request, and cookies to send with the response. */
  cookies: {
    get(name: string): string | undefined;
    set(serialized: string): void;
    /** Cookies must be marked Secure: the browser reaches us over HTTPS. */
    secure: boolean;
  };
  /** Replaces the current session (if any) with a new one for this user and sets the cookie. */
  startSession(user: SessionUser): Promise<void>;
  /** Deletes the session server-side and clears the cookie. */
  endSession(): Promise<void>;
}

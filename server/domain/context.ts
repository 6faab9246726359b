import type { SessionUser } from "../auth/sessions.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";

/** What every domain operation receives: who is asking, and the means to answer. */
export interface DomainContext {
  db: Db;
  config: Config;
  viewer: SessionUser | null;
  /** Replaces the current session (if any) with a new one for this user and sets the cookie. */
  startSession(user: SessionUser): Promise<void>;
  /** Deletes the session server-side and clears the cookie. */
  endSession(): Promise<void>;
}

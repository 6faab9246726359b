import type { Db } from "../db/database.ts";
import type { Logger } from "../log.ts";
import { json } from "../rest/http.ts";
import type { Response } from "./fetchApi.ts";

/**
 * Ready once the database answers and the limits' store has answered once: a process started beside a
 * Redis it has not reached yet counts its limits in the database, apart from the others ("starting"). A
 * Redis lost later leaves it ready, its limits counted in the database (server/limits/store.ts).
 */
export async function readiness(db: Db, notReady: "draining" | "starting" | null, log: Logger): Promise<Response> {
  if (notReady) return json({ status: notReady }, 503);
  try {
    await db.$queryRaw`SELECT 1`;
    return json({ status: "ready" });
  } catch (error) {
    log.error({ err: error }, "database unreachable");
    return json({ status: "unavailable" }, 503);
  }
}

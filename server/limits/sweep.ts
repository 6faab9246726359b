import type { Db } from "../db/database.ts";

/** Expired counters and device marks take room and mean nothing: removed hourly. */
export async function sweepExpiredCounters(db: Db): Promise<void> {
  const now = new Date();
  await db.rateLimiterFlexible.deleteMany({ where: { expire: { lt: now } } });
  await db.loginDevice.deleteMany({ where: { expiresAt: { lt: now } } });
}

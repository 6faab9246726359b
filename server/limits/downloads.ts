import { RateLimiterRes } from "rate-limiter-flexible";
import type { LimiterStore } from "./store.ts";

/**
 * How many copies of their data (the JSON export, the résumé) one account may
 * make: 20 an hour. Each reads every table that names the person and the
 * résumé lays out a PDF, far more work than a request the general budget counts.
 */
export function createDownloadLimits(store: LimiterStore) {
  const perUser = store.limiter({ keyPrefix: "downloads:user", points: 20, duration: 60 * 60 });
  return {
    /** Spends one download of this user, or says how many seconds to wait. Throws when the store cannot be reached. */
    async personalData(userId: string): Promise<number | undefined> {
      try {
        await perUser.consume(userId);
        return undefined;
      } catch (outcome) {
        if (outcome instanceof RateLimiterRes) return Math.max(1, Math.ceil(outcome.msBeforeNext / 1000));
        throw outcome;
      }
    },
  };
}

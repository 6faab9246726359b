import { RateLimiterRes } from "rate-limiter-flexible";
import { clientNetwork } from "./network.ts";
import type { LimiterStore } from "./store.ts";

/**
 * How many job page views one client may have counted: 30 in 10 minutes, more
 * than a person reads, so a script needs many addresses to inflate a job's
 * count. The counter is keyed by the client's network alone, as the other
 * limits are, and expires with its window: it names no job, so nothing kept
 * tells which jobs an address looked at.
 */
export function createViewLimits(store: LimiterStore) {
  const perClient = store.limiter({ keyPrefix: "views:client", points: 30, duration: 10 * 60 });
  return {
    /** Whether one more view from this client counts. Throws when the store cannot be reached. */
    async count(clientIp: string): Promise<boolean> {
      try {
        await perClient.consume(clientNetwork(clientIp));
        return true;
      } catch (outcome) {
        if (outcome instanceof RateLimiterRes) return false;
        throw outcome;
      }
    },
  };
}

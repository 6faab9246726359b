import { RateLimiterRes } from "rate-limiter-flexible";
import type { Config } from "../config.ts";
import type { LimiterStore } from "./store.ts";

export interface Budget {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window starts over. */
  resetSeconds: number;
}

/**
 * What a page the server draws for someone costs of their budget, in answers of the API: five, as drawing
 * a screen costs the server about five times its GraphQL answer (`npm run loadtest -- --each`, server CPU per
 * request: a dashboard's page 11.5-12.6 ms against its query's 2.3-2.9, a list's 6.8-7.5 against 1.2-1.5).
 * Charged at one, a client varying a query string had the server draw pages for a fifth of what its API costs.
 */
export const drawnPageCost = 5;

/**
 * Request budgets: per partner key per hour, and per client (the signed-in user, or the address of an
 * anonymous visitor) per minute, which /graphql, /api and the pages the server renders spend.
 */
export function createRequestLimits(store: LimiterStore, config: Config, onStoreError: (error: unknown) => void) {
  const perClient = store.limiter({ keyPrefix: "requests:client", points: config.clientMinuteLimit, duration: 60 });
  const perKey = store.limiter({ keyPrefix: "requests:key", points: config.apiKeyHourlyLimit, duration: 3600 });
  // Images by address alone (no session lookup for a picture): everyone behind one carrier's or office's address
  // shares it, and a list page shows a logo per card, so it is ten times a client's.
  const perImageClient = store.limiter({ keyPrefix: "requests:image", points: 10 * config.clientMinuteLimit, duration: 60 });

  async function spend(limiter: typeof perClient, key: string): Promise<Budget> {
    const limit = limiter.points;
    try {
      const res = await limiter.consume(key);
      return { allowed: true, limit, remaining: res.remainingPoints, resetSeconds: Math.ceil(res.msBeforeNext / 1000) };
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) {
        return { allowed: false, limit, remaining: 0, resetSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
      }
      // A store that cannot be reached must not take the site down with it: the request goes through.
      onStoreError(outcome);
      return { allowed: true, limit, remaining: limit, resetSeconds: 0 };
    }
  }

  /** Adds `points` to what `key` has spent, refusing nothing: what a request turned out to cost past its first point. */
  async function charge(limiter: typeof perClient, key: string, points: number): Promise<void> {
    try {
      await limiter.penalty(key, points);
    } catch (error) {
      onStoreError(error);
    }
  }

  return {
    client: (key: string) => spend(perClient, key),
    /** What drawing a page cost past the point its request spent to be let in. */
    drawnPage: (key: string) => charge(perClient, key, drawnPageCost - 1),
    /** `network`: clientNetwork's unit of the asker's address. */
    image: (network: string) => spend(perImageClient, network),
    apiKey: (keyId: string) => spend(perKey, keyId),
  };
}

export function budgetHeaders(budget: Budget): Record<string, string> {
  const headers: Record<string, string> = {
    "RateLimit-Limit": String(budget.limit),
    "RateLimit-Remaining": String(budget.remaining),
    "RateLimit-Reset": String(budget.resetSeconds),
  };
  if (!budget.allowed) headers["Retry-After"] = String(budget.resetSeconds);
  return headers;
}

import { createHash } from "node:crypto";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { clientNetwork } from "./network.ts";
import type { Config } from "../config.ts";
import type { LimiterStore } from "./store.ts";

const minute = 60;
const hour = 60 * minute;

/** Who is trying to sign in: the account's e-mail, and either the client's address or a device the account trusts. */
export interface LoginAttempt {
  email: string;
  clientIp: string;
  /** The LoginDevice this browser proved it holds for this account, if any. */
  deviceId?: string;
}

/**
 * A login attempt that was let through. It stays counted unless the password
 * was right, even when the hasher was too busy to check it: giving points back
 * then would double the store's work just when the server is busiest.
 */
export interface LoginTicket {
  /** The password was right: this client's (or device's) misses are forgotten and the shared budgets get the point back. */
  succeeded(): Promise<void>;
}

/** Seconds to wait before trying again. */
export interface Refusal {
  retryAfterSeconds: number;
}

type Budget = [limiter: RateLimiterAbstract, key: string];

/** The counters of sign-ups per network (tests/support/server.ts makes room in it for fixtures). */

// Counters are keyed by a digest of the e-mail so the store (Redis or the
// database) keeps no list of the addresses people tried.
const emailKey = (email: string) => createHash("sha256").update(email).digest("base64url").slice(0, 22);

/** Spends one point from each budget in turn; the first one already spent refuses, and those after it are left untouched. */
async function spend(budgets: Budget[]): Promise<Refusal | undefined> {
  for (const [limiter, key] of budgets) {
    try {
      await limiter.consume(key);
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return { retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
      throw outcome;
    }
  }
  return undefined;
}

/**
 * Limits on signing in and signing up, counted in the shared store so every
 * process sees the same numbers. An attempt spends its points before any
 * password is hashed, so concurrent guesses cannot all pass one check.
 *
 * OWASP's device-cookie scheme picks the budgets a login spends: a browser
 * that signed in to the account before is counted only against itself, so
 * nobody else's guessing can lock the owner out there. Any other client spends
 * three: its own misses on this account (one guesser), its misses across
 * accounts (one password sprayed over many e-mails), and the account's misses
 * across clients (a guesser with many addresses).
 */
export function createAccountLimits(store: LimiterStore, { signUpHourlyLimit }: Pick<Config, "signUpHourlyLimit">) {
  // Someone who forgot their password gets 10 tries every 15 minutes, the usual lockout threshold.
  const perEmailAndClient = store.limiter({ keyPrefix: "login:email+client", points: 10, duration: 15 * minute });
  const perEmailAndDevice = store.limiter({ keyPrefix: "login:email+device", points: 10, duration: 15 * minute });
  // A household or office shares an address, yet its people miss far fewer than 20 passwords an hour; a spray stops there.
  const perClient = store.limiter({ keyPrefix: "login:client", points: 20, duration: hour });
  // Far above anyone's own misses: it bites only an attack spread over many addresses, and trusted devices skip it.
  const perEmail = store.limiter({ keyPrefix: "login:email", points: 100, duration: hour });
  // Every attempt costs a password hash, right or wrong, so every attempt counts here and none is given back:
  // repeating a correct password cannot take the hasher from everyone else. 30 in 5 minutes is far above anyone's sign-ins.
  const hashesPerClient = store.limiter({ keyPrefix: "login:hashes:client", points: 30, duration: 5 * minute });
  // Job fairs, school labs and mobile carriers' shared addresses (CGNAT) put many honest sign-ups behind one address: 30 by default.
  const signUpsPerClient = store.limiter({ keyPrefix: "register:client", points: signUpHourlyLimit, duration: hour });
  // Recovery e-mails: a client asking for many accounts' links is refused; one account gets at most 3 links an hour,
  // so nobody can flood someone's inbox with them.
  const resetsPerClient = store.limiter({ keyPrefix: "reset:client", points: 10, duration: hour });
  const resetsPerEmail = store.limiter({ keyPrefix: "reset:email", points: 3, duration: hour });

  /** The budget that is this client's (or device's) own on the account, and those it shares with everyone else. */
  function budgetsOf({ email, clientIp, deviceId }: LoginAttempt): { own: Budget; shared: Budget[] } {
    const account = emailKey(email);
    if (deviceId) return { own: [perEmailAndDevice, deviceId], shared: [] };
    const client = clientNetwork(clientIp);
    return {
      own: [perEmailAndClient, `${account}:${client}`],
      shared: [
        [perClient, client],
        [perEmail, account],
      ],
    };
  }

  return {
    /** Spends a login attempt, or says how long to wait. Throws when the store cannot be reached. */
    async login(attempt: LoginAttempt): Promise<LoginTicket | Refusal> {
      const { own, shared } = budgetsOf(attempt);
      const refusal = await spend([[hashesPerClient, clientNetwork(attempt.clientIp)], own, ...shared]);
      if (refusal) return refusal;
      return {
        async succeeded() {
          await Promise.all([own[0].delete(own[1]), ...shared.map(([limiter, key]) => limiter.reward(key))]);
        },
      };
    },

    /** Spends a sign-up from this client, or says how long to wait. Throws when the store cannot be reached. */
    signUp: (clientIp: string): Promise<Refusal | undefined> => spend([[signUpsPerClient, clientNetwork(clientIp)]]),

    /** Spends a password recovery request from this client, or says how long to wait. */
    passwordResetRequest: (clientIp: string): Promise<Refusal | undefined> => spend([[resetsPerClient, clientNetwork(clientIp)]]),

    /** Whether this e-mail may receive another recovery link now (counted whether or not it has an account). */
    passwordResetEmail: async (email: string): Promise<boolean> => !(await spend([[resetsPerEmail, emailKey(email)]])),
  };
}

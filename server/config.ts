import { productionHashCost } from "./auth/password.ts";
import { availableParallelism } from "node:os";
import path from "node:path";
import { brandDomain } from "../shared/brandDomain.ts";

export interface Config {
  port: number;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** PostgreSQL connections each server process may hold. */
  databasePoolSize: number;
  /** PostgreSQL cancels a statement running longer than this (milliseconds). */
  statementTimeoutMs: number;
  /** Requests one process handles at once; the rest wait in arrival order (server/http/admission.ts). */
  concurrentRequests: number;
  /** How long a request may wait for its turn before it is told to come back (503). */
  admissionWaitMs: number;
  /** Directory where PGlite keeps its files (`memory://` keeps them in memory). */
  dataDir: string;
  /** Product name shown in welcome toasts and page titles. */
  brand: string;
  production: boolean;
  /** Serve cookies with `Secure` even when the request arrived over plain HTTP (behind a TLS proxy). */
  secureCookies: boolean;
  sessionDays: number;
  webDist: string;
  /** Postal-code providers, tried in order (tests point them at a local fake). */
  viaCepUrl: string;
  brasilApiUrl: string;
  cepTimeoutMs: number;
  /** The address people reach us at: canonical, og and JSON-LD URLs, and the origin writes must come from. */
  publicUrl: string;
  /** Take the client address from X-Forwarded-For (set by the proxy in front of us). */
  trustProxy: boolean;
  /** Prefix of the keys this app keeps in Redis (several apps may share one Redis). */
  redisPrefix: string;
  /** Processes `npm run start:cluster` starts. */
  workers: number;
  /** Cache answers to visitors and partners (RESPONSE_CACHE=off turns it off). */
  responseCache: boolean;
  /** Redis for limits shared by processes; PostgreSQL (the app's database) when absent. */
  redisUrl: string | undefined;
  /** log2 of scrypt's N for new password hashes; production refuses less than the OWASP cost. */
  passwordHashCost: number;
  /** The web app's persisted GraphQL operations (written by relay-compiler). */
  persistedOperationsFile: string;
  /** URLs in one sitemap file: the protocol's limit, lower in tests; past them /sitemap.xml is an index. */
  sitemapUrlsPerFile: number;
  /** Jobs read per statement while /feeds/vagas.xml streams: lower in tests. */
  jobFeedPageSize: number;
  /** Requests a partner key may make per hour. */
  apiKeyHourlyLimit: number;
  /** Requests one anonymous client address may make to /graphql and /api per minute. */
  clientMinuteLimit: number;
  /** Sign-ups one client network may make per hour. */
  signUpHourlyLimit: number;
  /** SMTP server e-mails go through (smtp:// or smtps://); without it they are kept in the database and logged. */
  smtpUrl: string | undefined;
  /** The From of every e-mail. */
  mailFrom: string;
  /** How long in-flight requests may take to finish after SIGTERM. */
  shutdownTimeoutMs: number;
  /** How long a starting process waits for its limits' Redis before it takes connections all the same. */
  limitsWaitMs: number;
  logLevel: string;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

function urlFrom(value: string, name: string): string {
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error();
    return url.origin + url.pathname.replace(/\/+$/, "");
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
}

function smtpUrlFrom(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^smtps?:\/\/[^\s]+$/.test(value)) throw new Error("SMTP_URL must be an smtp:// or smtps:// URL");
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error("DATABASE_URL must be a postgresql:// connection string");
  }
  const production = env.NODE_ENV === "production";
  const port = intFrom(env.PORT, 3000, "PORT");
  const databasePoolSize = intFrom(env.DATABASE_POOL_SIZE, 10, "DATABASE_POOL_SIZE");
  const passwordHashCost = intFrom(env.PASSWORD_HASH_COST, productionHashCost, "PASSWORD_HASH_COST");
  if (production && passwordHashCost < productionHashCost) {
    throw new Error(`PASSWORD_HASH_COST must be at least ${productionHashCost} in production, got ${passwordHashCost}`);
  }
  if (passwordHashCost > 20) throw new Error(`PASSWORD_HASH_COST must be at most 20, got ${passwordHashCost}`);
  return {
    port,
    databaseUrl,
    databasePoolSize,
    statementTimeoutMs: intFrom(env.DATABASE_STATEMENT_TIMEOUT_MS, 5_000, "DATABASE_STATEMENT_TIMEOUT_MS"),
    // As many as the pool's connections: each admitted request waits, at every round trip, for the others' work
    // in turn, so twice as many made screens of several statements slower (load test p99 -16 to -17% at the pool's size).
    concurrentRequests: intFrom(env.CONCURRENT_REQUESTS, databasePoolSize, "CONCURRENT_REQUESTS"),
    // Ten seconds in line is already long for a person; past it the client is told to come back.
    admissionWaitMs: 10_000,
    dataDir: env.DATA_DIR || path.resolve("data"),
    brand: env.BRAND || "Encaixe",
    production,
    secureCookies: env.SECURE_COOKIES === "true",
    sessionDays: intFrom(env.SESSION_DAYS, 30, "SESSION_DAYS"),
    webDist: env.WEB_DIST || path.resolve("dist/web"),
    viaCepUrl: env.VIACEP_URL || "https://viacep.com.br",
    brasilApiUrl: env.BRASILAPI_URL || "https://brasilapi.com.br",
    cepTimeoutMs: intFrom(env.CEP_TIMEOUT_MS, 3_000, "CEP_TIMEOUT_MS"),
    publicUrl: urlFrom(env.PUBLIC_URL || `http://localhost:${port}`, "PUBLIC_URL"),
    trustProxy: env.TRUST_PROXY === "true",
    redisUrl: env.REDIS_URL || undefined,
    responseCache: env.RESPONSE_CACHE !== "off",
    workers: intFrom(env.WORKERS, availableParallelism(), "WORKERS"),
    redisPrefix: env.REDIS_PREFIX ?? "encaixe:",
    passwordHashCost,
    persistedOperationsFile: env.PERSISTED_OPERATIONS || path.resolve("dist/persisted-operations.json"),
    sitemapUrlsPerFile: 50_000,
    jobFeedPageSize: 500,
    apiKeyHourlyLimit: intFrom(env.API_KEY_HOURLY_LIMIT, 5_000, "API_KEY_HOURLY_LIMIT"),
    clientMinuteLimit: intFrom(env.CLIENT_MINUTE_LIMIT, 600, "CLIENT_MINUTE_LIMIT"),
    signUpHourlyLimit: intFrom(env.SIGNUP_HOURLY_LIMIT, 30, "SIGNUP_HOURLY_LIMIT"),
    smtpUrl: smtpUrlFrom(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || `${env.BRAND || "Encaixe"} <nao-responda@${brandDomain(env.BRAND || "Encaixe")}>`,
    shutdownTimeoutMs: intFrom(env.SHUTDOWN_TIMEOUT_MS, 10_000, "SHUTDOWN_TIMEOUT_MS"),
    limitsWaitMs: intFrom(env.LIMITS_WAIT_MS, 10_000, "LIMITS_WAIT_MS"),
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === "test" ? "silent" : "info"),
  };
}

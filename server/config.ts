import path from "node:path";

export interface Config {
  port: number;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | undefined;
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
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error("DATABASE_URL must be a postgresql:// connection string");
  }
  return {
    port: intFrom(env.PORT, 3000, "PORT"),
    databaseUrl,
    dataDir: env.DATA_DIR || path.resolve("data"),
    brand: env.BRAND || "Encaixe",
    production: env.NODE_ENV === "production",
    secureCookies: env.SECURE_COOKIES === "true",
    sessionDays: intFrom(env.SESSION_DAYS, 30, "SESSION_DAYS"),
    webDist: env.WEB_DIST || path.resolve("dist/web"),
    viaCepUrl: env.VIACEP_URL || "https://viacep.com.br",
    brasilApiUrl: env.BRASILAPI_URL || "https://brasilapi.com.br",
    cepTimeoutMs: intFrom(env.CEP_TIMEOUT_MS, 3_000, "CEP_TIMEOUT_MS"),
  };
}

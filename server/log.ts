import { pino, type Logger } from "pino";

export type { Logger };

/** Structured JSON lines; secrets that may travel in headers or bodies never reach them. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "encaixe" },
    redact: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"],
  });
}

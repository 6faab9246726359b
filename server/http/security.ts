import { createHash } from "node:crypto";
import { earlyInputScript } from "../../web/earlyInput.ts";
import type { Config } from "../config.ts";
import type { Request, Response } from "./fetchApi.ts";

// styled-components writes its rules into <style> tags at run time, hence
// 'unsafe-inline' for styles only; scripts come from our own files, and the one
// inline script a server-rendered page carries is allowed by its hash alone.
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'sha256-${createHash("sha256").update(earlyInputScript).digest("base64")}'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** Headers every response carries; the CSP goes on pages (GraphiQL, in development, has inline scripts of its own). */
export function addSecurityHeaders(response: Response, request: Request, config: Config, { page }: { page: boolean }): Response {
  const headers = response.headers;
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  if (page) headers.set("Content-Security-Policy", contentSecurityPolicy);
  if (servedOverHttps(request, config)) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  return response;
}

/** The browser sees HTTPS: directly, through our own proxy, or at the public address in production. */
export function servedOverHttps(request: Request, config: Config): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  if (config.trustProxy && request.headers.get("x-forwarded-proto") === "https") return true;
  return config.production && config.publicUrl.startsWith("https:");
}

import type { Request } from "../http/fetchApi.ts";
export const sessionCookieName = "encaixe_session";
/** Marks a browser that has signed in to an account before (see devices.ts). */
export const deviceCookieName = "encaixe_device";

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return safeDecode(part.slice(index + 1).trim());
  }
  return undefined;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  secure: boolean;
}

export const serializeSessionCookie = (value: string, options: CookieOptions) => serializeCookie(sessionCookieName, value, options);

export const serializeDeviceCookie = (value: string, options: CookieOptions) => serializeCookie(deviceCookieName, value, options);

// HttpOnly: scripts never need either cookie. SameSite=Lax: other sites' forms do not send them.
function serializeCookie(name: string, value: string, { maxAgeSeconds, secure }: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeSeconds}`];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** A cookie we cannot decode was not written by us: it counts as no cookie. */
function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

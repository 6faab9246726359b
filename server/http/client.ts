import type { IncomingMessage } from "node:http";

/** What @whatwg-node/server hands the fetch handler beside the Request when it runs in node:http. */
export interface NodeServerContext {
  req?: IncomingMessage;
}

/**
 * The client's address. X-Forwarded-For is anyone's to write, so it is read
 * only when TRUST_PROXY says a proxy of ours sets it; then its last entry is
 * the address that proxy saw.
 */
export function clientAddress(request: Request, server: NodeServerContext | undefined, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers.get("x-forwarded-for")?.split(",").map((part) => part.trim()).filter(Boolean);
    const last = forwarded?.at(-1);
    if (last && last.length <= 64) return last;
  }
  return server?.req?.socket.remoteAddress ?? "unknown";
}

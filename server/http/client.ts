import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import type { Request } from "./fetchApi.ts";

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
    const last = request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
    const address = last ? bareAddress(last) : undefined;
    if (address) return address;
  }
  return server?.req?.socket.remoteAddress ?? "unknown";
}

/** An address as proxies write it (`[2001:db8::1]:443`, `1.2.3.4:5678`) without brackets or port; undefined when it is none. */
function bareAddress(entry: string): string | undefined {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  const address = bracketed?.[1] ?? withPort?.[1] ?? entry;
  return isIP(address) ? address : undefined;
}

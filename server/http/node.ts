import type { IncomingMessage, ServerResponse } from "node:http";
import { createServerAdapter } from "@whatwg-node/server";
import type { App } from "../app.ts";

// A host name or IPv4 address, or a bracketed IPv6 address, with an optional port.
const validHost = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The node:http listener in front of the app. A Host header that is not a
 * host name, or a target that is not a path, is answered here: the adapter
 * would fail building the request's URL and answer with a stack trace.
 */
export function createNodeListener(app: App): (req: IncomingMessage, res: ServerResponse) => void {
  const adapter = createServerAdapter<{ req: IncomingMessage }>((request, server) => app(request, server));
  return (req, res) => {
    const host = req.headers.host ?? "";
    const target = req.url ?? "";
    if (!validHost.test(host) || !target.startsWith("/") || target.startsWith("//") || !parses(`http://${host}${target}`)) {
      const body = JSON.stringify({ message: "Requisição inválida" });
      res.writeHead(400, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(body) });
      res.end(body);
      return;
    }
    void adapter(req, res);
  };
}

/** The adapter builds the request's URL from these; what the URL parser refuses (a port past 65535, `1.2.3.999`) must stop here. */
function parses(url: string): boolean {
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

import { connect, createServer, type Socket } from "node:net";

/**
 * Stands between a server and Redis, so that a test can cut Redis off (every connection closed, new ones closed
 * at once, as a Redis that went down) and bring it back.
 */
export async function redisProxy(target: URL) {
  const open = new Set<Socket>();
  let cut = false;
  const server = createServer((client) => {
    client.on("error", () => {});
    if (cut) return void client.destroy();
    const upstream = connect(Number(target.port || 6379), target.hostname);
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    open.add(client);
    client.on("close", () => open.delete(client));
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  // The target's user, password and database, through the proxy.
  const url = new URL(target);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return {
    url: url.toString(),
    cut() {
      cut = true;
      for (const client of open) client.destroy();
    },
    restore() {
      cut = false;
    },
    close: () => {
      for (const client of open) client.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

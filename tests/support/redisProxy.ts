import { connect, createServer, type Socket } from "node:net";

/** What the proxy does with a connection: lets it through, keeps it waiting (a Redis slow to answer), or closes it (a Redis gone). */
type Mode = "pass" | "hold" | "cut";

/**
 * Stands between a server and Redis, so that a test can hold Redis back, cut it off (every connection
 * closed, new ones closed at once) and bring it back.
 */
export async function redisProxy(target: URL, { mode: initial = "pass" }: { mode?: Mode } = {}) {
  let mode = initial;
  const open = new Set<Socket>();
  const held: Socket[] = [];
  let connected = () => {};
  const firstConnection = new Promise<void>((resolve) => (connected = resolve));
  const pipe = (client: Socket) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    open.add(client);
    client.on("close", () => open.delete(client));
    client.pipe(upstream).pipe(client);
  };
  const server = createServer((client) => {
    client.on("error", () => {});
    connected();
    if (mode === "cut") client.destroy();
    else if (mode === "hold") held.push(client.pause());
    else pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  // The target's user, password and database, through the proxy.
  const url = new URL(target);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  const destroyAll = () => {
    for (const client of [...open, ...held.splice(0)]) client.destroy();
  };
  return {
    url: url.toString(),
    /** Settles when the server first connects, held or not. */
    firstConnection,
    cut() {
      mode = "cut";
      destroyAll();
    },
    /** Lets connections through again, the held ones first. */
    restore() {
      mode = "pass";
      for (const client of held.splice(0)) if (!client.destroyed) pipe(client);
    },
    close: () => {
      destroyAll();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

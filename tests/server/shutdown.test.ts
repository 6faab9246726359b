import { Agent, request as httpRequest, type ClientRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "../support/serverProcess.ts";

// The real process, as a deploy stops it: SIGTERM while requests are in the middle of arriving.

let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess();
  await server.ready();
}, 90_000);

afterAll(async () => {
  agent.destroy();
  await server?.kill();
});

// Connections the server has accepted: each first carries a whole request, then keeps alive for the next.
const agent = new Agent({ keepAlive: true, maxSockets: 50 });

/** A search whose body arrives in two parts, so it is surely in flight when the signal comes. */
function halfSentSearch(): { request: ClientRequest; finish(): void; answer: Promise<number> } {
  const body = JSON.stringify({ query: "{ vagas(first: 5) { totalCount } }" });
  const request = httpRequest({
    agent,
    host: "127.0.0.1",
    port: server.port,
    path: "/graphql",
    method: "POST",
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
  });
  const answer = new Promise<number>((resolve) => {
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", () => resolve(0));
  });
  request.write(body.slice(0, 10));
  return { request, finish: () => request.end(body.slice(10)), answer };
}

describe("graceful shutdown", () => {
  it("finishes 50 requests in flight after SIGTERM, then exits cleanly", async () => {
    // A socket still in the kernel's queue when the server stops listening is lost whatever the server does
    // (a load balancer stops sending before SIGTERM): the 50 connections are accepted ones.
    await Promise.all(
      Array.from({ length: 50 }, () => new Promise((resolve) => httpRequest({ agent, host: "127.0.0.1", port: server.port, path: "/healthz" }, (res) => res.resume().on("end", resolve)).end())),
    );
    const inFlight = Array.from({ length: 50 }, halfSentSearch);
    // Time for the server to read the halves it was sent, even on a busy machine.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const exited = new Promise<number | null>((resolve) => server.child.once("exit", resolve));
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const { finish } of inFlight) finish();
    const statuses = await Promise.all(inFlight.map(({ answer }) => answer));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(await exited).toBe(0);
    const refused = await fetch(`http://127.0.0.1:${server.port}/healthz`).then(() => "answered", () => "refused");
    expect(refused).toBe("refused");
  }, 60_000);
});

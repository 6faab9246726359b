import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmission, NotAdmitted } from "../../server/http/admission.ts";
import { Client } from "../support/client.ts";
import { startFakeCep } from "../support/fakeCep.ts";
import { registerCandidate } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

const never = new AbortController().signal;

/** A piece of work that runs until `finish` is called, noting when it started. */
function held(started: number[], index: number) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const work = () => {
    started.push(index);
    return done;
  };
  return { work, finish: () => finish() };
}

describe("the line", () => {
  it("handles at most its limit at once, and the rest in the order they came, whichever finishes first", async () => {
    const admission = createAdmission({ limit: 2, maxWaitMs: 5_000, maxWaiting: 10 });
    const started: number[] = [];
    const works = [0, 1, 2, 3, 4].map((i) => held(started, i));
    const runs = works.map((w) => admission.admit(never, w.work));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(admission.counts()).toEqual({ active: 2, waiting: 3 });
    works[1]!.finish();
    await runs[1];
    expect(started).toEqual([0, 1, 2]);
    works[2]!.finish();
    works[0]!.finish();
    await Promise.all([runs[0], runs[2]]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    works[3]!.finish();
    works[4]!.finish();
    await Promise.all(runs);
    expect(admission.counts()).toEqual({ active: 0, waiting: 0 });
  });

  it("lets a request go after its wait, or when its client hangs up, and its turn goes to the next", async () => {
    const admission = createAdmission({ limit: 1, maxWaitMs: 100, maxWaiting: 2 });
    const started: number[] = [];
    const first = held(started, 0);
    const running = admission.admit(never, first.work);
    const late = admission.admit(never, async () => started.push(1));
    const client = new AbortController();
    const gone = admission.admit(client.signal, async () => started.push(2));
    // Two already wait: the next is turned away at once.
    await expect(admission.admit(never, async () => started.push(4))).rejects.toEqual(new NotAdmitted("full"));
    client.abort();
    await expect(gone).rejects.toEqual(new NotAdmitted("aborted"));
    await expect(late).rejects.toEqual(new NotAdmitted("timeout"));
    const next = admission.admit(never, async () => started.push(3));
    first.finish();
    await Promise.all([running, next]);
    expect(started).toEqual([0, 3]);
    // A failed piece of work passes its turn on too.
    await expect(admission.admit(never, () => Promise.reject(new Error("falhou")))).rejects.toThrow("falhou");
    expect(admission.counts()).toEqual({ active: 0, waiting: 0 });
  });
});

describe("a server with one turn", () => {
  let server: TestServer;
  let cep: Awaited<ReturnType<typeof startFakeCep>>;
  let candidate: Client;
  let webDist: string;

  beforeAll(async () => {
    cep = await startFakeCep();
    // ViaCEP hangs until the lookup gives up on it, and BrasilAPI fails: a CEP lookup holds the one turn that long.
    cep.state.viaCepDown = "hang";
    cep.state.brasilApiDown = true;
    // A web build of its own: without one, pages answer that the app is not built, before any turn.
    webDist = await mkdtemp(path.join(tmpdir(), "encaixe-web-"));
    await writeFile(path.join(webDist, "index.html"), `<!doctype html><html><head><title>__BRAND__</title></head><body><div id="root"></div></body></html>`);
    server = await startTestServer({ webDist, concurrentRequests: 1, admissionWaitMs: 400, viaCepUrl: cep.viaCepUrl, brasilApiUrl: cep.brasilApiUrl, cepTimeoutMs: 1_500 });
    candidate = (await registerCandidate(server.url)).client;
  });
  afterAll(async () => {
    await server?.close();
    await cep?.close();
  });

  /** Starts a lookup of a CEP not asked before (answers are cached); resolves once it holds the turn, with the lookup's answer to come. */
  async function holdTheTurn(cepDigits: string) {
    const calls = cep.state.viaCepCalls;
    const lookup = candidate.graphql(`{ cep(cep: "${cepDigits}") { __typename } }`);
    while (cep.state.viaCepCalls === calls) await new Promise((resolve) => setTimeout(resolve, 10));
    // Wrapped: an async function returning the promise itself would wait for it.
    return { lookup };
  }

  it("tells a request that waited too long to come back, in Portuguese: JSON to the API, a page to people; probes never wait", async () => {
    const { lookup } = await holdTheTurn("01310100");
    const started = performance.now();
    const [api, graphql, page, image, health] = await Promise.all([
      new Client(server.url).get("/api/vagas"),
      new Client(server.url).graphql("{ vagas(first: 1) { totalCount } }"),
      fetch(`${server.url}/jobs`, { headers: { accept: "text/html" } }),
      fetch(`${server.url}/images/nenhuma`),
      fetch(`${server.url}/healthz`).then((response) => ({ status: response.status, ms: performance.now() - started })),
    ]);
    // Before any check, so that a failing one leaves the turn free for the next test.
    const lookedUp = await lookup;
    expect(health).toMatchObject({ status: 200 });
    expect(health.ms).toBeLessThan(400);
    const message = "Estamos com muito movimento agora. Tente novamente em alguns segundos.";
    expect(api.status).toBe(503);
    expect(api.body).toEqual({ message });
    expect(api.headers.get("retry-after")).toBe("5");
    expect(graphql).toEqual({ message });
    expect(page.status).toBe(503);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toContain(message);
    // An image is read from the database too: it waits its turn like the rest.
    expect(image.status).toBe(503);
    expect(lookedUp.errors).toBeUndefined();
    // The turn is free again.
    expect((await new Client(server.url).get("/api/vagas")).status).toBe(200);
  });

  it("answers a page past its budget at once, holding no place in the line", async () => {
    const strict = await startTestServer(
      { webDist, concurrentRequests: 1, admissionWaitMs: 2_000, clientMinuteLimit: 1, trustProxy: true, viaCepUrl: cep.viaCepUrl, brasilApiUrl: cep.brasilApiUrl, cepTimeoutMs: 1_500 },
      { database: server.database },
    );
    try {
      const page = (n: number) => fetch(`${strict.url}/jobs?pagina=${n}`, { headers: { "x-forwarded-for": "203.0.113.60" } });
      expect((await page(1)).status).toBe(200);
      // Budgets live in the shared database: a new person has spent none of theirs.
      const holder = new Client(strict.url);
      holder.cookie = (await registerCandidate(server.url)).client.cookie;
      const calls = cep.state.viaCepCalls;
      const lookup = holder.graphql(`{ cep(cep: "22041001") { __typename } }`);
      for (let i = 0; cep.state.viaCepCalls === calls && i < 200; i++) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(cep.state.viaCepCalls).toBeGreaterThan(calls);
      const started = performance.now();
      const refused = await page(2);
      const waited = performance.now() - started;
      await lookup;
      expect(refused.status).toBe(429);
      expect(waited).toBeLessThan(1_000);
    } finally {
      await strict.close();
    }
  });

  it("lets an open live stream of notices hold no turn", async () => {
    const query = "subscription { notificacoes { naoLidas } }";
    const stream = new AbortController();
    const response = await fetch(`${server.url}/graphql?query=${encodeURIComponent(query)}`, {
      headers: { accept: "text/event-stream", cookie: candidate.cookie ?? "" },
      signal: stream.signal,
    });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    try {
      expect((await new Client(server.url).get("/api/vagas")).status).toBe(200);
    } finally {
      stream.abort();
    }
  });

  it("lets no client sending its body slowly hold a turn", async () => {
    const { lookup } = await holdTheTurn("20040020");
    // A sign-in whose body is still arriving waits outside the line: the search behind it does not wait for it.
    const body = new TransformStream<Uint8Array, Uint8Array>();
    const writer = body.writable.getWriter();
    const slowLogin = fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: body.readable,
      duplex: "half",
    } as RequestInit);
await writer.write(new TextEncoder().encode('{"email":'));
await lookup;
expect((await new Client(server.url).get("/api/vagas")).status).toBe(200);
await writer.write(new TextEncoder().encode('"ninguem@exemplo.com.br","password":"errada123"}'));
    await writer.close();
    expect((await slowLogin).status).toBe(401);
  });
});

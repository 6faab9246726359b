import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createRestRouter } from "../../server/rest/index.ts";
import { startFakeCep } from "../support/fakeCep.ts";
import { Accounts } from "../support/fuzz/accounts.ts";
import { Exchanges } from "../support/fuzz/exchange.ts";
import { endsSession, mutationExchange, mutationFields } from "../support/fuzz/graphqlMutations.ts";
import { pathRoutes, searchRoutes } from "../support/fuzz/pathsAndQueries.ts";
import { bodyRoutes, bodyRoutesNotFuzzed, imageRoutes } from "../support/fuzz/restRoutes.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// Generated input against every REST body, path id, search query and GraphQL
// mutation: whatever arrives, the answer is never a 5xx nor a stack trace, and
// a refused request leaves every row as it was. Requests go one at a time so a
// database fingerprint taken around each one belongs to that request alone.
// A failure prints fast-check's seed; FUZZ_SEED=<seed> replays the same inputs
// (the ids they point at are the fresh database's, so they differ run to run).

const seed = Number(process.env.FUZZ_SEED ?? 20261122);
const runs = { restBodies: 1_000, images: 150, pathsAndQueries: 450, mutations: 850 };

let server: TestServer;
let fakeCep: Awaited<ReturnType<typeof startFakeCep>>;
let fuzz: Exchanges;

beforeAll(async () => {
  fakeCep = await startFakeCep();
  server = await startTestServer({ clientMinuteLimit: 1_000_000, trustProxy: true, viaCepUrl: fakeCep.viaCepUrl, brasilApiUrl: fakeCep.brasilApiUrl, cepTimeoutMs: 500 });
  fuzz = await Exchanges.start(server, await Accounts.signUp(server.url));
}, 120_000);

afterAll(async () => {
  await server?.close();
  await fakeCep?.close();
});

// A property that failed stops mid-request: the next one takes its own fingerprint.
beforeEach(() => {
  fuzz?.forgetFingerprint();
});

const options = (numRuns: number) => ({ numRuns, seed, endOnFailure: true });

describe("fuzzing every input", () => {
  it("has a generator for every REST route that takes a body", () => {
    const table = (createRestRouter() as unknown as { routes: { method: string; pattern: RegExp }[] }).routes;
    const uncovered = table
      .filter((r) => r.method === "POST" || r.method === "PUT")
      .filter((r) => ![...bodyRoutes, ...imageRoutes].some((b) => b.method === r.method && r.pattern.test(b.example)))
      .filter((r) => ![...bodyRoutesNotFuzzed.keys()].some((path) => r.pattern.test(path)))
      .map((r) => `${r.method} ${r.pattern.source}`);
    expect(uncovered).toEqual([]);
  });

  it("answers generated REST bodies, as every role, without a 5xx and without changing rows when it refuses", async () => {
    await fc.assert(fc.asyncProperty(fc.oneof(...bodyRoutes.map((r) => r.exchange)), fuzz.send), options(runs.restBodies));
  }, 240_000);

  it("answers generated photos and logos, in the profile and uploaded, without a 5xx and without changing rows when it refuses", async () => {
    await fc.assert(fc.asyncProperty(fc.oneof(...imageRoutes.map((r) => r.exchange)), fuzz.send), options(runs.images));
  }, 240_000);

  it("answers generated path ids and search queries without a 5xx, and a GET changes nothing", async () => {
    await fc.assert(fc.asyncProperty(fc.oneof(...pathRoutes, ...searchRoutes), fuzz.send), options(runs.pathsAndQueries));
  }, 240_000);

  it("answers generated variables for every GraphQL mutation without an internal error, and a refused mutation changes nothing", async () => {
    const fuzzed = mutationFields.filter((field) => !endsSession(field.name));
    expect(fuzzed.length).toBeGreaterThan(20);
    await fc.assert(fc.asyncProperty(fc.oneof(...fuzzed.map(mutationExchange)), fuzz.send), options(runs.mutations));
  }, 240_000);
});

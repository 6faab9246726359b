import { request as httpRequest } from "node:http";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preferredEncoding } from "../../server/http/compression.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
const script = `console.log(${JSON.stringify("Encaixe ".repeat(400))});\n`;

beforeAll(async () => {
  const webDist = await mkdtemp(path.join(tmpdir(), "encaixe-web-"));
  await mkdir(path.join(webDist, "assets"));
  await writeFile(path.join(webDist, "index.html"), `<!doctype html><html><head><title>x</title></head><body>${"<p>vaga</p>".repeat(300)}</body></html>`);
  await writeFile(path.join(webDist, "assets", "index-abc123.js"), script);
  // What the build writes beside each asset; marked so the test knows which copy it got.
  await writeFile(path.join(webDist, "assets", "index-abc123.js.br"), brotliCompressSync(`${script}//br`));
  await writeFile(path.join(webDist, "assets", "index-abc123.js.gz"), gzipSync(`${script}//gz`));
  await writeFile(path.join(webDist, "assets", "plain-abc123.js"), script);
  server = await startTestServer({ webDist });
});

afterAll(() => server.close());

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** node:http, not fetch: fetch decodes bodies itself and hides what travelled. */
function raw(pathname: string, headers: Record<string, string> = {}, body?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${server.url}${pathname}`, { method: body ? "POST" : "GET", headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

describe("static assets", () => {
  it("serves the copy compressed at build time that the browser accepts, brotli first", async () => {
    const br = await raw("/assets/index-abc123.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(brotliDecompressSync(br.body).toString()).toBe(`${script}//br`);

    const gz = await raw("/assets/index-abc123.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(`${script}//gz`);

    const refused = await raw("/assets/index-abc123.js", { "accept-encoding": "br;q=0, gzip;q=0.5" });
    expect(refused.headers["content-encoding"]).toBe("gzip");

    const identity = await raw("/assets/index-abc123.js");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.toString()).toBe(script);
  });

  it("marks fingerprinted assets immutable for a year", async () => {
    const response = await raw("/assets/index-abc123.js", { "accept-encoding": "br" });
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(response.headers["content-length"])).toBe(response.body.byteLength);
  });

  it("compresses an asset the build left uncompressed when it is sent", async () => {
    const response = await raw("/assets/plain-abc123.js", { "accept-encoding": "gzip" });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.body).toString()).toBe(script);
  });
});

describe("answers made per request", () => {
  it("compresses pages", async () => {
    const page = await raw("/jobs", { "accept-encoding": "br" });
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers.vary).toContain("Accept-Encoding");
    expect(brotliDecompressSync(page.body).toString()).toContain("<p>vaga</p>");
  });

  it("compresses a large GraphQL answer and leaves a small one alone", async () => {
    const query = JSON.stringify({ query: `{ __schema { types { name description } } }` });
    const headers = { "content-type": "application/json", "accept-encoding": "gzip" };
    const large = await raw("/graphql", headers, query);
    expect(large.headers["content-encoding"]).toBe("gzip");
    const decoded = JSON.parse(gunzipSync(large.body).toString()) as { data: { __schema: { types: unknown[] } } };
    expect(decoded.data.__schema.types.length).toBeGreaterThan(20);
    expect(large.body.byteLength).toBeLessThan(gunzipSync(large.body).byteLength / 3);

    const small = await raw("/graphql", headers, JSON.stringify({ query: "{ __typename }" }));
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ data: { __typename: "Query" } });
  });

  it("gives each client the encoding it asked for when the same answer is asked again and again", async () => {
    const query = JSON.stringify({ query: `{ __schema { types { name description } } }` });
    const ask = (encoding: string) => raw("/graphql", { "content-type": "application/json", "accept-encoding": encoding }, query);
    const answers = [await ask("br"), await ask("gzip"), await ask("br"), await ask("gzip")];
    expect(answers.map((answer) => answer.headers["content-encoding"])).toEqual(["br", "gzip", "br", "gzip"]);
    const decoded = answers.map((answer) => (answer.headers["content-encoding"] === "br" ? brotliDecompressSync(answer.body) : gunzipSync(answer.body)).toString());
    expect(new Set(decoded).size).toBe(1);
    expect(answers[2]!.body.equals(answers[0]!.body)).toBe(true);
  });

  it("sends brotli to a browser without a session, whose answers are kept, and gzip with one", async () => {
    const query = JSON.stringify({ query: `{ __schema { types { name description } } }` });
    const browser = { "content-type": "application/json", "accept-encoding": "gzip, deflate, br, zstd" };
    const visitor = await raw("/graphql", browser, query);
    const signedIn = await raw("/graphql", { ...browser, cookie: "encaixe_session=xyz" }, query);
    expect([visitor.headers["content-encoding"], signedIn.headers["content-encoding"]]).toEqual(["br", "gzip"]);
    expect(gunzipSync(signedIn.body).equals(brotliDecompressSync(visitor.body))).toBe(true);
    // A client that weighs brotli higher gets it, kept or not.
    const weighed = await raw("/graphql", { ...browser, cookie: "encaixe_session=xyz", "accept-encoding": "gzip;q=0.5, br" }, query);
    expect(weighed.headers["content-encoding"]).toBe("br");
  });

  it("compresses an answer over 64 KB whole, in either encoding, with or without a session", async () => {
    const query = JSON.stringify({ query: `{ __schema { types { name description enumValues { name description } fields { name description args { name description } } } } }` });
    const plain = await raw("/graphql", { "content-type": "application/json" }, query);
    expect(plain.body.byteLength).toBeGreaterThan(64 * 1024);
    const sessions: Record<string, string>[] = [{}, { cookie: "encaixe_session=xyz" }];
    for (const cookie of sessions) {
      for (const encoding of ["br", "gzip"]) {
        const answer = await raw("/graphql", { "content-type": "application/json", "accept-encoding": encoding, ...cookie }, query);
        expect(answer.headers["content-encoding"]).toBe(encoding);
        expect(Number(answer.headers["content-length"])).toBe(answer.body.byteLength);
        expect((encoding === "br" ? brotliDecompressSync(answer.body) : gunzipSync(answer.body)).equals(plain.body)).toBe(true);
      }
    }
  });

  it("sends identity to a client that accepts no encoding", async () => {
    const page = await raw("/jobs");
    expect(page.headers["content-encoding"]).toBeUndefined();
    expect(page.body.toString()).toContain("<p>vaga</p>");
  });
});

describe("preferredEncoding", () => {
  it.each([
    [null, null],
    ["", null],
    ["identity", null],
    ["gzip", "gzip"],
    ["gzip, br", "br"],
    ["br;q=0.1, gzip;q=0.9", "gzip"],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
    ["BR", "br"],
    ["br;q=0", null],
  ])("%j → %j", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

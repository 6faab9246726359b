import * as zlib from "node:zlib";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { compressResponse } from "../../server/http/compression.ts";

// The compressed bytes of answers that repeat for people without a session are kept (server/http/compression.ts):
// what is counted here is how often the server compresses, which the answers themselves cannot show.

vi.mock("node:zlib", { spy: true });

const answer = (text: string) => new Response(text, { headers: { "content-type": "application/json" } });
const asked = (encoding = "br") => new Request("http://localhost/graphql", { method: "POST", headers: { "accept-encoding": encoding } });
const body = (marker: string) => JSON.stringify({ data: { vagas: Array.from({ length: 60 }, (_, i) => ({ id: `${marker}-${i}`, titulo: "Vendedor" })) } });

async function bytesOf(response: Response) {
  return new Uint8Array(await response.arrayBuffer());
}

beforeEach(() => {
  vi.mocked(zlib.brotliCompressSync).mockClear();
});

describe("kept compressed answers", () => {
  it("compresses an answer that repeats twice, then serves its kept bytes", async () => {
    const text = body("repete");
    const sent = [];
    for (let i = 0; i < 5; i++) sent.push(await bytesOf(await compressResponse(asked(), answer(text), { shared: true })));
    expect(zlib.brotliCompressSync).toHaveBeenCalledTimes(2);
    for (const bytes of sent) expect(zlib.brotliDecompressSync(bytes).toString()).toBe(text);
  });

  it("keeps nothing of an answer made once, nor of one made for a person", async () => {
    await compressResponse(asked(), answer(body("uma vez")), { shared: true });
    const personal = body("pessoal");
    for (let i = 0; i < 3; i++) await compressResponse(asked(), answer(personal), { shared: false });
    expect(zlib.brotliCompressSync).toHaveBeenCalledTimes(4);
  });

  it("keeps each encoding apart", async () => {
    const text = body("codificações");
    for (let i = 0; i < 3; i++) {
      const br = await compressResponse(asked("br"), answer(text), { shared: true });
      const gzip = await compressResponse(asked("gzip"), answer(text), { shared: true });
      expect([br.headers.get("content-encoding"), gzip.headers.get("content-encoding")]).toEqual(["br", "gzip"]);
      expect(zlib.gunzipSync(await bytesOf(gzip)).toString()).toBe(text);
      expect(zlib.brotliDecompressSync(await bytesOf(br)).toString()).toBe(text);
    }
  });
});

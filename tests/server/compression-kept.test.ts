import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { keepingCompressed } from "../../server/http/compression.ts";

// The compressed bytes of answers that repeat are kept (server/http/compression.ts): what is counted here is how
// often the work of compressing is done, which the answers themselves cannot show.

const body = (marker: string) =>
  Buffer.from(JSON.stringify({ data: { vagas: Array.from({ length: 60 }, (_, i) => ({ id: `${marker}-${i}`, titulo: "Vendedor" })) } }));

function counted() {
  const done: string[] = [];
  const compress = keepingCompressed((input, encoding) => {
    done.push(encoding);
    return encoding === "br" ? brotliCompressSync(input) : gzipSync(input);
  });
  return { compress, done };
}

describe("kept compressed answers", () => {
  it("compresses a body that repeats twice, then answers with its kept bytes", async () => {
    const { compress, done } = counted();
    const text = body("repete");
    const sent = [];
    for (let i = 0; i < 5; i++) sent.push(await compress(text, "br"));
    expect(done).toHaveLength(2);
    for (const bytes of sent) expect(brotliDecompressSync(bytes).equals(text)).toBe(true);
    // Its own bytes, not a view of zlib's larger buffer.
    expect(sent[4]!.buffer.byteLength).toBe(sent[4]!.byteLength);
  });

  it("compresses a body made once only once, and keeps nothing of it", async () => {
    const { compress, done } = counted();
    await compress(body("uma vez"), "br");
    await compress(body("outra"), "br");
    expect(done).toHaveLength(2);
  });

  it("keeps each encoding apart", async () => {
    const { compress, done } = counted();
    const text = body("codificações");
    for (let i = 0; i < 3; i++) {
      expect(brotliDecompressSync(await compress(text, "br")).equals(text)).toBe(true);
      expect(gunzipSync(await compress(text, "gzip")).equals(text)).toBe(true);
    }
    expect(done).toEqual(["br", "gzip", "br", "gzip"]);
  });

  it("compresses once for requests that arrive together", async () => {
    const { compress, done } = counted();
    const text = body("juntos");
    await compress(text, "br");
    const together = await Promise.all(Array.from({ length: 5 }, () => compress(text, "br")));
    expect(done).toHaveLength(2);
    for (const bytes of together) expect(brotliDecompressSync(bytes).equals(text)).toBe(true);
  });
});

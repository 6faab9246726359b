import { createHash } from "node:crypto";
import { Duplex } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, createBrotliCompress, createGzip, gzip, gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";
import { Headers, type Request, Response } from "./fetchApi.ts";

export type Encoding = "br" | "gzip";

/** What Response takes as a body as it is: bytes of an ArrayBuffer of their own, never a SharedArrayBuffer. */
type Bytes = Uint8Array<ArrayBuffer>;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Up to this size a body is compressed in the request's own turn. Through libuv's thread pool the round trip
 * costs more than the work (a 5 KB answer: 0.41 ms of CPU with brotli that way, 0.10 ms in turn); but a larger
 * body of text that compresses badly (hex, 64 KB) would hold the event loop for milliseconds. At 16 KB it holds
 * it about one at worst.
 */
const inTurnBytes = 16 * 1024;

function compress(body: Buffer, encoding: Encoding): Bytes | Promise<Bytes> {
  // Quality 5 compresses JSON nearly as well as 11 at a fraction of the CPU: bodies are made per request, and a
  // kept one is compressed again after every write that changes it.
  const options = { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } };
  if (body.byteLength <= inTurnBytes) return encoding === "br" ? brotliCompressSync(body, options) : gzipSync(body, { level: 6 });
  return encoding === "br" ? brotli(body, options) : gzipAsync(body, { level: 6 });
}

/**
 * Compression that keeps the bytes of bodies that repeat: answers to people without a session, which the response
 * cache serves again and again (a job page cost 0.64 → 2.49 ms of CPU when compressed at each request). Keyed by
 * the body's own hash, an entry only ever answers a request that made the same body, and each process would
 * compress it into the same bytes: nothing to share between processes or to invalidate.
 */
export function keepingCompressed(work: typeof compress) {
  const kept = new LRUCache<string, Bytes>({
    maxSize: 32 * 1024 * 1024,
    maxEntrySize: 1024 * 1024,
    sizeCalculation: (compressed, key) => compressed.byteLength + key.length,
  });
  // A body is kept the second time it is made, so that one-off answers (a rare search) displace none that repeat.
  const seenOnce = new LRUCache<string, true>({ max: 10_000 });
  // Visitors arriving together after an invalidation wait for one compression of a page.
  const compressing = new Map<string, Promise<Bytes>>();
  return async (body: Buffer, encoding: Encoding): Promise<Bytes> => {
    const key = `${encoding}:${createHash("sha256").update(body).digest("base64")}`;
    const ready = kept.get(key) ?? compressing.get(key);
    if (ready) return ready;
    if (!seenOnce.delete(key)) {
      seenOnce.set(key, true);
      return work(body, encoding);
    }
    const keeping = Promise.resolve(work(body, encoding))
      .then((compressed) => {
        // A copy of its own size: zlib's small results are views of a 16 KB buffer, which a kept view would hold.
        const copy = new Uint8Array(compressed);
        kept.set(key, copy);
        return copy;
      })
      .finally(() => compressing.delete(key));
    compressing.set(key, keeping);
    return keeping;
  };
}

const compressShared = keepingCompressed(compress);

/** The encoding the client weighs highest, honouring `q=0`; between equals, the first of `available`. */
export function preferredEncoding(acceptEncoding: string | null, available: readonly Encoding[] = ["br", "gzip"]): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q) || 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get("*") ?? 0;
  const accepted = available.filter((encoding) => weightOf(encoding) > 0);
  accepted.sort((a, b) => weightOf(b) - weightOf(a));
  return accepted[0] ?? null;
}

const compressible = /^(text\/(?!event-stream)|application\/(json|graphql-response\+json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

/** Below this a compressed body saves less than the headers it adds. */
const minimumBytes = 1024;

/**
 * Compresses a JSON or HTML answer made in memory (GraphQL results, REST, pages)
 * when the client accepts it. Streams (server-sent events, multipart) and what
 * is already encoded (precompressed assets, images) pass untouched. `shared`: the
 * answer is likely made again for others, so its compressed bytes are kept once it repeats.
 */
export async function compressResponse(request: Request, response: Response, { shared = false } = {}): Promise<Response> {
  const type = response.headers.get("content-type") ?? "";
  // Not `response.body`: asking for it makes a stream of a body held as text, which is then read another way.
  if (!compressible.test(type) || request.method === "HEAD") return response;
  if (response.headers.has("content-encoding")) return response;
  response.headers.append("Vary", "Accept-Encoding");
  // A kept body is compressed once, so brotli's smaller output is worth its CPU. A body made for one request goes
  // out as gzip where the client takes either: half brotli's CPU for a few more bytes (a 4.7 KB dashboard: 78
  // against 166 µs, 1,408 against 1,351 bytes).
  const encoding = preferredEncoding(request.headers.get("accept-encoding"), shared ? ["br", "gzip"] : ["gzip", "br"]);
  if (!encoding) return response;
  const bytes = await response.bytes();
  const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headers = new Headers(response.headers);
  if (body.byteLength < minimumBytes) {
    return new Response(body.byteLength ? body : null, { status: response.status, statusText: response.statusText, headers });
  }
  const compressed = shared ? await compressShared(body, encoding) : await compress(body, encoding);
  headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(compressed.byteLength));
  return new Response(compressed, { status: response.status, statusText: response.statusText, headers });
}

/**
 * A body too large to hold (a feed of every job), compressed as it is sent when the client
 * accepts it. The response carries Content-Encoding, so compressResponse leaves it alone.
 */
export function streamedResponse(request: Request, body: ReadableStream<Uint8Array>, headers: Record<string, string>): Response {
  const encoding = preferredEncoding(request.headers.get("accept-encoding"));
  const vary = { vary: "Accept-Encoding" };
  if (!encoding) return new Response(body, { headers: { ...headers, ...vary } });
  const compressor =
    encoding === "br" ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip({ level: 6 });
  // Node's web streams and the DOM library's type the same objects differently.
  const compressed = body.pipeThrough(Duplex.toWeb(compressor) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>);
  return new Response(compressed, { headers: { ...headers, ...vary, "content-encoding": encoding } });
}

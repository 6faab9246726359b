import { mediaType } from "../http/crossSite.ts";
import { containsNul } from "../http/input.ts";
import { type Request, Response } from "../http/fetchApi.ts";
import { requestTimeoutMs } from "../http/timeouts.ts";

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });

export class BadRequest extends Error {}

export class PayloadTooLarge extends Error {}

/** Reads at most `limit` bytes of a body; a larger one is refused before it fills memory. */
export async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limit) throw new PayloadTooLarge();
  const body = await readBodyPrefix(request, limit);
  if (body.byteLength > limit) throw new PayloadTooLarge();
  return body;
}

/** Reads at most one chunk past `limit`: enough to tell that a body is too large without holding the rest. */
export async function readBodyPrefix(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    // A reader, not `for await`: leaving that loop early destroys the stream, and with it the socket, under the answer.
    const reader = request.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength;
      chunks.push(read.value);
      if (size > limit) {
        void discardRest(reader);
        break;
      }
    }
  }
  return Buffer.concat(chunks);
}

/** What is read and dropped of a body over its limit, at most, before its connection is cut. */
const maxDiscardedBytes = 64 * 1024 * 1024;

/**
 * Reads the rest of a body over its limit and drops it while the answer goes out, as Node does with a body
 * nobody read: closing a connection with data still arriving resets it, and a client still sending loses the
 * answer. Node's request timeout does not end a body whose answer has gone out, so a body that goes on past
 * that time or size is cut off here.
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  const cut = () => void reader.cancel().catch(() => undefined);
  const timer = setTimeout(cut, requestTimeoutMs);
  let discarded = 0;
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      discarded += read.value.byteLength;
      if (discarded > maxDiscardedBytes) return cut();
    }
  } catch {
    // The client hung up, or the body was cut: nothing left to read.
  } finally {
    clearTimeout(timer);
  }
}

export const jsonBodyLimit = 256 * 1024;

/** Reads a JSON body. Requiring the JSON content type also stops plain HTML forms from other sites posting here. */
export async function readJson(request: Request): Promise<unknown> {
  const type = mediaType(request);
  const text = Buffer.from(await readBody(request, jsonBodyLimit)).toString("utf8");
  if (!text) return {};
  if (type !== "application/json") throw new BadRequest("Envie o corpo como application/json");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BadRequest("JSON inválido no corpo da requisição");
  }
  if (containsNul(body)) throw new BadRequest("O corpo da requisição contém um caractere inválido (NUL)");
  return body;
}

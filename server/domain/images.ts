import type { Db } from "../db/database.ts";
import { imageTooLargeMessage, maxUploadBytes, notAnImageMessage } from "../../shared/validation/image.ts";
import { InvalidInputError } from "./errors.ts";
import { ImageRejected, normalizeImage } from "./imageProcessing.ts";
import { type Request, Response } from "../http/fetchApi.ts";

/** Where the server serves a stored image (photos and logos). */
export const imageUrl = (imageId: string | null) => (imageId ? `/images/${imageId}` : null);

export const uploadTooLarge = (field: string) => new InvalidInputError([{ path: [field], message: imageTooLargeMessage }]);

/** The only formats decoded, known by their first bytes; PNG and GIF are lossless, so they are stored as PNG when that fits. */
const formats = [
  { lossless: true, test: (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { lossless: false, test: (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { lossless: true, test: (b: Uint8Array) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38 },
  {
    lossless: false,
    test: (b: Uint8Array) => String.fromCharCode(...b.subarray(0, 4)) === "RIFF" && String.fromCharCode(...b.subarray(8, 12)) === "WEBP",
  },
] as const;

const notAnImage = (field: string) => new InvalidInputError([{ path: [field], message: notAnImageMessage }]);

const rejections: Record<ImageRejected["reason"], string> = {
  undecodable: notAnImageMessage,
  tooManyPixels: "A imagem é grande demais (máximo de 25 megapixels).",
  doesNotFit: "Não foi possível reduzir a imagem para 500KB. Tente outra imagem.",
};

/**
 * Checks an uploaded image by its bytes (never its name or declared type),
 * re-encodes it small and without metadata (EXIF, GPS position, camera), and
 * stores it. Returns the new image's id.
 */
export async function storeImage(db: Db, bytes: Uint8Array, field: string): Promise<string> {
  if (bytes.byteLength > maxUploadBytes) throw uploadTooLarge(field);
  const kind = formats.find((f) => f.test(bytes));
  if (!kind) throw notAnImage(field);
  const clean = await normalizeImage(bytes, kind.lossless).catch((error: unknown) => {
    throw error instanceof ImageRejected ? new InvalidInputError([{ path: [field], message: rejections[error.reason] }]) : error;
  });
  const image = await db.image.create({
    data: { contentType: clean.contentType, bytes: new Uint8Array(clean.bytes), size: clean.bytes.byteLength },
    select: { id: true },
  });
  return image.id;
}

/**
 * Serves a stored image. Ids are new at every upload, so a response never goes stale while the
 * image exists. A candidate's photo is personal data that goes when the account does: only the
 * browser keeps it, for a day; shared caches never do. A company's logo is public and kept long.
 */
export async function imageResponse(db: Db, id: string, request: Request): Promise<Response> {
  const etag = `"${id}"`;
  const revalidating = request.headers.get("if-none-match") === etag;
  const image = await db.image.findUnique({
    where: { id },
    select: { contentType: true, bytes: !revalidating, candidatos: { select: { id: true }, take: 1 } },
  });
  if (!image) return new Response("Imagem não encontrada", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  const caching = image.candidatos.length > 0 ? "private, max-age=86400, immutable" : "public, max-age=31536000, immutable";
  if (revalidating) return new Response(null, { status: 304, headers: { etag, "cache-control": caching } });
  return new Response(new Uint8Array(image.bytes!), {
    headers: {
      "content-type": image.contentType,
      "cache-control": caching,
      etag,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}

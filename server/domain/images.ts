import type { Db } from "../db/database.ts";
import { imageTooLargeMessage, maxUploadBytes, notAnImageMessage } from "../../shared/validation/image.ts";
import { InvalidInputError, UnavailableError } from "./errors.ts";
import { ImageRejected, normalizeImage, thumbnailOf, thumbnailSide } from "./imageProcessing.ts";
import { type Request, Response } from "../http/fetchApi.ts";
import type { Logger } from "../log.ts";

/** Where the server serves a stored image (photos and logos) as screens and partners show it: its thumbnail. */
export const imageUrl = (imageId: string | null) => (imageId ? `/images/${imageId}/${thumbnailSide}` : null);

/** Where the server serves a stored image as it was stored (up to 1600 px a side): for search engines, which ask logos of at least 112 px. */
export const storedImageUrl = (imageId: string | null) => (imageId ? `/images/${imageId}` : null);

/** The paths of a stored image: `/images/{id}` as stored, `/images/{id}/256` its thumbnail (no other size is made). */
export const imagePath = /^\/images\/([^/]+)(?:\/([^/]+))?$/;

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
export async function storeImage(db: Pick<Db, "image">, bytes: Uint8Array, field: string): Promise<string> {
  if (bytes.byteLength > maxUploadBytes) throw uploadTooLarge(field);
  const kind = formats.find((f) => f.test(bytes));
  if (!kind) throw notAnImage(field);
  const clean = await normalizeImage(bytes, kind.lossless).catch((error: unknown) => {
    throw error instanceof ImageRejected ? new InvalidInputError([{ path: [field], message: rejections[error.reason] }]) : error;
  });
  const image = await db.image.create({
    data: {
      contentType: clean.contentType,
      bytes: new Uint8Array(clean.bytes),
      size: clean.bytes.byteLength,
      thumbnail: clean.thumbnail && new Uint8Array(clean.thumbnail),
    },
    select: { id: true },
  });
  return image.id;
}

const notFound = () => new Response("Imagem não encontrada", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });

/** An image's bytes to serve for its thumbnail: the thumbnail, or the image itself when none could be made now. */
type ThumbnailBody = { bytes: Uint8Array; thumbnail: boolean };

/** Thumbnails being made by this process: visitors asking for the same one at once wait for one making. */
const making = new Map<string, Promise<ThumbnailBody | null>>();

/**
 * The thumbnail of an image stored without one (before thumbnails were made at upload, or when making it failed
 * there), made now and kept beside it; the image itself when it cannot be made now (the images' line has no room
 * for it, or the image fails to decode: logged). Null when the image is gone.
 */
function makeThumbnail(db: Db, id: string, log: Logger): Promise<ThumbnailBody | null> {
  let body = making.get(id);
  if (!body) {
    body = (async () => {
      const stored = await db.image.findUnique({ where: { id }, select: { bytes: true, thumbnail: true } });
      if (!stored) return null;
      // Made meanwhile, by an earlier making of this process or by another process.
      if (stored.thumbnail) return { bytes: stored.thumbnail, thumbnail: true };
      let made: Uint8Array<ArrayBuffer>;
      try {
        made = new Uint8Array(await thumbnailOf(stored.bytes));
      } catch (error) {
        if (!(error instanceof UnavailableError)) log.error({ err: error, imageId: id }, "image thumbnail failed");
        return { bytes: stored.bytes, thumbnail: false };
      }
      // Kept or not, it is served: the next request would try again.
      await db.image.updateMany({ where: { id }, data: { thumbnail: made } }).catch((error: unknown) => log.error({ err: error, imageId: id }, "image thumbnail not kept"));
      return { bytes: made, thumbnail: true };
    })().finally(() => making.delete(id));
    making.set(id, body);
  }
  return body;
}

/**
 * Serves a stored image, or its thumbnail. Ids are new at every upload, so a response never goes stale while the
 * image exists. A candidate's photo is personal data that goes when the account does: only the
 * browser keeps it, for a day; shared caches never do. A company's logo is public and kept long.
 *
 * An image stored without a thumbnail gets it on the first request for it; when that cannot be made at once, the
 * image itself goes out, kept by no one.
 */
export async function imageResponse(db: Db, id: string, request: Request, size: string | undefined, log: Logger): Promise<Response> {
  if (size !== undefined && size !== String(thumbnailSide)) return notFound();
  const thumbnail = size !== undefined;
  const etag = thumbnail ? `"${id}-${thumbnailSide}"` : `"${id}"`;
  const revalidating = request.headers.get("if-none-match") === etag;
  const image = await db.image.findUnique({
    where: { id },
    select: {
      contentType: true,
      bytes: !revalidating && !thumbnail,
      thumbnail: !revalidating && thumbnail,
      candidatos: { select: { id: true }, take: 1 },
    },
  });
  if (!image) return notFound();
  const caching = { "cache-control": image.candidatos.length > 0 ? "private, max-age=86400, immutable" : "public, max-age=31536000, immutable", etag };
  if (revalidating) return new Response(null, { status: 304, headers: caching });
  if (!thumbnail) return imageBody(image.bytes!, image.contentType, caching);
  if (image.thumbnail) return imageBody(image.thumbnail, "image/webp", caching);
  const made = await makeThumbnail(db, id, log);
  if (!made) return notFound();
  return made.thumbnail ? imageBody(made.bytes, "image/webp", caching) : imageBody(made.bytes, image.contentType, { "cache-control": "no-store" });
}

function imageBody(bytes: Uint8Array, contentType: string, caching: Record<string, string>): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": contentType,
      ...caching,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}

import sharp from "sharp";
import type { Db } from "../db/database.ts";
import { InvalidInputError } from "./errors.ts";

/** Where the server serves a stored image (photos and logos). */
export const imageUrl = (imageId: string | null) => (imageId ? `/images/${imageId}` : null);

export const maxImageBytes = 500 * 1024;

const formats = [
  { type: "image/png", format: "png", test: (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { type: "image/jpeg", format: "jpeg", test: (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: "image/gif", format: "gif", test: (b: Uint8Array) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38 },
  {
    type: "image/webp",
    format: "webp",
    test: (b: Uint8Array) => String.fromCharCode(...b.subarray(0, 4)) === "RIFF" && String.fromCharCode(...b.subarray(8, 12)) === "WEBP",
  },
] as const;

const notAnImage = (field: string) => new InvalidInputError([{ path: [field], message: "Por favor, selecione apenas arquivos de imagem." }]);

/**
 * Checks an uploaded image by its bytes (never its name or declared type),
 * re-encodes it so no metadata survives (EXIF, GPS position, camera), and
 * stores it. Returns the new image's id.
 */
export async function storeImage(db: Db, bytes: Uint8Array, field: string): Promise<string> {
  if (bytes.byteLength > maxImageBytes) {
    throw new InvalidInputError([{ path: [field], message: "A imagem deve ter no máximo 500KB." }]);
  }
  const kind = formats.find((f) => f.test(bytes));
  if (!kind) throw notAnImage(field);
  let clean: Buffer;
  try {
    // rotate() applies the EXIF orientation first; sharp writes no metadata unless asked to.
    clean = await sharp(bytes, { animated: kind.format === "gif" || kind.format === "webp", failOn: "error" })
      .rotate()
      .toFormat(kind.format)
      .toBuffer();
  } catch {
    throw notAnImage(field);
  }
  const image = await db.image.create({
    data: { contentType: kind.type, bytes: new Uint8Array(clean), size: clean.byteLength },
    select: { id: true },
  });
  return image.id;
}

/** Decodes a data URL (the spec's client sends photos that way inside the profile). */
export function bytesFromDataUrl(dataUrl: string, field: string): Uint8Array {
  const match = /^data:[^;,]*(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) throw notAnImage(field);
  return match[1] ? Buffer.from(match[2] ?? "", "base64") : Buffer.from(decodeURIComponent(match[2] ?? ""));
}

/** Serves a stored image. Ids are new at every upload, so a response never goes stale. */
export async function imageResponse(db: Db, id: string, request: Request): Promise<Response> {
  const etag = `"${id}"`;
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers: { etag } });
  const image = await db.image.findUnique({ where: { id }, select: { contentType: true, bytes: true } });
  if (!image) return new Response("Imagem não encontrada", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      "content-type": image.contentType,
      "cache-control": "public, max-age=31536000, immutable",
      etag,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}

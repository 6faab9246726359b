import { UnavailableError } from "./errors.ts";
import sharp, { type Sharp } from "sharp";

// Password hashing (scrypt) shares libuv's four threads with sharp, so images
// are processed one at a time, each on a single thread: a burst of uploads
// waits its turn instead of stalling logins.
sharp.concurrency(1);

/** A 6000×4000 camera photo fits; a small file that declares a huge canvas does not get decoded. */
export const maxInputPixels = 25_000_000;
export const maxStoredBytes = 500 * 1024;
const maxSide = 1600;

/** Lossy attempts before giving up; each one is smaller and a notch lower in quality. */
const maxAttempts = 5;

export interface EncodedImage {
  bytes: Buffer;
  contentType: "image/jpeg" | "image/png" | "image/webp";
  /** The image at most `thumbnailSide` px a side, as WebP: what screens show. Null when it failed: made on its first request instead. */
  thumbnail: Buffer | null;
}

export class ImageRejected extends Error {
  constructor(readonly reason: "undecodable" | "tooManyPixels" | "doesNotFit") {
    super(`image rejected: ${reason}`);
  }
}

let queue: Promise<unknown> = Promise.resolve();
let queued = 0;
/** Images allowed to wait their turn; past that the next is refused at once rather than holding its body in memory. */
export const maxQueued = 8;

/**
 * Runs `job` in the images' line, one at a time. `room`: how many may be in the line for this one to join it. A
 * thumbnail of an image stored before thumbnails existed joins only while half of it is free: visitors asking for
 * those never take the uploads' places.
 */
export function inImageLine<T>(job: () => Promise<T>, room = maxQueued): Promise<T> {
  if (queued >= room) {
    return Promise.reject(new UnavailableError("Muitas imagens sendo processadas agora. Tente novamente em alguns segundos.", { retryAfterSeconds: 5 }));
  }
  queued++;
  const run = queue.then(job).finally(() => queued--);
  queue = run.catch(() => undefined);
  return run;
}

/** The longest side of an image's thumbnail: over twice the largest place a screen shows one (112 px). */
export const thumbnailSide = 256;

/** A thumbnail, from pixels: WebP keeps a logo's transparency and, unlike PNG, shrinks with quality. */
const thumbnailFrom = (image: Sharp) =>
  image.resize({ width: thumbnailSide, height: thumbnailSide, fit: "inside", withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();

/**
 * Re-encodes an upload so it is upright, at most 1600 px a side, without any
 * metadata (sharp writes none unless asked) and at most 500 KB. A lossless
 * source (PNG, GIF) stays PNG when it fits, so logos keep crisp edges; anything
 * else becomes JPEG, or WebP when it has transparency, which JPEG cannot
 * carry and which, unlike PNG, shrinks with quality. Animations keep their first frame.
 */
export function normalizeImage(input: Uint8Array, lossless: boolean): Promise<EncodedImage> {
  return inImageLine(async () => {
    // The header alone tells the size, before any pixel is decoded.
    const { width = 0, height = 0 } = await sharp(input)
      .metadata()
      .catch(() => {
        throw new ImageRejected("undecodable");
      });
    if (width * height > maxInputPixels) throw new ImageRejected("tooManyPixels");

    // Decoded once, already down to 1600 px (JPEG and WebP shrink while decoding); every attempt starts from these pixels.
    const { data, info } = await sharp(input, { failOn: "error", limitInputPixels: maxInputPixels })
      .autoOrient()
      .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true })
      .catch(() => {
        throw new ImageRejected("undecodable");
      });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const opaque = info.channels === 3 || (await sharp(data, { raw }).stats()).isOpaque;
    const pixels = () => (opaque ? sharp(data, { raw }).removeAlpha() : sharp(data, { raw }));
    // A thumbnail that fails costs the upload nothing: it is made again when first asked for (server/domain/images.ts).
    const thumbnail = await thumbnailFrom(pixels()).catch(() => null);

    if (lossless) {
      const bytes = await pixels().png().toBuffer();
      if (bytes.byteLength <= maxStoredBytes) return { bytes, contentType: "image/png", thumbnail };
    }
    let side = Math.max(info.width, info.height);
    let quality = 82;
    for (let attempt = 0; attempt < maxAttempts; attempt++) {
      const resized = pixels().resize({ width: side, height: side, fit: "inside", withoutEnlargement: true });
      const bytes = await (opaque ? resized.jpeg({ quality }) : resized.webp({ quality })).toBuffer();
      if (bytes.byteLength <= maxStoredBytes) return { bytes, contentType: opaque ? "image/jpeg" : "image/webp", thumbnail };
      // Bytes grow with the pixel count, so the next side aims at 90% of the limit: two attempts suffice even for noise.
      side = Math.floor(side * Math.min(0.8, Math.sqrt((0.9 * maxStoredBytes) / bytes.byteLength)));
      quality = Math.max(50, quality - 10);
    }
    throw new ImageRejected("doesNotFit");
  });
}

/** The thumbnail of an image stored before thumbnails were made with it (see inImageLine for its room in the line). */
export function thumbnailOf(stored: Uint8Array): Promise<Buffer> {
  return inImageLine(() => thumbnailFrom(sharp(stored, { limitInputPixels: maxInputPixels })), maxQueued / 2);
}

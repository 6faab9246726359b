import fc from "fast-check";
import type { Body } from "./request.ts";

/** A tiny valid PNG, so the image path is taken to its end sometimes. */
export const png = Uint8Array.from(
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64"),
);
/** Photo and logo values that are no image to decode: the profile form's fields are what these bodies test. */
export const notAnImage = fc.constantFrom(null, "", "https://exemplo.com.br/foto.png", "/images/abc");
/** What the spec's client sends as the photo or logo inside the profile: mostly data URLs, whose decoding the server does itself. */
export const dataUrlValue = fc.oneof(
  fc.constantFrom(
    null,
    `data:image/png;base64,${Buffer.from(png).toString("base64")}`,
    "data:image/png;base64,AAAA",
    "data:image/png;base64,!!!!",
    "data:;base64,",
    "data:,texto",
    "data:,%",
    "data:,%E0%A4%A",
    "data:,%FF",
    "data:image/svg+xml,<svg onload=alert(1)>",
    "data:image/png;base64",
  ),
  fc.string({ maxLength: 30 }).map((rest) => `data:${rest}`),
  fc.uint8Array({ maxLength: 48 }).map((bytes) => `data:image/png;base64,${Buffer.from(bytes).toString("base64")}`),
);
export const imageBodies = (field: string): fc.Arbitrary<Body> =>
  fc.oneof(
    fc.uint8Array({ maxLength: 64 }).map((bytes): Body => ({ kind: "bytes", bytes, contentType: "image/png" })),
    fc.constantFrom<Body>(
      { kind: "bytes", bytes: png, contentType: "image/png" },
      { kind: "bytes", bytes: Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0, 0, 0), contentType: "application/octet-stream" },
      { kind: "bytes", bytes: Uint8Array.of(0xff, 0xd8, 0xff, 0xe0), contentType: "image/jpeg" },
      { kind: "raw", text: "--x\r\n\r\n--x--", contentType: "multipart/form-data" },
      { kind: "raw", text: "--x\r\nContent-Disposition: form-data; name=\"foto\"\r\n\r\nabc\r\n--x", contentType: "multipart/form-data; boundary=x" },
      { kind: "raw", text: "nada", contentType: "multipart/form-data; boundary=" },
      { kind: "none" },
      { kind: "form", parts: [[field, png]] },
      { kind: "form", parts: [[field, "texto, não arquivo"]] },
      { kind: "form", parts: [["outro", Uint8Array.of(1, 2, 3)]] },
    ),
  );

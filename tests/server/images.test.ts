import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inImageLine, maxQueued } from "../../server/domain/imageProcessing.ts";
import type { Client } from "../support/client.ts";
import { registerCandidate, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const png = () => sharp({ create: { width: 64, height: 64, channels: 3, background: "#0f766e" } }).png().toBuffer();

/** EXIF as phones write it: the camera model, and the GPS position of São Paulo. */
const gps = {
  IFD0: { Make: "CameraFone", Model: "X100" },
  IFD3: { GPSLatitudeRef: "S", GPSLatitude: "23/1 33/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "46/1 38/1 0/1" },
};

/** A JPEG that carries EXIF with a GPS position and a camera model, as phone photos do. */
const jpegWithGps = () => sharp({ create: { width: 80, height: 60, channels: 3, background: "#f59e0b" } }).jpeg().withExif(gps).toBuffer();

/**
 * A phone photo as phones send it: 4000×3000 (12 MP), 2–3 MB of JPEG (a
 * gradient and squares under sensor-like noise), taken in portrait
 * (orientation 6) with GPS position and camera model in its EXIF.
 */
async function phonePhoto() {
  const width = 4000;
  const height = 3000;
  const pixels = randomBytes(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 200) / width + (pixels[i]! % 24);
      pixels[i + 1] = (y * 200) / height + (pixels[i + 1]! % 24);
      pixels[i + 2] = ((x >> 6) + (y >> 6)) % 2 ? 160 + (pixels[i + 2]! % 24) : 60 + (pixels[i + 2]! % 24);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).withMetadata({ orientation: 6, exif: gps }).toBuffer();
}

/** Random pixels compress at nothing: 1600×1200 of them cannot be stored at full size and quality within 500 KB. */
const noise = (channels: 3 | 4) => sharp(randomBytes(1600 * 1200 * channels), { raw: { width: 1600, height: 1200, channels } }).png().toBuffer();

/** A 90-byte PNG whose header declares 16000×16000 (256 megapixels, about 750 MB once decoded). */
async function pixelBomb() {
  const png = Buffer.from(await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } }).png().toBuffer());
  // IHDR: its data (width, height...) at bytes 16–28, its CRC over type and data right after.
  png.writeUInt32BE(16000, 16);
  png.writeUInt32BE(16000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** The id an image's URL names: the URL is its thumbnail's. */
const imageIdOf = (url: string) => /^\/images\/(\w+)\/256$/.exec(url)![1]!;
/** Where the image named by a URL is served as it was stored. */
const storedPath = (url: string) => `/images/${imageIdOf(url)}`;

async function upload(client: Client, path: string, bytes: Uint8Array, filename: string, type: string) {
  const form = new FormData();
  form.set("foto", new Blob([bytes as BlobPart], { type }), filename);
  const response = await fetch(server.url + path, { method: "POST", body: form, headers: client.cookie ? { cookie: client.cookie } : {} });
  return { status: response.status, body: await response.json() };
}

describe("photo and logo uploads", () => {
  it("stores a PNG and serves it with its type and long-lived caching", async () => {
    const { client } = await registerCandidate(server.url);
    const result = await upload(client, "/api/profile/foto", await png(), "eu.png", "image/png");
    expect(result.status).toBe(200);
    expect(result.body.url).toMatch(/^\/images\/\w+\/256$/);
    const image = await fetch(server.url + storedPath(result.body.url));
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("cache-control")).toContain("immutable");
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe("png");
    expect((await client.get("/api/profile")).body.profile.fotoUrl).toBe(result.body.url);
    // Stored as its own row, not as a data URL inside the profile.
    const row = await server.database.prisma.candidato.findFirstOrThrow({ where: { user: { email: (await client.get("/api/user")).body.email } } });
    expect(row.fotoId).toBe(imageIdOf(result.body.url));
  });

  it("strips the GPS position and camera data from a JPEG", async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { client } = await registerCandidate(server.url);
    const result = await upload(client, "/api/profile/foto", original, "ferias.jpg", "image/jpeg");
    expect(result.status).toBe(200);
    const served = Buffer.from(await (await fetch(server.url + storedPath(result.body.url))).arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect(metadata.format).toBe("jpeg");
    expect(metadata.exif).toBeUndefined();
    expect(served.includes(Buffer.from("CameraFone"))).toBe(false);
  });

  it("refuses a small PNG that declares 16000×16000 pixels, and stores nothing", async () => {
    const { client } = await registerCandidate(server.url);
    const before = await server.database.prisma.image.count();
    const result = await upload(client, "/api/profile/foto", await pixelBomb(), "bomba.png", "image/png");
    expect(result.status).toBe(400);
    expect(result.body.message).toBe("A imagem é grande demais (máximo de 25 megapixels).");
    expect(result.body.fieldErrors).toEqual([{ path: ["foto"], message: "A imagem é grande demais (máximo de 25 megapixels)." }]);
    expect(await server.database.prisma.image.count()).toBe(before);
    expect((await client.get("/api/profile")).body.profile.fotoUrl).toBeNull();
  });

  it("takes a 4000×3000 phone photo, upright, at most 1600 px and 500 KB, without its EXIF", async () => {
    const photo = await phonePhoto();
    expect(photo.byteLength).toBeGreaterThan(2 * 1024 * 1024);
    expect(photo.byteLength).toBeLessThan(3 * 1024 * 1024);
    expect((await sharp(photo).metadata()).exif?.includes(Buffer.from("CameraFone"))).toBe(true);
    const { client } = await registerCandidate(server.url);
    const result = await upload(client, "/api/profile/foto", photo, "IMG_0001.jpg", "image/jpeg");
    expect(result.status).toBe(200);
    const served = await fetch(server.url + storedPath(result.body.url));
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const stored = Buffer.from(await served.arrayBuffer());
    expect(stored.byteLength).toBeLessThanOrEqual(500 * 1024);
    const metadata = await sharp(stored).metadata();
    // Shot in portrait: turned upright, then fitted within 1600×1600.
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["jpeg", 1200, 1600]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from("CameraFone"))).toBe(false);

    // Screens show it from its URL: the thumbnail, upright too, and personal data kept by the browser alone.
    const thumbnail = await fetch(server.url + result.body.url);
    expect([thumbnail.headers.get("content-type"), thumbnail.headers.get("cache-control")]).toEqual(["image/webp", "private, max-age=86400, immutable"]);
    const small = Buffer.from(await thumbnail.arrayBuffer());
    const shown = await sharp(small).metadata();
    expect([shown.format, shown.width, shown.height, shown.exif]).toEqual(["webp", 192, 256, undefined]);
    expect(small.byteLength).toBeLessThan(stored.byteLength / 10);
  });

  it("steps quality and size down until a photo that will not compress fits in 500 KB", async () => {
    const { client } = await registerCandidate(server.url);
    const result = await upload(client, "/api/profile/foto", await noise(3), "ruido.png", "image/png");
    expect(result.status).toBe(200);
    const stored = Buffer.from(await (await fetch(server.url + storedPath(result.body.url))).arrayBuffer());
    expect(stored.byteLength).toBeLessThanOrEqual(500 * 1024);
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe("jpeg");
    expect(metadata.width).toBeLessThan(1600);
  });

  it("keeps transparency as WebP when a PNG does not fit as PNG", async () => {
    const { client } = await registerCompany(server.url);
    const result = await upload(client, "/api/profile/logo", await noise(4), "logo.png", "image/png");
    expect(result.status).toBe(200);
    const served = await fetch(server.url + storedPath(result.body.url));
    expect(served.headers.get("content-type")).toBe("image/webp");
    const stored = Buffer.from(await served.arrayBuffer());
    expect(stored.byteLength).toBeLessThanOrEqual(500 * 1024);
    expect((await sharp(stored).metadata()).hasAlpha).toBe(true);
  });

  it("refuses a body over 10 MB with a clear message", async () => {
    const { client } = await registerCandidate(server.url);
    const before = await server.database.prisma.image.count();
    const tooBig = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024)]);
    const result = await upload(client, "/api/profile/foto", tooBig, "enorme.png", "image/png");
    expect([400, 413]).toContain(result.status);
    expect(result.body.message).toBe("A imagem deve ter no máximo 10MB.");
    expect(await server.database.prisma.image.count()).toBe(before);
  });

  it("refuses a text file named .png, judging by its bytes", async () => {
    const { client } = await registerCandidate(server.url);
    const result = await upload(client, "/api/profile/foto", new TextEncoder().encode("isto não é uma imagem"), "foto.png", "image/png");
    expect(result.status).toBe(400);
    expect(result.body.message).toBe("Por favor, selecione apenas arquivos de imagem.");
  });

  it("takes the spec's data URL inside PUT /api/profile, and replaces the old image", async () => {
    const { client } = await registerCompany(server.url);
    const first = await client.put("/api/profile", { logoUrl: `data:image/png;base64,${(await png()).toString("base64")}` });
    expect(first.status).toBe(200);
    const firstUrl = first.body.profile.logoUrl;
    expect(firstUrl).toMatch(/^\/images\//);
    const second = await upload(client, "/api/profile/logo", await jpegWithGps(), "logo.jpg", "image/jpeg");
    expect(second.status).toBe(200);
    expect((await fetch(server.url + firstUrl)).status).toBe(404);
    expect((await fetch(server.url + storedPath(second.body.url))).headers.get("content-type")).toBe("image/jpeg");
  });

  it("leaves the photo alone when the rest of the profile is refused", async () => {
    const { client } = await registerCandidate(server.url);
    const first = await upload(client, "/api/profile/foto", await png(), "eu.png", "image/png");
    const refused = await client.put("/api/profile", { cpf: "111.111.111-11", fotoUrl: `data:image/png;base64,${(await png()).toString("base64")}` });
    expect(refused.status).toBe(400);
    expect((await client.get("/api/profile")).body.profile.fotoUrl).toBe(first.body.url);
  });

  it("keeps exactly one photo when two uploads race", async () => {
    const { client } = await registerCandidate(server.url);
    const results = await Promise.all([0, 1, 2].map(async () => upload(client, "/api/profile/foto", await png(), "eu.png", "image/png")));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const current = imageIdOf((await client.get("/api/profile")).body.profile.fotoUrl);
    const owner = await server.database.prisma.candidato.findFirstOrThrow({ where: { fotoId: current } });
    expect(owner).toBeTruthy();
    // No orphans: every stored image belongs to someone.
    const orphans = await server.database.prisma.image.count({ where: { candidatos: { none: {} }, empresas: { none: {} } } });
    expect(orphans).toBe(0);
  });

  it("uploads through GraphQL multipart, for the signed-in user only", async () => {
    const { client } = await registerCandidate(server.url);
    const form = new FormData();
    form.set("operations", JSON.stringify({ query: "mutation ($file: File!) { uploadProfileImage(file: $file) { __typename ... on MutationUploadProfileImageSuccess { data { candidato { fotoUrl } } } ... on Error { message } } }", variables: { file: null } }));
    form.set("map", JSON.stringify({ 0: ["variables.file"] }));
    form.set("0", new Blob([(await png()) as BlobPart], { type: "image/png" }), "eu.png");
    const send = async (headers: Record<string, string>) =>
      (await fetch(`${server.url}/graphql`, { method: "POST", body: form, headers: { "graphql-require-preflight": "1", ...headers } })).json();
    const ok = await send({ cookie: client.cookie! });
    expect(ok.data.uploadProfileImage.data.candidato.fotoUrl).toMatch(/^\/images\//);

    form.set("0", new Blob([(await phonePhoto()) as BlobPart], { type: "image/jpeg" }), "IMG_0002.jpg");
    const photo = await send({ cookie: client.cookie! });
    const stored = Buffer.from(await (await fetch(server.url + storedPath(photo.data.uploadProfileImage.data.candidato.fotoUrl))).arrayBuffer());
    expect(stored.byteLength).toBeLessThanOrEqual(500 * 1024);
    const metadata = await sharp(stored).metadata();
    expect([metadata.width, metadata.height, metadata.exif]).toEqual([1200, 1600, undefined]);

    // Over 10 MB but under the 12 MB a GraphQL request may carry: the mutation refuses it.
    form.set("0", new Blob([Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024)]) as BlobPart], { type: "image/png" }), "enorme.png");
    const tooBig = await send({ cookie: client.cookie! });
    expect(tooBig.data.uploadProfileImage.message).toBe("A imagem deve ter no máximo 10MB.");

    // A visitor's file is refused before its body is read.
    const anonymous = await fetch(`${server.url}/graphql`, { method: "POST", body: form, headers: { "graphql-require-preflight": "1" } });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).message).toBe("Entre na sua conta para enviar arquivos");
  });

  it("counts each image asked for against the asker's network, ten times a client's budget, answering 429 past it", async () => {
    const { client } = await registerCandidate(server.url);
    const { body } = await upload(client, "/api/profile/foto", await png(), "eu.png", "image/png");
    const limited = await startTestServer({ clientMinuteLimit: 3, trustProxy: true }, { database: server.database });
    try {
      const ask = async (ip: string, headers: Record<string, string> = {}) =>
        (await fetch(limited.url + body.url, { headers: { "x-forwarded-for": ip, ...headers } })).status;
      const first = await fetch(limited.url + body.url, { headers: { "x-forwarded-for": "203.0.113.90" } });
      const etag = { "if-none-match": first.headers.get("etag")! };
      // A revalidation reads the database too: it counts. The client's own budget (3) is not the images' (30).
      expect([first.status, await ask("203.0.113.90", etag)]).toEqual([200, 304]);
      const statuses = [];
      for (let i = 0; i < 28; i++) statuses.push(await ask("203.0.113.90"));
      expect(new Set(statuses)).toEqual(new Set([200]));
      const refused = await fetch(limited.url + body.url, { headers: { "x-forwarded-for": "203.0.113.90" } });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({ message: "Muitas requisições. Aguarde alguns instantes e tente novamente." });
      expect(await ask("198.51.100.90")).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

/** A company's logo as designers export it: 1200×800, flat colours, a transparent background and a line of text. */
const logo = () =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
      <circle cx="300" cy="400" r="260" fill="#0f766e"/><rect x="180" y="280" width="240" height="240" rx="40" fill="#f59e0b"/>
      <text x="620" y="440" font-family="sans-serif" font-size="120" font-weight="700" fill="#134e4a">Loja Azul</text>
    </svg>`),
  )
    .png()
    .toBuffer();

describe("thumbnails", () => {
  const writes = () => server.queries.filter((sql) => /^UPDATE "public"\."Image"/.test(sql.trim())).length;

  it("are made with the upload: screens get a WebP of at most 256 px, read as kept", async () => {
    const { client } = await registerCompany(server.url);
    const result = await upload(client, "/api/profile/logo", await logo(), "logo.png", "image/png");
    expect(result.status).toBe(200);
    const stored = Buffer.from(await (await fetch(server.url + storedPath(result.body.url))).arrayBuffer());
    expect((await sharp(stored).metadata()).format).toBe("png");
    const row = await server.database.prisma.image.findUniqueOrThrow({ where: { id: imageIdOf(result.body.url) }, select: { thumbnail: true } });
    expect(row.thumbnail).not.toBeNull();

    const before = writes();
    const response = await fetch(server.url + result.body.url);
    expect([response.status, response.headers.get("content-type"), response.headers.get("cache-control")]).toEqual([
      200,
      "image/webp",
      "public, max-age=31536000, immutable",
    ]);
    const thumbnail = Buffer.from(await response.arrayBuffer());
    const metadata = await sharp(thumbnail).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.hasAlpha]).toEqual(["webp", 256, 171, true]);
    expect(thumbnail.byteLength).toBeLessThan(stored.byteLength / 4);
    expect(Buffer.from(row.thumbnail!).equals(thumbnail)).toBe(true);
    expect(writes()).toBe(before);
  });

  it("of an image stored before them is made on its first request, once for visitors asking at once, and kept", async () => {
    const { client } = await registerCompany(server.url);
    const { body } = await upload(client, "/api/profile/logo", await logo(), "logo.png", "image/png");
    const id = imageIdOf(body.url);
    await server.database.prisma.image.update({ where: { id }, data: { thumbnail: null } });

    const before = writes();
    const responses = await Promise.all(Array.from({ length: 4 }, () => fetch(server.url + body.url)));
    const bodies = await Promise.all(responses.map(async (response) => Buffer.from(await response.arrayBuffer())));
    for (const response of responses) expect([response.status, response.headers.get("content-type")]).toEqual([200, "image/webp"]);
    for (const other of bodies) expect(other.equals(bodies[0]!)).toBe(true);
    expect((await sharp(bodies[0]!).metadata()).width).toBe(256);
    expect(writes()).toBe(before + 1);

    const kept = await server.database.prisma.image.findUniqueOrThrow({ where: { id }, select: { thumbnail: true } });
    expect(Buffer.from(kept.thumbnail!).equals(bodies[0]!)).toBe(true);
    await fetch(server.url + body.url);
    expect(writes()).toBe(before + 1);
  });

  it("of an older image leaves uploads their places: while half the images' line is taken, the image itself goes out, kept by no one", async () => {
    const { client } = await registerCompany(server.url);
    const { body } = await upload(client, "/api/profile/logo", await logo(), "logo.png", "image/png");
    await server.database.prisma.image.update({ where: { id: imageIdOf(body.url) }, data: { thumbnail: null } });

    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holding = Array.from({ length: maxQueued / 2 }, () => inImageLine(() => held));
    try {
      const busy = await fetch(server.url + body.url);
      expect([busy.status, busy.headers.get("content-type"), busy.headers.get("cache-control"), busy.headers.get("etag")]).toEqual([200, "image/png", "no-store", null]);
      expect((await sharp(Buffer.from(await busy.arrayBuffer())).metadata()).width).toBe(1200);
    } finally {
      release();
      await Promise.all(holding);
    }
    const later = await fetch(server.url + body.url);
    expect([later.headers.get("content-type"), later.headers.get("cache-control")]).toEqual(["image/webp", "public, max-age=31536000, immutable"]);
  });

  it("of an image that fails to decode is logged with the image's id, and the image itself goes out, kept by no one", async () => {
    const lines: { level: number; msg: string; imageId?: string }[] = [];
    const log = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const logged = await startTestServer({}, { database: server.database, log });
    try {
      const { client } = await registerCompany(server.url);
      const { body } = await upload(client, "/api/profile/logo", await png(), "logo.png", "image/png");
      const id = imageIdOf(body.url);
      const broken = Buffer.from("não é mais uma imagem");
      await server.database.prisma.image.update({ where: { id }, data: { thumbnail: null, bytes: new Uint8Array(broken) } });
      const response = await fetch(logged.url + body.url);
      expect([response.status, response.headers.get("content-type"), response.headers.get("cache-control")]).toEqual([200, "image/png", "no-store"]);
      expect(Buffer.from(await response.arrayBuffer()).equals(broken)).toBe(true);
      expect(lines.filter((line) => line.level >= 50).map(({ msg, imageId }) => ({ msg, imageId }))).toEqual([{ msg: "image thumbnail failed", imageId: id }]);
    } finally {
      await logged.close();
    }
  });

  it("revalidates a thumbnail by its own tag, and makes no other size", async () => {
    const { client } = await registerCompany(server.url);
    const { body } = await upload(client, "/api/profile/logo", await png(), "logo.png", "image/png");
    const thumbnail = await fetch(server.url + body.url);
    const original = await fetch(server.url + storedPath(body.url));
    const etag = thumbnail.headers.get("etag")!;
    expect(etag).not.toBe(original.headers.get("etag"));
    expect((await fetch(server.url + body.url, { headers: { "if-none-match": etag } })).status).toBe(304);
    // The original's tag does not revalidate the thumbnail: a browser holding one must not show it as the other.
    expect((await fetch(server.url + body.url, { headers: { "if-none-match": original.headers.get("etag")! } })).status).toBe(200);
    for (const size of ["512", "0", "256px", "..%2F256"]) {
      expect((await fetch(`${server.url}${storedPath(body.url)}/${size}`)).status).toBe(404);
    }
    expect((await fetch(`${server.url}/images/nenhuma/256`)).status).toBe(404);
  });

  it("is what screens and partners show as a company's logo", async () => {
    const { client } = await registerCompany(server.url, { nomeEmpresa: "Loja Azul" });
    const { body } = await upload(client, "/api/profile/logo", await logo(), "logo.png", "image/png");
    const { data } = await client.graphql("{ viewer { empresa { logoUrl } } }");
    expect(data.viewer.empresa.logoUrl).toBe(body.url);
    expect(body.url).toMatch(/\/256$/);
  });
});

import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "../support/client.ts";
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

/** A JPEG that carries EXIF with a GPS position and a camera model, as phone photos do. */
const jpegWithGps = () =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: "#f59e0b" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "CameraFone", Model: "X100" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "23/1 33/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "46/1 38/1 0/1" },
    })
    .toBuffer();

/** Random pixels do not compress: about 600 KB as PNG. */
const bigPng = () =>
  sharp(Buffer.from(Array.from({ length: 450 * 450 * 3 }, () => Math.floor(Math.random() * 256))), { raw: { width: 450, height: 450, channels: 3 } })
    .png()
    .toBuffer();

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
    expect(result.body.url).toMatch(/^\/images\/\w+$/);
    const image = await fetch(server.url + result.body.url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("cache-control")).toContain("immutable");
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe("png");
    expect((await client.get("/api/profile")).body.profile.fotoUrl).toBe(result.body.url);
    // Stored as its own row, not as a data URL inside the profile.
    const row = await server.database.prisma.candidato.findFirstOrThrow({ where: { user: { email: (await client.get("/api/user")).body.email } } });
    expect(row.fotoId).toBe(result.body.url.split("/").pop());
  });

  it("strips the GPS position and camera data from a JPEG", async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { client } = await registerCandidate(server.url);
    const result = await upload(client, "/api/profile/foto", original, "ferias.jpg", "image/jpeg");
    expect(result.status).toBe(200);
    const served = Buffer.from(await (await fetch(server.url + result.body.url)).arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect(metadata.format).toBe("jpeg");
    expect(metadata.exif).toBeUndefined();
    expect(served.includes(Buffer.from("CameraFone"))).toBe(false);
  });

  it("refuses an image over 500 KB", async () => {
    const big = await bigPng();
    expect(big.byteLength).toBeGreaterThan(500 * 1024);
    const { client } = await registerCandidate(server.url);
    const result = await upload(client, "/api/profile/foto", big, "grande.png", "image/png");
    expect(result.status).toBe(400);
    expect(result.body.message).toBe("A imagem deve ter no máximo 500KB.");
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
    expect((await fetch(server.url + second.body.url)).headers.get("content-type")).toBe("image/jpeg");
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
    const current = (await client.get("/api/profile")).body.profile.fotoUrl.split("/").pop();
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
    const ok = await (await fetch(`${server.url}/graphql`, { method: "POST", body: form, headers: { cookie: client.cookie!, "graphql-require-preflight": "1" } })).json();
    expect(ok.data.uploadProfileImage.data.candidato.fotoUrl).toMatch(/^\/images\//);

    form.set("0", new Blob([new TextEncoder().encode("texto") as BlobPart], { type: "image/png" }), "x.png");
    const anonymous = await (await fetch(`${server.url}/graphql`, { method: "POST", body: form, headers: { "graphql-require-preflight": "1" } })).json();
    expect(anonymous.data.uploadProfileImage.__typename).toBe("AuthenticationError");
  });
});

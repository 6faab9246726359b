// `npm run attacks`: the attacks of the Hardening issue, run against the real
// app in production mode, printing what each one gets now and how long it
// took. A measurement for people, not a test (tests/server/ asserts the rules).
//
//   npm run attacks                                  embedded database (PGlite, in memory)
//   ATTACK_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm run attacks
import { randomBytes } from "node:crypto";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import sharp from "sharp";
import { cnpjWithCheckDigits } from "../scripts/seed-data.ts";
import { createApp } from "../server/app.ts";
import { createApiKey } from "../server/auth/apiKeys.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase, type Database } from "../server/db/database.ts";
import { createNodeListener } from "../server/http/node.ts";

const adminUrl = process.env.ATTACK_DATABASE_URL;
let database: Database;
let dropDatabase = async () => {};
if (adminUrl) {
  const name = `encaixe_attacks_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  database = await openDatabase({ databaseUrl: url.toString(), dataDir: "" });
  dropDatabase = async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await dropper.end();
  };
} else {
  database = await openDatabase({ dataDir: "memory://" });
}

// Production rules at the production password cost; clients told apart by X-Forwarded-For.
const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", TRUST_PROXY: "true", WEB_DIST: process.env.WEB_DIST });
const app = createApp({ db: database.prisma, config });
const server = createServer(createNodeListener(app));
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const { port } = server.address() as AddressInfo;
const base = `http://127.0.0.1:${port}`;
const { key } = await createApiKey(database.prisma, "attacks");

interface Answer {
  status: number;
  text: string;
  ms: number;
}

async function send(method: string, path: string, headers: Record<string, string> = {}, body?: BodyInit): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(base + path, { method, headers, body });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({ "content-type": "application/json", ...headers, _body: JSON.stringify(body) });
const post = (path: string, { _body, ...headers }: Record<string, string>) => send("POST", path, headers, _body);
const from = (ip: string) => ({ "x-forwarded-for": ip });
const message = (answer: Answer) => {
  try {
    const parsed = JSON.parse(answer.text);
    return String(parsed.message ?? parsed.errors?.[0]?.message ?? parsed.data?.login?.__typename ?? "").slice(0, 70);
  } catch {
    return answer.text.slice(0, 70).replace(/\s+/g, " ");
  }
};
const rows: [string, string][] = [];
const report = (attack: string, outcome: string) => {
  rows.push([attack, outcome]);
  console.log(`- ${attack}: ${outcome}`);
};
const ms = (value: number) => `${Math.round(value)} ms`;

/** Signs a company up and returns its cookies, as its browser keeps them. */
async function register(email: string, ip: string, password = "cafe-com-pao-de-queijo"): Promise<string> {
  const response = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json", ...from(ip) },
    body: JSON.stringify({ userType: "EMPRESA", email, password, nomeEmpresa: "Empresa Alvo", nomeResponsavel: "Ana", cnpj: cnpj() }),
  });
  if (response.status !== 201) throw new Error(`registration failed: ${await response.text()}`);
  return response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

/** A valid CNPJ for each company the attacks sign up. */
const cnpj = () => cnpjWithCheckDigits(randomBytes(6).toString("hex").replace(/[a-f]/g, (c) => String(c.charCodeAt(0) % 10)));

console.log(`Attacks against the app in production mode on ${adminUrl ? "PostgreSQL" : "PGlite"} (password-hash cost 2^${config.passwordHashCost})\n`);

// GraphQL documents of one's own.
const nested = (depth: number): string => (depth === 0 ? "titulo" : `vagas(first: 100) { edges { node { titulo empresa { ${nested(depth - 1)} } } } }`);
const bomb = `query { viewer { empresa { ${nested(3)} } } }`;
const anonymous = await post("/graphql", json({ query: bomb }));
report("nested company→jobs query, no key", `${anonymous.status} '${message(anonymous)}' in ${ms(anonymous.ms)}`);
const withKey = await post("/graphql", json({ query: bomb }, { authorization: `Bearer ${key}` }));
report("nested company→jobs query, partner key", `${withKey.status} '${message(withKey)}' in ${ms(withKey.ms)}`);
const aliases = Array.from({ length: 1_000 }, (_, i) => `a${i}: vagas(first: 50) { edges { node { titulo } } }`).join(" ");
const aliased = await post("/graphql", json({ query: `query { ${aliases} }` }, { authorization: `Bearer ${key}` }));
report("1,000 aliases of vagas(first: 50), partner key", `${aliased.status} '${message(aliased)}' in ${ms(aliased.ms)}`);
const deep = `query{${"viewer{empresa{".repeat(5_000)}id${"}}".repeat(5_000)}}`;
const deepAnswer = await post("/graphql", json({ query: deep }, { authorization: `Bearer ${key}` }));
report("query nested 10,000 deep, partner key", `${deepAnswer.status} '${message(deepAnswer)}' in ${ms(deepAnswer.ms)}`);
const [bombs, normal] = await Promise.all([
  Promise.all(Array.from({ length: 20 }, () => post("/graphql", json({ query: bomb }, { authorization: `Bearer ${key}` })))),
  (async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return send("GET", "/api/vagas");
  })(),
]);
report("a visitor's search while 20 bombs arrive", `${normal.status} in ${ms(normal.ms)} (bombs: ${[...new Set(bombs.map((b) => b.status))].join("/")})`);

// Cross-site writes.
const cookie = await register("alvo@exemplo.com.br", "198.51.100.1");
const formMutation = await send("POST", "/graphql", { cookie, origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" }, new URLSearchParams({ query: "mutation { logout }" }).toString());
report("form-encoded GraphQL mutation from evil.example", `${formMutation.status} '${message(formMutation)}'`);
const textPlain = await send("POST", "/api/vagas", { cookie, "content-type": "text/plain; application/json" }, JSON.stringify({ titulo: "x" }));
report("REST POST /api/vagas as text/plain; application/json", `${textPlain.status} '${message(textPlain)}'`);
const jsonForeign = await send("POST", "/api/vagas", { cookie, origin: "https://evil.example", "content-type": "application/json" }, JSON.stringify({ titulo: "x" }));
report("REST POST /api/vagas as JSON from evil.example", `${jsonForeign.status} '${message(jsonForeign)}'`);

// Password guessing.
const guesses: number[] = [];
for (let i = 0; i < 12; i++) guesses.push((await post("/api/login", json({ email: "alvo@exemplo.com.br", password: `errada-${i}` }, from("203.0.113.66")))).status);
report("12 wrong passwords for one account from one client", `statuses ${guesses.join(",")}`);
const owner = await post("/api/login", json({ email: "alvo@exemplo.com.br", password: "cafe-com-pao-de-queijo" }, from("198.51.100.1")));
report("the owner's correct password right after, from their own client", `${owner.status} in ${ms(owner.ms)}`);
const sameAddress = await post("/api/login", json({ email: "alvo@exemplo.com.br", password: "cafe-com-pao-de-queijo" }, { ...from("203.0.113.66"), cookie }));
report("the owner behind the attacker's address, with their browser's device cookie", `${sameAddress.status} in ${ms(sameAddress.ms)}`);
const spray: number[] = [];
for (let i = 0; i < 30; i++) spray.push((await post("/api/login", json({ email: `pessoa${i}@exemplo.com.br`, password: "123456" }, from("203.0.113.77")))).status);
report("one password tried against 30 e-mails from one client", `first 429 at attempt ${spray.indexOf(429) + 1} (${spray.filter((s) => s === 429).length} refused)`);
const aliasedLogins = Array.from({ length: 40 }, (_, i) => `l${i}: login(input: { email: "alvo@exemplo.com.br", password: "errada${i}" }) { __typename }`).join(" ");
const aliasedAnswer = await post("/graphql", json({ query: `mutation { ${aliasedLogins} }` }, { authorization: `Bearer ${key}` }));
report("40 aliased logins in one request (partner key)", `${aliasedAnswer.status} '${message(aliasedAnswer)}' in ${ms(aliasedAnswer.ms)}`);
const aliasedFromApp = await post("/graphql", json({ query: `mutation { ${aliasedLogins} }` }, from("203.0.113.88")));
report("40 aliased logins in one request (no key)", `${aliasedFromApp.status} '${message(aliasedFromApp)}' in ${ms(aliasedFromApp.ms)}`);
const [storm, honest] = await Promise.all([
  Promise.all(Array.from({ length: 60 }, (_, i) => post("/api/login", json({ email: `ninguem${i}@exemplo.com.br`, password: "senha-errada" }, from(`192.0.2.${i + 1}`))))),
  (async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return post("/api/login", json({ email: "alvo@exemplo.com.br", password: "cafe-com-pao-de-queijo" }, from("198.51.100.1")));
  })(),
]);
const counts: Record<number, number> = {};
for (const answer of storm) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
const byStatus = Object.entries(counts);
const busy = storm.filter((a) => a.status === 503);
report(
  "60 concurrent bad logins from 60 clients",
  `${byStatus.map(([status, count]) => `${count}×${status}`).join(", ")}; refused ones answered in ≤ ${ms(Math.max(0, ...busy.map((a) => a.ms)))}; a normal login meanwhile: ${honest.status} in ${ms(honest.ms)}`,
);
const signUps: number[] = [];
for (let i = 0; i < 32; i++) {
  signUps.push((await post("/api/register", json({ userType: "CANDIDATO", email: `novo${i}@exemplo.com.br`, password: "cafe-com-leite", nomeCompleto: "Novo Usuário" }, from("203.0.113.99")))).status);
}
report("32 sign-ups from one client in a row", `first 429 at sign-up ${signUps.indexOf(429) + 1}`);
const common = await post("/api/register", json({ userType: "CANDIDATO", email: "fraca@exemplo.com.br", password: "123456", nomeCompleto: "Senha Fraca" }, from("203.0.113.100")));
report("sign-up with the password 123456", `${common.status} '${message(common)}'`);

// Images.
const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#888" } }).png().toBuffer();
png.writeUInt32BE(16_000, 16);
png.writeUInt32BE(16_000, 20);
const candidate = await fetch(`${base}/api/register`, {
  method: "POST",
  headers: { "content-type": "application/json", ...from("198.51.100.50") },
  body: JSON.stringify({ userType: "CANDIDATO", email: "foto@exemplo.com.br", password: "cafe-com-leite", nomeCompleto: "Foto Grande" }),
});
const candidateCookie = candidate.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
const hugePng = await send("POST", "/api/profile/foto", { cookie: candidateCookie, "content-type": "image/png" }, png);
report(`PNG of ${png.length} bytes declaring 16000×16000`, `${hugePng.status} '${message(hugePng)}' in ${ms(hugePng.ms)}`);
const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } }).jpeg({ quality: 70 }).toBuffer();
const phone = await send("POST", "/api/profile/foto", { cookie: candidateCookie, "content-type": "image/jpeg" }, photo);
const stored = await database.prisma.image.findFirst({ orderBy: { createdAt: "desc" }, select: { size: true } });
report(`4000×3000 JPEG of ${(photo.length / 1e6).toFixed(1)} MB from a phone`, `${phone.status}, stored ${Math.round((stored?.size ?? 0) / 1024)} KB, in ${ms(phone.ms)}`);

// Malformed input and headers.
const nul = await post("/api/login", json({ email: "a\u0000@b.com", password: "123456" }, from("203.0.113.120")));
report("NUL character in a login e-mail", `${nul.status} '${message(nul)}'`);
const year0 = await send("PUT", "/api/profile", { cookie: candidateCookie, "content-type": "application/json" }, JSON.stringify({ dataNascimento: "0000-01-01" }));
report("birth date in year 0000", `${year0.status} '${message(year0)}'`);
const badCookie = await send("GET", "/", { cookie: "encaixe_session=%E0%A4%A" });
report("malformed session cookie on /", `${badCookie.status}${/at |\.ts/.test(badCookie.text) ? " WITH STACK" : ", no stack trace"}`);
const badHost = await new Promise<number>((resolve) => {
  const req = httpRequest({ host: "127.0.0.1", port, path: "/", headers: { host: "bad host" } }, (res) => {
    res.resume();
    resolve(res.statusCode ?? 0);
  });
  req.end();
});
report("bad Host header", `${badHost}`);
const unknownNode = await post("/graphql", json({ query: `{ node(id: "${Buffer.from("Vaga:nao-existe").toString("base64")}") { id } }` }, { authorization: `Bearer ${key}` }));
report("node(id) of an unknown well-formed id", `${unknownNode.status} ${unknownNode.text}`);
const unknownPath = await send("GET", "/nao-existe");
report("unknown path", `${unknownPath.status}`);

server.closeAllConnections();
server.close();
await app.close();
await database.close();
await dropDatabase();

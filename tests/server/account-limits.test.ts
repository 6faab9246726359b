import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasherSizeFor } from "../../server/auth/password.ts";
import { registerCandidate, uniqueEmail } from "../support/fixtures.ts";
import { Browser, randomIp, randomV6Prefix } from "../support/browserClient.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * A browser on one network: it keeps every cookie it is given (the session and
 * the device cookie) and comes through a proxy that names its address in
 * X-Forwarded-For, which servers started with trustProxy believe.
 */

const tooManyLogins = "Muitas tentativas de login. Aguarde alguns minutos e tente novamente.";

/** Signs in `times` times with a wrong password and returns the statuses. */
async function guess(browser: Browser, email: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await browser.login(email, `errada-${i}`)).status);
  return statuses;
}

const candidate = (overrides: Record<string, unknown> = {}) => ({
  userType: "CANDIDATO",
  nomeCompleto: "Paula Ramos",
  email: uniqueEmail("paula"),
  password: "segredo123",
  ...overrides,
});

const retryAfter = (response: { headers: Headers }) => Number(response.headers.get("retry-after"));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true, signUpHourlyLimit: 30 });
});
afterAll(async () => {
  await server?.close();
});

describe("wrong passwords", () => {
  it("lets the owner sign in from their own network after an attacker's 12 wrong guesses from another", async () => {
    const { user, password } = await registerCandidate(server.url);
    const attacker = new Browser(server.url);
    expect(await guess(attacker, user.email, 10)).toEqual(Array(10).fill(401));

    const refused = await attacker.login(user.email, "errada-10");
    await attacker.login(user.email, "errada-11");
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(tooManyLogins);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(retryAfter(refused)).toBeLessThanOrEqual(15 * 60);
    // Even the right password waits on the attacker's network, and no hash is spent finding that out.
    expect((await attacker.login(user.email, password)).status).toBe(429);

    expect((await new Browser(server.url).login(user.email, password)).status).toBe(200);
  });

  it("lets the owner sign in on the attacker's network from a browser that signed in before, while strangers there wait", async () => {
    const { user, password } = await registerCandidate(server.url);
    const owner = new Browser(server.url);
    expect((await owner.login(user.email, password)).status).toBe(200);
    const attacker = new Browser(server.url, owner.ip);
    // The owner's e-mail, then others: this network has spent its own budget on the account and its budget across accounts.
    await guess(attacker, user.email, 12);
    for (let i = 0; i < 12; i++) await attacker.login(uniqueEmail("alvo"), "segredo123");
    expect((await attacker.login(uniqueEmail("alvo"), "segredo123")).status).toBe(429);

    expect((await owner.login(user.email, password)).status).toBe(200);
    expect((await new Browser(server.url, owner.ip).login(user.email, password)).status).toBe(429);
  });

  it("marks the browser with a long-lived HttpOnly device cookie whose token the database keeps only as a digest", async () => {
    const { user, password } = await registerCandidate(server.url);
    const owner = new Browser(server.url);
    await owner.login(user.email, password);
    const cookie = owner.setCookies.find((setCookie) => setCookie.startsWith("encaixe_device="))!;
    expect(cookie).toMatch(/^encaixe_device=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=31536000$/);

    const token = owner.cookies.get("encaixe_device")!;
    const devices = await server.database.prisma.loginDevice.findMany({ where: { userId: user.id } });
    expect(devices.length).toBeGreaterThan(0);
    expect(devices.map((device) => device.id)).not.toContain(token);
    expect(JSON.stringify(devices)).not.toContain(token);
  });

  it("still counts a trusted browser's own wrong guesses: 10 wrong and it waits too", async () => {
    const { user, password } = await registerCandidate(server.url);
    const owner = new Browser(server.url);
    await owner.login(user.email, password);
    expect(await guess(owner, user.email, 10)).toEqual(Array(10).fill(401));
    expect((await owner.login(user.email, password)).status).toBe(429);
  });

  it("throttles one password tried against 30 e-mails from one client before the 30th", async () => {
    const sprayer = new Browser(server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await sprayer.login(uniqueEmail("spray"), "segredo123")).status);
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused).toBeGreaterThan(0);
    expect(firstRefused).toBeLessThan(29);
    expect(statuses.slice(firstRefused).every((status) => status === 429)).toBe(true);
  });

  it("counts an IPv6 client by its /64, which one subscriber can rotate through", async () => {
    const prefix = randomV6Prefix();
    const statuses: number[] = [];
    for (let i = 1; i <= 30; i++) statuses.push((await new Browser(server.url, `${prefix}::${i.toString(16)}`).login(uniqueEmail("v6"), "segredo123")).status);
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
    expect((await new Browser(server.url, `${randomV6Prefix()}::1`).login(uniqueEmail("v6"), "segredo123")).status).toBe(401);
  });

  it("stops guesses at one e-mail spread over many addresses, but not the owner's trusted browser", async () => {
    const { user, password } = await registerCandidate(server.url);
    const owner = new Browser(server.url);
    await owner.login(user.email, password);
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++) statuses.push((await new Browser(server.url).login(user.email, `errada-${i}`)).status);
    expect(statuses.slice(0, 100).every((status) => status === 401)).toBe(true);
    expect(statuses[100]).toBe(429);

    expect((await new Browser(server.url).login(user.email, password)).status).toBe(429);
    expect((await owner.login(user.email, password)).status).toBe(200);
  });

  it("counts aliased logins in one GraphQL request one by one", async () => {
    const { user } = await registerCandidate(server.url);
    const attacker = new Browser(server.url);
    await guess(attacker, user.email, 6);
    // Eight is the most aliases a document may hold.
    const aliases = Array.from({ length: 8 }, (_, i) => `a${i}: login(input: { email: $email, password: "errada-${i}" }) { __typename ... on Error { message } }`);
    const { data } = await attacker.graphql(`mutation ($email: String!) { ${aliases.join("\n")} }`, { email: user.email });
    expect(Object.values(data)).toEqual([
      ...Array(4).fill({ __typename: "AuthenticationError", message: "Email ou senha incorretos" }),
      ...Array(4).fill({ __typename: "RateLimitedError", message: tooManyLogins }),
    ]);
  });

  it("is shared by two server processes on one database", async () => {
    const second = await startTestServer({ trustProxy: true }, { database: server.database });
    try {
      const { user } = await registerCandidate(server.url);
      const ip = randomIp();
      expect(await guess(new Browser(server.url, ip), user.email, 5)).toEqual(Array(5).fill(401));
      expect(await guess(new Browser(second.url, ip), user.email, 5)).toEqual(Array(5).fill(401));
      expect((await new Browser(server.url, ip).login(user.email, "errada")).status).toBe(429);
      expect((await new Browser(second.url, ip).login(user.email, "errada")).status).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe("sign-up", () => {
  it("takes 30 sign-ups an hour from one network, then asks it to wait, over REST and GraphQL", async () => {
    const network = randomIp();
    for (let i = 0; i < 30; i++) expect((await new Browser(server.url, network).request("POST", "/api/register", candidate())).status).toBe(201);

    const refused = await new Browser(server.url, network).request("POST", "/api/register", candidate());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Muitos cadastros a partir desta rede. Tente novamente mais tarde.");
    expect(retryAfter(refused)).toBeGreaterThan(0);

    const graphql = await new Browser(server.url, network).graphql(
      `mutation ($input: RegisterCandidateInput!) {
        registerCandidate(input: $input) { __typename ... on Error { message } ... on RateLimitedError { retryAfterSeconds } }
      }`,
      { input: { nomeCompleto: "Paula Ramos", email: uniqueEmail("paula"), password: "segredo123" } },
    );
    expect(graphql.data.registerCandidate).toEqual({
      __typename: "RateLimitedError",
      message: "Muitos cadastros a partir desta rede. Tente novamente mais tarde.",
      retryAfterSeconds: expect.any(Number),
    });
    expect(graphql.data.registerCandidate.retryAfterSeconds).toBeGreaterThan(0);
    expect((await new Browser(server.url).request("POST", "/api/register", candidate())).status).toBe(201);
  });

  const tooCommon = "Esta senha é muito comum e fácil de adivinhar. Escolha outra.";

  it.each(["123456", "senha123", "Senha123"])("refuses the common password '%s' with a message under the password field", async (password) => {
    const browser = new Browser(server.url);
    const response = await browser.request("POST", "/api/register", candidate({ password }));
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual([{ path: ["password"], message: tooCommon }]);
    expect(browser.cookies.size).toBe(0);
  });

  it("refuses a common password through GraphQL with a typed field error", async () => {
    const result = await new Browser(server.url).graphql(
      `mutation ($input: RegisterCompanyInput!) { registerCompany(input: $input) { __typename ... on InvalidInputError { fieldErrors { path message } } } }`,
      { input: { nomeEmpresa: "Mercado Bom Preço", cnpj: "11.222.333/0001-81", nomeResponsavel: "Rita Alves", email: uniqueEmail("rh"), password: "senha123" } },
    );
    expect(result.data.registerCompany).toEqual({ __typename: "InvalidInputError", fieldErrors: [{ path: ["password"], message: tooCommon }] });
  });
});

describe("signing out of every device", () => {
  const logoutEverywhere = "mutation { logoutEverywhere }";

  it("ends the sessions of the account's other browsers and this one's", async () => {
    const { user, password } = await registerCandidate(server.url);
    const [here, laptop, phone] = [new Browser(server.url), new Browser(server.url), new Browser(server.url)];
    for (const browser of [here, laptop, phone]) expect((await browser.login(user.email, password)).status).toBe(200);
    const stranger = await registerCandidate(server.url);

    expect(await here.graphql(logoutEverywhere)).toEqual({ data: { logoutEverywhere: true } });
    expect(here.setCookies).toContainEqual(expect.stringMatching(/^encaixe_session=;.*Max-Age=0/));
    for (const browser of [here, laptop, phone]) expect((await browser.request("GET", "/api/user")).status).toBe(401);
    expect(await server.database.prisma.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await server.database.prisma.loginDevice.count({ where: { userId: user.id } })).toBe(0);
    expect((await stranger.client.get("/api/user")).status).toBe(200);
  });

  it("is refused to visitors", async () => {
    const result = await new Browser(server.url).graphql(logoutEverywhere);
    expect(result.data).toEqual({ logoutEverywhere: null });
    expect(result.errors[0].message).toBe("Você precisa entrar para continuar");
  });
});

describe("when the limits cannot work", () => {
  it("sizes the password hasher to half the line, one hash at least: from a line of 2 on, a burst of logins leaves turns to everyone else", () => {
    for (const line of [1, 2, 3, 4, 5, 8, 10, 20, 40]) {
      const { maxConcurrent, maxQueued } = hasherSizeFor(line);
      expect(maxConcurrent, `line of ${line}`).toBeGreaterThanOrEqual(1);
      expect(maxQueued, `line of ${line}`).toBeGreaterThanOrEqual(0);
      expect(maxConcurrent + maxQueued, `line of ${line}`).toBe(Math.max(1, Math.floor(line / 2)));
    }
  });

  it("answers with 503 and Retry-After while the password hasher's queue is full, without waiting for it to drain", async () => {
    const busy = await startTestServer({ trustProxy: true, passwordHashCost: 15 });
    try {
      // Warm up, so the burst meets a server that has compiled its queries and made its decoy hash.
      await new Browser(busy.url).login(uniqueEmail("fila"), "segredo123");
      const attempts = await Promise.all(
        Array.from({ length: 40 }, async () => {
          const started = performance.now();
          const response = await new Browser(busy.url).login(uniqueEmail("fila"), "segredo123");
          return { response, ms: performance.now() - started };
        }),
      );
      const refused = attempts.filter(({ response }) => response.status === 503);
      const checked = attempts.filter(({ response }) => response.status === 401);
      expect(refused.length).toBeGreaterThan(0);
      expect(checked.length).toBeGreaterThan(0);
      for (const { response } of refused) expect(retryAfter(response)).toBeGreaterThan(0);
      // A refusal is decided before any other work of the login, so it never waits in line
      // (how fast, in milliseconds, is for `npm run attacks` to measure, not for a test on a busy machine).
      const slowest = (list: typeof attempts) => Math.max(...list.map(({ ms }) => ms));
      expect(slowest(refused)).toBeLessThan(slowest(checked));
    } finally {
      await busy.close();
    }
  });

  it("refuses sign-in with 503 but lets sign-up through when the limits' store fails", async () => {
    const broken = await startTestServer({ trustProxy: true });
    try {
      await broken.database.prisma.$executeRawUnsafe('ALTER TABLE "RateLimiterFlexible" RENAME TO "Elsewhere"');
      const signUp = await new Browser(broken.url).request("POST", "/api/register", candidate());
      expect(signUp.status).toBe(201);
      const signIn = await new Browser(broken.url).login(signUp.body.email, "segredo123");
      expect(signIn.status).toBe(503);
      expect(signIn.body.message).toBe("Não foi possível entrar agora. Tente novamente em instantes.");
      expect(retryAfter(signIn)).toBeGreaterThan(0);
    } finally {
      await broken.close();
    }
  });
});

const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)("limits kept in Redis", () => {
  it("share the login throttle between two server processes", async () => {
    const first = await startTestServer({ trustProxy: true, redisUrl });
    const second = await startTestServer({ trustProxy: true, redisUrl }, { database: first.database });
    try {
      // Counters in Redis outlive the test: a fresh address and e-mail keep runs apart.
      const ip = randomIp();
      const { body: user } = await new Browser(first.url, ip).request("POST", "/api/register", candidate());
      expect(await guess(new Browser(first.url, ip), user.email, 5)).toEqual(Array(5).fill(401));
      expect(await guess(new Browser(second.url, ip), user.email, 5)).toEqual(Array(5).fill(401));
      expect((await new Browser(second.url, ip).login(user.email, "errada")).status).toBe(429);
      expect((await new Browser(first.url, ip).login(user.email, "errada")).status).toBe(429);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it("keep two sites that share one Redis apart, each under its own prefix", async () => {
    const prefix = () => `limits-test-${randomBytes(4).toString("hex")}:`;
    const site = await startTestServer({ trustProxy: true, redisUrl, redisPrefix: prefix() });
    const other = await startTestServer({ trustProxy: true, redisUrl, redisPrefix: prefix() });
    try {
      const ip = randomIp();
      const { body: user } = await new Browser(site.url, ip).request("POST", "/api/register", candidate());
      expect(await guess(new Browser(site.url, ip), user.email, 10)).toEqual(Array(10).fill(401));
      expect((await new Browser(site.url, ip).login(user.email, "errada")).status).toBe(429);
      expect((await new Browser(other.url, ip).login(user.email, "errada")).status).toBe(401);
    } finally {
      await other.close();
      await site.close();
    }
  });
});

describe("limits while their Redis cannot be reached", () => {
  // Nothing listens on port 1: the limits fall back to the database, which both processes share.
  const downRedis = "redis://127.0.0.1:1";

  it("still share the login throttle between two processes, and still let the right password in", async () => {
    const first = await startTestServer({ trustProxy: true, redisUrl: downRedis });
    const second = await startTestServer({ trustProxy: true, redisUrl: downRedis }, { database: first.database });
    try {
      const ip = randomIp();
      const { body: user } = await new Browser(first.url, ip).request("POST", "/api/register", candidate());
      expect(await guess(new Browser(first.url, ip), user.email, 5)).toEqual(Array(5).fill(401));
      expect(await guess(new Browser(second.url, ip), user.email, 5)).toEqual(Array(5).fill(401));
      // Before, a limit Redis could not spend let every guess through, and refused every sign-in with 503.
      const refused = await new Browser(second.url, ip).login(user.email, "errada");
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(tooManyLogins);
      expect((await new Browser(first.url, ip).login(user.email, "segredo123")).status).toBe(429);
      expect((await new Browser(first.url).login(user.email, "segredo123")).status).toBe(200);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it("still refuse a client that spent its request budget", async () => {
    const limited = await startTestServer({ trustProxy: true, redisUrl: downRedis, clientMinuteLimit: 3 }, { database: server.database });
    try {
      const visitor = new Browser(limited.url);
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await visitor.request("POST", "/graphql", { query: "{ __typename }" })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      // Another client's budget is its own.
      expect((await new Browser(limited.url).request("POST", "/graphql", { query: "{ __typename }" })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

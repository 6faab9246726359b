import { loadConfig } from "../../server/config.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "../support/client.ts";
import { makeCnpj, registerCandidate, registerCompany, uniqueEmail } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const candidatePayload = (overrides: Record<string, unknown> = {}) => ({
  userType: "CANDIDATO",
  nomeCompleto: "Ana Beatriz Souza",
  email: uniqueEmail("ana"),
  password: "segredo123",
  ...overrides,
});

const companyPayload = (overrides: Record<string, unknown> = {}) => ({
  userType: "EMPRESA",
  nomeEmpresa: "Padaria Pão Quente",
  cnpj: makeCnpj(),
  nomeResponsavel: "Carlos Lima",
  email: uniqueEmail("rh"),
  password: "segredo123",
  ...overrides,
});

const fieldMessage = (body: { fieldErrors?: { path: string[]; message: string }[] }, field: string) =>
  body.fieldErrors?.find((error) => error.path.join(".") === field)?.message;

describe("registration", () => {
  it("registers a candidate, signs them in and answers GET /api/user with the user", async () => {
    const client = new Client(server.url);
    const payload = candidatePayload();
    const registered = await client.post("/api/register", payload);
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({ id: expect.any(String), email: payload.email, userType: "CANDIDATO" });

    const me = await client.get("/api/user");
    expect(me.status).toBe(200);
    expect(me.body).toEqual(registered.body);
  });

  it("registers a company with a numeric or an alphanumeric CNPJ", async () => {
    const numeric = await new Client(server.url).post("/api/register", companyPayload({ cnpj: "11.222.333/0001-81" }));
    expect(numeric.status).toBe(201);
    expect(numeric.body.userType).toBe("EMPRESA");

    const alphanumeric = await new Client(server.url).post("/api/register", companyPayload({ cnpj: "12.ABC.345/01DE-35" }));
    expect(alphanumeric.status).toBe(201);
    const stored = await server.database.prisma.empresa.findFirst({ where: { user: { id: alphanumeric.body.id } } });
    expect(stored?.cnpj).toBe("12ABC34501DE35");
  });

  it.each([
    ["email", { email: "nao-e-email" }, "Email inválido"],
    ["password", { password: "12345" }, "Senha deve ter pelo menos 6 caracteres"],
    ["nomeCompleto", { nomeCompleto: "A" }, "Nome deve ter pelo menos 2 caracteres"],
    ["nomeCompleto", { nomeCompleto: "   " }, "Nome deve ter pelo menos 2 caracteres"],
  ])("refuses a candidate with a bad %s: '%s'", async (field, overrides, message) => {
    const client = new Client(server.url);
    const response = await client.post("/api/register", candidatePayload(overrides));
    expect(response.status).toBe(400);
    expect(fieldMessage(response.body, field)).toBe(message);
    expect(client.cookie).toBeUndefined();
  });

  it.each([
    ["nomeEmpresa", { nomeEmpresa: "X" }, "Nome da empresa deve ter pelo menos 2 caracteres"],
    ["cnpj", { cnpj: "1122233300018" }, "CNPJ deve ter 14 dígitos"],
    ["cnpj", { cnpj: "11.222.333/0001-82" }, "CNPJ inválido"],
    ["cnpj", { cnpj: "12ABC34501DE36" }, "CNPJ inválido"],
    ["nomeResponsavel", { nomeResponsavel: "" }, "Nome do responsável é obrigatório"],
    ["email", { email: "rh@" }, "Email inválido"],
    ["password", { password: "abc" }, "Senha deve ter pelo menos 6 caracteres"],
  ])("refuses a company with a bad %s: '%s'", async (field, overrides, message) => {
    const response = await new Client(server.url).post("/api/register", companyPayload(overrides));
    expect(response.status).toBe(400);
    expect(fieldMessage(response.body, field)).toBe(message);
  });

  it("refuses an email already in use, whatever its case, with a clear message", async () => {
    const { user } = await registerCandidate(server.url);
    const again = await new Client(server.url).post("/api/register", companyPayload({ email: user.email.toUpperCase() }));
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("Este email já está cadastrado");
    expect(fieldMessage(again.body, "email")).toBe("Este email já está cadastrado");
    expect(await server.database.prisma.user.count({ where: { email: user.email } })).toBe(1);
  });

  it("refuses a CNPJ that another company already registered", async () => {
    const cnpj = makeCnpj();
    await registerCompany(server.url, { cnpj });
    const again = await new Client(server.url).post("/api/register", companyPayload({ cnpj }));
    expect(again.status).toBe(400);
    expect(fieldMessage(again.body, "cnpj")).toBe("Este CNPJ já está cadastrado");
  });

  it("keeps one account when the same email registers twice at the same moment", async () => {
    const payload = candidatePayload();
    const responses = await Promise.all([0, 1, 2].map(() => new Client(server.url).post("/api/register", payload)));
    expect(responses.map((r) => r.status).sort()).toEqual([201, 400, 400]);
    expect(await server.database.prisma.user.count({ where: { email: payload.email } })).toBe(1);
  });

  it("refuses a registration without a valid userType", async () => {
    const response = await new Client(server.url).post("/api/register", candidatePayload({ userType: "ADMIN" }));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("userType deve ser CANDIDATO ou EMPRESA");
  });

  it("stores passwords as scrypt hashes at OWASP's cost, never in clear", async () => {
    const production = await startTestServer({ passwordHashCost: loadConfig({}).passwordHashCost });
    try {
      const { user, password } = await registerCandidate(production.url);
      const row = await production.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(row.passwordHash).not.toContain(password);
      expect(row.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    } finally {
      await production.close();
    }
  });

  it("refuses to start in production with a password-hash cost under OWASP's", () => {
    expect(() => loadConfig({ NODE_ENV: "production", PASSWORD_HASH_COST: "10" })).toThrow(/at least 17/);
    expect(loadConfig({ NODE_ENV: "production" }).passwordHashCost).toBe(17);
  });
});

// Signing in also sets the device cookie (see account-limits.test.ts).
const sessionSetCookie = (client: Client) => client.lastSetCookie.find((cookie) => cookie.startsWith("encaixe_session="));

describe("sessions", () => {
  it("sets an HttpOnly, SameSite=Lax session cookie, Secure only over HTTPS", async () => {
    const client = new Client(server.url);
    await client.post("/api/register", candidatePayload());
    const cookie = sessionSetCookie(client);
    expect(cookie).toMatch(/^encaixe_session=[\w-]{40,};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Secure");

    const secureServer = await startTestServer({ secureCookies: true });
    try {
      const secureClient = new Client(secureServer.url);
      await secureClient.post("/api/register", candidatePayload());
      expect(sessionSetCookie(secureClient)).toContain("Secure");
    } finally {
      await secureServer.close();
    }
  });

  it("stores only a hash of the session token in the database", async () => {
    const client = new Client(server.url);
    const { body } = await client.post("/api/register", candidatePayload());
    const token = client.cookie!.split("=")[1]!;
    const sessions = await server.database.prisma.session.findMany({ where: { userId: body.id } });
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.id).not.toBe(token);
    expect(sessions[0]!.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it("answers GET /api/user with 401 when signed out", async () => {
    const response = await new Client(server.url).get("/api/user");
    expect(response.status).toBe(401);
  });

  it("logs in with the right password and replaces the session id", async () => {
    const { client, user, password } = await registerCandidate(server.url);
    const before = client.cookie;
    const login = await client.post("/api/login", { email: user.email, password });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ id: user.id, email: user.email, userType: "CANDIDATO" });
    expect(client.cookie).toBeDefined();
    expect(client.cookie).not.toBe(before);

    const old = new Client(server.url);
    old.cookie = before;
    expect((await old.get("/api/user")).status).toBe(401);
    expect((await client.get("/api/user")).status).toBe(200);
  });

  it.each([
    ["a wrong password", (email: string) => ({ email, password: "senha-errada" })],
    ["an unknown email", () => ({ email: uniqueEmail("ninguem"), password: "segredo123" })],
  ])("refuses %s with 401 'Email ou senha incorretos'", async (_case, credentials) => {
    const { user } = await registerCompany(server.url);
    const client = new Client(server.url);
    const response = await client.post("/api/login", credentials(user.email));
    expect(response.status).toBe(401);
    expect(response.body.message).toBe("Email ou senha incorretos");
    expect(client.cookie).toBeUndefined();
  });

  it("stops password guessing: after 10 wrong passwords for an email, even the right one waits", async () => {
    const { user, password } = await registerCandidate(server.url);
    const other = await registerCandidate(server.url);
    const client = new Client(server.url);
    for (let i = 0; i < 10; i++) expect((await client.post("/api/login", { email: user.email, password: `errada${i}` })).status).toBe(401);
    const blocked = await client.post("/api/login", { email: user.email, password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe("Muitas tentativas de login. Aguarde alguns minutos e tente novamente.");
    expect((await client.post("/api/login", { email: other.user.email, password: other.password })).status).toBe(200);
  });

  it("validates login input with the §5 messages", async () => {
    const response = await new Client(server.url).post("/api/login", { email: "x", password: "1" });
    expect(response.status).toBe(400);
    expect(fieldMessage(response.body, "email")).toBe("Email inválido");
  });

  it("logs out: the cookie is cleared and the old session is dead on the server", async () => {
    const { client } = await registerCandidate(server.url);
    const stolen = client.cookie;
    const logout = await client.post("/api/logout");
    expect(logout.status).toBe(200);
    expect(client.lastSetCookie[0]).toMatch(/^encaixe_session=;.*Max-Age=0/);
    expect(client.cookie).toBeUndefined();

    const replay = new Client(server.url);
    replay.cookie = stolen;
    expect((await replay.get("/api/user")).status).toBe(401);
  });

  it("ignores an expired session", async () => {
    const { client, user } = await registerCandidate(server.url);
    await server.database.prisma.session.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await client.get("/api/user")).status).toBe(401);
  });

  it("refuses a body that is not JSON", async () => {
    const response = await fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=a@b.com&password=123456",
    });
    expect(response.status).toBe(400);
  });
});

describe("GraphQL accounts", () => {
  const userFields = "id email userType";

  it("gives visitors a null viewer", async () => {
    const result = await new Client(server.url).graphql("{ viewer { id } }");
    expect(result).toEqual({ data: { viewer: null } });
  });

  it("registers, reads the viewer, logs out and logs in through mutations", async () => {
    const client = new Client(server.url);
    const email = uniqueEmail("gql");
    const registered = await client.graphql(
      `mutation ($input: RegisterCandidateInput!) { registerCandidate(input: $input) { __typename ... on MutationRegisterCandidateSuccess { data { ${userFields} candidato { nomeCompleto } } } } }`,
      { input: { nomeCompleto: "Bruno Lima", email, password: "segredo123" } },
    );
    expect(registered.data.registerCandidate.data).toMatchObject({ email, userType: "CANDIDATO", candidato: { nomeCompleto: "Bruno Lima" } });

    const viewer = await client.graphql(`{ viewer { ${userFields} } }`);
    expect(viewer.data.viewer.email).toBe(email);

    expect((await client.graphql("mutation { logout }")).data.logout).toBe(true);
    expect((await client.graphql("{ viewer { id } }")).data.viewer).toBeNull();

    const login = await client.graphql(
      `mutation ($input: LoginInput!) { login(input: $input) { __typename ... on MutationLoginSuccess { data { email } } } }`,
      { input: { email, password: "segredo123" } },
    );
    expect(login.data.login).toEqual({ __typename: "MutationLoginSuccess", data: { email } });
    expect((await client.graphql("{ viewer { email } }")).data.viewer.email).toBe(email);
  });

  it("returns typed errors: field messages for bad input, AuthenticationError for a wrong password", async () => {
    const client = new Client(server.url);
    const invalid = await client.graphql(
      `mutation ($input: RegisterCompanyInput!) { registerCompany(input: $input) { __typename ... on InvalidInputError { message fieldErrors { path message } } } }`,
      { input: { nomeEmpresa: "Tech", cnpj: "123", nomeResponsavel: "Ana", email: uniqueEmail("x"), password: "segredo123" } },
    );
    expect(invalid.data.registerCompany).toEqual({
      __typename: "InvalidInputError",
      message: "CNPJ deve ter 14 dígitos",
      fieldErrors: [{ path: ["cnpj"], message: "CNPJ deve ter 14 dígitos" }],
    });

    const { user } = await registerCandidate(server.url);
    const wrong = await client.graphql(
      `mutation ($input: LoginInput!) { login(input: $input) { __typename ... on Error { message } } }`,
      { input: { email: user.email, password: "outra-senha" } },
    );
    expect(wrong.data.login).toEqual({ __typename: "AuthenticationError", message: "Email ou senha incorretos" });
  });
});

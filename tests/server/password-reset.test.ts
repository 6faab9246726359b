import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/database.ts";
import { deliverDueEmails, startEmailDelivery } from "../../server/email/delivery.ts";
import { queueEmail } from "../../server/email/outbox.ts";
import { createMailer } from "../../server/email/transport.ts";
import { createLogger } from "../../server/log.ts";
import { Client } from "../support/client.ts";
import { createTestDatabase } from "../support/database.ts";
import { registerCandidate } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { startSmtpServer } from "../support/smtp.ts";

// 'Esqueci minha senha' end to end, through a real SMTP server started here.

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const publicUrl = "https://vagas.exemplo.com.br";

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ smtpUrl: smtp.url, publicUrl, mailFrom: "Encaixe <nao-responda@encaixe.com.br>" });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const request = (client: Client, email: string) =>
  client.graphql(
    `mutation ($input: PasswordResetRequestInput!) { requestPasswordReset(input: $input) { __typename ... on Error { message } ... on MutationRequestPasswordResetSuccess { data } } }`,
    { input: { email } },
  );

const reset = (client: Client, token: string, password: string) =>
  client.graphql(
    `mutation ($input: PasswordResetInput!) { resetPassword(input: $input) { __typename ... on Error { message } ... on InvalidInputError { fieldErrors { path message } } ... on MutationResetPasswordSuccess { data { email } } } }`,
    { input: { token, password } },
  );

const viewerEmail = async (client: Client) => (await client.graphql("{ viewer { email } }")).data.viewer?.email ?? null;
const linkIn = (text: string) => /https:\/\/vagas\.exemplo\.com\.br\/redefinir-senha#token=([\w-]+)/.exec(text)?.[1];

describe("password recovery", () => {
  it("e-mails a link that sets a new password once, ends the other sessions and signs this browser in", async () => {
    const { client: elsewhere, user } = await registerCandidate(server.url);
    const browser = new Client(server.url);
    expect((await request(browser, user.email.toUpperCase())).data.requestPasswordReset).toEqual({ __typename: "MutationRequestPasswordResetSuccess", data: true });

    const mail = await smtp.next(user.email);
    expect(mail.subject).toBe("Crie uma nova senha no Encaixe");
    expect(mail.from?.text).toContain("nao-responda@encaixe.com.br");
    const token = linkIn(mail.text ?? "");
    expect(token).toBeDefined();
    expect(mail.html).toContain(`#token=${token}`);
    // The database keeps the token's hash only, and the delivered body is gone from the outbox.
    const stored = JSON.stringify(await server.database.prisma.passwordReset.findMany({ where: { user: { email: user.email } } }));
    expect(stored).not.toContain(token!);
    // (The SMTP server has it a moment before the outbox records the delivery.)
    await expect
      .poll(() => server.database.prisma.email.findFirstOrThrow({ where: { to: user.email }, select: { text: true, html: true, attempts: true, sentAt: true } }))
      .toMatchObject({ text: "", html: "", attempts: 1, sentAt: expect.any(Date) });

    const weak = await reset(browser, token!, "123");
    expect(weak.data.resetPassword.fieldErrors).toEqual([{ path: ["password"], message: "Senha deve ter pelo menos 6 caracteres" }]);
    const done = await reset(browser, token!, "nova-senha-forte-42");
    expect(done.data.resetPassword).toEqual({ __typename: "MutationResetPasswordSuccess", data: { email: user.email } });
    expect(await viewerEmail(browser)).toBe(user.email);
    expect(await viewerEmail(elsewhere)).toBeNull();

    const again = await reset(new Client(server.url), token!, "outra-senha-forte-43");
    expect(again.data.resetPassword.message).toBe("Este link de recuperação é inválido ou expirou. Peça um novo.");
    expect((await new Client(server.url).post("/api/login", { email: user.email, password: "segredo123" })).status).toBe(401);
    expect((await new Client(server.url).post("/api/login", { email: user.email, password: "nova-senha-forte-42" })).status).toBe(200);
  });

  it("answers an unknown e-mail exactly as a known one, and sends nothing", async () => {
    const before = smtp.received.length;
    const answer = await request(new Client(server.url), "ninguem.aqui@exemplo.com.br");
    expect(answer.data.requestPasswordReset).toEqual({ __typename: "MutationRequestPasswordResetSuccess", data: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.length).toBe(before);
  });

  it("refuses a link after its hour", async () => {
    const { user } = await registerCandidate(server.url);
    await request(new Client(server.url), user.email);
    const token = linkIn((await smtp.next(user.email)).text ?? "")!;
    await server.database.prisma.passwordReset.updateMany({ where: { user: { email: user.email } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await reset(new Client(server.url), token, "nova-senha-forte-42")).data.resetPassword.message).toMatch(/inválido ou expirou/);
  });

  it("sends one account at most 3 links an hour without saying so, and slows a client asking for many", async () => {
    const { user } = await registerCandidate(server.url);
    const client = new Client(server.url);
    for (let i = 0; i < 5; i++) expect((await request(client, user.email)).data.requestPasswordReset.data).toBe(true);
    // Three arrive, however slowly the outbox sends them; a fourth would have come with them.
    await smtp.arrived(user.email, 3);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.filter((mail) => JSON.stringify(mail.to).includes(user.email))).toHaveLength(3);
    let refused: { __typename: string; message: string } | undefined;
    for (let i = 0; i < 12 && !refused; i++) {
      const answer = (await request(client, `outra${i}@exemplo.com.br`)).data.requestPasswordReset;
      if (answer.__typename !== "MutationRequestPasswordResetSuccess") refused = answer;
    }
    expect(refused).toEqual({ __typename: "RateLimitedError", message: "Muitos pedidos de recuperação a partir desta rede. Tente novamente mais tarde." });
  });
});

describe("the e-mail outbox", () => {
  let database: Database;
  const log = createLogger("silent");
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const message = (key: string, to: string) => ({ key, to, subject: "Assunto", text: "Texto", html: "<p>Texto</p>" });

  it("keeps an e-mail queued before a restart and sends it once after, however often the event is queued", async () => {
    expect(await queueEmail(database.prisma, message("evento:1", "reinicio@exemplo.com.br"))).toBe(true);
    expect(await queueEmail(database.prisma, message("evento:1", "reinicio@exemplo.com.br"))).toBe(false);
    // The "process" that queued it stops before sending; a new one starts.
    const delivery = startEmailDelivery(database.prisma, createMailer({ smtpUrl: smtp.url, mailFrom: "x@encaixe.com.br", publicUrl }, log), log);
    await smtp.next("reinicio@exemplo.com.br");
    await delivery.stop();
    const restarted = startEmailDelivery(database.prisma, createMailer({ smtpUrl: smtp.url, mailFrom: "x@encaixe.com.br", publicUrl }, log), log);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await restarted.stop();
    expect(smtp.received.filter((mail) => JSON.stringify(mail.to).includes("reinicio@exemplo.com.br"))).toHaveLength(1);
  });

  it("retries a refused e-mail later with backoff, then delivers it", async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, mailFrom: "x@encaixe.com.br", publicUrl }, log);
    await queueEmail(database.prisma, message("evento:2", "retentativa@exemplo.com.br"));
    smtp.fail(true);
    try {
      expect(await deliverDueEmails(database.prisma, mailer, log)).toBe(0);
    } finally {
      smtp.fail(false);
    }
    const failed = await database.prisma.email.findUniqueOrThrow({ where: { key: "evento:2" } });
    expect(failed).toMatchObject({ attempts: 1, sentAt: null });
    expect(failed.lastError).toMatch(/451/);
    expect(failed.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(20_000);
    // Not due yet: nothing is sent before the backoff ends.
    expect(await deliverDueEmails(database.prisma, mailer, log)).toBe(0);
    await database.prisma.email.update({ where: { key: "evento:2" }, data: { nextAttemptAt: new Date() } });
    expect(await deliverDueEmails(database.prisma, mailer, log)).toBe(1);
    expect(await database.prisma.email.findUniqueOrThrow({ where: { key: "evento:2" } })).toMatchObject({ attempts: 2, lastError: null });
    mailer.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { digestDay, sendDailyDigests } from "../../server/domain/noticeDigest.ts";
import { createLogger } from "../../server/log.ts";
import { documents, mailTo, mutate, noticeKindsOf, scene, setPreferences } from "../support/notices.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { startSmtpServer } from "../support/smtp.ts";

// The daily digest, run with the test's clock: at 08:00 in Brasília, one
// e-mail per person listing the notices that waited for it, once a day,
// whichever process runs it and however often.

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const publicUrl = "https://vagas.exemplo.com.br";
const log = createLogger("silent");

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ smtpUrl: smtp.url, publicUrl });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const runDigests = (at: string, on: TestServer = server) => sendDailyDigests({ db: on.database.prisma, config: { brand: "Encaixe", publicUrl }, log }, new Date(at));
const digestsTo = (email: string) => server.database.prisma.email.findMany({ where: { to: email, key: { startsWith: "resumo:" } }, select: { key: true } });
/** Lets the outbox deliver what was queued, so "nothing arrived" means something. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe("the day's hour", () => {
  it("is 08:00 in Brasília (UTC−3), and the day is Brasília's", () => {
    expect(digestDay(new Date("2026-11-24T10:59:59Z"))).toBeNull();
    expect(digestDay(new Date("2026-11-24T11:00:00Z"))).toBe("2026-11-24");
    expect(digestDay(new Date("2026-11-25T02:30:00Z"))).toBe("2026-11-24");
    expect(digestDay(new Date("2026-11-25T03:00:00Z"))).toBeNull();
  });
});

describe("a person with notices set to DIARIO", () => {
  it("gets none at once and one digest at 08:00 listing them with links, one a day however often it runs", async () => {
    const { candidate, company, events, applicationId } = await scene(server.url, { empresa: "Cooperativa Vale Verde", vaga: "Técnica Agrícola" });
    await setPreferences(candidate.client, [
      { tipo: "CANDIDATURA_STATUS", entrega: "DIARIO" },
      { tipo: "INTERESSE_RECEBIDO", entrega: "DIARIO" },
    ]);
    await events.statusChange();
    await events.profileView();
    await events.interest();
    await smtp.next(company.user.email);
    expect(await runDigests("2026-11-24T10:30:00Z")).toBe(0);
    await settle();
    expect(mailTo(smtp.received, candidate.user.email)).toEqual([]);

    expect(await runDigests("2026-11-24T11:00:30Z")).toBeGreaterThanOrEqual(1);
    const digest = await smtp.next(candidate.user.email);
    expect(digest.subject).toBe("Seu resumo diário no Encaixe: 3 notificações");
    expect(digest.text).toContain("Desde o último resumo, você recebeu 3 notificações que ainda não viu:");
    const listed = [
      ["A empresa Cooperativa Vale Verde mudou sua candidatura para Em Análise", "Vaga: Técnica Agrícola", "/candidate/applications"],
      ["A empresa Cooperativa Vale Verde visualizou seu perfil", null, "/profile/candidate"],
      ["A empresa Cooperativa Vale Verde demonstrou interesse em você", "Vaga: Técnica Agrícola", "/candidate/interests"],
    ] as const;
    const text = digest.text!;
    let from = 0;
    for (const [title, detail, path] of listed) {
      const at = text.indexOf(`• ${title}`, from);
      expect(at, title).toBeGreaterThan(from - 1);
      const entry = text.slice(at, text.indexOf("\n\n", at));
      expect(entry).toContain(`${publicUrl}${path}`);
      if (detail) expect(entry).toContain(detail);
      expect(digest.html).toContain(`<a href="${publicUrl}${path}" style="color:#1d4ed8">${title}</a>`);
      from = at;
    }
    expect(text).toContain("às 8h (horário de Brasília)");
    expect(text).toContain(`Gerenciar preferências: ${publicUrl}/conta/notificacoes`);

    // Later the same day: a new notice waits, and the run sends nothing.
    await mutate(company.client, documents.move, { id: applicationId, status: "AVANCANDO_NO_PROCESSO" });
    expect(await runDigests("2026-11-24T23:00:00Z")).toBe(0);
    await settle();
    expect(mailTo(smtp.received, candidate.user.email)).toHaveLength(1);
    expect(await digestsTo(candidate.user.email)).toEqual([{ key: `resumo:${candidate.user.id}:2026-11-24` }]);

    // The next morning it comes, alone.
    await runDigests("2026-11-25T11:01:00Z");
    await expect.poll(() => mailTo(smtp.received, candidate.user.email).length, { timeout: 15_000 }).toBe(2);
    const next = mailTo(smtp.received, candidate.user.email)[1]!;
    expect(next.subject).toBe("Seu resumo diário no Encaixe: 1 notificação");
    expect(next.text).toContain("• A empresa Cooperativa Vale Verde mudou sua candidatura para Avançando");
    expect(next.text).not.toContain("demonstrou interesse");
    // The notices stay in the app, every one.
    expect(await noticeKindsOf(candidate.client)).toHaveLength(4);
  });

  it("leaves out what was read in the app meanwhile, and kinds turned off since; with nothing left, no e-mail", async () => {
    const { candidate, events } = await scene(server.url, { empresa: "Padaria Central" });
    await setPreferences(candidate.client, [{ tipo: "INTERESSE_RECEBIDO", entrega: "DIARIO" }]);
    await events.profileView();
    await events.interest();
    await setPreferences(candidate.client, [{ tipo: "PERFIL_VISUALIZADO", entrega: "NUNCA" }]);
    await runDigests("2026-12-01T12:00:00Z");
    const digest = await smtp.next(candidate.user.email);
    expect(digest.subject).toBe("Seu resumo diário no Encaixe: 1 notificação");
    expect(digest.text).toContain("demonstrou interesse em você");
    expect(digest.text).not.toContain("visualizou seu perfil");

    const other = await scene(server.url, { empresa: "Loja Azul" });
    await other.events.profileView();
    await mutate(other.candidate.client, `mutation { marcarTodasNotificacoesLidas { __typename ... on Error { message } } }`);
    expect(await runDigests("2026-12-01T12:00:00Z")).toBe(0);
    await settle();
    expect(mailTo(smtp.received, other.candidate.user.email)).toEqual([]);
    expect(await server.database.prisma.email.count({ where: { to: other.candidate.user.email } })).toBe(0);
    expect(await server.database.prisma.notificacao.count({ where: { userId: other.candidate.user.id, aguardaResumo: true } })).toBe(0);
  });
});

describe("several processes, and restarts", () => {
  it("runs at once in several processes send each person one digest", async () => {
    const people = await Promise.all([1, 2, 3].map((i) => scene(server.url, { empresa: `Empresa ${i}` })));
    for (const { events } of people) await events.profileView();
    const second = await startTestServer({ smtpUrl: smtp.url, publicUrl }, { database: server.database });
    try {
      const runs = await Promise.all([runDigests("2026-12-02T11:00:00Z"), runDigests("2026-12-02T11:00:00Z", second), runDigests("2026-12-02T11:00:01Z")]);
      expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
      for (const { candidate } of people) {
        await smtp.next(candidate.user.email);
        expect(await digestsTo(candidate.user.email)).toEqual([{ key: `resumo:${candidate.user.id}:2026-12-02` }]);
      }
      await settle();
      for (const { candidate } of people) expect(mailTo(smtp.received, candidate.user.email)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it("loses nothing across a restart: notices made by a process that has gone are sent by the next", async () => {
    const gone = await startTestServer({ smtpUrl: smtp.url, publicUrl }, { database: server.database });
    const { candidate, events } = await scene(gone.url, { empresa: "Oficina Leste" });
    await events.profileView();
    await gone.close();
    await runDigests("2026-12-03T11:00:00Z");
    expect((await smtp.next(candidate.user.email)).subject).toBe("Seu resumo diário no Encaixe: 1 notificação");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../server/log.ts";
import { sendDailyDigests } from "../../server/domain/noticeDigest.ts";
import { registerCandidate } from "../support/fixtures.ts";
import { documents, mailTo, mutate, preferencesOf, rawHeader, scene, setPreferences, unsubscribeLink } from "../support/notices.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { startSmtpServer } from "../support/smtp.ts";

// One-click unsubscribe (RFC 8058) from the link of an e-mail alone: no cookie,
// no sign-in, no page of ours in between. A GET (mail scanners open links)
// changes nothing; a bad token changes nothing.

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const publicUrl = "https://vagas.exemplo.com.br";

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ smtpUrl: smtp.url, publicUrl });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** The link as the test server answers it (the e-mail names the public address). */
const local = (link: string) => server.url + link.slice(publicUrl.length);

/** What a mail provider sends: the one-click body, from its own servers, nothing else. */
const oneClick = (link: string, headers: Record<string, string> = {}) =>
  fetch(local(link), { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body: "List-Unsubscribe=One-Click", redirect: "manual" });

const deliveryOf = async (client: Parameters<typeof preferencesOf>[0], tipo: string) => (await preferencesOf(client)).find((p) => p.tipo === tipo)!.entrega;

describe("an immediate e-mail's link", () => {
  it("carries RFC 8058's headers exactly, and a visible way out in its body", async () => {
    const { candidate, events } = await scene(server.url, { empresa: "Loja Azul" });
    await events.interest();
    const mail = await smtp.next(candidate.user.email);
    const link = unsubscribeLink(mail);
    expect(link).toMatch(new RegExp(`^${publicUrl}/cancelar-inscricao\\?token=[A-Za-z0-9_-]{43}$`));
    expect(rawHeader(mail, "List-Unsubscribe")).toBe(`List-Unsubscribe: <${link}>`);
    expect(rawHeader(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(mail.text).toContain(`Cancelar inscrição: ${link}`);
    expect(mail.text).toContain(`Gerenciar preferências: ${publicUrl}/conta/notificacoes`);
    expect(mail.html).toContain(`>Cancelar inscrição</a>`);
    // The database keeps the token's hash, not the token.
    const token = new URL(link).searchParams.get("token")!;
    expect(await server.database.prisma.unsubscribeToken.count({ where: { id: token } })).toBe(0);
    expect(await server.database.prisma.unsubscribeToken.count({ where: { userId: candidate.user.id, tipo: "INTERESSE_RECEBIDO" } })).toBe(1);
    // Once sent, the outbox keeps neither the body nor the headers that carry the link.
    await expect
      .poll(() => server.database.prisma.email.findFirst({ where: { to: candidate.user.email }, select: { text: true, html: true, headers: true, sentAt: true } }))
      .toMatchObject({ text: "", html: "", headers: null, sentAt: expect.any(Date) });
  });

  it("a GET shows what it would turn off and changes nothing; the one-click POST alone turns off that kind's e-mail", async () => {
    const { candidate, company, events, applicationId } = await scene(server.url, { empresa: "Oficina Leste", vaga: "Mecânico" });
    await events.statusChange();
    const link = unsubscribeLink(await smtp.next(candidate.user.email));

    for (let i = 0; i < 2; i++) {
      const page = await fetch(local(link));
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(page.headers.get("cache-control")).toBe("no-store");
      const html = await page.text();
      expect(html).toContain('<html lang="pt-BR">');
      expect(html).toContain("Você deixará de receber os e-mails de &quot;Sua candidatura mudou de etapa&quot;.");
      expect(html).toMatch(/<form method="post" action="\/cancelar-inscricao\?token=[^"]+"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Cancelar inscrição<\/button><\/form>/);
      expect(html).toContain('<a href="/conta/notificacoes">Gerenciar preferências</a>');
    }
    expect(await deliveryOf(candidate.client, "CANDIDATURA_STATUS")).toBe("IMEDIATO");

    // From the provider's servers: no cookie, and an Origin that is not ours.
    const done = await oneClick(link, { origin: "https://mail.provedor.example", "sec-fetch-site": "cross-site" });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Pronto: você não receberá mais os e-mails de &quot;Sua candidatura mudou de etapa&quot;.");
    expect(await deliveryOf(candidate.client, "CANDIDATURA_STATUS")).toBe("NUNCA");
    // Only that kind: the others keep theirs.
    expect(await deliveryOf(candidate.client, "INTERESSE_RECEBIDO")).toBe("IMEDIATO");
    // Again: the same answer, nothing more changes.
    expect((await oneClick(link)).status).toBe(200);

    // The next status change is a notice, and no e-mail; an interest still e-mails.
    await mutate(company.client, documents.move, { id: applicationId, status: "AVANCANDO_NO_PROCESSO" });
    await events.interest();
    await expect.poll(() => mailTo(smtp.received, candidate.user.email).map((mail) => mail.subject), { timeout: 15_000 }).toEqual([
      "A empresa Oficina Leste mudou sua candidatura para Em Análise",
      "A empresa Oficina Leste demonstrou interesse em você",
    ]);
    expect(await server.database.prisma.notificacao.count({ where: { userId: candidate.user.id, tipo: "CANDIDATURA_STATUS" } })).toBe(2);
  });
});

describe("a digest's link", () => {
  it("turns off the digest: the kinds sent daily become NUNCA, those sent at once stay", async () => {
    const { candidate, events } = await scene(server.url, { empresa: "Transportes Norte" });
    await setPreferences(candidate.client, [{ tipo: "CANDIDATURA_STATUS", entrega: "DIARIO" }]);
    await events.statusChange();
    await events.profileView();
    await sendDailyDigests({ db: server.database.prisma, config: { brand: "Encaixe", publicUrl }, log: createLogger("silent") }, new Date("2026-11-24T11:00:00Z"));
    const digest = await smtp.next(candidate.user.email);
    expect(digest.subject).toBe("Seu resumo diário no Encaixe: 2 notificações");
    expect(rawHeader(digest, "List-Unsubscribe-Post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const link = unsubscribeLink(digest);
    expect(await (await fetch(local(link))).text()).toContain("Você deixará de receber o resumo diário de notificações por e-mail.");

    expect((await oneClick(link)).status).toBe(200);
    const now = Object.fromEntries((await preferencesOf(candidate.client)).map((p) => [p.tipo, p.entrega]));
    expect(now).toEqual({
      CANDIDATURA_VISUALIZADA: "IMEDIATO",
      CANDIDATURA_STATUS: "NUNCA",
      PERFIL_VISUALIZADO: "NUNCA",
      INTERESSE_RECEBIDO: "IMEDIATO",
      ALERTA_VAGAS: "NUNCA",
    });
  });
});

describe("a link that is not one", () => {
  it("is refused with a Portuguese page, for GET and POST alike, and changes nothing", async () => {
    const candidate = await registerCandidate(server.url);
    const before = await preferencesOf(candidate.client);
    const rows = await server.database.prisma.preferenciaNotificacao.count();
    const unknown = `${publicUrl}/cancelar-inscricao?token=${"A".repeat(43)}`;
    for (const [link, status, words] of [
      [unknown, 404, "Link de cancelamento inválido ou expirado"],
      [`${publicUrl}/cancelar-inscricao?token=curto`, 400, "Link de cancelamento incompleto"],
      [`${publicUrl}/cancelar-inscricao`, 400, "Link de cancelamento incompleto"],
    ] as const) {
      for (const response of [await fetch(local(link)), await oneClick(link)]) {
        expect(response.status, link).toBe(status);
        const html = await response.text();
        expect(html).toContain(words);
        expect(html).not.toContain("<form");
      }
    }
    expect(await preferencesOf(candidate.client)).toEqual(before);
    expect(await server.database.prisma.preferenciaNotificacao.count()).toBe(rows);
  });

  it("a POST without the one-click body only asks to confirm; other methods are not allowed", async () => {
    const { candidate, events } = await scene(server.url);
    await events.interest();
    const link = unsubscribeLink(await smtp.next(candidate.user.email));
    const bare = await fetch(local(link), { method: "POST" });
    expect(bare.status).toBe(400);
    expect(await bare.text()).toContain("Confirme o cancelamento");
    const wrong = await fetch(local(link), { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=Sim" });
    expect(wrong.status).toBe(400);
    const put = await fetch(local(link), { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD, POST");
    expect(await deliveryOf(candidate.client, "INTERESSE_RECEBIDO")).toBe("IMEDIATO");

    // RFC 8058 allows multipart too.
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    expect((await fetch(local(link), { method: "POST", body: form })).status).toBe(200);
    expect(await deliveryOf(candidate.client, "INTERESSE_RECEBIDO")).toBe("NUNCA");
  });
});

describe("what stays protected", () => {
  it("the exemption is this route's alone: a cross-site write elsewhere is still refused", async () => {
    const candidate = await registerCandidate(server.url);
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://mail.provedor.example", cookie: candidate.client.cookie! },
      body: JSON.stringify({ query: documents.save, variables: { preferencias: [{ tipo: "PERFIL_VISUALIZADO", entrega: "NUNCA" }] } }),
    });
    expect(response.status).toBe(403);
    expect(await deliveryOf(candidate.client, "PERFIL_VISUALIZADO")).toBe("DIARIO");
  });

  it("the link spends the client's request budget like the API does", async () => {
    const limited = await startTestServer({ clientMinuteLimit: 2 });
    try {
      const link = `${limited.url}/cancelar-inscricao?token=${"B".repeat(43)}`;
      expect((await fetch(link)).status).toBe(404);
      expect((await fetch(link, { method: "POST" })).status).toBe(404);
      const refused = await fetch(link);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.text()).toContain("Muitos pedidos");
    } finally {
      await limited.close();
    }
  });
});

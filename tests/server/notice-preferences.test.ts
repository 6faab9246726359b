import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noticeKinds } from "../../shared/noticeKinds.ts";
import { registerCandidate, registerCompany } from "../support/fixtures.ts";
import { documents, mailTo, noticeKindsOf, preferencesOf, scene, setPreferences } from "../support/notices.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { startSmtpServer } from "../support/smtp.ts";

// Preferences per kind of notice: each person's own, defaults from the
// catalogue, and the e-mail of each event follows them (in-app, always).

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ smtpUrl: smtp.url, publicUrl: "https://vagas.exemplo.com.br" });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const kindsOf = (role: "CANDIDATO" | "EMPRESA") => Object.entries(noticeKinds).filter(([, kind]) => kind.role === role);

describe("the viewer's preferences", () => {
  it("list every kind of the viewer's role, in the catalogue's order and words, each at its default", async () => {
    const candidate = await registerCandidate(server.url);
    const company = await registerCompany(server.url);
    for (const [client, role] of [[candidate.client, "CANDIDATO"], [company.client, "EMPRESA"]] as const) {
      expect(await preferencesOf(client)).toEqual(kindsOf(role).map(([tipo, kind]) => ({ tipo, rotulo: kind.label, entrega: kind.delivery, padrao: kind.delivery })));
    }
    expect((await preferencesOf(candidate.client)).map((p) => p.tipo)).toContain("ALERTA_VAGAS");
  });

  it("are read in one statement besides the session's, whatever the number of kinds or choices", async () => {
    const candidate = await registerCandidate(server.url);
    const statements = async () => {
      const before = server.queries.length;
      await preferencesOf(candidate.client);
      return server.queries.slice(before);
    };
    const none = await statements();
    await setPreferences(candidate.client, kindsOf("CANDIDATO").map(([tipo]) => ({ tipo, entrega: "NUNCA" })));
    const all = await statements();
    expect(all.length).toBe(none.length);
    expect(all.filter((sql) => sql.includes('"PreferenciaNotificacao"'))).toHaveLength(1);
  });

  it("are saved for the viewer alone, and a row is kept only for a choice that differs from the default", async () => {
    const ana = await registerCandidate(server.url);
    const bruno = await registerCandidate(server.url);
    const saved = await setPreferences(ana.client, [
      { tipo: "PERFIL_VISUALIZADO", entrega: "IMEDIATO" },
      { tipo: "CANDIDATURA_STATUS", entrega: "NUNCA" },
      { tipo: "INTERESSE_RECEBIDO", entrega: "IMEDIATO" },
    ]);
    expect(saved.data.preferenciasNotificacao).toContainEqual({ tipo: "PERFIL_VISUALIZADO", entrega: "IMEDIATO" });
    const mine = await preferencesOf(ana.client);
    expect(mine.find((p) => p.tipo === "PERFIL_VISUALIZADO")).toMatchObject({ entrega: "IMEDIATO", padrao: "DIARIO" });
    expect(mine.find((p) => p.tipo === "CANDIDATURA_STATUS")).toMatchObject({ entrega: "NUNCA", padrao: "IMEDIATO" });
    // Kinds left out keep theirs.
    expect(mine.find((p) => p.tipo === "ALERTA_VAGAS")).toMatchObject({ entrega: "DIARIO" });
    const rows = await server.database.prisma.preferenciaNotificacao.findMany({ where: { userId: ana.user.id }, select: { tipo: true, entrega: true } });
    expect(rows.sort((a, b) => a.tipo.localeCompare(b.tipo))).toEqual([
      { tipo: "CANDIDATURA_STATUS", entrega: "NUNCA" },
      { tipo: "PERFIL_VISUALIZADO", entrega: "IMEDIATO" },
    ]);

    // Back to the default: the row goes.
    await setPreferences(ana.client, [{ tipo: "CANDIDATURA_STATUS", entrega: "IMEDIATO" }]);
    expect(await server.database.prisma.preferenciaNotificacao.count({ where: { userId: ana.user.id } })).toBe(1);

    // Nobody else's changed, and there is no way to name another user.
    expect((await preferencesOf(bruno.client)).every((p) => p.entrega === p.padrao)).toBe(true);
  });

  it("refuse a kind of the other role, a kind twice and visitors, with a Portuguese message, changing nothing", async () => {
    const candidate = await registerCandidate(server.url);
    const company = await registerCompany(server.url);
    await setPreferences(candidate.client, [{ tipo: "INTERESSE_RECEBIDO", entrega: "DIARIO" }]);
    const before = await preferencesOf(candidate.client);

    const foreign = await candidate.client.graphql(documents.save, {
      preferencias: [
        { tipo: "PERFIL_VISUALIZADO", entrega: "NUNCA" },
        { tipo: "CANDIDATURA_RECEBIDA", entrega: "NUNCA" },
      ],
    });
    expect(foreign.data.salvarPreferenciasNotificacao).toEqual({
      __typename: "InvalidInputError",
      message: '"Nova candidatura em uma vaga" é um aviso só para empresas: sua conta não o recebe',
      fieldErrors: [{ path: ["preferencias", "1", "tipo"], message: '"Nova candidatura em uma vaga" é um aviso só para empresas: sua conta não o recebe' }],
    });
    const twice = await candidate.client.graphql(documents.save, {
      preferencias: [
        { tipo: "PERFIL_VISUALIZADO", entrega: "NUNCA" },
        { tipo: "PERFIL_VISUALIZADO", entrega: "IMEDIATO" },
      ],
    });
    expect(twice.data.salvarPreferenciasNotificacao.message).toBe('"Uma empresa visualizou seu perfil" aparece mais de uma vez');
    const fromCompany = await company.client.graphql(documents.save, { preferencias: [{ tipo: "INTERESSE_RECEBIDO", entrega: "NUNCA" }] });
    expect(fromCompany.data.salvarPreferenciasNotificacao.message).toBe('"Uma empresa demonstrou interesse em você" é um aviso só para candidatos: sua conta não o recebe');
    const unknownDelivery = await candidate.client.graphql(documents.save, { preferencias: [{ tipo: "PERFIL_VISUALIZADO", entrega: "SEMANAL" }] });
    expect(unknownDelivery.errors?.[0]?.message).toMatch(/SEMANAL/);
    expect(await preferencesOf(candidate.client)).toEqual(before);
    expect(await server.database.prisma.preferenciaNotificacao.count({ where: { userId: company.user.id } })).toBe(0);

    await candidate.client.post("/api/logout");
    const visitor = await candidate.client.graphql(documents.save, { preferencias: [{ tipo: "PERFIL_VISUALIZADO", entrega: "NUNCA" }] });
    expect(visitor.data.salvarPreferenciasNotificacao).toEqual({ __typename: "AuthenticationError", message: "Você precisa entrar para continuar" });
    const read = await candidate.client.graphql(documents.preferences);
    expect(read.data.viewer).toBeNull();
  });
});

describe("e-mail per the preferences", () => {
  it("IMEDIATO: a status change, a profile view and an interest each make exactly one notice and one e-mail", async () => {
    const { candidate, events } = await scene(server.url, { empresa: "Construtora Sul", vaga: "Pedreiro" });
    await setPreferences(candidate.client, [{ tipo: "PERFIL_VISUALIZADO", entrega: "IMEDIATO" }]);
    const expected = [
      [events.statusChange, "CANDIDATURA_STATUS", "A empresa Construtora Sul mudou sua candidatura para Em Análise"],
      [events.profileView, "PERFIL_VISUALIZADO", "A empresa Construtora Sul visualizou seu perfil"],
      [events.interest, "INTERESSE_RECEBIDO", "A empresa Construtora Sul demonstrou interesse em você"],
    ] as const;
    for (const [index, [event, tipo, subject]] of expected.entries()) {
      await event();
      const kinds = await noticeKindsOf(candidate.client);
      expect(kinds).toHaveLength(index + 1);
      expect(kinds[0]).toBe(tipo);
      await expect.poll(() => mailTo(smtp.received, candidate.user.email).length, { timeout: 15_000 }).toBe(index + 1);
      expect(mailTo(smtp.received, candidate.user.email).at(-1)!.subject).toBe(subject);
    }
    // The same events again notify nobody twice (the same status, the same company's view that day, one interest per job).
    await events.profileView();
    expect(await noticeKindsOf(candidate.client)).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailTo(smtp.received, candidate.user.email)).toHaveLength(3);
    expect(await server.database.prisma.email.count({ where: { to: candidate.user.email } })).toBe(3);
  });

  it("NUNCA and DIARIO: the notice is made, and no e-mail leaves at once", async () => {
    const { candidate, company, events } = await scene(server.url, { empresa: "Padaria Central" });
    await setPreferences(candidate.client, [
      { tipo: "CANDIDATURA_STATUS", entrega: "NUNCA" },
      { tipo: "INTERESSE_RECEBIDO", entrega: "DIARIO" },
    ]);
    await events.statusChange();
    await events.profileView(); // DIARIO by default
    await events.interest();
    expect(await noticeKindsOf(candidate.client)).toEqual(["INTERESSE_RECEBIDO", "PERFIL_VISUALIZADO", "CANDIDATURA_STATUS"]);
    const waiting = await server.database.prisma.notificacao.findMany({ where: { userId: candidate.user.id }, select: { tipo: true, aguardaResumo: true } });
    expect(waiting.sort((a, b) => a.tipo.localeCompare(b.tipo))).toEqual([
      { tipo: "CANDIDATURA_STATUS", aguardaResumo: false },
      { tipo: "INTERESSE_RECEBIDO", aguardaResumo: true },
      { tipo: "PERFIL_VISUALIZADO", aguardaResumo: true },
    ]);
    // The company's e-mail of the application arrives; by then the candidate's would have too.
    await smtp.next(company.user.email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailTo(smtp.received, candidate.user.email)).toEqual([]);
    expect(await server.database.prisma.email.count({ where: { to: candidate.user.email } })).toBe(0);
  });
});

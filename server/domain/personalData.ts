import { noticeKinds } from "../../shared/noticeKinds.ts";
import { requireSignedIn } from "../auth/policy.ts";
import { emailKindOf } from "../email/keys.ts";
import type { DomainContext } from "./context.ts";
import { RateLimitedError } from "./errors.ts";

// 'Baixar meus dados' (LGPD art. 18, II and V): everything the product holds
// about the signed-in person, read from every table that names them, and
// nothing of anyone else. What identifies other people is left out: a
// company's export lists its jobs and the interests it sent, not who applied
// or whom it contacted; its notices, which all name a candidate, keep only
// their kind, and its e-mails only when and what kind they were.
// Secrets are left out too: the password hash, and the hashes that key
// sessions, trusted browsers and links (they are the keys, not the person's data).

const bytesOf = (image: { contentType: string; bytes: Uint8Array } | null) =>
  image ? { contentType: image.contentType, base64: Buffer.from(image.bytes).toString("base64") } : null;

const period = { createdAt: true, expiresAt: true } as const;
const newestFirst = { createdAt: "desc" } as const;
const image = { select: { contentType: true, bytes: true } } as const;

/** What we hold about the viewer, as one JSON-ready object; each account makes a few an hour. */
export async function personalData(ctx: DomainContext) {
  const viewer = requireSignedIn(ctx.viewer);
  const wait = await ctx.limits.downloads.personalData(viewer.id).catch((error: unknown) => {
    // The person's own data, asked by them: an outage of the limits' store does not withhold it.
    ctx.log.error({ err: error }, "download limits unavailable; export let through");
    return undefined;
  });
  if (wait) throw new RateLimitedError("Você já baixou seus dados muitas vezes na última hora. Tente novamente mais tarde.", { retryAfterSeconds: wait });
  const db = ctx.db;
  const [account, notices, emails] = await Promise.all([
    db.user.findUniqueOrThrow({
      where: { id: viewer.id },
      select: {
        id: true,
        email: true,
        userType: true,
        createdAt: true,
        updatedAt: true,
        aceitesTermos: { select: { versao: true, aceitoEm: true }, orderBy: { aceitoEm: "asc" } },
        sessions: { select: period, orderBy: newestFirst },
        devices: { select: period, orderBy: newestFirst },
        passwordResets: { select: { ...period, usedAt: true }, orderBy: newestFirst },
        preferenciasNotificacao: { select: { tipo: true, entrega: true, updatedAt: true } },
        unsubscribeTokens: { select: { tipo: true, createdAt: true }, orderBy: newestFirst },
      },
    }),
    db.notificacao.findMany({
      where: { userId: viewer.id },
      select: { tipo: true, titulo: true, texto: true, link: true, lidaEm: true, createdAt: true },
      orderBy: newestFirst,
    }),
    db.email.findMany({ where: { to: viewer.email }, select: { key: true, subject: true, createdAt: true, sentAt: true }, orderBy: newestFirst }),
  ]);
  const { aceitesTermos, sessions, devices, passwordResets, preferenciasNotificacao, unsubscribeTokens, ...conta } = account;
  const company = viewer.empresaId !== null;
  return {
    sobre: "Cópia dos dados pessoais que o serviço guarda sobre você (LGPD, art. 18, II e V).",
    geradoEm: new Date(),
    conta,
    aceitesTermos,
    sessoes: sessions,
    navegadoresConfiaveis: devices,
    recuperacoesSenha: passwordResets,
    preferenciasNotificacao,
    linksCancelamentoEmail: unsubscribeTokens,
    notificacoes: company ? notices.map((notice) => ({ ...notice, titulo: noticeKinds[notice.tipo].label, texto: null })) : notices,
    emails: emails.map(({ key, subject, ...email }) => ({ tipo: emailKindOf(key), ...(company ? {} : { assunto: subject }), ...email })),
    candidato: viewer.candidatoId ? await candidateData(ctx, viewer.candidatoId) : null,
    empresa: viewer.empresaId ? await companyData(ctx, viewer.empresaId) : null,
  };
}

export type PersonalData = Awaited<ReturnType<typeof personalData>>;

async function candidateData({ db }: DomainContext, candidatoId: string) {
  const byStart = { orderBy: { dataInicio: "desc" as const } };
  const { foto, ...candidato } = await db.candidato.findUniqueOrThrow({
    where: { id: candidatoId },
    omit: { localizacaoBusca: true, fotoId: true },
    include: {
      foto: image,
      formacoes: byStart,
      experiencias: byStart,
      habilidades: { omit: { chave: true }, orderBy: { nome: "asc" } },
      idiomas: { omit: { chave: true }, orderBy: { idioma: "asc" } },
      cursos: { orderBy: newestFirst },
      declaracaoPcd: true,
      candidaturas: {
        omit: { candidatoId: true },
        include: {
          vaga: { select: { id: true, titulo: true, empresa: { select: { nomeEmpresa: true } } } },
          historico: { select: { status: true, em: true }, orderBy: { em: "asc" } },
        },
        orderBy: { dataCandidatura: "desc" },
      },
      interesses: {
        omit: { candidatoId: true },
        include: { vaga: { select: { id: true, titulo: true } }, empresa: { select: { nomeEmpresa: true } } },
        orderBy: { dataInteresse: "desc" },
      },
      vagasSalvas: { select: { createdAt: true, vaga: { select: { id: true, titulo: true, empresa: { select: { nomeEmpresa: true } } } } }, orderBy: newestFirst },
      alertasVagas: {
        omit: { candidatoId: true, verificadoAte: true },
        include: { vagasNotificadas: { select: { vagaId: true, createdAt: true }, orderBy: newestFirst } },
        orderBy: newestFirst,
      },
      visualizacoesPerfil: { select: { em: true, nomeEmpresa: true }, orderBy: { em: "desc" } },
    },
  });
  return { ...candidato, foto: bytesOf(foto) };
}

async function companyData({ db }: DomainContext, empresaId: string) {
  const { logo, vagas, interesses, ...empresa } = await db.empresa.findUniqueOrThrow({
    where: { id: empresaId },
    omit: { logoId: true },
    include: {
      logo: image,
      vagas: {
        omit: { localizacaoBusca: true, cidadeBusca: true, estadoBusca: true, empresaId: true },
        include: { _count: { select: { candidaturas: true } } },
        orderBy: newestFirst,
      },
      interesses: {
        select: { id: true, mensagem: true, status: true, dataInteresse: true, updatedAt: true, vaga: { select: { id: true, titulo: true } } },
        orderBy: { dataInteresse: "desc" },
      },
    },
  });
  return {
    ...empresa,
    logo: bytesOf(logo),
    vagas: vagas.map(({ _count, ...vaga }) => ({ ...vaga, candidaturasRecebidas: _count.candidaturas })),
    interessesEnviados: interesses,
  };
}

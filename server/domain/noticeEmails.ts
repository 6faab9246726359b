import { noticeKinds } from "../../shared/noticeKinds.ts";
import type { Config } from "../config.ts";
import type { TipoNotificacao } from "../db/generated/prisma/enums.ts";
import { renderEmail, type EmailLink } from "../email/layout.ts";
import { listUnsubscribeHeaders } from "./unsubscribe.ts";

// The words of notice e-mails, in Brazilian Portuguese: one notice at once, or
// the day's digest. Both carry one-click unsubscribe in their headers and, for
// people, 'Cancelar inscrição' and 'Gerenciar preferências' under the text.

export const settingsPath = "/conta/notificacoes";
/** The daily digest's hour in Brasília (America/Sao_Paulo, UTC−3 all year since 2019). */
export const digestHour = 8;
/** A digest lists at most this many notices; /notificacoes has them all. */
export const digestListLimit = 50;

interface Notice {
  tipo: TipoNotificacao;
  titulo: string;
  texto: string | null;
  link: string;
}

type Brand = Pick<Config, "brand" | "publicUrl">;

const footerLinks = ({ publicUrl }: Brand, unsubscribeUrl: string): EmailLink[] => [
  { label: "Cancelar inscrição", url: unsubscribeUrl },
  { label: "Gerenciar preferências", url: publicUrl + settingsPath },
];

/** One notice, e-mailed at once. */
export function immediateNoticeEmail(config: Brand, notice: Notice, unsubscribeUrl: string) {
  const { brand, publicUrl } = config;
  const message = renderEmail({
    brand,
    publicUrl,
    subject: notice.titulo,
    greeting: "Olá,",
    paragraphs: [`${notice.titulo}.`, ...(notice.texto ? [notice.texto] : [])],
    action: { label: "Ver no site", url: publicUrl + notice.link },
    footer: `Você recebe na hora os avisos de "${noticeKinds[notice.tipo].label}" porque tem uma conta no ${brand}. Todas as notificações ficam em ${publicUrl}/notificacoes.`,
    footerLinks: footerLinks(config, unsubscribeUrl),
  });
  return { ...message, headers: listUnsubscribeHeaders(unsubscribeUrl) };
}

const count = (n: number) => (n === 1 ? "1 notificação" : `${n} notificações`);

/** The day's digest: the notices waiting for it, oldest first, each a link. */
export function digestEmail(config: Brand, notices: Notice[], unsubscribeUrl: string) {
  const { brand, publicUrl } = config;
  const listed = notices.slice(0, digestListLimit);
  const more = notices.length - listed.length;
  const message = renderEmail({
    brand,
    publicUrl,
    subject: `Seu resumo diário no ${brand}: ${count(notices.length)}`,
    greeting: "Olá,",
    paragraphs: [
      `Desde o último resumo, você recebeu ${count(notices.length)} que ainda não viu${more > 0 ? `. Aqui estão as ${listed.length} primeiras; as outras estão no site` : ""}:`,
    ],
    items: listed.map((notice) => ({ label: notice.titulo, detail: notice.texto ?? undefined, url: publicUrl + notice.link })),
    action: { label: "Ver todas as notificações", url: `${publicUrl}/notificacoes` },
    footer: `Você recebe este resumo uma vez por dia, às ${digestHour}h (horário de Brasília), com os avisos que escolheu receber assim no ${brand}.`,
    footerLinks: footerLinks(config, unsubscribeUrl),
  });
  return { ...message, headers: listUnsubscribeHeaders(unsubscribeUrl) };
}

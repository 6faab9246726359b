import type { Db } from "../db/database.ts";
import { escapeHtml } from "../http/escapeHtml.ts";
import { Response } from "../http/fetchApi.ts";

// /dev/emails, outside production: the e-mails the app queued, newest first,
// for developers working without an SMTP server. One e-mail's HTML opens at
// /dev/emails/{id}, sandboxed: its links work, its scripts (none) would not run.

const page = (body: string) =>
  new Response(body, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });

export async function devEmailsResponse(db: Db, pathname: string): Promise<Response | null> {
  const one = /^\/dev\/emails\/([\w-]{1,64})$/.exec(pathname);
  if (one) {
    const email = await db.email.findUnique({ where: { id: one[1]! }, select: { html: true } });
    if (!email) return new Response("E-mail não encontrado", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
    const response = page(email.html);
    response.headers.set("content-security-policy", "sandbox allow-popups allow-popups-to-escape-sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src *");
    return response;
  }
  if (pathname !== "/dev/emails") return null;
  const emails = await db.email.findMany({ orderBy: { createdAt: "desc" }, take: 50 });
  const rows = emails
    .map(
      (email) => `<tr><td>${escapeHtml(email.createdAt.toISOString())}</td><td>${escapeHtml(email.to)}</td>
<td><a href="/dev/emails/${email.id}">${escapeHtml(email.subject)}</a></td><td>${email.sentAt ? "entregue" : `pendente (${email.attempts} tentativas)`}</td></tr>
<tr><td colspan="4"><pre>${escapeHtml(email.text)}</pre></td></tr>`,
    )
    .join("\n");
  return page(`<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>E-mails enviados (desenvolvimento)</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#1f2937}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:8px;text-align:left;vertical-align:top}pre{white-space:pre-wrap;margin:0;color:#374151}</style>
</head><body><h1>E-mails enviados (desenvolvimento)</h1><p>Os 50 mais recentes. Sem SMTP_URL, ficam só aqui e no log.</p>
<table><thead><tr><th>Quando</th><th>Para</th><th>Assunto</th><th>Situação</th></tr></thead><tbody>${rows || '<tr><td colspan="4">Nenhum e-mail ainda.</td></tr>'}</tbody></table></body></html>`);
}

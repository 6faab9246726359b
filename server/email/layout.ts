import { escapeHtml } from "../http/escapeHtml.ts";

// Every e-mail in one layout: the brand, the message, one action, and why the
// person got it; HTML with inline styles (mail clients drop style sheets) and
// the same words as plain text.

export interface EmailLink {
  label: string;
  url: string;
}

export interface EmailContent {
  brand: string;
  publicUrl: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A list after the paragraphs, each entry a link (a digest's notices). */
  items?: (EmailLink & { detail?: string })[];
  action: EmailLink;
  /** Why this e-mail came, and what to do if it was not expected. */
  footer: string;
  /** Links under the footer: 'Cancelar inscrição', 'Gerenciar preferências'. */
  footerLinks?: EmailLink[];
}

function plainText({ brand, publicUrl, greeting, paragraphs, items = [], action, footer, footerLinks = [] }: EmailContent): string {
  const list = items.flatMap((item) => [`• ${item.label}`, ...(item.detail ? [`  ${item.detail}`] : []), `  ${item.url}`, ""]);
  return [
    greeting,
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...list,
    `${action.label}: ${action.url}`,
    "",
    "—",
    footer,
    ...footerLinks.map((link) => `${link.label}: ${link.url}`),
    `${brand} · ${publicUrl}`,
  ].join("\n");
}

export function renderEmail(content: EmailContent): { subject: string; text: string; html: string } {
  const { brand, publicUrl, subject, greeting, paragraphs, items = [], action, footer, footerLinks = [] } = content;
  const p = (body: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937">${body}</p>`;
  const a = (link: EmailLink, style: string) => `<a href="${escapeHtml(link.url)}" style="${style}">${escapeHtml(link.label)}</a>`;
  const list = items.length
    ? `<ul style="margin:0 0 16px;padding:0 0 0 20px">${items
        .map(
          (item) =>
            `<li style="margin:0 0 12px;font-size:16px;line-height:1.5;color:#1f2937">${a(item, "color:#1d4ed8")}${item.detail ? `<br><span style="font-size:14px;color:#526277">${escapeHtml(item.detail)}</span>` : ""}</li>`,
        )
        .join("\n")}</ul>`
    : "";
  const links = footerLinks.map((link) => a(link, "color:#526277")).join(" · ");
  const html = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f4f6fa;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:22px;font-weight:bold;color:#1d4ed8">${escapeHtml(brand)}</p>
${p(escapeHtml(greeting))}
${paragraphs.map((paragraph) => p(escapeHtml(paragraph))).join("\n")}
${list}
<p style="margin:24px 0">${a(action, "display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px")}</p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#526277">Se o botão não funcionar, copie este endereço no navegador:<br><a href="${escapeHtml(action.url)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(action.url)}</a></p>
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p style="margin:0;font-size:13px;line-height:1.5;color:#526277">${escapeHtml(footer)}${links ? `<br>${links}` : ""}<br><a href="${escapeHtml(publicUrl)}" style="color:#526277">${escapeHtml(brand)}</a></p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { subject, text: plainText(content), html };
}

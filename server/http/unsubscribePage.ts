import { escapeHtml } from "./escapeHtml.ts";
import { Response } from "./fetchApi.ts";

// The pages of /cancelar-inscricao, rendered by the server: they work without
// JavaScript (a plain form POSTs the one-click body), in the app's colours.

export interface PageParts {
  brand: string;
  title: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** Where the confirmation form posts (the link itself); none on result pages. */
  confirmAction?: string;
  /** The settings page's address. */
  settingsUrl: string;
  status: number;
}

const style = `
body{margin:0;background:#f1f5f9;color:#1e293b;font-family:'Inter Variable',system-ui,-apple-system,'Segoe UI',sans-serif;line-height:1.5}
header{background:#fff;border-bottom:1px solid #e2e8f0;padding:16px 24px}
header a{color:#0f766e;font-weight:700;font-size:1.25rem;text-decoration:none}
main{max-width:560px;margin:48px auto;padding:0 16px}
section{background:#fff;border:1px solid #e2e8f0;border-radius:16px;padding:32px;box-shadow:0 1px 2px rgba(15,23,42,.06)}
h1{margin:0 0 16px;font-size:1.5rem;color:#0f172a}
p{margin:0 0 16px}
.actions{display:flex;flex-wrap:wrap;gap:12px;align-items:center;margin-top:24px}
button{font:inherit;font-weight:600;border:0;border-radius:10px;padding:12px 20px;background:#0f766e;color:#fff;cursor:pointer}
button:hover{background:#115e59}
button:focus-visible,a:focus-visible{outline:2px solid #0f766e;outline-offset:2px}
.actions a{color:#0f766e;font-weight:600}
@media (max-width:640px){main{margin:24px auto}section{padding:20px}.actions{flex-direction:column;align-items:stretch;text-align:center}}
`;

export function unsubscribePage({ brand, title, paragraphs, confirmAction, settingsUrl, status }: PageParts): Response {
  const form = confirmAction
    ? `<form method="post" action="${escapeHtml(confirmAction)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Cancelar inscrição</button></form>`
    : "";
  const html = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${escapeHtml(brand)}</title><style>${style}</style></head>
<body><header><a href="/">${escapeHtml(brand)}</a></header>
<main><section aria-labelledby="titulo"><h1 id="titulo">${escapeHtml(title)}</h1>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
<div class="actions">${form}<a href="${escapeHtml(settingsUrl)}">Gerenciar preferências</a></div>
</section></main></body></html>`;
  return new Response(html, {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "x-robots-tag": "noindex" },
  });
}
